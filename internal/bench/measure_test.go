package bench

import (
	"context"
	"math/rand/v2"
	"sync/atomic"
	"testing"
	"time"
)

// Cleanup runs after the warm-up and after every measured run, and what it
// removes is not counted in the runs.
func TestMeasureCleansUpBetweenRuns(t *testing.T) {
	var ops, cleanups atomic.Int64
	var opsAtCleanup []int64
	load := Load{Conns: 2,
		Op: func(context.Context, *rand.Rand) error { ops.Add(1); time.Sleep(time.Millisecond); return nil },
		Cleanup: func() error {
			cleanups.Add(1)
			opsAtCleanup = append(opsAtCleanup, ops.Load())
			return nil
		}}
	r := Runner{Warmup: 20 * time.Millisecond, Duration: 20 * time.Millisecond, Repeats: 3}
	f, runs, note := r.Measure(context.Background(), "op", load, nil, 0, false)
	if note != "" {
		t.Fatalf("note %q", note)
	}
	if got := cleanups.Load(); got != 4 {
		t.Fatalf("cleanup ran %d times, want 4 (after the warm-up and after each of 3 runs)", got)
	}
	if len(runs) != 3 || f.Requests == 0 {
		t.Fatalf("runs %d, requests %d", len(runs), f.Requests)
	}
	for i := 1; i < len(opsAtCleanup); i++ {
		if opsAtCleanup[i] <= opsAtCleanup[i-1] {
			t.Fatalf("no operation between cleanups %d and %d: %v", i-1, i, opsAtCleanup)
		}
	}
}
