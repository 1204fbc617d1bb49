package ratelimit_test

import (
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/rest/ratelimit"
)

func TestLimiterWindows(t *testing.T) {
	clock := testkit.NewClock(time.Date(2026, 11, 21, 9, 0, 50, 0, time.UTC))
	store := ratelimit.NewMemory(clock.Now)
	l := ratelimit.New(store, clock.Now)
	rule := ratelimit.Rule{Limit: 2, Window: time.Minute}
	steps := []struct {
		advance   time.Duration
		key       string
		allowed   bool
		remaining int
	}{
		{0, "a", true, 1},
		{0, "a", true, 0},
		{0, "b", true, 1},
		{0, "a", false, 0},
		{10 * time.Second, "a", true, 1}, // 09:01:00, a new window
	}
	for i, s := range steps {
		clock.Advance(s.advance)
		res, err := l.Take(s.key, rule)
		if err != nil || res.Allowed != s.allowed || res.Remaining != s.remaining || res.Limit != 2 {
			t.Fatalf("step %d: %+v %v", i, res, err)
		}
	}
	// Old windows expire from the store.
	clock.Advance(5 * time.Minute)
	if v, _ := store.Get("a@" + "1795078800"); v != nil {
		t.Fatal("expired counter still readable")
	}
}

func TestMemoryStorage(t *testing.T) {
	clock := testkit.NewClock(time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC))
	m := ratelimit.NewMemory(clock.Now)
	m.Set("k", []byte("v"), time.Second)
	m.Set("forever", []byte("v"), 0)
	m.Set("", []byte("ignored"), 0)
	if v, _ := m.Get("k"); string(v) != "v" {
		t.Fatal("value lost")
	}
	clock.Advance(time.Second)
	if v, _ := m.Get("k"); v != nil {
		t.Fatal("not expired")
	}
	if v, _ := m.Get("forever"); string(v) != "v" {
		t.Fatal("no-expiry value lost")
	}
	m.Delete("forever")
	if m.Len() != 0 {
		t.Fatalf("%d entries", m.Len())
	}
	m.Set("x", []byte("1"), 0)
	m.Reset()
	if m.Len() != 0 || m.Close() != nil {
		t.Fatal("reset")
	}
}
