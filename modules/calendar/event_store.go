package calendar

import (
	"cmp"
	"context"
	"corkboard/internal/sqlparams"
	"maps"
	"slices"
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
	if err := s.loadLinks(ctx, db, events, language); err != nil {
		return err
	}
	all := make([]*Post, len(events))
	for i, e := range events {
		all[i] = &e.Post
	}
	return s.hydrate(ctx, db, language, all...)
}

// eventLink is a link of an event to an organizer (Kind 0, at Position)
// or a term (Kind 1).
type eventLink struct {
	EventID  int64 `bun:"event_id"`
	LinkedID int64 `bun:"linked_id"`
	Position int   `bun:"position"`
	Kind     int   `bun:"kind"`
}

// loadLinks fills the venue, organizers, categories and tags of events,
// read in language (text and images): one query for the links of every
// event, then one per kind of record for those the linked cache lacks.
// Organizers come in the order given; terms by name (the default
// language's, case-insensitively), then id.
func (s *store) loadLinks(ctx context.Context, db bun.IDB, events []*Event, language string) error {
	version := s.linked.version() // before anything is read
	lang := s.site.textLanguage(language)
	ids := make([]int64, len(events))
	byEvent := make(map[int64]*Event, len(events))
	var venueIDs, organizerIDs, termIDs []int64
	for i, e := range events {
		ids[i] = e.ID
		byEvent[e.ID] = e
		e.Venue, e.Organizers, e.Categories, e.Tags = nil, []*Organizer{}, []*Term{}, []*Term{}
		if e.VenueID != 0 {
			venueIDs = append(venueIDs, e.VenueID)
		}
	}
	links := make([]eventLink, 0, 8*len(events)) // an event has a few organizers, categories and tags
	p := sqlparams.New(db)
	if err := db.NewRaw(`SELECT event_id, organizer_id AS linked_id, position, 0 AS kind FROM calendar_event_organizers WHERE event_id IN (?0)
		UNION ALL SELECT event_id, term_id, 0, 1 FROM calendar_event_terms WHERE event_id IN (?0)`, sqlparams.Args(p, ids)).Scan(p.Bind(ctx), &links); err != nil {
		return err
	}
	for _, l := range links {
		if l.Kind == 0 {
			organizerIDs = append(organizerIDs, l.LinkedID)
		} else {
			termIDs = append(termIDs, l.LinkedID)
		}
	}
	venues, missingVenues := lookup(s.linked, venueEntries, unique(venueIDs), lang)
	organizers, missingOrganizers := lookup(s.linked, organizerEntries, unique(organizerIDs), lang)
	terms, missingTerms := lookup(s.linked, termEntries, unique(termIDs), lang)
	if err := s.readLinked(ctx, db, language, version, missingVenues, missingOrganizers, venues, organizers); err != nil {
		return err
	}
	if err := s.readTerms(ctx, db, language, version, missingTerms, terms); err != nil {
		return err
	}
	// Each event gets its own copies (callers may change them), made in
	// one allocation per kind rather than one per record.
	venueCopies := make([]Venue, 0, len(events))
	for _, e := range events {
		if v := venues[e.VenueID]; v != nil {
			venueCopies = append(venueCopies, *v)
			e.Venue = &venueCopies[len(venueCopies)-1]
		}
	}
	slices.SortFunc(links, func(a, b eventLink) int {
		return cmp.Or(cmp.Compare(a.EventID, b.EventID), cmp.Compare(a.Position, b.Position), cmp.Compare(a.LinkedID, b.LinkedID))
	})
	kinds := make([]linkKind, len(links))
	for i, l := range links {
		kinds[i] = kindOf(l, organizers, terms)
	}
	makeRoom(byEvent, links, kinds)
	organizerCopies := make([]Organizer, 0, len(organizerIDs))
	termCopies := make([]Term, 0, len(termIDs))
	for i, l := range links {
		e := byEvent[l.EventID]
		switch kinds[i] {
		case linkOrganizer:
			organizerCopies = append(organizerCopies, *organizers[l.LinkedID])
			e.Organizers = append(e.Organizers, &organizerCopies[len(organizerCopies)-1])
		case linkCategory, linkTag:
			termCopies = append(termCopies, terms[l.LinkedID].Term)
			if cp := &termCopies[len(termCopies)-1]; kinds[i] == linkTag {
				e.Tags = append(e.Tags, cp)
			} else {
				e.Categories = append(e.Categories, cp)
			}
		}
	}
	byName := func(a, b *Term) int {
		return cmp.Or(strings.Compare(terms[a.ID].order, terms[b.ID].order), cmp.Compare(a.ID, b.ID))
	}
	for _, e := range events {
		slices.SortFunc(e.Categories, byName)
		slices.SortFunc(e.Tags, byName)
	}
	return nil
}

// linkKind is what an event's link shows the event with.
type linkKind int8

const (
	linkOrganizer linkKind = iota
	linkCategory
	linkTag
	linkGone // the record it names was not found
)

