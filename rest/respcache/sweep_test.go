package respcache

import (
	"corkboard/internal/changes"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"
)

// sweepWorld is a cache behind GET /* answering the path, with a
// settable injected clock.
type sweepWorld struct {
	app     *fiber.App
	cache   *Cache
	changes *changes.Changes
	now     time.Time
}

func newSweepWorld(t *testing.T, ttl time.Duration) *sweepWorld {
	w := &sweepWorld{changes: new(changes.Changes), now: time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)}
	w.cache = New(Config{Name: "test", TTL: ttl, Clock: func() time.Time { return w.now }, Changes: w.changes})
	w.app = fiber.New()
	w.app.Get("/*", func(c *fiber.Ctx) error {
		return w.cache.Serve(c, Key(c), func() error { return c.SendString("answer " + c.Path()) })
	})
	return w
}

func (w *sweepWorld) get(t *testing.T, path string) {
	t.Helper()
	resp, err := w.app.Test(httptest.NewRequest("GET", path, nil), -1)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("GET %s: %v %v", path, resp, err)
	}
}

// held is the number of entries and their bytes.
func (w *sweepWorld) held() (int, int) {
	w.cache.mu.Lock()
	defer w.cache.mu.Unlock()
	return len(w.cache.items), w.cache.bytes
}

func TestKeepingAnAnswerDropsSpentOnes(t *testing.T) {
	w := newSweepWorld(t, time.Minute)
	for _, p := range []string{"/a", "/b", "/c"} {
		w.get(t, p)
	}
	if n, _ := w.held(); n != 3 {
		t.Fatalf("%d entries, want 3", n)
	}
	w.changes.Bump() // a write: every entry is spent
	w.get(t, "/d")
	if n, b := w.held(); n != 1 || b != len("answer /d") {
		t.Fatalf("after a write: %d entries of %d bytes, want only /d's", n, b)
	}
	w.get(t, "/e")
	w.now = w.now.Add(time.Minute) // past the TTL by the injected clock
	w.get(t, "/f")
	if n, b := w.held(); n != 1 || b != len("answer /f") {
		t.Fatalf("past the TTL: %d entries of %d bytes, want only /f's", n, b)
	}
}

func TestSweepEmptiesAnIdleCache(t *testing.T) {
	w := newSweepWorld(t, 20*time.Millisecond)
	w.get(t, "/a")
	w.get(t, "/b")
	if n, _ := w.held(); n != 2 {
		t.Fatalf("%d entries, want 2", n)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		n, b := w.held()
		w.cache.mu.Lock()
		armed := w.cache.armed
		w.cache.mu.Unlock()
		if n == 0 && b == 0 && !armed {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("an idle cache still holds %d entries (%d bytes), sweep armed %v", n, b, armed)
		}
		time.Sleep(5 * time.Millisecond)
	}
	// The next answer kept arms the sweep again.
	w.get(t, "/c")
	w.cache.mu.Lock()
	armed := w.cache.armed
	w.cache.mu.Unlock()
	if n, _ := w.held(); n != 1 || !armed {
		t.Fatalf("after another answer: %d entries, sweep armed %v", n, armed)
	}
}
