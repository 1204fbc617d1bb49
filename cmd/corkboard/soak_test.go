package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"regexp"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"corkboard/internal/loadtest"
	"corkboard/internal/testkit"
)

// soakFigures are the figures the soak test watches, read from /metrics.
type soakFigures struct {
	at         time.Duration
	heapLive   float64 // bytes the last GC (a forced one) marked live
	rss        float64 // resident memory
	goroutines float64
	fds        float64
}

func (f soakFigures) String() string {
	return fmt.Sprintf("live heap %.1f MiB, RSS %.1f MiB, %0.f goroutines, %0.f open files",
		f.heapLive/(1<<20), f.rss/(1<<20), f.goroutines, f.fds)
}

var metricLine = regexp.MustCompile(`(?m)^(go_gc_heap_live_bytes|process_resident_memory_bytes|go_goroutines|process_open_fds) ([0-9.e+]+)$`)

// readFigures forces a GC through pprof (its heap profile with gc=1) and
// reads the figures from /metrics; it takes the median of 5 readings a
// second apart, so one busy moment does not decide.
func readFigures(t *testing.T, base string, at time.Duration) soakFigures {
	t.Helper()
	var samples []soakFigures
	for i := 0; i < 5; i++ {
		if i > 0 {
			time.Sleep(time.Second)
		}
		// Two GCs: the first moves what sync.Pools hold to their victim
		// caches, which stay live until the second.
		for _, path := range []string{"/debug/pprof/heap?gc=1", "/debug/pprof/heap?gc=1", "/metrics"} {
			req, _ := http.NewRequest("GET", base+path, nil)
			req.Header.Set("Accept-Encoding", "identity") // no gzip writer in the figures
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if path != "/metrics" {
				continue
			}
			var f soakFigures
			for _, m := range metricLine.FindAllStringSubmatch(string(b), -1) {
				v, _ := strconv.ParseFloat(m[2], 64)
				switch m[1] {
				case "go_gc_heap_live_bytes":
					f.heapLive = v
				case "process_resident_memory_bytes":
					f.rss = v
				case "go_goroutines":
					f.goroutines = v
				case "process_open_fds":
					f.fds = v
				}
			}
			samples = append(samples, f)
		}
	}
	med := func(get func(soakFigures) float64) float64 {
		v := make([]float64, len(samples))
		for i, s := range samples {
			v[i] = get(s)
		}
		sort.Float64s(v)
		return v[len(v)/2]
	}
	return soakFigures{at: at,
		heapLive:   med(func(s soakFigures) float64 { return s.heapLive }),
		rss:        med(func(s soakFigures) float64 { return s.rss }),
		goroutines: med(func(s soakFigures) float64 { return s.goroutines }),
		fds:        med(func(s soakFigures) float64 { return s.fds })}
}

