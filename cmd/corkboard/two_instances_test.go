package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"corkboard/internal/loadtest"
	"corkboard/internal/testkit"
)

// TestTwoInstances runs two built binaries against one PostgreSQL schema,
// one MinIO bucket and one Redis: rate limits are shared (exact, from
// either instance), idempotency keys are honoured across instances, the
// upload sweep runs under a database lease, and a mixed load spread over
// both loses and duplicates nothing.
func TestTwoInstances(t *testing.T) {
	if testkit.Dialect() != "postgres" {
		t.Skip("two instances share a PostgreSQL database")
	}
	dbURL := testkit.DatabaseURL(t)
	s3 := testkit.S3URL(t)
	redis := testkit.RedisURL(t)
	env := []string{"CORKBOARD_REDIS_URL=" + redis, "CORKBOARD_RATE_LIMITS=read=60/200,write=100000/100000",
		"CORKBOARD_UPLOAD_TTL=3s", "CORKBOARD_UPLOAD_SWEEP_INTERVAL=300ms", "CORKBOARD_METRICS=true"}
	start := time.Now()
	a := startProc(t, procConfig{Data: t.TempDir(), DatabaseURL: dbURL, StorageURL: s3, Demo: true, Env: env})
	b := startProc(t, procConfig{Data: t.TempDir(), DatabaseURL: dbURL, StorageURL: s3, Env: env})
	t.Logf("both instances up after %v", time.Since(start).Round(time.Millisecond))
	key := a.DemoKey()
	bases := []string{a.Base, b.Base}
	newKey := func() string {
		var out strings.Builder
		if code := run(context.Background(), []string{"apikey", "create", "--company", "demo", "--scopes", "content:read,content:write,calendar:write",
			"--data", t.TempDir(), "--database-url", dbURL, "--storage-url", s3, "--log-level", "error"}, &out, io.Discard); code != 0 {
			t.Fatal("apikey create failed")
		}
		return lastLine(out.String())
	}

	t.Run("rate limits are shared", func(t *testing.T) {
		k1, k2, k3 := newKey(), newKey(), newKey()
		// The budgets count per minute, in windows aligned to the clock: the
		// three bursts must fall in one window, or the next one's budget
		// lets a burst's refused requests through.
		waitForWindow(t, time.Minute, 15*time.Second)
		// 150 reads with one key from one IP, spread over both instances:
		// exactly the key's 60 pass.
		burst := func(k, ip string, n int) (ok, limited int) {
			var mu sync.Mutex
			var wg sync.WaitGroup
			for g := 0; g < 10; g++ {
				wg.Add(1)
				go func(g int) {
					defer wg.Done()
					c := loadtest.NewFrom(bases[g%2], k, ip)
					defer c.Close()
					for i := 0; i < n/10; i++ {
						r := c.ListJobs("per_page=1")
						mu.Lock()
						switch r.Status {
						case 200:
							ok++
						case 429:
							limited++
						default:
							t.Errorf("%s", r)
						}
						mu.Unlock()
					}
				}(g)
			}
			wg.Wait()
			return ok, limited
		}
		if ok, limited := burst(k1, "127.0.0.2", 150); ok != 60 || limited != 90 {
			t.Fatalf("key burst: %d passed, %d limited; want 60 and 90", ok, limited)
		}
		// Another key from the same IP is not starved by the first key's
		// budget; it shares the IP's (200, of which the burst used 150:
		// every request counts, refused or not).
		if ok, limited := burst(k2, "127.0.0.2", 60); ok != 50 || limited != 10 {
			t.Fatalf("second key, same IP: %d passed, %d limited; want 50 and 10", ok, limited)
		}
		// Another key from another IP has all its budget.
		if ok, limited := burst(k3, "127.0.0.3", 50); ok != 50 || limited != 0 {
			t.Fatalf("another key and IP: %d passed, %d limited", ok, limited)
		}
	})

	t.Run("idempotency keys across instances", func(t *testing.T) {
		c := [2]*loadtest.Client{loadtest.NewFrom(a.Base, key, "127.0.0.4"), loadtest.NewFrom(b.Base, key, "127.0.0.4")}
		defer c[0].Close()
		defer c[1].Close()
		for round := 0; round < 10; round++ {
			up := c[round%2].Upload("document", "cv.pdf", loadCV)
			if !up.OK() {
				t.Fatal(up)
			}
			app := loadtest.Application(1, up.ID, 0, "Idem")
			ik := fmt.Sprintf("two-instances-%d", round)
			var results [2]loadtest.Result
			var wg sync.WaitGroup
			for i := range c {
				wg.Add(1)
				go func(i int) { defer wg.Done(); results[i] = c[i].Apply(app, ik) }(i)
			}
			wg.Wait()
			replayed := 0
			for _, r := range results {
				if r.Status != 200 || r.ID != results[0].ID {
					t.Fatalf("round %d: %s / %s", round, results[0], results[1])
				}
				if r.Header.Get("Idempotent-Replayed") == "true" {
					replayed++
				}
			}
			if replayed != 1 {
				t.Fatalf("round %d: %d replays", round, replayed)
			}
		}
	})

	t.Run("no duplicate or lost writes", func(t *testing.T) {
		loads := []*mixedLoad{newMixedLoad(loadtest.NewFrom(a.Base, key, "127.0.0.5"), "two-a"), newMixedLoad(loadtest.NewFrom(b.Base, key, "127.0.0.5"), "two-b")}
		stats := loadtest.NewStats()
		ctx, stop := context.WithTimeout(context.Background(), 4*time.Second)
		defer stop()
		loadtest.Run(ctx, 8, 0, nil, func(w, i int) loadtest.Result {
			// Writes only: uploads with applications, and events.
			r := loads[w%2].step(w, 4*i+1+(i%2))
			stats.Add(r)
			return r
		})
		t.Logf("load over both instances: %s", stats)
		if stats.Count(500, 599) > 0 || stats.Count(200, 299) != stats.Total() {
			t.Errorf("not everything succeeded: %v", stats.Samples())
		}
		w := openWorld(t, dbURL, s3)
		for _, l := range loads {
			for ik, at := range l.apps {
				if n := w.count(t, `SELECT count(*) FROM careers_idempotency_keys WHERE idempotency_key = ? AND application_id = ?`, ik, at.id); at.status == 200 && n != 1 {
					t.Errorf("application %s: %d", ik, n)
				}
			}
			for title, status := range l.events {
				if n := w.count(t, `SELECT count(*) FROM calendar_events WHERE title = ?`, title); status == 201 && n != 1 {
					t.Errorf("event %q stored %d times", title, n)
				}
			}
		}
		for _, problem := range w.halfWritten(t) {
			t.Error(problem)
		}
	})

	t.Run("the sweep runs under a lease", func(t *testing.T) {
		// Queued uploads nobody applies with expire after 3s and are swept
		// by whichever instance holds the lease at the time.
		c := loadtest.NewFrom(b.Base, key, "127.0.0.6")
		defer c.Close()
		for i := 0; i < 5; i++ {
			if r := c.Upload("image", "p.png", loadPhoto); !r.OK() {
				t.Fatal(r)
			}
		}
		w := openWorld(t, dbURL, s3)
		if !testkit.Eventually(30*time.Second, func() bool {
			return w.count(t, `SELECT count(*) FROM careers_files WHERE status = 'queued'`) == 0
		}) {
			t.Fatal("queued uploads not swept")
		}
		runs := 0
		for _, base := range bases {
			runs += sweepRuns(t, base)
		}
		if runs == 0 {
			t.Fatal("no sweep run counted")
		}
		for _, p := range []*proc{a, b} {
			if strings.Contains(p.Logs(), "sweep failed") {
				t.Errorf("a sweep failed:\n%s", p.Logs())
			}
		}
		t.Logf("%d sweep runs over both instances", runs)
	})
	start = time.Now()
	a.Stop()
	b.Stop()
	t.Logf("both stopped after %v", time.Since(start).Round(time.Millisecond))
}

var sweepRunsRE = regexp.MustCompile(`corkboard_sweep_runs_total\{result="ok",sweep="uploads"\} (\d+)`)

// sweepRuns reads the number of upload sweeps an instance ran.
func sweepRuns(t *testing.T, base string) int {
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	m := sweepRunsRE.FindSubmatch(b)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(string(m[1]))
	return n
}

// waitForWindow sleeps until the next window of the rate limits (aligned
// to the Unix epoch, as the limiter's are) if less than need is left of
// the current one.
func waitForWindow(t *testing.T, window, need time.Duration) {
	now := time.Now()
	if left := now.Truncate(window).Add(window).Sub(now); left < need {
		t.Logf("waiting %v for the next rate-limit window", left.Round(time.Millisecond))
		time.Sleep(left + 50*time.Millisecond)
	}
}
