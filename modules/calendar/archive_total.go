package calendar

import (
	"time"

	"github.com/uptrace/bun"

	"corkboard/internal/sqlparams"
)

// dayTotal returns the statement (a SELECT of one number) that counts the
// archive's events for filter f from the per-day counts (archive_days.go),
// or nil when f filters on something they do not keep (search, ids,
// geolocation, featured, parent, several terms, venues or organizers at
// once, a contributor's own drafts): then the events are counted.
//
// The total is the sum of three parts, which never count an event twice:
//   - the per-day counts of the days [lo, hi] whose every event lasting a
//     day at most matches the window for sure (it starts at or after the
//     lower bounds, and ends before the upper ones even if it lasts a
//     whole day);
//   - the events lasting a day at most that start in the two days or so
//     around each end of those days, counted one by one with the
//     archive's conditions (an index range of a few days of the events,
//     or of the term's links);
//   - the events lasting longer (calendar_archive_long, by status and
//     dates), counted one by one.
//
// Its cost follows the number of days of the window (one index range of
// the day counts), and the events of the few days at its edges, not the
// number of events in the window.
func (s *EventService) dayTotal(p *sqlparams.Params, c caller, f eventFilter) *bun.SelectQuery {
	if f.words != nil || f.include != nil || f.geoloc != nil || f.nearLat != nil || f.featured != nil || f.postParent != nil {
		return nil
	}
	kind, ref := tallyAll, int64(0)
	dims := 0
	for _, d := range []struct {
		kind string
		ids  []int64
	}{{tallyTerm, f.categories}, {tallyTerm, f.tags}, {tallyVenue, f.venues}, {tallyOrganizer, f.organizers}} {
		if d.ids == nil {
			continue
		}
		if dims++; dims > 1 || len(unique(d.ids)) != 1 {
			return nil // an event may match several: counted as it is
		}
		kind, ref = d.kind, d.ids[0]
	}
	if !c.editor() && c.contributor() {
		return nil // who also sees their own posts of other statuses
	}
	db := s.store.db()
	// (its values become placeholders only if it is used: a statement
	// must use every one)
	days := db.NewSelect().Table("calendar_archive_days").ColumnExpr("coalesce(sum(n), 0)")
	switch {
	case len(f.statuses) > 0:
		days.Where("status IN (?)", bun.In(f.statuses))
	case c.editor():
		days.Where("status NOT IN (?)", bun.In([]Status{StatusTrash, StatusAutoDraft}))
	default:
		days.Where("status = ?", StatusPublish)
	}
	lo, hi, hasLo, hasHi := wholeDays(f.window)
	// the events lasting a day at most that start in [from, to): an
	// index range of the term's links, or of the events
	events := func(from, to int64) *bun.SelectQuery {
		q := db.NewSelect().ColumnExpr("count(*)")
		col := ""
		if kind == tallyTerm {
			col = "et."
			q.TableExpr("calendar_event_terms AS et").Where("et.term_id = ?", p.Arg(ref))
			linkStatuses(q, c, f.statuses)
		} else {
			q.TableExpr("calendar_events AS e")
			col = "e."
			whereVisible(q, c, f.statuses, "e")
		}
		q.Where(col+"hide_from_listings = ?", false)
		whereStartRange(q, p, col, f.window, dayStart(from), dayStart(to))
		id := col + "id"
		switch kind {
		case tallyTerm:
			id = "et.event_id"
		case tallyVenue:
			q.Where("e.venue_id = ?", p.Arg(ref))
		case tallyOrganizer:
			q.Where("EXISTS (SELECT 1 FROM calendar_event_organizers AS eo WHERE eo.event_id = e.id AND eo.organizer_id = ?)", p.Arg(ref))
		}
		return q.Where("NOT EXISTS (SELECT 1 FROM calendar_archive_long AS l WHERE l.event_id = " + id + ")")
	}
	// the long events, from their own index (status, dates), then each
	// one's link by key
	long := db.NewSelect().TableExpr("calendar_archive_long AS l").ColumnExpr("count(*)")
	whereVisible(long, c, f.statuses, "l")
	whereWindow(long, p, "l.", f.window)
	switch kind {
	case tallyTerm:
		long.Where("EXISTS (SELECT 1 FROM calendar_event_terms AS et WHERE et.event_id = l.event_id AND et.term_id = ?)", p.Arg(ref))
	case tallyVenue:
		long.Where("EXISTS (SELECT 1 FROM calendar_events AS e WHERE e.id = l.event_id AND e.venue_id = ?)", p.Arg(ref))
	case tallyOrganizer:
		long.Where("EXISTS (SELECT 1 FROM calendar_event_organizers AS eo WHERE eo.event_id = l.event_id AND eo.organizer_id = ?)", p.Arg(ref))
	}
	parts := []*bun.SelectQuery{long}
	switch {
	case hasLo && hasHi && lo > hi: // a window of a day or two: no whole day
		parts = append(parts, events(lo-2, hi+3))
	default:
		days.Where("kind = ?", p.Arg(kind)).Where("ref = ?", p.Arg(ref))
		if hasLo {
			days.Where("day >= ?", p.Arg(lo))
			parts = append(parts, events(lo-2, lo))
		}
		if hasHi {
			days.Where("day <= ?", p.Arg(hi))
			parts = append(parts, events(hi+1, hi+3))
		}
		parts = append(parts, days)
	}
	expr, args := "", []any{}
	for i, q := range parts {
		if i > 0 {
			expr += " + "
		}
		expr += "(?)"
		args = append(args, q)
	}
	return db.NewSelect().ColumnExpr(expr, args...)
}