// kindOf is the kind of l, given the records read for the links.
func kindOf(l eventLink, organizers map[int64]*Organizer, terms map[int64]*cachedTerm) linkKind {
	if l.Kind == 0 {
		if organizers[l.LinkedID] == nil {
			return linkGone
		}
		return linkOrganizer
	}
	switch t := terms[l.LinkedID]; {
	case t == nil:
		return linkGone
	case t.Taxonomy == Tags:
		return linkTag
	}
	return linkCategory
}

// makeRoom gives the organizers, categories and tags of the events links
// fill (the last of each id; the others stay empty) room for those links
// (of kinds), carved from one array per kind.
func makeRoom(byEvent map[int64]*Event, links []eventLink, kinds []linkKind) {
	counts := make(map[int64][linkGone]int, len(byEvent))
	var totals [linkGone]int
	for i, l := range links {
		if k := kinds[i]; k != linkGone {
			n := counts[l.EventID]
			n[k]++
			counts[l.EventID] = n
			totals[k]++
		}
	}
	orgs, cats, tags := make([]*Organizer, totals[linkOrganizer]), make([]*Term, totals[linkCategory]), make([]*Term, totals[linkTag])
	for id, e := range byEvent {
		n := counts[id]
		e.Organizers, orgs = orgs[:0:n[linkOrganizer]], orgs[n[linkOrganizer]:]
		e.Categories, cats = cats[:0:n[linkCategory]], cats[n[linkCategory]:]
		e.Tags, tags = tags[:0:n[linkTag]], tags[n[linkTag]:]
	}
}

// readLinked reads the venues and organizers of ids (hydrated in
// language) into venues and organizers, and keeps them in the linked
// cache.
func (s *store) readLinked(ctx context.Context, db bun.IDB, language string, version uint64, venueIDs, organizerIDs []int64,
	venues map[int64]*Venue, organizers map[int64]*Organizer) error {
	vs, err := postsByID[Venue](ctx, db, venueIDs)
	if err != nil {
		return err
	}
	ors, err := postsByID[Organizer](ctx, db, organizerIDs)
	if err != nil {
		return err
	}
	if err := s.hydrate(ctx, db, language, append(posts(vs), posts(ors)...)...); err != nil {
		return err
	}
	newVenues, newOrganizers := byID(vs), byID(ors)
	maps.Copy(venues, newVenues)
	maps.Copy(organizers, newOrganizers)
	lang := s.site.textLanguage(language)
	keep(s.linked, venueEntries, version, lang, newVenues)
	keep(s.linked, organizerEntries, version, lang, newOrganizers)
	return nil
}

// readTerms reads the terms of ids (text in language) into terms, and
// keeps them in the linked cache.
func (s *store) readTerms(ctx context.Context, db bun.IDB, language string, version uint64, ids []int64, terms map[int64]*cachedTerm) error {
	if len(ids) == 0 {
		return nil
	}
	var rows []*Term
	p := sqlparams.New(db)
	if err := db.NewSelect().Model(&rows).Where("id IN (?)", sqlparams.Args(p, ids)).Scan(p.Bind(ctx)); err != nil {
		return err
	}
	read := make(map[int64]*cachedTerm, len(rows))
	for _, t := range rows {
		read[t.ID] = &cachedTerm{order: strings.ToLower(t.Name)}
	}
	if err := s.termTexts(ctx, db, rows, language); err != nil {
		return err
	}
	for _, t := range rows {
		read[t.ID].Term = *t
	}
	maps.Copy(terms, read)
	keep(s.linked, termEntries, version, s.site.textLanguage(language), read)
	return nil
}

// postsByID reads the venues or organizers of ids.
func postsByID[T any, PT interface {
	*T
	poster
}](ctx context.Context, db bun.IDB, ids []int64) ([]PT, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	var rows []PT
	p := sqlparams.New(db)
	err := db.NewSelect().Model(&rows).Where("?TableAlias.id IN (?)", sqlparams.Args(p, ids)).Scan(p.Bind(ctx))
	return rows, err
}

// byID indexes records by id.
func byID[T any, PT interface {
	*T
	poster
}](rows []PT) map[int64]*T {
	out := make(map[int64]*T, len(rows))
	for _, r := range rows {
		out[r.post().ID] = (*T)(r)
	}
	return out
}

// setTerms replaces the event's terms of one taxonomy and returns the ids
// of every term whose count may have changed.
func setTerms(ctx context.Context, db bun.IDB, eventID int64, tax Taxonomy, ids []int64) ([]int64, error) {
	noteEvents(ctx, eventID)
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
	noteEvents(ctx, e.ID)
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
	noteEvents(ctx, eventID)
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
// (case-insensitive) and created when missing, by callers who may manage
// terms (editor level): for the others (contributors) a missing name is
// cannotCreateTerm, as creating the term through its own route is.
func (s *store) resolveTerms(ctx context.Context, db bun.IDB, c caller, tax Taxonomy, entries []string) ([]int64, error) {
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
		if !c.editor() {
			return nil, cannotCreateTerm(tax, entry)
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
