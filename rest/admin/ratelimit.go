package admin

import (
	"sync"
	"time"
)

// limiter counts failures per key in fixed windows. It is in memory, so
// each process counts on its own; that is enough to make guessing
// passwords slow.
type limiter struct {
	mu     sync.Mutex
	max    int
	window time.Duration
	now    func() time.Time
	hits   map[string]*bucket
}

type bucket struct {
	start time.Time
	n     int
}

// sweepAt is the number of keys above which expired ones are dropped, so
// that memory stays bounded under a spray of addresses.
const sweepAt = 10000

func newLimiter(max int, window time.Duration, now func() time.Time) *limiter {
	return &limiter{max: max, window: window, now: now, hits: map[string]*bucket{}}
}

// blocked reports whether key has used up its failures in the current
// window, and how long until the window ends.
func (l *limiter) blocked(key string) (time.Duration, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.live(key)
	if b == nil || b.n < l.max {
		return 0, false
	}
	return b.start.Add(l.window).Sub(l.now()), true
}

// fail records a failure for key.
func (l *limiter) fail(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.live(key)
	if b == nil {
		if len(l.hits) >= sweepAt {
			l.sweep()
		}
		b = &bucket{start: l.now()}
		l.hits[key] = b
	}
	b.n++
}

// live returns key's bucket if its window has not ended.
func (l *limiter) live(key string) *bucket {
	b := l.hits[key]
	if b == nil {
		return nil
	}
	if !l.now().Before(b.start.Add(l.window)) {
		delete(l.hits, key)
		return nil
	}
	return b
}

func (l *limiter) sweep() {
	now := l.now()
	for k, b := range l.hits {
		if !now.Before(b.start.Add(l.window)) {
			delete(l.hits, k)
		}
	}
}
