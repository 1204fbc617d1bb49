package modules

import (
	"context"

	"github.com/uptrace/bun"
)

// Notification is a change that systems outside Corkboard hear of (the
// webhooks module delivers it to the endpoints of the company that
// subscribed to its type).
type Notification struct {
	// CompanyID is the tenant the change belongs to.
	CompanyID int64
	// Type names the change: "job.published", "application.created", …
	Type string
	// Data is the payload's "data": the resource (or {"id": …} for a
	// deletion), encoded as JSON.
	Data any
	// Private holds fields merged into Data only for endpoints that opted
	// in to personal data (an application's applicant); nil: none.
	Private any
}

// Notifier records notifications in the transaction of the change that
// causes them, so that they exist exactly when the change committed (a
// durable outbox: a crash after the commit loses nothing).
type Notifier interface {
	Notify(ctx context.Context, tx bun.Tx, n Notification) error
}

// Notify records n through d.Notifier in tx; without a notifier it does
// nothing. Services call it inside the transaction of their write; its
// error fails the write.
func (d Deps) Notify(ctx context.Context, tx bun.Tx, n Notification) error {
	if d.Notifier == nil {
		return nil
	}
	return d.Notifier.Notify(ctx, tx, n)
}
