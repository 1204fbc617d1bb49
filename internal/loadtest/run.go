package loadtest

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"
)

// Stats counts results by operation and status, and keeps latencies.
type Stats struct {
	mu      sync.Mutex
	byOp    map[string]map[int]int
	errs    map[string]int
	lat     []time.Duration
	samples []Result // the first results of each unexpected status
}

// NewStats returns empty stats.
func NewStats() *Stats {
	return &Stats{byOp: map[string]map[int]int{}, errs: map[string]int{}}
}

// Add records r.
func (s *Stats) Add(r Result) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.byOp[r.Op] == nil {
		s.byOp[r.Op] = map[int]int{}
	}
	s.byOp[r.Op][r.Status]++
	if r.Err != nil && r.Status == 0 {
		msg := r.Err.Error()
		if i := strings.LastIndex(msg, ": "); i >= 0 {
			msg = msg[i+2:]
		}
		s.errs[msg]++
	}
	if r.OK() {
		s.lat = append(s.lat, r.Took)
	} else if len(s.samples) < 20 {
		s.samples = append(s.samples, r)
	}
}

// Total is the number of results recorded.
func (s *Stats) Total() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, m := range s.byOp {
		for _, c := range m {
			n += c
		}
	}
	return n
}

// Count is the number of results with a status in [lo, hi].
func (s *Stats) Count(lo, hi int) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, m := range s.byOp {
		for st, c := range m {
			if st >= lo && st <= hi {
				n += c
			}
		}
	}
	return n
}

// Samples are the first results that were not 2xx.
func (s *Stats) Samples() []Result {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Result(nil), s.samples...)
}

// Percentile returns the p-th percentile (0–100) of 2xx latencies.
func (s *Stats) Percentile(p float64) time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.lat) == 0 {
		return 0
	}
	l := append([]time.Duration(nil), s.lat...)
	sort.Slice(l, func(i, j int) bool { return l[i] < l[j] })
	return l[min(len(l)-1, int(float64(len(l))*p/100))]
}

// String summarises the stats: per operation, the count of each status.
func (s *Stats) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	ops := make([]string, 0, len(s.byOp))
	for op := range s.byOp {
		ops = append(ops, op)
	}
	sort.Strings(ops)
	var b strings.Builder
	for _, op := range ops {
		sts := make([]int, 0, len(s.byOp[op]))
		for st := range s.byOp[op] {
			sts = append(sts, st)
		}
		sort.Ints(sts)
		fmt.Fprintf(&b, "%s:", op)
		for _, st := range sts {
			name := fmt.Sprint(st)
			if st == 0 {
				name = "no answer"
			}
			fmt.Fprintf(&b, " %s×%d", name, s.byOp[op][st])
		}
		b.WriteString("; ")
	}
	for e, n := range s.errs {
		fmt.Fprintf(&b, "[%s ×%d] ", e, n)
	}
	return strings.TrimSpace(b.String())
}

// Run calls fn from workers goroutines until ctx ends. With rate > 0 the
// calls are paced to about rate per second in total. Each result goes to
// stats (when not nil).
func Run(ctx context.Context, workers int, rate float64, stats *Stats, fn func(worker, i int) Result) {
	var tick <-chan time.Time
	if rate > 0 {
		t := time.NewTicker(time.Duration(float64(time.Second) / rate))
		defer t.Stop()
		tick = t.C
	}
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; ; i++ {
				if tick != nil {
					select {
					case <-ctx.Done():
						return
					case <-tick:
					}
				} else if ctx.Err() != nil {
					return
				}
				r := fn(w, i)
				if stats != nil && ctx.Err() == nil {
					stats.Add(r)
				}
			}
		}(w)
	}
	wg.Wait()
}
