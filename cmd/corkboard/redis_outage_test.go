package main

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"corkboard/internal/testkit"
)

// redisFigures reads the rate limits' Redis figures from /metrics.
func redisFigures(t *testing.T, base string) (up, fallbacks float64) {
	t.Helper()
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	read := func(name string) float64 {
		m := regexp.MustCompile(`(?m)^` + name + ` (\S+)$`).FindSubmatch(b)
		if m == nil {
			t.Fatalf("no %s in /metrics", name)
		}
		v, _ := strconv.ParseFloat(string(m[1]), 64)
		return v
	}
	return read("corkboard_ratelimit_redis_up"), read("corkboard_ratelimit_redis_fallback_total")
}

// contentRead reads the company with key and returns the status.
func contentRead(t *testing.T, base, key string) int {
	t.Helper()
	req, _ := http.NewRequest("GET", base+"/content/v1/company", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
	return resp.StatusCode
}

// TestRedisDownAtStart: a Redis that cannot be reached when the server
// starts does not stop it: it starts, says so loudly, counts the rate
// limits in memory (they hold, per instance) and shows it in /metrics.
func TestRedisDownAtStart(t *testing.T) {
	nobody := "redis://" + freeAddr(t) + "/0" // nothing listens there
	p := startProc(t, procConfig{Data: t.TempDir(), Demo: true, LogLevel: "warn", Env: []string{"CORKBOARD_REDIS_URL=" + nobody,
		"CORKBOARD_RATE_LIMITS=read=1000/5,write=1000/1000", "CORKBOARD_METRICS=true"}})
	key := p.DemoKey()
	waitForWindow(t, time.Minute, 15*time.Second)
	var got []int
	for i := 0; i < 7; i++ {
		got = append(got, contentRead(t, p.Base, key))
	}
	if want := []int{200, 200, 200, 200, 200, 429, 429}; !equalInts(got, want) {
		t.Fatalf("statuses %v, want %v (the per-IP budget of 5, counted locally)", got, want)
	}
	if up, fallbacks := redisFigures(t, p.Base); up != 0 || fallbacks < 7 {
		t.Fatalf("metrics: up %v, fallbacks %v", up, fallbacks)
	}
	if !strings.Contains(p.Logs(), "Redis is unreachable") {
		t.Fatalf("not logged:\n%s", p.Logs())
	}
	p.Stop()
}

// TestRedisOutageAtRunTime cuts Redis (a proxy in front of it) under a
// running server: requests stay fast, the server does not dial Redis per
// request (the proxy counts the dials: a few reconnection attempts, not
// one or more per request), the limits fall back on local counters (they
// still refuse), /metrics shows it; once Redis is back the server uses it
// again.
func TestRedisOutageAtRunTime(t *testing.T) {
	raw := testkit.RedisURL(t)
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	prefix := u.Query().Get("prefix")
	proxy := testkit.NewProxy(t, u.Host)
	direct, err := redis.ParseURL(strings.Split(raw, "?")[0])
	if err != nil {
		t.Fatal(err)
	}
	rdb := redis.NewClient(direct)
	t.Cleanup(func() { _ = rdb.Close() })
	u.Host = proxy.Addr()
	p := startProc(t, procConfig{Data: t.TempDir(), Demo: true, LogLevel: "warn", Env: []string{"CORKBOARD_REDIS_URL=" + u.String(),
		"CORKBOARD_RATE_LIMITS=read=1000/5,write=1000/1000", "CORKBOARD_METRICS=true"}})
	key := p.DemoKey()
	// ipCount is what Redis counted for the client's IP in this window.
	ipCount := func() int {
		t.Helper()
		ctx := context.Background()
		n := 0
		iter := rdb.Scan(ctx, 0, prefix+"content:r:ip:*", 100).Iterator()
		for iter.Next(ctx) {
			v, _ := rdb.Get(ctx, iter.Val()).Int()
			n += v
		}
		if err := iter.Err(); err != nil {
			t.Fatal(err)
		}
		return n
	}
	waitForWindow(t, time.Minute, 30*time.Second)
	for i := 0; i < 2; i++ {
		if s := contentRead(t, p.Base, key); s != 200 {
			t.Fatalf("before: %d", s)
		}
	}
	if n := ipCount(); n != 2 {
		t.Fatalf("Redis counted %d reads, want 2", n)
	}

	proxy.Cut()
	dials, start := proxy.Accepted(), time.Now()
	var got []int
	for i := 0; i < 8; i++ {
		got = append(got, contentRead(t, p.Base, key))
	}
	elapsed := time.Since(start)
	if want := []int{200, 200, 200, 200, 200, 429, 429, 429}; !equalInts(got, want) {
		t.Fatalf("during the outage: %v, want %v (local counters start afresh)", got, want)
	}
	// Reconnection attempts come at least a second apart, whatever the
	// traffic: a generous bound on them, none per request.
	if n, bound := proxy.Accepted()-dials, 2+int(elapsed/time.Second); n > bound {
		t.Fatalf("%d dials to Redis for 8 requests in %v (at most %d)", n, elapsed.Round(time.Millisecond), bound)
	}
	if up, fallbacks := redisFigures(t, p.Base); up != 0 || fallbacks < 8 {
		t.Fatalf("metrics during the outage: up %v, fallbacks %v", up, fallbacks)
	}

	proxy.Restore()
	if !testkit.Eventually(45*time.Second, func() bool {
		if ipCount() > 2 {
			return true
		}
		contentRead(t, p.Base, key)
		return false
	}) {
		t.Fatalf("Redis not used again after it came back\n%s", p.Logs())
	}
	if up, _ := redisFigures(t, p.Base); up != 1 {
		t.Fatalf("metrics after the outage: up %v", up)
	}
	if logs := p.Logs(); !strings.Contains(logs, "Redis is unreachable") || !strings.Contains(logs, "Redis is reachable again") {
		t.Fatalf("logs:\n%s", logs)
	}
	p.Stop()
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