// saveProfile writes a heap profile (after a GC) to path, for
// `go tool pprof -base heap-1.pb.gz heap-2.pb.gz`.
func saveProfile(t *testing.T, base, path string) {
	resp, err := http.Get(base + "/debug/pprof/heap?gc=1")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// soakStep is one request of the soak's mixed traffic: mostly reads of
// both interfaces and GraphQL, and writes (uploads with applications,
// events).
func soakStep(load *mixedLoad, c *loadtest.Client, w, i int) loadtest.Result {
	switch i % 10 {
	case 0, 1:
		return c.ListJobs("per_page=10")
	case 2:
		return c.GetJob(int64(1 + i%30))
	case 3, 4:
		return c.ListEvents("per_page=10")
	case 5:
		return c.GraphQLCompany()
	case 6:
		return load.step(w, 4*i+1) // an upload and an application
	case 7:
		return load.step(w, 4*i+2) // an event
	case 8:
		return c.ListEvents("per_page=5&start_date=2027-01-01&end_date=2027-12-31")
	default:
		return c.ListJobs("per_page=5&employment_type=fulltime")
	}
}

// TestSoak (make soak; skipped unless CORKBOARD_SOAK=1) runs the built
// binary on PostgreSQL and MinIO, measures the peak throughput of a mixed
// traffic, then holds 70 % of it for SOAK_DURATION (10m). It prints the
// live heap, resident memory, goroutines and open files at minute 2 (a
// fifth of the duration) and at the end, and fails on any 5xx or failed
// request, or on more than 10 % growth of the live heap, the goroutines or
// the open files between the two.
func TestSoak(t *testing.T) {
	if os.Getenv("CORKBOARD_SOAK") != "1" {
		t.Skip("the soak test runs with make soak (CORKBOARD_SOAK=1)")
	}
	if testkit.Dialect() != "postgres" {
		testkit.SkipOrFail(t, "the soak runs on PostgreSQL (CORKBOARD_TEST_DATABASE=postgres)")
	}
	duration := 10 * time.Minute
	if v := os.Getenv("SOAK_DURATION"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < 30*time.Second {
			t.Fatalf("SOAK_DURATION=%q: want a duration of at least 30s", v)
		}
		duration = d
	}
	first := duration / 5 // minute 2 of 10
	env := []string{"CORKBOARD_METRICS=true", "CORKBOARD_DEBUG_PPROF=true"}
	if os.Getenv("SOAK_PROFILE_DIR") != "" {
		env = append(env, "GODEBUG=memprofilerate=4096") // a precise heap profile
	}
	p := startProc(t, procConfig{Data: t.TempDir(), DatabaseURL: testkit.DatabaseURL(t), StorageURL: testkit.S3URL(t), Demo: true,
		LogLevel: "warn", Env: env})
	key := p.DemoKey()
	c := loadtest.New(p.Base, key)
	defer c.Close()
	load := newMixedLoad(c, "soak")

	// Peak: as fast as 16 clients go.
	peakFor := min(20*time.Second, duration/10)
	peak := loadtest.NewStats()
	ctx, stop := context.WithTimeout(context.Background(), peakFor)
	loadtest.Run(ctx, 16, 0, peak, func(w, i int) loadtest.Result { return soakStep(load, c, w, i) })
	stop()
	peakRate := float64(peak.Total()) / peakFor.Seconds()
	rate := 0.7 * peakRate
	fmt.Printf("soak: peak %.0f req/s over %v (p50 %v, p99 %v); holding %.0f req/s (70%%) for %v\n",
		peakRate, peakFor, peak.Percentile(50), peak.Percentile(99), rate, duration)
	if peak.Count(500, 599) > 0 {
		t.Errorf("5xx at peak: %v", peak.Samples())
	}

	load = newMixedLoad(c, "soak-hold") // fresh idempotency keys
	stats := loadtest.NewStats()
	// The figures are read with the traffic paused and drained, the
	// clients' idle connections closed: what stays then is what the
	// server keeps (a request in flight holds its buffers, an upload to
	// S3 a 5 MiB part), and that must not grow.
	var pause sync.RWMutex
	var failed atomic.Int64
	ctx, stop = context.WithTimeout(context.Background(), duration)
	defer stop()
	done := make(chan struct{})
	go func() {
		defer close(done)
		loadtest.Run(ctx, 64, rate, stats, func(w, i int) loadtest.Result {
			pause.RLock()
			defer pause.RUnlock()
			r := soakStep(load, c, w, i)
			if !r.OK() && ctx.Err() == nil {
				failed.Add(1)
			}
			return r
		})
	}()
	began := time.Now()
	var figures []soakFigures
	for _, mark := range []time.Duration{first, duration - 6*time.Second} {
		select {
		case <-time.After(time.Until(began.Add(mark))):
		case <-done:
		}
		pause.Lock()
		c.Close()
		time.Sleep(time.Second)
		f := readFigures(t, p.Base, mark)
		pause.Unlock()
		figures = append(figures, f)
		if dir := os.Getenv("SOAK_PROFILE_DIR"); dir != "" {
			saveProfile(t, p.Base, fmt.Sprintf("%s/heap-%d.pb.gz", dir, len(figures)))
		}
		fmt.Printf("soak: at %v: %s; %d requests so far\n", mark.Round(time.Second), f, stats.Total())
	}
	<-done
	elapsed := time.Since(began)
	fmt.Printf("soak: %d requests in %v (%.0f req/s), p50 %v, p99 %v\nsoak: %s\n", stats.Total(), elapsed.Round(time.Second),
		float64(stats.Total())/elapsed.Seconds(), stats.Percentile(50), stats.Percentile(99), stats)
	if n := stats.Count(500, 599); n > 0 || failed.Load() > 0 {
		t.Errorf("%d 5xx, %d failed requests: %v", n, failed.Load(), stats.Samples())
	}
	a, b := figures[0], figures[1]
	for _, g := range []struct {
		what     string
		from, to float64
	}{{"live heap (MiB)", a.heapLive / (1 << 20), b.heapLive / (1 << 20)},
		{"goroutines", a.goroutines, b.goroutines}, {"open files", a.fds, b.fds}} {
		growth := (g.to - g.from) / g.from * 100
		fmt.Printf("soak: %s %.1f → %.1f (%+.1f%%)\n", g.what, g.from, g.to, growth)
		if growth > 10 {
			t.Errorf("%s grew %.1f%% between %v and %v", g.what, growth, a.at, b.at)
		}
	}
	// Resident memory is printed, not judged: it also depends on when the
	// runtime returns freed pages to the system.
	fmt.Printf("soak: resident memory (MiB) %.1f → %.1f (%+.1f%%)\n", a.rss/(1<<20), b.rss/(1<<20), (b.rss-a.rss)/a.rss*100)
	p.Stop()
}
