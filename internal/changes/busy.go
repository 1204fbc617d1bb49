package changes

import (
	"sync"
	"sync/atomic"
	"time"
)

// Busy writing: at least busyCommits commits within busyWindow make the
// process busy writing for the next busyWindow.
const (
	busyCommits = 5
	busyWindow  = time.Second
)

// commitRate notes when this process's writes became visible (a COMMIT, or
// a write outside any transaction) and tells whether they come often.
type commitRate struct {
	mu     sync.Mutex
	recent [busyCommits]int64 // the last commits, UnixNano, a ring
	next   int
	// busyUntil (UnixNano) is when the last burst stops counting.
	busyUntil atomic.Int64
}

// commit notes a commit at now.
func (r *commitRate) commit(now time.Time) {
	t := now.UnixNano()
	r.mu.Lock()
	r.recent[r.next] = t
	r.next = (r.next + 1) % busyCommits
	oldest := r.recent[r.next] // of the last busyCommits commits (0: fewer yet)
	r.mu.Unlock()
	if oldest != 0 && t-oldest <= int64(busyWindow) {
		r.busyUntil.Store(t + int64(busyWindow))
	}
}

// busy reports whether at least busyCommits commits came within
// busyWindow, the last such burst ending less than busyWindow before now.
func (r *commitRate) busy(now time.Time) bool {
	return now.UnixNano() < r.busyUntil.Load()
}

// Busy reports whether this process writes often: at least 5 commits
// within a second, the latest such burst less than a second ago. Reads
// that a commit makes costlier (SQLite's memory-mapped readers, see
// dbpool.Pools) go elsewhere meanwhile.
func (c *Changes) Busy() bool {
	return c != nil && c.commits.busy(time.Now())
}
