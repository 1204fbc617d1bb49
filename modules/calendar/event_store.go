package calendar

import (
	"context"
	"strconv"
	"strings"

	"github.com/uptrace/bun"
)

// complete loads what events are shown with (venue, organizers,
// categories, tags, images) and their text in language: a fixed number of
// queries for any number of events.
func (s *store) complete(ctx context.Context, db bun.IDB, events []*Event, language string) error {
	if len(events) == 0 {
		return nil
	}
	linked, err := s.loadLinks(ctx, db, events, language)
	if err != nil {
		return err
	}
	all := make([]*Post, 0, len(events)+len(linked))
	for _, e := range events {
		all = append(all, &e.Post)
	}
	return s.hydrate(ctx, db, language, append(all, linked...)...)
}

// loadLinks fills the venue, organizers, categories and tags of events
// (term texts in language) and returns the linked venues and organizers,
// still to hydrate.
func (s *store) loadLinks(ctx context.Context, db bun.IDB, events []*Event, language string) ([]*Post, error) {
	ids := make([]int64, len(events))
	var venueIDs []int64
	for i, e := range events {
		ids[i] = e.ID
		e.Venue, e.Organizers, e.Categories, e.Tags = nil, []*Organizer{}, []*Term{}, []*Term{}
		if e.VenueID != 0 {
			venueIDs = append(venueIDs, e.VenueID)
		}
	}
	all := make([]*Post, 0, len(events)*2)
	if len(venueIDs) > 0 {
		var venues []*Venue
		if err := db.NewSelect().Model(&venues).Where("id IN (?)", bun.In(unique(venueIDs))).Scan(ctx); err != nil {
			return nil, err
		}
		byID := map[int64]*Venue{}
		for _, v := range venues {
			byID[v.ID] = v
			all = append(all, &v.Post)
		}
		for _, e := range events {
			e.Venue = byID[e.VenueID]
		}
	}
	var links []struct {
		EventID int64 `bun:"event_id"`
		Organizer
	}
	if err := db.NewSelect().TableExpr("calendar_event_organizers AS eo").
		ColumnExpr("eo.event_id").ColumnExpr("o.*").
		Join("JOIN calendar_organizers AS o ON o.id = eo.organizer_id").
		Where("eo.event_id IN (?)", bun.In(ids)).OrderExpr("eo.event_id, eo.position").Scan(ctx, &links); err != nil {
		return nil, err
	}
	byEvent := map[int64]*Event{}
	for _, e := range events {
		byEvent[e.ID] = e
	}
	for i := range links {
		o := links[i].Organizer
		byEvent[links[i].EventID].Organizers = append(byEvent[links[i].EventID].Organizers, &o)
	}
	for _, e := range events {
		for _, o := range e.Organizers {
			all = append(all, &o.Post)
		}
	}
	var terms []struct {
		EventID int64 `bun:"event_id"`
		Term
	}
	if err := db.NewSelect().TableExpr("calendar_event_terms AS et").
		ColumnExpr("et.event_id").ColumnExpr("t.*").
		Join("JOIN calendar_terms AS t ON t.id = et.term_id").
		Where("et.event_id IN (?)", bun.In(ids)).OrderExpr("lower(t.name), t.id").Scan(ctx, &terms); err != nil {
		return nil, err
	}
	var termPtrs []*Term
	for i := range terms {
		t := terms[i].Term
		e := byEvent[terms[i].EventID]
		if t.Taxonomy == Tags {
			e.Tags = append(e.Tags, &t)
		} else {
			e.Categories = append(e.Categories, &t)
		}
		termPtrs = append(termPtrs, &t)
	}
	if err := s.termTexts(ctx, db, termPtrs, language); err != nil {
		return nil, err
	}
	return all, nil
}

