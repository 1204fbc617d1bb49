package careers

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"corkboard/internal/jobs"
)

// A job whose publication date or closing date lies ahead when it is
// written changes what the content API shows when that date passes,
// without a write: the write queues, in its transaction, a job of the job
// machinery due at that date, which then announces the change
// (job.published, job.closed) in its own transaction. The machinery runs
// each job once across instances; a date moved or a status changed
// meanwhile makes the job do nothing (the write that changed it queued
// its own).

// schedule is the careers module's use of the job machinery.
type schedule struct{ runner *jobs.Runner }

// UseJobs makes job writes queue the announcements of their future dates
// on runner, and registers their worker (before runner starts). Without
// it nothing is announced when a date passes.
func (m *Module) UseJobs(runner *jobs.Runner) {
	m.Jobs.schedule.runner = runner
	jobs.Register(runner, &jobDueWorker{s: m.Jobs})
}

// jobDueArgs is the announcement of a job's date passing.
type jobDueArgs struct {
	JobID int64 `json:"job_id"`
	// At is the date as written; Change what it changes: "published"
	// (its publication date) or "closed" (its closing date).
	At     time.Time `json:"at"`
	Change string    `json:"change"`
}

// Kind implements river.JobArgs.
func (jobDueArgs) Kind() string { return "careers.job_due" }

// scheduleDates queues, in tx, the announcements of j's dates that lie
// after now (a published job's publication and closing dates).
func (s *JobService) scheduleDates(ctx context.Context, tx bun.Tx, j *Job, now time.Time) error {
	if s.schedule.runner == nil || j.Status != JobPublished {
		return nil
	}
	for change, at := range map[string]*time.Time{"published": j.PublishedAt, "closed": j.ClosesAt} {
		if at == nil || !at.After(now) {
			continue
		}
		if err := s.schedule.runner.InsertTx(ctx, tx, jobDueArgs{JobID: j.ID, At: *at, Change: change},
			&river.InsertOpts{ScheduledAt: *at, UniqueOpts: river.UniqueOpts{ByArgs: true}}); err != nil {
			return err
		}
	}
	return nil
}

// jobDueWorker announces a date that passed.
type jobDueWorker struct {
	river.WorkerDefaults[jobDueArgs]
	s *JobService
}

// Work implements river.Worker.
func (w *jobDueWorker) Work(ctx context.Context, job *river.Job[jobDueArgs]) error {
	a := job.Args
	if wait := a.At.Sub(w.s.now()); wait > 0 { // the machinery's clock is ahead of the application's
		return river.JobSnooze(min(wait, time.Minute))
	}
	return w.s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		j := new(Job)
		err := tx.NewSelect().Model(j).Where("id = ?", a.JobID).Scan(ctx)
		if errors.Is(err, sql.ErrNoRows) {
			return nil // deleted (job.deleted said so)
		}
		if err != nil {
			return err
		}
		if typ := dueChange(j, a); typ != "" {
			return w.s.deps.Notify(ctx, tx, jobNotification(j, typ))
		}
		return nil
	})
}

// dueChange is the notification of a's date passing for j as it is now
// ("" when it no longer applies).
func dueChange(j *Job, a jobDueArgs) string {
	same := func(t *time.Time) bool {
		return t != nil && t.Truncate(time.Microsecond).Equal(a.At.Truncate(time.Microsecond))
	}
	if j.Status != JobPublished {
		return ""
	}
	switch a.Change {
	case "published":
		if same(j.PublishedAt) && (j.ClosesAt == nil || j.ClosesAt.After(a.At)) {
			return "job.published"
		}
	case "closed":
		if same(j.ClosesAt) && (j.PublishedAt == nil || j.PublishedAt.Before(a.At)) {
			return "job.closed"
		}
	}
	return ""
}
