package modules

import (
	"context"

	"github.com/uptrace/bun"
)

// Record is the state of a content record after a write, kept as a
// revision (the history module): its type ("job", "event", "venue",
// "organizer", "category", "tag", "location", "company"), id, the
// company it belongs to (0: the site's calendar), a title for lists and
// Data, the record as its module restores it (encoded as JSON; every
// member a field of the diff).
type Record struct {
	Type      string
	ID        int64
	CompanyID int64
	Title     string
	Data      any
}

// AuditEntry is one line of the audit trail: Action ("job.update",
// "user.login_failed", "application.view", …) on the record Type/ID of
// CompanyID. The actor and the client's address come from the context
// (PrincipalFrom, ClientFrom); Actor overrides the principal's label
// where there is no principal yet (a login names the account tried).
type AuditEntry struct {
	Action    string
	Type      string
	ID        int64
	CompanyID int64
	Summary   string
	// ActorID and Actor name a user when the context has no principal
	// (logins).
	ActorID int64
	Actor   string
}

// Recorder keeps the history of records and the audit trail, in the
// transaction of the change it records.
type Recorder interface {
	// Revise records r as a revision made by action ("create",
	// "update", "publish", …) and its audit entry ("<type>.<action>").
	Revise(ctx context.Context, db bun.IDB, action string, r Record) error
	// Audit appends e to the audit trail.
	Audit(ctx context.Context, db bun.IDB, e AuditEntry) error
}

// Revise records r through d.Recorder in db (the write's transaction);
// without a recorder it does nothing. Its error fails the write.
func (d Deps) Revise(ctx context.Context, db bun.IDB, action string, r Record) error {
	if d.Recorder == nil {
		return nil
	}
	return d.Recorder.Revise(ctx, db, action, r)
}

// Audit appends e through d.Recorder in db (the write's transaction, or
// the database for what writes nothing else: a read, a login); without a
// recorder it does nothing.
func (d Deps) Audit(ctx context.Context, db bun.IDB, e AuditEntry) error {
	if d.Recorder == nil {
		return nil
	}
	return d.Recorder.Audit(ctx, db, e)
}

// Client is where a request comes from, for the audit trail.
type Client struct {
	IP        string
	UserAgent string
}

type clientKey struct{}

// WithClient returns ctx carrying the request's client (transports set
// it).
func WithClient(ctx context.Context, c Client) context.Context {
	return context.WithValue(ctx, clientKey{}, c)
}

// ClientFrom returns the request's client (zero outside a request).
func ClientFrom(ctx context.Context) Client {
	c, _ := ctx.Value(clientKey{}).(Client)
	return c
}
