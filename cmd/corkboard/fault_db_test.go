package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"corkboard/internal/loadtest"
	"corkboard/internal/testkit"
	"corkboard/modules/careers/careerstest"
)

// unavailableShape reports whether a 503 is in the envelope of the
// interface of op, with Retry-After.
func unavailableShape(r loadtest.Result) bool {
	if r.Status != 503 || r.Header.Get("Retry-After") == "" {
		return false
	}
	var m map[string]any
	if json.Unmarshal(r.Body, &m) != nil {
		return false
	}
	switch {
	case strings.Contains(r.Op, "event"):
		data, _ := m["data"].(map[string]any)
		return m["code"] == "rest_unavailable" && data != nil && data["status"] == float64(503)
	default: // content (JSON:API) and GraphQL both use errors[]
		errs, _ := m["errors"].([]any)
		if len(errs) == 0 {
			return false
		}
		e, _ := errs[0].(map[string]any)
		if ext, ok := e["extensions"].(map[string]any); ok {
			return ext["code"] == "UNAVAILABLE" // GraphQL spells codes in upper case
		}
		return e["code"] == "unavailable"
	}
}

// mixedLoad is the load of the fault tests: each worker lists jobs,
// uploads a CV and applies with it (with an idempotency key), creates an
// event and asks GraphQL for its company, in turn. Every application
// attempt is recorded with its key so that it can be retried.
type mixedLoad struct {
	c      *loadtest.Client
	prefix string
	mu     sync.Mutex
	// applications by idempotency key: the body sent and the last status.
	apps map[string]*attempt
	// events by title: the last status.
	events map[string]int
}

type attempt struct {
	body   map[string]any
	status int
	id     int64
}

func newMixedLoad(c *loadtest.Client, prefix string) *mixedLoad {
	return &mixedLoad{c: c, prefix: prefix, apps: map[string]*attempt{}, events: map[string]int{}}
}

var loadCV = careerstest.PDF("Load test CV")

func (l *mixedLoad) step(w, i int) loadtest.Result {
	switch i % 4 {
	case 0:
		return l.c.ListJobs("per_page=5")
	case 1:
		up := l.c.Upload("document", "cv.pdf", loadCV)
		if !up.OK() {
			return up
		}
		key := fmt.Sprintf("%s-w%d-%d", l.prefix, w, i)
		app := loadtest.Application(int64(1+(i%30)), up.ID, 0, fmt.Sprintf("W%d", w))
		r := l.c.Apply(app, key)
		l.mu.Lock()
		l.apps[key] = &attempt{body: app, status: r.Status, id: r.ID}
		l.mu.Unlock()
		return r
	case 2:
		title := fmt.Sprintf("load %s w%d-%d", l.prefix, w, i)
		r := l.c.CreateEvent(title)
		l.mu.Lock()
		l.events[title] = r.Status
		l.mu.Unlock()
		return r
	default:
		return l.c.GraphQLCompany()
	}
}

// retryFailed sends again every application that did not get a 200, with
// its idempotency key, and returns the results.
func (l *mixedLoad) retryFailed() []loadtest.Result {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []loadtest.Result
	for key, a := range l.apps {
		if a.status == 200 {
			continue
		}
		r := l.c.Apply(a.body, key)
		a.status, a.id = r.Status, r.ID
		out = append(out, r)
	}
	return out
}

