// Package ratelimit counts requests in fixed windows against a
// fiber.Storage, so the in-memory store of a single instance can be
// swapped for a shared one (Redis, …) without changing the limiter.
package ratelimit

import (
	"encoding/binary"
	"strconv"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"
)

// Rule allows Limit requests per Window.
type Rule struct {
	Limit  int
	Window time.Duration
}

// Result is the state of one counter after a request was counted.
type Result struct {
	Limit     int
	Remaining int
	// Reset is when the current window ends and the counter starts over.
	Reset   time.Time
	Allowed bool
}

// Counter is a storage that increments a counter atomically (Memory,
// Redis); the limiter uses it instead of reading and writing the count.
type Counter interface {
	// Incr adds one to key's count, creating it at 1, and makes it
	// expire at until; it returns the new count.
	Incr(key string, until time.Time) (uint64, error)
}

// Limiter counts requests per key in fixed windows aligned to the Unix
// epoch. It is safe for concurrent use. With a storage that implements
// Counter (the in-memory store, Redis) the count is exact, across
// instances too for a shared store. Any other fiber.Storage is read and
// written, which is exact within one instance but may undercount
// slightly when several instances share the storage.
type Limiter struct {
	store fiber.Storage
	now   func() time.Time
	mu    sync.Mutex
}

// New returns a limiter over store; now may be nil (time.Now).
func New(store fiber.Storage, now func() time.Time) *Limiter {
	if now == nil {
		now = time.Now
	}
	return &Limiter{store: store, now: now}
}

// Take counts one request for key under rule. A storage error is
// returned with an allowing result: rate limiting fails open.
func (l *Limiter) Take(key string, rule Rule) (Result, error) {
	now := l.now()
	start := now.Truncate(rule.Window)
	end := start.Add(rule.Window)
	k := key + "@" + strconv.FormatInt(start.Unix(), 10)
	res := Result{Limit: rule.Limit, Remaining: rule.Limit, Reset: end, Allowed: true}
	count, err := l.incr(k, now, end)
	if err != nil {
		return res, err
	}
	res.Remaining = max(rule.Limit-int(count), 0)
	res.Allowed = count <= uint64(rule.Limit)
	return res, nil
}

// incr adds one to the counter k of the window ending at end.
func (l *Limiter) incr(k string, now, end time.Time) (uint64, error) {
	if c, ok := l.store.(Counter); ok {
		return c.Incr(k, end.Add(time.Second))
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	raw, err := l.store.Get(k)
	if err != nil {
		return 0, err
	}
	var count uint64
	if len(raw) == 8 {
		count = binary.BigEndian.Uint64(raw)
	}
	count++
	if err := l.store.Set(k, binary.BigEndian.AppendUint64(nil, count), end.Sub(now)+time.Second); err != nil {
		return 0, err
	}
	return count, nil
}
