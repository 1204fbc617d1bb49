package bench

import (
	"context"
	"math"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"
)

func TestParseCPUTimes(t *testing.T) {
	// user nice system idle iowait irq softirq steal guest guest_nice
	t0, err := parseCPUTimes([]byte("cpu  100 0 50 800 10 5 5 30 7 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n"))
	if err != nil {
		t.Fatal(err)
	}
	if t0 != (cpuTimes{busy: 190, steal: 30, all: 1000}) {
		t.Fatalf("got %+v, want busy 190 (guest time is in user), steal 30, all 1000", t0)
	}
	t1 := cpuTimes{busy: t0.busy + 150, steal: t0.steal + 20, all: t0.all + 200}
	if busy, steal := t1.since(t0); busy != 75 || steal != 10 {
		t.Fatalf("busy %v%%, steal %v%%, want 75 and 10", busy, steal)
	}
	for _, bad := range []string{"", "intr 1 2 3\n", "cpu 1 2 x 4 5 6 7 8\n"} {
		if _, err := parseCPUTimes([]byte(bad)); err == nil {
			t.Fatalf("%q parsed", bad)
		}
	}
}

// A load that spins on the CPU shows in the load generator's CPU per
// request and in the machine's busy share.
func TestMeasureLoadCPUAndBusyShare(t *testing.T) {
	spin := func(context.Context, *rand.Rand) error {
		for end := time.Now().Add(2 * time.Millisecond); time.Now().Before(end); {
		}
		return nil
	}
	r := Runner{Duration: 300 * time.Millisecond, Repeats: 1}
	f, _, _ := r.Measure(context.Background(), "spin", Load{Conns: 1, Op: spin}, nil, 0, false)
	if f.LoadCPUMsPerRequest == nil || f.CPUBusyPct == nil || f.CPUStealPct == nil {
		t.Fatalf("figures missing: %+v", f)
	}
	// One goroutine spinning 2 ms per operation: up to 2 ms of CPU each
	// (less when other processes take the CPU), and at least one CPU of
	// the machine busy.
	if g := *f.LoadCPUMsPerRequest; g < 0.3 || g > 4 {
		t.Fatalf("load generator CPU %.2f ms per 2 ms spin", g)
	}
	if min := 100 / float64(runtime.NumCPU()) * 0.8; *f.CPUBusyPct < min || *f.CPUBusyPct > 100 || math.IsNaN(*f.CPUBusyPct) {
		t.Fatalf("CPUs busy %.1f%%, want at least %.0f%%", *f.CPUBusyPct, min)
	}
}
