package main

import (
	"context"
	"log/slog"
	"time"

	"github.com/riverqueue/river"

	"corkboard/internal/jobs"
	"corkboard/modules"
)

// purgeArgs is the periodic job that empties the trash of what has been
// there longer than the retention (CORKBOARD_TRASH_DAYS).
type purgeArgs struct{}

// Kind implements river.JobArgs.
func (purgeArgs) Kind() string { return "trash.purge" }

// purgeWorker runs the purge as a job.
type purgeWorker struct {
	river.WorkerDefaults[purgeArgs]
	rt *runtime
}

// Work implements river.Worker. A failed purge is logged and returned:
// River tries it again, and the next period runs it anyway.
func (w purgeWorker) Work(ctx context.Context, _ *river.Job[purgeArgs]) error {
	_, err := w.rt.purgeTrash(ctx)
	return err
}

// schedulePurge makes the purge a periodic job: at start and then every
// interval, on the elected leader among the instances sharing the
// database (and each record is deleted once even if two ran together:
// the services delete in one transaction what is still in the trash).
func (rt *runtime) schedulePurge(interval time.Duration) {
	jobs.Register(rt.Jobs, purgeWorker{rt: rt})
	rt.Jobs.Every(interval, func() river.JobArgs { return purgeArgs{} })
}

// purgeTrash deletes for good the events, venues, organizers and jobs
// that went to the trash more than the retention ago, by the injected
// clock; it returns how many.
func (rt *runtime) purgeTrash(ctx context.Context) (int, error) {
	ctx = modules.WithPrincipal(ctx, modules.System)
	before := rt.deps.Now().Add(-rt.deps.Config.TrashRetention())
	cal, err := rt.Modules.Calendar.Trash.Purge(ctx, before)
	if err != nil {
		rt.log.Warn("trash purge failed", slog.String("error", err.Error()))
		return 0, err
	}
	ids, err := rt.Modules.Careers.Jobs.PurgeTrash(ctx, before)
	if err != nil {
		rt.log.Warn("trash purge failed", slog.String("error", err.Error()))
		return cal.Len(), err
	}
	if n := cal.Len() + len(ids); n > 0 {
		rt.log.Info("trash purge", slog.Int("events", len(cal.Events)), slog.Int("venues", len(cal.Venues)),
			slog.Int("organizers", len(cal.Organizers)), slog.Int("jobs", len(ids)))
	}
	return cal.Len() + len(ids), nil
}

// purgeInterval is how often the leader looks for records to purge.
const purgeInterval = time.Hour
