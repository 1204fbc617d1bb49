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

// Published lists the posts a PublishDue call made public, by kind.
type Published struct {
	Events, Venues, Organizers []int64
}

// Len is the number of posts published.
func (p Published) Len() int { return len(p.Events) + len(p.Venues) + len(p.Organizers) }

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
// (its publication and modification dates stay, as in WordPress), and for
// events the copies on their term links and the counts of their terms
// follow, all in one transaction. It returns what this call changed.
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
		if len(out.Events) == 0 {
			return nil
		}
		noteEvents(ctx, out.Events...)
		if _, err := tx.NewUpdate().Table("calendar_event_terms").Set("status = ?", StatusPublish).
			Where("event_id IN (?)", bun.In(out.Events)).Exec(ctx); err != nil {
			return err
		}
		var terms []int64
		if err := tx.NewSelect().Table("calendar_event_terms").Column("term_id").
			Where("event_id IN (?)", bun.In(out.Events)).Scan(ctx, &terms); err != nil {
			return err
		}
		if err := recountTerms(ctx, tx, terms); err != nil {
			return err
		}
		return s.store.notifyPublished(ctx, tx, out.Events)
	})
	if err != nil {
		return Published{}, err
	}
	return out, nil
}

// NextDue returns the earliest publication date of a scheduled (future)
// event, venue or organizer; ok is false when nothing is scheduled. A date
// at or before now is due: PublishDue publishes it.
//
// Callers: editor level. Errors: unauthenticated/forbidden ReasonNotAllowed.
func (s *ScheduleService) NextDue(ctx context.Context) (due time.Time, ok bool, err error) {
	if c := callerFrom(ctx); !c.editor() {
		return time.Time{}, false, forbidden(c, SubjectEvent)
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
