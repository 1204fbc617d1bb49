package modules

import (
	"context"

	"github.com/uptrace/bun"
)

// Notification is a change that systems outside Corkboard hear of (the
// webhooks module delivers it to the endpoints of the company that
// subscribed to its type).
type Notification struct {
	// CompanyID is the tenant the change belongs to (0: the site's, for
	// every company).
	CompanyID int64
	// Type names the change: "job.published", "application.created", …
	Type string
	// Resource names the changed resource: the notifier renders it as the
	// public API shows it, reading through the write's transaction (so as
	// of this change), and only when an endpoint subscribed. Nil: Data is
	// the payload's "data".
	Resource *Resource
	// Data is the payload's "data" when no Resource is named: {"id": …}
	// of a deletion.
	Data any
}

// Resource names a resource a notification carries.
type Resource struct {
	// Kind is one of the Kind… constants.
	Kind string
	ID   int64
	// Personal marks a resource with personal data (an application's
	// applicant), rendered only for endpoints that opted in.
	Personal bool
}

// The kinds of resources notifications carry.
const (
	KindJob         = "job"
	KindApplication = "application"
	KindCompany     = "company"
	KindMedia       = "media"
	KindEvent       = "event"
	KindVenue       = "venue"
	KindOrganizer   = "organizer"
	KindCategory    = "category"
	KindTag         = "tag"
)

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
