package history

import (
	"context"

	"github.com/riverqueue/river"
)

// pruneArgs is the periodic job that removes audit entries past the
// retention.
type pruneArgs struct{}

// Kind implements river.JobArgs.
func (pruneArgs) Kind() string { return "history.prune" }

type pruneWorker struct {
	river.WorkerDefaults[pruneArgs]
	m *Module
}

// Work implements river.Worker.
func (w *pruneWorker) Work(ctx context.Context, _ *river.Job[pruneArgs]) error {
	_, err := w.m.PruneAudit(ctx)
	return err
}

// PruneAudit removes audit entries older than the retention and returns
// how many. It is the only deletion of the audit trail.
func (m *Module) PruneAudit(ctx context.Context) (int64, error) {
	res, err := m.deps.DB.NewDelete().Model((*Entry)(nil)).
		Where("created_at < ?", m.deps.Now().Add(-m.settings.AuditRetention)).Exec(ctx)
	if err != nil {
		return 0, err
	}
	n, _ := res.RowsAffected()
	m.deps.M().SweepRun("audit_log", int(n), nil)
	return n, nil
}
