package testkit

import (
	"context"
	"sync"

	"github.com/uptrace/bun"
)

// QueryCounter counts the SQL statements a database runs (a bun query
// hook), to check that a request runs a fixed number of queries.
type QueryCounter struct {
	mu      sync.Mutex
	on      bool
	queries []string
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

// Start resets the count and starts counting.
func (c *QueryCounter) Start() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.on, c.queries = true, nil
}

// Stop stops counting and returns the statements counted since Start.
func (c *QueryCounter) Stop() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.on = false
	return c.queries
}

// BeforeQuery implements bun.QueryHook.
func (c *QueryCounter) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	return ctx
}

// AfterQuery implements bun.QueryHook.
func (c *QueryCounter) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.on {
		c.queries = append(c.queries, e.Query)
	}
}