// wholeDays returns the days [lo, hi] (either side unbounded unless
// hasLo, hasHi) whose every event lasting a day at most (starting that
// day, so ending before the start of the day after next) is in window w.
func wholeDays(w DateWindow) (lo, hi int64, hasLo, hasHi bool) {
	low := func(t *time.Time, strict bool) {
		if t == nil {
			return
		}
		d := dayOf(*t)
		if strict || dayStart(d).Before(*t) {
			d++ // the first day starting at (or, strict, after) t
		}
		if !hasLo || d > lo {
			lo, hasLo = d, true
		}
	}
	high := func(t *time.Time, daysAfter int64) {
		if t == nil {
			return
		}
		// the last day d with dayStart(d + daysAfter) <= t
		d := dayOf(*t) - daysAfter
		if !hasHi || d < hi {
			hi, hasHi = d, true
		}
	}
	low(w.StartDate, false)
	low(w.StartsAfter, true)
	low(w.EndsAfter, true) // starting after t, it ends after t
	high(w.StartsBefore, 1)
	high(w.EndDate, 2)
	high(w.EndsBefore, 2)
	return lo, hi, hasLo, hasHi
}

// whereStartRange applies window w and the start range [from, to) to the
// columns of prefix col with ONE lower and ONE upper bound on the start
// (the tightest of the window's and the range's), so that a database
// reads just that index range (SQLite uses one bound of each side, not
// necessarily the tightest), and the window's bounds on the end as
// filters.
func whereStartRange(q *bun.SelectQuery, p *sqlparams.Params, col string, w DateWindow, from, to time.Time) {
	lo, loStrict := from, false
	raise := func(t *time.Time, strict bool) {
		if t != nil && (t.After(lo) || t.Equal(lo) && strict) {
			lo, loStrict = *t, strict
		}
	}
	raise(w.StartDate, false)
	raise(w.StartsAfter, true)
	hi, hiStrict := to, true
	lower := func(t *time.Time, strict bool) {
		if t != nil && (t.Before(hi) || t.Equal(hi) && strict) {
			hi, hiStrict = *t, strict
		}
	}
	lower(w.StartsBefore, true)
	lower(w.EndDate, false) // every event ends at or after its start
	lower(w.EndsBefore, true)
	op := map[bool]string{true: " > ?", false: " >= ?"}
	q.Where(col+"start_utc"+op[loStrict], p.Arg(lo.UTC()))
	op = map[bool]string{true: " < ?", false: " <= ?"}
	q.Where(col+"start_utc"+op[hiStrict], p.Arg(hi.UTC()))
	for _, b := range []struct {
		cond string
		t    *time.Time
	}{{"end_utc <= ?", w.EndDate}, {"end_utc < ?", w.EndsBefore}, {"end_utc > ?", w.EndsAfter}} {
		if b.t != nil {
			q.Where(col+b.cond, p.Arg(b.t.UTC()))
		}
	}
}
