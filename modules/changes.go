package modules

import (
	"context"
	"sync/atomic"

	"github.com/uptrace/bun"
)

// Changes is the version of the data this process writes: it moves on
// with every statement that may change the database and with every
// COMMIT. Caches of derived data (rendered responses, resolved
// credentials) remember the version they were computed at and are stale
// once it has moved.
//
// Read the version before reading the data: a write that commits in
// between then leaves the computed value already stale, never wrongly
// fresh. The version only sees this process's writes (through the
// *bun.DB its Hook is added to); writes of other processes reach a
// cache when its entries expire.
type Changes struct{ v atomic.Uint64 }

// Version is the current version.
func (c *Changes) Version() uint64 {
	if c == nil {
		return 0
	}
	return c.v.Load()
}

// Bump moves the version on.
func (c *Changes) Bump() {
	if c != nil {
		c.v.Add(1)
	}
}

// Hook returns the bun query hook that bumps the version after every
// statement other than SELECT, BEGIN and ROLLBACK (so after each write,
// and after each COMMIT, when a transaction's writes become visible).
func (c *Changes) Hook() bun.QueryHook { return changesHook{c} }

type changesHook struct{ c *Changes }

func (h changesHook) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (h changesHook) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	switch e.Operation() {
	case "SELECT", "BEGIN", "ROLLBACK":
	default:
		h.c.Bump()
	}
}