// setTerms replaces the event's terms of one taxonomy and returns the ids
// of every term whose count may have changed.
func setTerms(ctx context.Context, db bun.IDB, eventID int64, tax Taxonomy, ids []int64) ([]int64, error) {
	var old []int64
	if err := db.NewSelect().Table("calendar_event_terms").Column("term_id").Where("event_id = ?", eventID).
		Where("term_id IN (SELECT id FROM calendar_terms WHERE taxonomy = ?)", tax).Scan(ctx, &old); err != nil {
		return nil, err
	}
	if len(old) > 0 {
		if _, err := db.NewDelete().Model((*eventTerm)(nil)).Where("event_id = ?", eventID).
			Where("term_id IN (?)", bun.In(old)).Exec(ctx); err != nil {
			return nil, err
		}
	}
	ids = unique(ids)
	if len(ids) > 0 {
		rows := make([]eventTerm, len(ids))
		for i, id := range ids {
			rows[i] = eventTerm{EventID: eventID, TermID: id}
		}
		if _, err := db.NewInsert().Model(&rows).Exec(ctx); err != nil {
			return nil, err
		}
	}
	return append(old, ids...), nil
}

// syncTermLinks copies what the archive filters events on (status,
// hidden from listings, start and end) onto the event's term links, for
// calendar_event_terms_listing_idx. Every write of those members calls
// it, in the same transaction.
func syncTermLinks(ctx context.Context, db bun.IDB, e *Event) error {
	_, err := db.NewUpdate().Table("calendar_event_terms").
		Set("status = ?", e.Status).Set("hide_from_listings = ?", e.HideFromListings).
		Set("start_utc = ?", e.StartUTC).Set("end_utc = ?", e.EndUTC).
		Where("event_id = ?", e.ID).Exec(ctx)
	return err
}

// eventTermIDs are the ids of every term of an event.
func eventTermIDs(ctx context.Context, db bun.IDB, eventID int64) ([]int64, error) {
	var ids []int64
	err := db.NewSelect().Table("calendar_event_terms").Column("term_id").Where("event_id = ?", eventID).Scan(ctx, &ids)
	return ids, err
}

// setOrganizers replaces the event's organizers, in order.
func setOrganizers(ctx context.Context, db bun.IDB, eventID int64, ids []int64) error {
	if _, err := db.NewDelete().Model((*eventOrganizer)(nil)).Where("event_id = ?", eventID).Exec(ctx); err != nil {
		return err
	}
	ids = unique(ids)
	if len(ids) == 0 {
		return nil
	}
	rows := make([]eventOrganizer, len(ids))
	for i, id := range ids {
		rows[i] = eventOrganizer{EventID: eventID, OrganizerID: id, Position: i}
	}
	_, err := db.NewInsert().Model(&rows).Exec(ctx)
	return err
}

// resolveTerms turns term ids and names into ids of tax: existing ids are
// kept, unknown ids skipped, names matched by slug or name
// (case-insensitive) and created when missing.
func (s *store) resolveTerms(ctx context.Context, db bun.IDB, tax Taxonomy, entries []string) ([]int64, error) {
	var out []int64
	for _, entry := range entries {
		entry = PlainText(entry)
		if entry == "" {
			continue
		}
		if id, err := strconv.ParseInt(entry, 10, 64); err == nil {
			t, err := s.term(ctx, db, tax, id)
			if err != nil {
				return nil, err
			}
			if t != nil {
				out = append(out, id)
			}
			continue
		}
		var found []int64
		if err := db.NewSelect().Model((*Term)(nil)).Column("id").Where("taxonomy = ?", tax).
			WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
				return q.Where("slug = ?", Slugify(entry)).WhereOr("lower(name) = ?", strings.ToLower(entry))
			}).Order("id").Limit(1).Scan(ctx, &found); err != nil {
			return nil, err
		}
		if len(found) > 0 {
			out = append(out, found[0])
			continue
		}
		slug, err := uniqueSlug(ctx, db, "calendar_terms", Slugify(entry), 0, func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("taxonomy = ?", tax)
		})
		if err != nil {
			return nil, err
		}
		t := &Term{Taxonomy: tax, Name: entry, Slug: slug, CreatedAt: s.now()}
		if _, err := db.NewInsert().Model(t).Returning("id").Exec(ctx); err != nil {
			return nil, err
		}
		out = append(out, t.ID)
	}
	return out, nil
}
