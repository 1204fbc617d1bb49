package main

import (
	"context"
	"net/http"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"corkboard/internal/loadtest"
	"corkboard/internal/testkit"
	"corkboard/modules/careers/careerstest"
)

// TestStorageOutageDuringUploads runs the built binary with MinIO behind
// a proxy and cuts the proxy while clients upload and apply: uploads fail
// with 503 (Retry-After, JSON:API envelope) and leave no file row,
// /readyz turns 503, and uploads succeed again once MinIO is back. No row
// points at a missing object; an object left by an upload whose answer was
// lost is an orphan for the sweep and `corkboard doctor`.
func TestStorageOutageDuringUploads(t *testing.T) {
	s3 := testkit.S3URL(t)
	u, err := url.Parse(s3)
	if err != nil {
		t.Fatal(err)
	}
	proxy := testkit.NewProxy(t, u.Host)
	u.Host = proxy.Addr()
	storageURL := u.String()
	dbURL := testkit.DatabaseURL(t)
	p := startProc(t, procConfig{Data: t.TempDir(), DatabaseURL: dbURL, StorageURL: storageURL, Demo: true})
	c := loadtest.New(p.Base, p.DemoKey())
	defer c.Close()
	load := newMixedLoad(c, "s3")

	var phase atomic.Value
	phase.Store("before")
	byPhase := map[string]*loadtest.Stats{"before": loadtest.NewStats(), "outage": loadtest.NewStats(), "recovering": loadtest.NewStats(), "after": loadtest.NewStats()}
	var uploadsOK atomic.Int64
	var bad []string
	var badMu sync.Mutex
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		loadtest.Run(ctx, 4, 0, nil, func(w, i int) loadtest.Result {
			ph := phase.Load().(string)
			var r loadtest.Result
			if i%2 == 0 {
				r = c.Upload("image", "photo.png", loadPhoto)
				if r.OK() {
					uploadsOK.Add(1)
				}
			} else {
				r = load.step(w, 4*i+1) // upload a CV and apply
				if r.Op == "apply" {    // the CV was stored
					uploadsOK.Add(1)
				}
			}
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
	if !testkit.Eventually(20*time.Second, func() bool { return get("/readyz") == 503 }) {
		t.Fatal("/readyz did not turn 503")
	}
	seen("outage", 503, 503, 5)
	proxy.Restore()
	phase.Store("recovering")
	if !testkit.Eventually(30*time.Second, func() bool { return get("/readyz") == 200 }) {
		t.Fatal("/readyz did not recover")
	}
	// Requests still waiting on the cut connections finish first.
	time.Sleep(time.Second)
	phase.Store("after")
	seen("after", 200, 299, 20)
	stop()
	<-done
	p.Stop()

	for ph, s := range byPhase {
		t.Logf("%s: %s", ph, s)
	}
	for _, b := range bad {
		t.Error("not a 503 in its envelope: " + b)
	}
	if byPhase["outage"].Count(503, 503) == 0 {
		t.Error("no 503 during the outage")
	}
	if s := byPhase["after"]; s.Count(200, 299) == 0 || s.Total() != s.Count(200, 299) {
		t.Errorf("after recovery: %s %v", s, s.Samples())
	}
	w := openWorld(t, dbURL, s3)
	for _, problem := range w.halfWritten(t) {
		t.Error(problem)
	}
	// A failed upload leaves no row: every row is an upload that was
	// acknowledged (a CV whose application failed is still a queued file).
	rows := w.count(t, `SELECT count(*) FROM careers_files`)
	if int64(rows) != uploadsOK.Load() {
		t.Errorf("%d file rows for %d acknowledged uploads", rows, uploadsOK.Load())
	}
	t.Logf("%d uploads acknowledged, %d file rows, %d orphan objects", uploadsOK.Load(), rows, w.orphanObjects(t))
}

var loadPhoto = careerstest.PNG(16, 16)
