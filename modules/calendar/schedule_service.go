package calendar

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// ScheduleService publishes scheduled posts: events, venues and
// organizers with the status future (the admin's "Scheduled") go live
// when their publication date comes, as WordPress publishes a future post.
// Scheduler runs it in every serving process; PublishDue is the one entry
// point, so that other machinery (a job queue) may run it instead.
type ScheduleService struct {
	store *store
}

// Published lists the posts a PublishDue call made public, by kind, and
// the events it took back to draft (Unpublished: their unpublish date
// came).
type Published struct {
	Events, Venues, Organizers []int64
	Unpublished                []int64
}

// Len is the number of posts published or unpublished.
func (p Published) Len() int {
	return len(p.Events) + len(p.Venues) + len(p.Organizers) + len(p.Unpublished)
}

// scheduledTables are the tables of the posts that may be scheduled, with
// where PublishDue reports their ids.
func scheduledTables(p *Published) []struct {
	table string
	ids   *[]int64
} {
	return []struct {
		table string
		ids   *[]int64
	}{{"calendar_events", &p.Events}, {"calendar_venues", &p.Venues}, {"calendar_organizers", &p.Organizers}}
}

// PublishDue publishes every scheduled (future) event, venue and organizer
// whose publication date is at or before now: its status becomes publish
// (its publication and modification dates stay, as in WordPress); and it
// takes every published event whose unpublish date is at or before now
// back to draft (scheduled unpublish: it leaves the listings, its public
// read answers as for a draft, and the public hears event.updated with
// status draft). For events the copies on their term links and the
// counts of their terms follow, all in one transaction. It returns what
// this call changed.
//
// Each table changes in one conditional statement (status still future,
// date passed), so when several instances run it at once every post is
// published exactly once: by the first, the others find it published and
// leave it. Running it again, or late (after a restart, whatever time
// passed), publishes what is due then.
//
// Callers: editor level (the system's scheduler, editors, API keys with
// calendar:write). Errors: unauthenticated/forbidden ReasonNotAllowed.
func (s *ScheduleService) PublishDue(ctx context.Context, now time.Time) (Published, error) {
	if c := callerFrom(ctx); !c.editor() {
		return Published{}, forbidden(c, SubjectEvent)
	}
	now = now.UTC() // SQLite compares the dates as text in UTC
	var out Published
	err := s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		out = Published{} // each attempt starts afresh
		for _, k := range scheduledTables(&out) {
			if err := tx.NewUpdate().Table(k.table).Set("status = ?", StatusPublish).
				Where("status = ?", StatusFuture).Where("published_at <= ?", now).
				Returning("id").Scan(ctx, k.ids); err != nil {
				return err
			}
		}
		// Published events whose unpublish date came go back to draft
		// (once: the date is cleared with it).
		if err := tx.NewUpdate().Table("calendar_events").Set("status = ?", StatusDraft).
			Set("unpublish_at = NULL").Set("modified_at = ?", now.Truncate(time.Second)).
			Where("status = ?", StatusPublish).Where("unpublish_at <= ?", now).
			Returning("id").Scan(ctx, &out.Unpublished); err != nil {
			return err
		}
		changed := append(append([]int64{}, out.Events...), out.Unpublished...)
		if len(changed) == 0 {
			return nil
		}
		for status, ids := range map[Status][]int64{StatusPublish: out.Events, StatusDraft: out.Unpublished} {
			if len(ids) == 0 {
				continue
			}
			if _, err := tx.NewUpdate().Table("calendar_event_terms").Set("status = ?", status).
				Where("event_id IN (?)", bun.In(ids)).Exec(ctx); err != nil {
				return err
			}
		}
		var terms []int64
		if err := tx.NewSelect().Table("calendar_event_terms").Column("term_id").
			Where("event_id IN (?)", bun.In(changed)).Scan(ctx, &terms); err != nil {
			return err
		}
		if err := recountTerms(ctx, tx, terms); err != nil {
			return err
		}
		if err := s.store.notifyEvents(ctx, tx, "event.updated", out.Unpublished); err != nil {
			return err
		}
		return s.store.notifyEvents(ctx, tx, "event.published", out.Events)
	})
	if err != nil {
		return Published{}, err
	}
	return out, nil
}

// NextDue returns the earliest publication date of a scheduled (future)
// event, venue or organizer, or unpublish date of a published event; ok is
// false when nothing is scheduled. A date
// at or before now is due: PublishDue publishes it.
//
// Callers: editor level. Errors: unauthenticated/forbidden ReasonNotAllowed.
func (s *ScheduleService) NextDue(ctx context.Context) (due time.Time, ok bool, err error) {
	if c := callerFrom(ctx); !c.editor() {
		return time.Time{}, false, forbidden(c, SubjectEvent)
	}
	var unpublish []time.Time
	if err := s.store.db().NewSelect().Table("calendar_events").Column("unpublish_at").
		Where("status = ?", StatusPublish).Where("unpublish_at IS NOT NULL").
		Order("unpublish_at").Limit(1).Scan(ctx, &unpublish); err != nil {
		return time.Time{}, false, modules.As(err)
	}
	if len(unpublish) == 1 {
		due, ok = unpublish[0].UTC(), true
	}
	for _, k := range scheduledTables(new(Published)) {
		var at []time.Time
		if err := s.store.db().NewSelect().Table(k.table).Column("published_at").
			Where("status = ?", StatusFuture).Order("published_at").Limit(1).Scan(ctx, &at); err != nil {
			return time.Time{}, false, modules.As(err)
		}
		if len(at) == 1 && (!ok || at[0].Before(due)) {
			due, ok = at[0].UTC(), true
		}
	}
	return due, ok, nil
}
