package calendar

import (
	"context"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"

	"corkboard/modules"
	"corkboard/modules/media"
)

// store is what the services share: the database, the site settings, the
// clock and the media library.
type store struct {
	deps   modules.Deps
	site   Site
	images *media.ImageService
	// linked keeps the venues, organizers and terms events are read
	// with, and the terms archives are filtered by.
	linked *linkedCache
	// scheduled is called after a transaction that scheduled a post
	// (status future) committed: the Scheduler's Wake.
	scheduled func()
}

// db is where the calendar reads outside transactions.
func (s *store) db() bun.IDB { return s.deps.Reader() }

// now is the current time in UTC, to the second (the API's resolution).
func (s *store) now() time.Time { return s.deps.Now().Truncate(time.Second) }

// txAttempts bounds how often tx runs fn when transactions collide.
const txAttempts = 5

// writeLock is the PostgreSQL advisory lock that serialises calendar
// writes ("calendar" in ASCII).
const writeLock int64 = 0x63616c656e646172

// tx runs fn in a transaction. Writes look before they insert (a term, a
// venue or an organizer by name, a free slug), so two concurrent writes
// could both find nothing and insert the same thing. SQLite serialises
// writers; on PostgreSQL every calendar write transaction first takes one
// advisory lock (held until it ends, shared by all instances), so they
// run one at a time too — calendar writes are few and short. Should two
// transactions still collide (a unique violation, a deadlock or a
// serialisation failure, e.g. with a write of another module), tx runs fn
// again in a new transaction, which sees the other's rows; fn must
// therefore start from the same state each time.
//
// The events fn noted (noteEvents) have their archive counts brought up
// to date in the same transaction, after fn.
//
// A write that schedules a post (applyPost) notes it in the context; once
// the transaction committed, tx wakes the Scheduler.
func (s *store) tx(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	serialise := s.deps.DB.Dialect().Name() == dialect.PG
	for attempt := 1; ; attempt++ {
		note, tally := new(scheduleNote), new(tallyNote)
		err := s.deps.DB.RunInTx(withTallyNote(withScheduleNote(ctx, note), tally), nil, func(ctx context.Context, tx bun.Tx) error {
			if serialise {
				if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(?)", writeLock); err != nil {
					return err
				}
			}
			pending := new(notes)
			if err := fn(withNotes(ctx, pending), tx); err != nil {
				return err
			}
			// the archive's per-day counts of the events written, before
			// the transaction commits (archive_days.go), then the
			// notifications, which render the records as this write left them
			if err := tallyEvents(ctx, tx, slices.Sorted(maps.Keys(tally.events))); err != nil {
				return err
			}
			return pending.flush(ctx, tx, s.deps)
		})
		if err == nil && note.scheduled && s.scheduled != nil {
			s.scheduled()
		}
		if err == nil || attempt == txAttempts || !collided(err) || ctx.Err() != nil {
			return wrap(err)
		}
		time.Sleep(time.Duration(rand.Int64N(int64(attempt) * int64(10*time.Millisecond))))
	}
}

// collided reports a PostgreSQL unique violation, deadlock or
// serialisation failure: a race with another transaction that a retry
// resolves.
func collided(err error) bool {
	msg := err.Error()
	for _, code := range []string{"SQLSTATE=23505", "SQLSTATE=40P01", "SQLSTATE=40001"} {
		if strings.Contains(msg, code) {
			return true
		}
	}
	return false
}

// wrap converts err to a *modules.Error, keeping nil as a nil error
// (modules.As(nil) is a nil *Error, which is a non-nil error value).
func wrap(err error) error {
	if err == nil {
		return nil
	}
	return modules.As(err)
}

// scheduleNote records that a transaction scheduled a post.
type scheduleNote struct{ scheduled bool }

type scheduleNoteKey struct{}

func withScheduleNote(ctx context.Context, n *scheduleNote) context.Context {
	return context.WithValue(ctx, scheduleNoteKey{}, n)
}

// noteScheduled records in ctx's transaction (see tx) that it scheduled a
// post.
func noteScheduled(ctx context.Context) {
	if n, ok := ctx.Value(scheduleNoteKey{}).(*scheduleNote); ok {
		n.scheduled = true
	}
}
