// Package changes versions the data this process writes, so that caches
// know when they are stale: a bun query hook moves the versions with every
// write and COMMIT. Each module declares its tables as an area (Declare),
// so that a cache of one area stays warm while other areas are written.
// It imports nothing of Corkboard.
package changes

import (
	"context"
	"fmt"
	"maps"
	"reflect"
	"slices"
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
	areas [maxAreas]atomic.Uint64

	// tables maps each declared table to its areas (copied on Declare).
	tables atomic.Pointer[map[string]areas]
	// names are the declared areas, in order (under mu).
	names []string

	mu      sync.Mutex
	open    int   // transactions begun and not yet ended
	pending areas // areas written since open was last 0

	commits commitRate // see Busy

	// announce is, per area, whether other processes' writes are
	// announced (changes_announced.go).
	announce [maxAreas]atomic.Uint32
}

// Area is a group of tables whose cached records move together; each
// module declares its own (Declare).
type Area uint8

// maxAreas bounds the number of areas.
const maxAreas = 8

// areas is a set of areas, one bit each.
type areas uint8

const allAreas = ^areas(0)

// Declare returns the area called name (made on its first declaration)
// and counts writes to tables as writes to it. A table may be in several
// areas (the calendar's area holds the media table its caches read); a
// write to a table of no area moves every area. Modules declare their
// tables when they are built, before they serve. A nil Changes declares
// nothing (area 0).
func (c *Changes) Declare(name string, tables ...string) Area {
	if c == nil {
		return 0
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	i := slices.Index(c.names, name)
	if i < 0 {
		if len(c.names) == maxAreas {
			panic(fmt.Sprintf("changes: more than %d areas", maxAreas))
		}
		c.names = append(c.names, name)
		i = len(c.names) - 1
	}
	next := map[string]areas{}
	if old := c.tables.Load(); old != nil {
		maps.Copy(next, *old)
	}
	for _, t := range tables {
		next[t] |= 1 << i
	}
	c.tables.Store(&next)
	return Area(i)
}

// Tables returns the table names of bun models (their `bun:"table:…"`
// tag), for Declare.
func Tables(models ...any) []string {
	out := make([]string, 0, len(models))
	for _, m := range models {
		t := reflect.TypeOf(m)
		for t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		f, ok := t.FieldByName("BaseModel")
		name, _, _ := strings.Cut(strings.TrimPrefix(f.Tag.Get("bun"), "table:"), ",")
		if !ok || !strings.HasPrefix(f.Tag.Get("bun"), "table:") || name == "" {
			panic(fmt.Sprintf("changes: model %v has no bun table tag", t))
		}
		out = append(out, name)
	}
	return out
}

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
	for a := range maxAreas {
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
		h.c.write(h.c.areasOf(tableOf(e)))
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

// areasOf is the areas of table, or every area for a table of none.
func (c *Changes) areasOf(table string) areas {
	if m := c.tables.Load(); m != nil {
		if a, ok := (*m)[table]; ok {
			return a
		}
	}
	return allAreas
}
