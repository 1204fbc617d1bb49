package calendar

import (
	"context"

	"github.com/uptrace/bun"

	"corkboard/internal/sqlparams"
	"corkboard/modules"
)

// EventLinks are the records an event links to.
type EventLinks struct {
	Venue      *Venue
	Organizers []*Organizer
	Categories []*Term
	Tags       []*Term
}

// Links returns the venue, organizers, categories and tags of the events
// with ids, in language, for the events the caller may read (the others
// are left out): a fixed number of queries for any number of events.
// Events read with OmitLinks get their links this way, in batches (the
// GraphQL dataloaders). Linked records are shown whatever their own status,
// as an event read shows them; category paths are filled. Events read
// from archives come with their links hidden when they have a password
// (LinksOf leaves them out). Errors: CodeUnavailable.
func (s *EventService) Links(ctx context.Context, ids []int64, language string) (map[int64]*EventLinks, error) {
	out := make(map[int64]*EventLinks, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	var events []*Event
	err := s.store.db().NewSelect().Model(&events).Column("id", "venue_id", "status", "author_id").
		Where("id IN (?)", bun.In(unique(ids))).Scan(ctx)
	if err != nil {
		return nil, modules.As(err)
	}
	c := callerFrom(ctx)
	readable := events[:0]
	for _, e := range events {
		if c.canRead(&e.Post) {
			readable = append(readable, e)
		}
	}
	return s.linksOf(ctx, readable, language)
}

// LinksOf is Links for events the caller has just read through this
// service (List, Get, EventsOf): they are not read again, and those whose
// details are hidden (Protected) have none. The events are left
// unchanged.
func (s *EventService) LinksOf(ctx context.Context, events []*Event, language string) (map[int64]*EventLinks, error) {
	stubs := make([]*Event, 0, len(events))
	for _, e := range events {
		if !e.Protected {
			stubs = append(stubs, &Event{Post: Post{ID: e.ID}, VenueID: e.VenueID})
		}
	}
	return s.linksOf(ctx, stubs, language)
}

// linksOf loads the links of readable events (filling them) and returns
// them by event id, with category paths.
func (s *EventService) linksOf(ctx context.Context, readable []*Event, language string) (map[int64]*EventLinks, error) {
	out := make(map[int64]*EventLinks, len(readable))
	if len(readable) == 0 {
		return out, nil
	}
	err := s.store.loadLinks(ctx, s.store.db(), readable, language)
	var cats []*Term
	for _, e := range readable {
		cats = append(cats, e.Categories...)
	}
	if err == nil {
		err = s.store.termPaths(ctx, cats)
	}
	if err != nil {
		return nil, modules.As(err)
	}
	for _, e := range readable {
		out[e.ID] = &EventLinks{Venue: e.Venue, Organizers: e.Organizers, Categories: e.Categories, Tags: e.Tags}
	}
	return out, nil
}

// EventsOf returns, for each venue (of = PostVenue) or organizer (of =
// PostOrganizer) id, the first events the event archive lists for it by
// default: events the caller may see, not hidden from listings, in the
// default date window (from the start of yesterday to 24 months ahead),
// by start and then id; password-protected ones come with their details
// hidden (Event.Protected).
// first is clamped to 1..MaxPerPage. Their links are not loaded (see
// Links). One query for any number of ids (a window function), plus the
// texts in language. Errors: CodeUnavailable.
func (s *EventService) EventsOf(ctx context.Context, of PostType, ids []int64, first int, language string) (map[int64][]*Event, error) {
	out := make(map[int64][]*Event, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	first = min(max(first, 1), MaxPerPage)
	c := callerFrom(ctx)
	f, err := s.filter(ctx, c, EventQuery{})
	if err != nil {
		return nil, err
	}
	p := sqlparams.New(s.store.db())
	inner := s.store.db().NewSelect().Model((*Event)(nil)).ColumnExpr("?TableAlias.*")
	switch of {
	case PostVenue:
		inner.ColumnExpr("?TableAlias.venue_id AS linked_id").
			ColumnExpr("row_number() OVER (PARTITION BY ?TableAlias.venue_id ORDER BY ?TableAlias.start_utc, ?TableAlias.id) AS rn").
			Where("?TableAlias.venue_id IN (?)", sqlparams.Args(p, unique(ids)))
	case PostOrganizer:
		inner.ColumnExpr("eo.organizer_id AS linked_id").
			ColumnExpr("row_number() OVER (PARTITION BY eo.organizer_id ORDER BY ?TableAlias.start_utc, ?TableAlias.id) AS rn").
			Join("JOIN calendar_event_organizers AS eo ON eo.event_id = ?TableAlias.id").
			Where("eo.organizer_id IN (?)", sqlparams.Args(p, unique(ids)))
	default:
		return out, nil
	}
	s.whereArchive(inner, p, c, f, language)
	var rows []struct {
		Event
		LinkedID int64 `bun:"linked_id"`
		Rank     int   `bun:"rn"`
	}
	if err := s.store.db().NewSelect().TableExpr("(?) AS ranked", inner).Where("rn <= ?", p.Arg(first)).
		OrderExpr("linked_id, rn").Scan(p.Bind(ctx), &rows); err != nil {
		return nil, modules.As(err)
	}
	events := make([]*Event, len(rows))
	for i := range rows {
		e := rows[i].Event
		events[i] = &e
		out[rows[i].LinkedID] = append(out[rows[i].LinkedID], &e)
	}
	if err := s.finish(ctx, events, language, false); err != nil {
		return nil, modules.As(err)
	}
	hideProtected(events)
	return out, nil
}
