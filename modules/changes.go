package modules

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"
)

// Changes is the version of the data this process writes: it moves on
// with every statement that may change the database and with every
// COMMIT. Caches of derived data (rendered responses, resolved
// credentials) remember the version they were computed at and are stale
// once it has moved.
//
// Besides the version of all data there is one per Area, a group of
// tables: it moves only with writes that may touch the area's tables. A
// cache of records of one area (API keys, the calendar's linked records)
// stamps them with its area's version, so writes elsewhere (an upload's
// row, an application) leave it warm.
//
// Read the version before reading the data: a write that commits in
// between then leaves the computed value already stale, never wrongly
// fresh. The version only sees this process's writes (through the
// *bun.DB its Hook is added to); writes of other processes reach a
// cache when its entries expire, unless they are announced (Announce).
type Changes struct {
	v     atomic.Uint64
	areas [numAreas]atomic.Uint64

	mu      sync.Mutex
	open    int   // transactions begun and not yet ended
	pending areas // areas written since open was last 0

	commits commitRate // see Busy

	// announce is, per area, whether other processes' writes are
	// announced (changes_announced.go).
	announce [numAreas]atomic.Uint32
}

// Area is a group of tables whose cached records move together.
type Area uint8

const (
	// AreaAccounts: companies, API keys, admin users, app passwords,
	// sessions and leases.
	AreaAccounts Area = iota
	// AreaCareers: the careers_ tables.
	AreaCareers
	// AreaCalendar: the calendar_ tables and media (images).
	AreaCalendar
	numAreas
)

// areas is a set of areas, one bit each.
type areas uint8

const allAreas = areas(1)<<numAreas - 1

// Version is the current version of all data.
func (c *Changes) Version() uint64 {
	if c == nil {
		return 0
	}
	return c.v.Load()
}

// AreaVersion is the current version of area a's tables.
func (c *Changes) AreaVersion(a Area) uint64 {
	if c == nil {
		return 0
	}
	return c.areas[a].Load()
}

// Bump moves every version on.
func (c *Changes) Bump() {
	if c != nil {
		c.bump(allAreas)
	}
}

// BumpArea moves the version of all data and that of area a on: for a
// change this process did not write itself but must not serve stale
// answers of (a scheduled publication whose time has come, which another
// instance may have written).
func (c *Changes) BumpArea(a Area) {
	if c != nil {
		c.bump(1 << a)
	}
}

func (c *Changes) bump(set areas) {
	c.v.Add(1)
	for a := range numAreas {
		if set&(1<<a) != 0 {
			c.areas[a].Add(1)
		}
	}
}

// write records a statement that may have changed the areas in set: they
// move on now, and again when the transactions open now end with COMMIT,
// when the write becomes visible to other connections.
func (c *Changes) write(set areas) {
	c.bump(set)
	c.mu.Lock()
	autocommit := c.open == 0
	if !autocommit {
		c.pending |= set
	}
	c.mu.Unlock()
	if autocommit {
		c.commits.commit(time.Now())
	}
}

func (c *Changes) begin() {
	c.mu.Lock()
	c.open++
	c.mu.Unlock()
}

// end records a COMMIT (committed) or ROLLBACK. A COMMIT moves the
// version of all data, and, since which transaction wrote what is not
// known, every area written since no transaction was open: never fewer
// than its own, sometimes more.
func (c *Changes) end(committed bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if committed {
		c.bump(c.pending)
		c.commits.commit(time.Now())
	}
	if c.open > 0 {
		c.open--
	}
	if c.open == 0 {
		c.pending = 0
	}
}

// Hook returns the bun query hook that moves the versions after every
// statement other than SELECT, BEGIN and ROLLBACK (so after each write,
// and after each COMMIT, when a transaction's writes become visible).
// A write moves the version of its table's area; a DELETE (which may
// cascade), a statement without a known table (raw SQL) or one on a table
// of no area moves every area.
func (c *Changes) Hook() bun.QueryHook { return changesHook{c} }

type changesHook struct{ c *Changes }

func (h changesHook) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (h changesHook) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	switch op := e.Operation(); op {
	case "SELECT":
	case "BEGIN":
		if e.Err == nil {
			h.c.begin()
		}
	case "ROLLBACK":
		h.c.end(false)
	case "COMMIT":
		h.c.end(true)
	case "INSERT", "UPDATE":
		h.c.write(areasOf(tableOf(e)))
	default:
		h.c.write(allAreas)
	}
}

// tableOf is the table a bun query writes, "" when unknown (raw SQL).
func tableOf(e *bun.QueryEvent) string {
	q, ok := e.IQuery.(interface{ GetTableName() string })
	if !ok {
		return ""
	}
	name := strings.Trim(q.GetTableName(), "\"`")
	if i := strings.IndexAny(name, " \"`"); i >= 0 {
		name = name[:i]
	}
	return name
}

// areasOf is the area of table, or every area for a table of none.
func areasOf(table string) areas {
	switch {
	case strings.HasPrefix(table, "careers_"):
		return 1 << AreaCareers
	case strings.HasPrefix(table, "calendar_"), table == "media":
		return 1 << AreaCalendar
	}
	switch table {
	case "api_keys", "companies", "admin_users", "app_passwords", "sessions", "leases":
		return 1 << AreaAccounts
	}
	return allAreas
}
