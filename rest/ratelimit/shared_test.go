package ratelimit_test

import (
	"bytes"
	"context"
	"log/slog"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/rest/ratelimit"
)

// TestSharedFallsBackAndReconnects: the shared store counts in Redis; cut
// from Redis (a proxy in front of it) it counts in memory without
// dialing Redis per operation, and the limit still refuses; back, it
// counts in Redis again. An unreachable Redis at start is the same state.
func TestSharedFallsBackAndReconnects(t *testing.T) {
	raw := testkit.RedisURL(t)
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	proxy := testkit.NewProxy(t, u.Host)
	u.Host = proxy.Addr()
	var logs syncBuffer
	const retry = 20 * time.Millisecond
	s, err := ratelimit.OpenShared(context.Background(), u.String(), ratelimit.SharedOptions{
		Logger: slog.New(slog.NewTextHandler(&logs, nil)), Retry: retry, MaxRetry: retry})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	other, err := ratelimit.NewRedis(context.Background(), raw)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = other.Close() }) // the same keys, straight to Redis: another instance
	lim := ratelimit.New(s, nil)
	rule := ratelimit.Rule{Limit: 5, Window: time.Hour}
	if left := time.Until(time.Now().Truncate(time.Hour).Add(time.Hour)); left < 10*time.Second {
		time.Sleep(left + time.Second) // not across the end of a window
	}
	const key = "k"
	take := func() ratelimit.Result {
		t.Helper()
		res, err := lim.Take(key, rule)
		if err != nil {
			t.Fatalf("take: %v", err)
		}
		return res
	}
	for i := 0; i < 2; i++ {
		take()
	}
	if !s.Up() || s.Fallbacks() != 0 {
		t.Fatalf("up %v, fallbacks %d", s.Up(), s.Fallbacks())
	}
	if res, _ := ratelimit.New(other, nil).Take(key, rule); res.Remaining != 2 {
		t.Fatalf("Redis holds the count: remaining %d after 3, want 2", res.Remaining)
	}

	proxy.Cut()
	dials, start := proxy.Accepted(), time.Now()
	allowed := 0
	for i := 0; i < 50; i++ {
		if take().Allowed {
			allowed++
		}
	}
	elapsed := time.Since(start)
	if allowed != 5 || s.Up() || s.Fallbacks() < 49 {
		t.Fatalf("cut: %d allowed (want the 5 of a fresh local count), up %v, %d fallbacks", allowed, s.Up(), s.Fallbacks())
	}
	if n, bound := proxy.Accepted()-dials, 2+int(elapsed/retry); n > bound {
		t.Fatalf("%d dials for 50 operations in %v, want at most %d (reconnection attempts only)", n, elapsed, bound)
	}
	if !strings.Contains(logs.String(), "Redis is unreachable") {
		t.Fatalf("outage not logged: %s", logs.String())
	}

	proxy.Restore()
	if !testkit.Eventually(10*time.Second, s.Up) {
		t.Fatal("not reconnected")
	}
	if res := take(); res.Remaining != 1 {
		t.Fatalf("back in Redis: remaining %d, want 1 (the 4th count of Redis)", res.Remaining)
	}
	if !strings.Contains(logs.String(), "Redis is reachable again") {
		t.Fatalf("recovery not logged: %s", logs.String())
	}

	// Down from the start: the same state, and the same recovery.
	proxy.Cut()
	start2, err := ratelimit.OpenShared(context.Background(), u.String(), ratelimit.SharedOptions{Retry: retry, MaxRetry: retry})
	if err != nil {
		t.Fatalf("an unreachable Redis at start: %v", err)
	}
	t.Cleanup(func() { _ = start2.Close() })
	if start2.Up() {
		t.Fatal("up without Redis")
	}
	if n, err := start2.Incr("x", time.Now().Add(time.Minute)); err != nil || n != 1 || start2.Fallbacks() != 1 {
		t.Fatalf("counted in memory: %d %v, %d fallbacks", n, err, start2.Fallbacks())
	}
	proxy.Restore()
	if !testkit.Eventually(20*time.Second, start2.Up) {
		t.Fatal("not connected once Redis is there")
	}
	if _, err := ratelimit.OpenShared(context.Background(), "redis://[::1", ratelimit.SharedOptions{}); err == nil {
		t.Fatal("a malformed URL is accepted")
	}
}

// syncBuffer is a log destination the test reads while the store writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
