package ratelimit_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/rest/ratelimit"
)

func newRedis(t *testing.T) *ratelimit.Redis {
	t.Helper()
	r, err := ratelimit.NewRedis(context.Background(), testkit.RedisURL(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = r.Close() })
	return r
}

// TestRedisStorage: the Redis store behaves as a fiber.Storage, keeps to
// its prefix, and counts atomically.
func TestRedisStorage(t *testing.T) {
	r := newRedis(t)
	if err := r.Set("k", []byte("v"), time.Minute); err != nil {
		t.Fatal(err)
	}
	if v, err := r.Get("k"); err != nil || string(v) != "v" {
		t.Fatalf("get: %q %v", v, err)
	}
	if v, err := r.Get("missing"); err != nil || v != nil {
		t.Fatalf("missing: %q %v", v, err)
	}
	_ = r.Set("short", []byte("v"), 100*time.Millisecond)
	if !testkit.Eventually(10*time.Second, func() bool { v, _ := r.Get("short"); return v == nil }) {
		t.Fatal("not expired")
	}
	if err := r.Delete("k"); err != nil {
		t.Fatal(err)
	}
	if v, _ := r.Get("k"); v != nil {
		t.Fatal("not deleted")
	}
	for i := 1; i <= 3; i++ {
		n, err := r.Incr("c", time.Now().Add(time.Minute))
		if err != nil || n != uint64(i) {
			t.Fatalf("incr %d: %d %v", i, n, err)
		}
	}
	if err := r.Reset(); err != nil {
		t.Fatal(err)
	}
	if n, _ := r.Incr("c", time.Now().Add(time.Minute)); n != 1 {
		t.Fatalf("after reset: %d", n)
	}
}

// TestSharedLimitIsExact: two limiters (two instances) on one Redis
// store, 40 goroutines taking 10 each against a limit of 100: exactly 100
// are allowed, and another key keeps its own budget.
func TestSharedLimitIsExact(t *testing.T) {
	url := testkit.RedisURL(t)
	var limiters []*ratelimit.Limiter
	for i := 0; i < 2; i++ {
		r, err := ratelimit.NewRedis(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = r.Close() })
		limiters = append(limiters, ratelimit.New(r, nil))
	}
	rule := ratelimit.Rule{Limit: 100, Window: time.Hour}
	if left := time.Until(time.Now().Truncate(time.Hour).Add(time.Hour)); left < 5*time.Second {
		time.Sleep(left + time.Second) // not across the end of a window
	}
	var mu sync.Mutex
	allowed := 0
	var wg sync.WaitGroup
	for g := 0; g < 40; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 10; i++ {
				res, err := limiters[g%2].Take("key:a", rule)
				if err != nil {
					t.Error(err)
					return
				}
				if res.Allowed {
					mu.Lock()
					allowed++
					mu.Unlock()
				}
			}
		}(g)
	}
	wg.Wait()
	if allowed != 100 {
		t.Fatalf("%d allowed, want exactly 100", allowed)
	}
	if res, err := limiters[1].Take("key:b", rule); err != nil || !res.Allowed || res.Remaining != 99 {
		t.Fatalf("another key: %+v %v", res, err)
	}
}
