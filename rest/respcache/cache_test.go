package respcache_test

import (
	"io"
	"net/http/httptest"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"

	"corkboard/internal/changes"
	"corkboard/internal/testkit"
	"corkboard/rest/respcache"
)

// server answers GET /n with the number of times its handler ran, and
// GET /missing with 404, through a cache with a settable clock.
type server struct {
	app     *fiber.App
	changes *changes.Changes
	now     time.Time
	runs    atomic.Int64
	// gate, when set, holds handlers until closed.
	gate chan struct{}
}

func newServer(t *testing.T, maxBytes int) *server {
	s := &server{changes: new(changes.Changes), now: time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)}
	cache := respcache.New(respcache.Config{Name: "test", TTL: time.Minute, MaxBytes: maxBytes, Headers: []string{"X-TEC-Total"},
		Clock: func() time.Time { return s.now }, Changes: s.changes})
	s.app = fiber.New()
	s.app.Get("/*", func(c *fiber.Ctx) error {
		return cache.Serve(c, respcache.Key(c, "v"), func() error {
			n := s.runs.Add(1)
			if s.gate != nil {
				<-s.gate
			}
			if c.Path() == "/missing" {
				return c.Status(404).SendString("none")
			}
			c.Response().Header.DisableNormalizing()
			c.Set("X-TEC-Total", "7")
			c.Set("X-Not-Kept", "x")
			return c.Type("json").SendString(`{"n":` + strconv.FormatInt(n, 10) + `,"pad":"` + c.Path() + `"}`)
		})
	})
	return s
}

type answer struct {
	status       int
	body, etag   string
	total, extra string
}

