package calendar

import (
	"context"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// The reads of a change's notification (webhooks): the record through db,
// the transaction of the write, whatever its status, in the site's
// default language, so that the payload shows it as of that change. The
// linked cache is bypassed both ways: it may hold what this transaction
// changed, and must not keep what it has not committed. The callers are
// the notifier's renderer (internal/app), not users: no access check.

// snapshotStore is the module's store without the linked cache.
func (m *Module) snapshotStore() *store {
	st := *m.Events.store
	st.linked = nil
	return &st
}

// EventAt returns event id with its venue, organizers and terms.
// Errors: CodeNotFound.
func (m *Module) EventAt(ctx context.Context, db bun.IDB, id int64) (*Event, error) {
	e, err := loadPost[Event](ctx, db, Ref{ID: id})
	if err != nil || e == nil {
		return nil, missingOr(err, "event")
	}
	return e, wrap(m.snapshotStore().complete(ctx, db, []*Event{e}, ""))
}

// VenueAt returns venue id. Errors: CodeNotFound.
func (m *Module) VenueAt(ctx context.Context, db bun.IDB, id int64) (*Venue, error) {
	return postAt[Venue](ctx, m.snapshotStore(), db, id, "venue")
}

// OrganizerAt returns organizer id. Errors: CodeNotFound.
func (m *Module) OrganizerAt(ctx context.Context, db bun.IDB, id int64) (*Organizer, error) {
	return postAt[Organizer](ctx, m.snapshotStore(), db, id, "organizer")
}

func postAt[T any, PT linkedPtr[T]](ctx context.Context, st *store, db bun.IDB, id int64, what string) (PT, error) {
	item, err := loadPost[T, PT](ctx, db, Ref{ID: id})
	if err != nil || item == nil {
		return nil, missingOr(err, what)
	}
	return item, wrap(st.hydrate(ctx, db, "", item.post()))
}

// TermAt returns category or tag id. Errors: CodeNotFound.
func (m *Module) TermAt(ctx context.Context, db bun.IDB, tax Taxonomy, id int64) (*Term, error) {
	st := m.snapshotStore()
	t, err := st.term(ctx, db, tax, id)
	if err != nil || t == nil {
		return nil, missingOr(err, string(tax.subject()))
	}
	if err := st.termTexts(ctx, db, []*Term{t}, ""); err != nil {
		return nil, modules.As(err)
	}
	return t, wrap(st.termPaths(ctx, []*Term{t}))
}

func missingOr(err error, what string) error {
	if err != nil {
		return modules.As(err)
	}
	return modules.NotFound(what)
}
