// Package admission bounds how many read requests are rendered at once.
//
// A read that misses the response cache runs a few SQL statements. When
// more requests render at once than the database pool has connections,
// the rest wait inside database/sql, which hands a freed connection to a
// waiter chosen at random, once per statement: some requests then wait
// far longer than others, and every extra goroutine adds scheduling and
// memory for nothing. A Gate lets a fixed number of requests render and
// queues the others first come, first served, so that a request's wait
// is about the queue's length and the tail latency stays close to the
// median.
package admission

import (
	"context"

	"golang.org/x/sync/semaphore"
)

// Gate admits up to its size of calls at once; the others wait in order
// of arrival. A nil Gate admits every call.
type Gate struct {
	sem  *semaphore.Weighted
	size int
}

// New returns a gate admitting size calls at once; nil when size < 1
// (no limit).
func New(size int) *Gate {
	if size < 1 {
		return nil
	}
	return &Gate{sem: semaphore.NewWeighted(int64(size)), size: size}
}

// Size is the number of calls admitted at once (0: no limit).
func (g *Gate) Size() int {
	if g == nil {
		return 0
	}
	return g.size
}

// Do runs f once admitted. It returns ctx's error, without running f,
// when ctx ends first.
func (g *Gate) Do(ctx context.Context, f func() error) error {
	if g == nil {
		return f()
	}
	if err := g.sem.Acquire(ctx, 1); err != nil {
		return err
	}
	defer g.sem.Release(1)
	return f()
}
