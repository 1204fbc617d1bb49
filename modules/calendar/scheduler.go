package calendar

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"corkboard/internal/changes"
	"corkboard/modules"
)

// DefaultScheduleInterval is how often, at the least, a Scheduler looks
// for scheduled posts (see Scheduler.Run).
const DefaultScheduleInterval = time.Minute

// scheduleRetry bounds the wait before the next tick after a failed one.
const scheduleRetry = 5 * time.Second

// Scheduler publishes scheduled posts in this process when their time
// comes (ScheduleService.PublishDue) and keeps this process's caches true
// to it. Every serving instance runs one (Run).
//
// The database, not the scheduler, makes a publication happen once: all
// instances may tick at the due time and each post changes once (see
// PublishDue). What each instance must do itself is drop the answers its
// caches computed before the due time (response cache, linked records,
// all stamped with changes.Changes): a tick at or after a due time it
// knew of moves this process's calendar data version on, whether this
// instance published or another one did, and after that publication
// committed (its own statement waits for the other's transaction, or its
// read finds the post already published).
//
// An instance knows the due times it read at its last tick: at start, at
// each due time, every interval, and after each write of this process
// that schedules a post (Wake). A post scheduled through another instance
// is known here from the next interval's tick; until then this process's
// caches see that instance's publication as any write of another process,
// when their entries expire (their TTL).
type Scheduler struct {
	svc     *ScheduleService
	changes *changes.Changes
	area    changes.Area // the calendar's
	now     func() time.Time
	log     *slog.Logger
	wake    chan struct{}

	mu  sync.Mutex
	due time.Time // the earliest due time read at the last tick; zero: none
}

func newScheduler(svc *ScheduleService, deps modules.Deps, area changes.Area) *Scheduler {
	log := deps.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Scheduler{svc: svc, changes: deps.Changes, area: area, now: deps.Now, log: log, wake: make(chan struct{}, 1)}
}

// Wake makes Run tick now: a write of this process scheduled a post (its
// transaction has committed), so the next due time may be earlier than
// the one Run waits for.
func (s *Scheduler) Wake() {
	select {
	case s.wake <- struct{}{}:
	default: // a tick is already coming
	}
}

// Due is the earliest due time the last tick read (zero: none).
func (s *Scheduler) Due() time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.due
}

// Tick publishes what is due at the current time (the injected clock), as
// the system, and moves this process's calendar data version on when a
// due time has passed (see Scheduler). It returns what this instance
// published (nothing when another instance was first) and the next due
// time (zero: nothing scheduled).
func (s *Scheduler) Tick(ctx context.Context) (Published, time.Time, error) {
	ctx = modules.WithPrincipal(ctx, modules.System)
	now := s.now()
	next, ok, err := s.svc.NextDue(ctx)
	if err != nil {
		return Published{}, s.Due(), err
	}
	reached := ok && !next.After(now)
	var done Published
	if reached {
		if done, err = s.svc.PublishDue(ctx, now); err != nil {
			return Published{}, s.Due(), err
		}
		if next, ok, err = s.svc.NextDue(ctx); err != nil {
			return done, s.Due(), err
		}
	}
	s.mu.Lock()
	passed := !s.due.IsZero() && !s.due.After(now)
	s.due = time.Time{}
	if ok {
		s.due = next
	}
	s.mu.Unlock()
	if reached || passed {
		// Published here (the write moved the version already) or by
		// another instance, whose commit this tick has seen: the answers
		// cached before are stale.
		s.changes.BumpArea(s.area)
	}
	if done.Len() > 0 {
		s.log.Info("scheduled publication", slog.Int("events", len(done.Events)),
			slog.Int("venues", len(done.Venues)), slog.Int("organizers", len(done.Organizers)),
			slog.Int("unpublished", len(done.Unpublished)), slog.Any("event_ids", done.Events),
			slog.Any("unpublished_ids", done.Unpublished))
	}
	return done, s.Due(), nil
}

// Run ticks at once (what fell due while no instance ran is published at
// start), then at the next due time, when woken (Wake) and at least every
// interval (which also finds what other instances scheduled), until ctx
// ends. A failed tick is logged and tried again within seconds.
func (s *Scheduler) Run(ctx context.Context, interval time.Duration) {
	if interval <= 0 {
		interval = DefaultScheduleInterval
	}
	timer := time.NewTimer(0)
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
		case <-s.wake:
		}
		_, next, err := s.Tick(ctx)
		wait := interval
		if err != nil {
			if ctx.Err() != nil {
				return
			}
			s.log.Warn("scheduled publication failed", slog.String("error", err.Error()))
			wait = min(wait, scheduleRetry)
		}
		if !next.IsZero() && err == nil {
			// Due again already (the clock moved past it since the tick):
			// soon, not in a loop.
			wait = min(wait, max(next.Sub(s.now()), 10*time.Millisecond))
		}
		timer.Reset(wait)
	}
}