// TestDatabaseOutageUnderLoad runs the built binary against PostgreSQL
// through a proxy and cuts the proxy in the middle of a mixed load:
// requests that need the database get 503 with Retry-After in their
// interface's envelope (never a 500), /readyz turns 503, /healthz stays
// 200 and the process stays up; once the proxy is back, traffic succeeds
// without a restart. Every application that failed is retried with its
// idempotency key and exists exactly once; nothing is half-written.
func TestDatabaseOutageUnderLoad(t *testing.T) {
	if testkit.Dialect() != "postgres" {
		t.Skip("a database outage is a network fault: PostgreSQL only")
	}
	dbURL := testkit.DatabaseURL(t)
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	proxy := testkit.NewProxy(t, u.Host)
	u.Host = proxy.Addr()
	data := t.TempDir()
	storageURL := "file://" + filepath.Join(data, "uploads")
	p := startProc(t, procConfig{Data: data, DatabaseURL: u.String(), StorageURL: storageURL, Demo: true})
	c := loadtest.New(p.Base, p.DemoKey())
	defer c.Close()
	load := newMixedLoad(c, "pg")

	var phase atomic.Value
	phase.Store("before")
	byPhase := map[string]*loadtest.Stats{"before": loadtest.NewStats(), "outage": loadtest.NewStats(), "after": loadtest.NewStats()}
	var bad []string
	var badMu sync.Mutex
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		loadtest.Run(ctx, 4, 0, nil, func(w, i int) loadtest.Result {
			ph := phase.Load().(string)
			r := load.step(w, i)
			byPhase[ph].Add(r)
			if r.Status >= 500 && !unavailableShape(r) || r.Status == 0 {
				badMu.Lock()
				bad = append(bad, ph+": "+r.String())
				badMu.Unlock()
			}
			return r
		})
	}()
	get := func(path string) int {
		resp, err := http.Get(p.Base + path)
		if err != nil {
			return 0
		}
		resp.Body.Close()
		return resp.StatusCode
	}

	// Each phase lasts until the load has seen enough of it.
	seen := func(ph string, lo, hi, n int) {
		t.Helper()
		if !testkit.Eventually(60*time.Second, func() bool { return byPhase[ph].Count(lo, hi) >= n }) {
			t.Fatalf("%s: %s", ph, byPhase[ph])
		}
	}
	seen("before", 200, 299, 20)
	proxy.Cut()
	phase.Store("outage")
	if !testkit.Eventually(15*time.Second, func() bool { return get("/readyz") == 503 }) {
		t.Fatal("/readyz did not turn 503")
	}
	seen("outage", 503, 503, 5)
	if s := get("/healthz"); s != 200 {
		t.Fatalf("/healthz during the outage: %d", s)
	}
	proxy.Restore()
	if !testkit.Eventually(30*time.Second, func() bool { return get("/readyz") == 200 }) {
		t.Fatal("/readyz did not recover")
	}
	phase.Store("after")
	seen("after", 200, 299, 20)
	stop()
	<-done

	for ph, s := range byPhase {
		t.Logf("%s: %s", ph, s)
	}
	for _, b := range bad {
		t.Error("not a 503 in its envelope: " + b)
	}
	if n := byPhase["outage"].Count(503, 503); n == 0 {
		t.Error("no 503 during the outage")
	}
	if s := byPhase["before"]; s.Count(200, 299) == 0 {
		t.Errorf("before the outage: %s", s) // (a request in flight at the cut may be a 503)
	}
	if s := byPhase["after"]; s.Count(200, 299) == 0 || s.Total() != s.Count(200, 299) {
		t.Errorf("after recovery, not everything succeeded: %s %v", s, s.Samples())
	}

	// What failed is retried with its idempotency key and then succeeds.
	for _, r := range load.retryFailed() {
		if r.Status != 200 {
			t.Errorf("retry: %s", r)
		}
	}
	p.Stop()
	w := openWorld(t, dbURL, storageURL)
	for _, problem := range w.halfWritten(t) {
		t.Error(problem)
	}
	if n, want := w.count(t, `SELECT count(*) FROM careers_applications WHERE first_name LIKE 'W%'`), len(load.apps); n != want {
		t.Errorf("%d applications for %d idempotency keys", n, want)
	}
	for key, a := range load.apps {
		if n := w.count(t, `SELECT count(*) FROM careers_idempotency_keys k JOIN careers_applications a ON a.id = k.application_id
			WHERE k.idempotency_key = ? AND a.id = ?`, key, a.id); n != 1 {
			t.Errorf("application %s (id %d): %d", key, a.id, n)
		}
	}
	for title, status := range load.events {
		n := w.count(t, `SELECT count(*) FROM calendar_events WHERE title = ?`, title)
		if status == 201 && n != 1 {
			t.Errorf("acknowledged event %q stored %d times", title, n)
		}
	}
}
