package webhooks

import (
	"context"

	"github.com/riverqueue/river"
)

// pruneArgs is the periodic job that removes old delivery log entries.
type pruneArgs struct{}

// Kind implements river.JobArgs.
func (pruneArgs) Kind() string { return "webhooks.prune" }

type pruneWorker struct {
	river.WorkerDefaults[pruneArgs]
	m *Module
}

// Work implements river.Worker.
func (w *pruneWorker) Work(ctx context.Context, _ *river.Job[pruneArgs]) error {
	_, err := w.m.PruneDeliveries(ctx)
	return err
}

// PruneDeliveries removes delivery attempts older than the retention and
// returns how many.
func (m *Module) PruneDeliveries(ctx context.Context) (int64, error) {
	res, err := m.deps.DB.NewDelete().Model((*Delivery)(nil)).
		Where("created_at < ?", m.deps.Now().Add(-m.settings.LogRetention)).Exec(ctx)
	if err != nil {
		return 0, err
	}
	n, _ := res.RowsAffected()
	m.deps.M().SweepRun("webhook_deliveries", int(n), nil)
	return n, nil
}