func (s *server) get(t *testing.T, target string, headers ...string) answer {
	t.Helper()
	req := httptest.NewRequest("GET", target, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := s.app.Test(req, -1)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	return answer{resp.StatusCode, string(b), resp.Header.Get("ETag"), resp.Header.Get("X-TEC-Total"), resp.Header.Get("X-Not-Kept")}
}

func TestServesAgainUntilAWrite(t *testing.T) {
	s := newServer(t, 0)
	first := s.get(t, "/events?b=2&a=1")
	if first.status != 200 || first.body != `{"n":1,"pad":"/events"}` || first.etag == "" || first.total != "7" {
		t.Fatalf("first: %+v", first)
	}
	again := s.get(t, "/events?a=1&b=2") // the same question, parameters reordered
	if again.body != first.body || again.etag != first.etag || again.total != "7" || again.extra != "" {
		t.Fatalf("again: %+v (first %+v)", again, first)
	}
	if other := s.get(t, "/events?a=1&b=3"); other.body == first.body {
		t.Fatalf("another query shares the entry: %+v", other)
	}
	s.changes.Bump()
	if after := s.get(t, "/events?a=1&b=2"); after.body == first.body || after.etag == first.etag {
		t.Fatalf("after a write: %+v", after)
	}
}

func TestEntriesExpire(t *testing.T) {
	s := newServer(t, 0)
	first := s.get(t, "/events")
	s.now = s.now.Add(59 * time.Second)
	if a := s.get(t, "/events"); a.body != first.body {
		t.Fatalf("within the TTL: %+v", a)
	}
	s.now = s.now.Add(time.Second)
	if a := s.get(t, "/events"); a.body == first.body {
		t.Fatalf("after the TTL: %+v", a)
	}
	s.now = s.now.Add(-time.Hour) // a clock set back does not revive entries
	if a := s.get(t, "/events"); a.body == first.body || s.runs.Load() != 3 {
		t.Fatalf("clock set back: %+v, %d runs", a, s.runs.Load())
	}
}

func TestConditionalRequests(t *testing.T) {
	s := newServer(t, 0)
	first := s.get(t, "/events")
	for _, inm := range []string{first.etag, `"other", ` + first.etag, "*"} {
		if a := s.get(t, "/events", "If-None-Match", inm); a.status != 304 || a.body != "" || a.etag != first.etag {
			t.Errorf("If-None-Match %s: %+v", inm, a)
		}
	}
	if a := s.get(t, "/events", "If-None-Match", `W/"other"`); a.status != 200 || a.body != first.body {
		t.Errorf("another ETag: %+v", a)
	}
	// A miss answers 304 too.
	s.changes.Bump()
	next := s.get(t, "/other")
	s.changes.Bump()
	if a := s.get(t, "/other", "If-None-Match", next.etag); a.status != 200 {
		t.Errorf("changed content under an old ETag: %+v", a)
	}
	if s.runs.Load() != 3 {
		t.Errorf("handler ran %d times", s.runs.Load())
	}
}

func TestErrorsAreNotKept(t *testing.T) {
	s := newServer(t, 0)
	s.get(t, "/missing")
	if a := s.get(t, "/missing"); a.status != 404 || s.runs.Load() != 2 {
		t.Fatalf("404 kept: %+v, %d runs", a, s.runs.Load())
	}
}

func TestConcurrentMissesRunOnce(t *testing.T) {
	s := newServer(t, 0)
	s.gate = make(chan struct{})
	var wg sync.WaitGroup
	bodies := make([]string, 8)
	for i := range bodies {
		wg.Add(1)
		go func() {
			defer wg.Done()
			bodies[i] = s.get(t, "/events").body
		}()
	}
	testkit.Eventually(5*time.Second, func() bool { return s.runs.Load() > 0 })
	// Those that arrive while the first runs wait for it; later ones
	// find its entry: either way the handler runs once.
	close(s.gate)
	wg.Wait()
	for _, b := range bodies {
		if b != bodies[0] {
			t.Fatalf("different answers: %q", bodies)
		}
	}
	if n := s.runs.Load(); n != 1 {
		t.Errorf("handler ran %d times for concurrent misses", n)
	}
}

// A request that arrives after a write never gets an answer that was
// being computed before it.
func TestNoOlderAnswerAfterAWrite(t *testing.T) {
	s := newServer(t, 0)
	s.gate = make(chan struct{})
	done := make(chan answer)
	go func() { done <- s.get(t, "/events") }()
	if !testkit.Eventually(20*time.Second, func() bool { return s.runs.Load() > 0 }) {
		t.Fatal("the first read did not start")
	}
	s.changes.Bump() // a write commits while the first read runs
	second := make(chan answer)
	go func() { second <- s.get(t, "/events") }()
	if !testkit.Eventually(20*time.Second, func() bool { return s.runs.Load() >= 2 }) {
		t.Fatal("the second read did not start")
	}
	close(s.gate)
	a, b := <-done, <-second
	if a.body == b.body {
		t.Fatalf("the later request got the earlier answer: %q", b.body)
	}
	if c := s.get(t, "/events"); c.body != b.body {
		t.Fatalf("the fresh answer was not kept: %q vs %q", c.body, b.body)
	}
}

func TestByteBudget(t *testing.T) {
	s := newServer(t, 8*40) // about eight small answers
	for i := range 20 {
		s.get(t, "/e"+strconv.Itoa(i))
	}
	s.get(t, "/e19")
	if s.runs.Load() != 20 {
		t.Fatalf("the most recent entry was evicted: %d runs", s.runs.Load())
	}
	s.get(t, "/e0")
	if s.runs.Load() != 21 {
		t.Fatalf("the oldest entry was kept: %d runs", s.runs.Load())
	}
}

// A write while an answer is computed lets no herd through: the requests
// that arrive after it, all at once, wait for one computation of the new
// data (the handler runs once for the old data, once for the new).
func TestAWriteLetsNoHerdThrough(t *testing.T) {
	s := newServer(t, 0)
	s.gate = make(chan struct{})
	first := make(chan answer)
	go func() { first <- s.get(t, "/events") }()
	if !testkit.Eventually(20*time.Second, func() bool { return s.runs.Load() > 0 }) {
		t.Fatal("the first read did not start")
	}
	s.changes.Bump() // a write commits while the first read runs
	var wg sync.WaitGroup
	bodies := make([]string, 8)
	for i := range bodies {
		wg.Add(1)
		go func() {
			defer wg.Done()
			bodies[i] = s.get(t, "/events").body
		}()
	}
	if !testkit.Eventually(20*time.Second, func() bool { return s.runs.Load() >= 2 }) {
		t.Fatal("no read of the new data started")
	}
	close(s.gate)
	wg.Wait()
	old := <-first
	for _, b := range bodies {
		if b != bodies[0] || b == old.body {
			t.Fatalf("answers after the write %q, before it %q", bodies, old.body)
		}
	}
	if n := s.runs.Load(); n != 2 {
		t.Errorf("handler ran %d times: once before the write and once after were due", n)
	}
}
