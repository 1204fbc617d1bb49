package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"time"

	"github.com/riverqueue/river"

	"corkboard/internal/jobs"
	"corkboard/modules"
	"corkboard/modules/careers"
)

// careersEnv applies the upload settings of the environment:
//
//	CORKBOARD_UPLOAD_TTL                 how long an unattached upload lives (24h)
//	CORKBOARD_UPLOAD_ORPHAN_GRACE        how old an object no row refers to must be before the sweep deletes it (1h)
//	CORKBOARD_UPLOAD_MAX_IMAGE_BYTES     image size limit (5242880)
//	CORKBOARD_UPLOAD_MAX_DOCUMENT_BYTES  document size limit (10485760)
func careersEnv(s *careers.Settings) error {
	for name, dst := range map[string]*time.Duration{
		"CORKBOARD_UPLOAD_TTL":          &s.FileTTL,
		"CORKBOARD_UPLOAD_ORPHAN_GRACE": &s.OrphanGrace,
	} {
		if v := os.Getenv(name); v != "" {
			d, err := time.ParseDuration(v)
			if err != nil || d <= 0 {
				return fmt.Errorf("%s=%q: want a positive duration such as 24h", name, v)
			}
			*dst = d
		}
	}
	for name, dst := range map[string]*int64{
		"CORKBOARD_UPLOAD_MAX_IMAGE_BYTES":    &s.MaxImageBytes,
		"CORKBOARD_UPLOAD_MAX_DOCUMENT_BYTES": &s.MaxDocumentBytes,
	} {
		if v := os.Getenv(name); v != "" {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n <= 0 {
				return fmt.Errorf("%s=%q: want a positive number of bytes", name, v)
			}
			*dst = n
		}
	}
	return nil
}

// sweepInterval is CORKBOARD_UPLOAD_SWEEP_INTERVAL (default 10m).
func sweepInterval() (time.Duration, error) {
	v := os.Getenv("CORKBOARD_UPLOAD_SWEEP_INTERVAL")
	if v == "" {
		return 10 * time.Minute, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("CORKBOARD_UPLOAD_SWEEP_INTERVAL=%q: want a positive duration such as 10m", v)
	}
	return d, nil
}

// sweepLease names the database lease of the upload sweep; sweepLeaseTTL
// is how long a holder may keep it (a crashed holder's lease expires).
const (
	sweepLease    = "careers.upload-sweep"
	sweepLeaseTTL = 5 * time.Minute
)

// sweepArgs is the periodic job of the upload sweep.
type sweepArgs struct{}

// Kind implements river.JobArgs.
func (sweepArgs) Kind() string { return "careers.upload_sweep" }

// sweepWorker runs the upload sweep as a job.
type sweepWorker struct {
	river.WorkerDefaults[sweepArgs]
	rt *runtime
}

// Timeout implements river.Worker: listing a large storage for orphans
// takes long. A sweep rescued while still running is harmless: the lease
// keeps a second one out.
func (sweepWorker) Timeout(*river.Job[sweepArgs]) time.Duration { return 30 * time.Minute }

// Work implements river.Worker. A failed sweep is logged, not retried:
// the next period runs it again.
func (w sweepWorker) Work(ctx context.Context, _ *river.Job[sweepArgs]) error {
	w.rt.sweepOnce(ctx)
	return nil
}

// scheduleSweep makes the upload sweep a periodic job: at start and then
// every interval, on the elected leader among the instances sharing the
// database (the job machinery's leader election; the lease of sweepOnce
// still guards against an older instance sweeping on its own).
func (rt *runtime) scheduleSweep(interval time.Duration) {
	jobs.Register(rt.Jobs, sweepWorker{rt: rt})
	rt.Jobs.Every(interval, func() river.JobArgs { return sweepArgs{} })
}

// sweepOnce runs the upload sweep if this instance gets the sweep's
// database lease (so that of several instances on one database only one
// sweeps at a time; a lease, not an in-process flag), and releases it
// afterwards. It reports whether it swept.
func (rt *runtime) sweepOnce(ctx context.Context) bool {
	ctx = modules.WithPrincipal(ctx, modules.System)
	ok, err := rt.accounts.Leases.TryAcquire(ctx, sweepLease, rt.instance, sweepLeaseTTL)
	if err != nil {
		if ctx.Err() == nil {
			rt.log.Warn("upload sweep: lease unavailable", slog.String("error", err.Error()))
		}
		return false
	}
	if !ok {
		rt.log.Debug("upload sweep: another instance holds the lease")
		return false
	}
	defer func() {
		if err := rt.accounts.Leases.Release(context.WithoutCancel(ctx), sweepLease, rt.instance); err != nil {
			rt.log.Warn("upload sweep: lease not released", slog.String("error", err.Error()))
		}
	}()
	res, err := rt.Modules.Careers.Files.SweepExpiredFiles(ctx)
	rt.deps.M().SweepRun("uploads", res.ExpiredFiles+res.OrphanObjects+res.IdempotencyKeys, err)
	switch {
	case err != nil && ctx.Err() == nil:
		rt.log.Warn("upload sweep failed", slog.String("error", err.Error()))
	case res != (careers.SweepResult{}):
		rt.log.Info("upload sweep", slog.Int("expired_files", res.ExpiredFiles),
			slog.Int("orphan_objects", res.OrphanObjects), slog.Int("idempotency_keys", res.IdempotencyKeys))
	}
	return true
}
