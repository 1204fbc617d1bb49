// Package jobs is Corkboard's job machinery: one River client
// (github.com/riverqueue/river) over the application's own database,
// PostgreSQL or SQLite, through database/sql.
//
// Work that must not be lost (webhook deliveries) is inserted as a job in
// the same transaction as the change that causes it (InsertTx with the
// write's *sql.Tx): it exists exactly when the change committed. Periodic
// work (the upload sweep) runs on the elected leader only, so once across
// any number of instances sharing the database. River's tables are created
// by the "jobs" migrations (Module), which run with the application's.
package jobs

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// Queue names. Deliveries have their own queue so that a slow receiver
// never delays the sweep.
const (
	QueueDefault  = river.QueueDefault
	QueueWebhooks = "webhooks"
)

// Config tunes the Runner; zero values take the defaults.
type Config struct {
	// PollInterval is how often idle workers look for new jobs (default
	// 500ms). Neither driver here listens for inserts, so this bounds the
	// delay between a commit and the start of its job.
	PollInterval time.Duration
	// WebhookWorkers bounds concurrent deliveries in this process
	// (default 8).
	WebhookWorkers int
}

// Runner owns the River client. Build it with New, register workers and
// periodic jobs (Register, Every) before Start; insert at any time (the
// client inserts without being started, as tests do).
type Runner struct {
	client  *river.Client[*sql.Tx]
	workers *river.Workers
	log     *slog.Logger
	started bool
}

// Driver returns the River driver for db's dialect.
func Driver(db *bun.DB) riverdriver.Driver[*sql.Tx] {
	if db.Dialect().Name() == dialect.PG {
		return riverdatabasesql.New(db.DB)
	}
	return riversqlite.New(db.DB)
}

// New builds the runner on db (the write pool: on SQLite its single
// connection, shared with the application so that the two never meet as
// two writers).
func New(db *bun.DB, log *slog.Logger, cfg Config) (*Runner, error) {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = 500 * time.Millisecond
	}
	if cfg.WebhookWorkers <= 0 {
		cfg.WebhookWorkers = 8
	}
	workers := river.NewWorkers()
	client, err := river.NewClient(Driver(db), &river.Config{
		Queues: map[string]river.QueueConfig{
			QueueDefault:  {MaxWorkers: 2},
			QueueWebhooks: {MaxWorkers: cfg.WebhookWorkers},
		},
		Workers:           workers,
		FetchPollInterval: cfg.PollInterval,
		FetchCooldown:     min(100*time.Millisecond, cfg.PollInterval),
		PollOnly:          true,
		Logger:            log.With(slog.String("component", "jobs")),
		// Finished jobs are kept a day: the delivery log has its own table.
		CompletedJobRetentionPeriod: 24 * time.Hour,
		DiscardedJobRetentionPeriod: 7 * 24 * time.Hour,
		// A job still running when its process died is run again after
		// RescueStuckJobsAfter; workers that need longer than JobTimeout
		// say so (river.Worker's Timeout) and guard against a second run.
		JobTimeout:           time.Minute,
		RescueStuckJobsAfter: 2 * time.Minute,
	})
	if err != nil {
		return nil, fmt.Errorf("jobs: %w", err)
	}
	return &Runner{client: client, workers: workers, log: log}, nil
}

// Register adds the worker of one job kind.
func Register[T river.JobArgs](r *Runner, w river.Worker[T]) {
	river.AddWorker(r.workers, w)
}

// Every runs the job that make returns every interval on the leader, and
// once at start. Jobs of a kind already waiting are not inserted twice
// (unique by kind while available or running).
func (r *Runner) Every(interval time.Duration, make func() river.JobArgs) {
	r.client.PeriodicJobs().Add(river.NewPeriodicJob(river.PeriodicInterval(interval),
		func() (river.JobArgs, *river.InsertOpts) {
			return make(), &river.InsertOpts{UniqueOpts: river.UniqueOpts{ByState: []rivertype.JobState{
				rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateRunning,
				rivertype.JobStateRetryable, rivertype.JobStateScheduled}}}
		}, &river.PeriodicJobOpts{RunOnStart: true}))
}

// InsertTx inserts a job in the caller's transaction: it runs only if
// that transaction commits.
func (r *Runner) InsertTx(ctx context.Context, tx bun.Tx, args river.JobArgs, opts *river.InsertOpts) error {
	_, err := r.client.InsertTx(ctx, tx.Tx, args, opts)
	return err
}

// Insert inserts a job outside any transaction.
func (r *Runner) Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) error {
	_, err := r.client.Insert(ctx, args, opts)
	return err
}

// Start starts working jobs until Stop.
func (r *Runner) Start(ctx context.Context) error {
	if err := r.client.Start(ctx); err != nil {
		return fmt.Errorf("jobs: %w", err)
	}
	r.started = true
	return nil
}

// Stop lets running jobs finish within ctx, then cancels them (their
// attempts are retried later, by this or another instance).
func (r *Runner) Stop(ctx context.Context) {
	if !r.started {
		return
	}
	if err := r.client.Stop(ctx); err != nil && !errors.Is(err, context.Canceled) {
		_ = r.client.StopAndCancel(context.WithoutCancel(ctx))
	}
	r.started = false
}

// Client is the River client, for tests and metrics.
func (r *Runner) Client() *river.Client[*sql.Tx] { return r.client }
