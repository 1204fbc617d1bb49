package testkit

import (
	"context"
	"corkboard/internal/sqlparams"
	"sync"

	"github.com/uptrace/bun"
)

// Statement is a statement as it ran: its text and the values of its
// placeholders (sqlparams.Params), if any.
type Statement struct {
	Query string
	Args  []any
}

// QueryCounter records the SQL statements a database runs (a bun query
// hook), to check that a request runs a fixed number of queries, or to
// EXPLAIN them.
type QueryCounter struct {
	mu  sync.Mutex
	on  bool
	sts []Statement
}

// RecordQueries installs a counter on the pools (the writer and the
// reader pool of one database); it records between Start and Stop.
func RecordQueries(pools ...*bun.DB) *QueryCounter {
	c := &QueryCounter{}
	seen := map[*bun.DB]bool{}
	for _, db := range pools {
		if db != nil && !seen[db] {
			seen[db] = true
			db.AddQueryHook(c)
		}
	}
	return c
}

// RecordStatements installs a counter on the pools that records from now
// on (see Statements).
func RecordStatements(pools ...*bun.DB) *QueryCounter {
	c := RecordQueries(pools...)
	c.Start()
	return c
}

// Start resets the count and starts counting.
func (c *QueryCounter) Start() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.on, c.sts = true, nil
}

// Stop stops counting and returns the statements counted since Start.
func (c *QueryCounter) Stop() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.on = false
	out := make([]string, len(c.sts))
	for i, st := range c.sts {
		out[i] = st.Query
	}
	return out
}

// Statements returns the statements recorded since Start, with their
// values.
func (c *QueryCounter) Statements() []Statement {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]Statement(nil), c.sts...)
}

// BeforeQuery implements bun.QueryHook.
func (c *QueryCounter) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	return ctx
}

// AfterQuery implements bun.QueryHook.
func (c *QueryCounter) AfterQuery(ctx context.Context, e *bun.QueryEvent) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.on {
		c.sts = append(c.sts, Statement{Query: e.Query, Args: sqlparams.Peek(ctx)})
	}
}
