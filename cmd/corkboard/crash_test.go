package main

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"corkboard/internal/loadtest"
	"corkboard/internal/testkit"
)

// TestCrashSafety kills the built binary with SIGKILL during a burst of
// uploads and applications, restarts it, and checks: every acknowledged
// application exists with its files (their objects too), nothing
// unacknowledged is half there, and the sweep of the restarted server
// removes the queued uploads nobody applied with (once expired) and the
// objects a crash left without a row.
func TestCrashSafety(t *testing.T) {
	t.Run("local disk", func(t *testing.T) {
		data := t.TempDir()
		crashSafety(t, data, "file://"+filepath.Join(data, "uploads"))
	})
	t.Run("minio", func(t *testing.T) { crashSafety(t, t.TempDir(), testkit.S3URL(t)) })
}

func crashSafety(t *testing.T, data, storageURL string) {
	dbURL := testkit.DatabaseURL(t)
	env := []string{"CORKBOARD_UPLOAD_TTL=4s"}
	p := startProc(t, procConfig{Data: data, DatabaseURL: dbURL, StorageURL: storageURL, Demo: true, Env: env})
	key := p.DemoKey()
	c := loadtest.New(p.Base, key)
	defer c.Close()

	type acked struct {
		key string
		id  int64
	}
	var mu sync.Mutex
	var apps []acked
	uploads := 0
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		loadtest.Run(ctx, 6, 0, nil, func(w, i int) loadtest.Result {
			if i%3 == 2 { // a photo nobody applies with
				r := c.Upload("image", "photo.png", loadPhoto)
				if r.OK() {
					mu.Lock()
					uploads++
					mu.Unlock()
				}
				return r
			}
			up := c.Upload("document", "cv.pdf", loadCV)
			if !up.OK() {
				return up
			}
			k := fmt.Sprintf("crash-w%d-%d", w, i)
			r := c.Apply(loadtest.Application(int64(1+i%30), up.ID, 0, fmt.Sprintf("W%d", w)), k)
			if r.Status == 200 {
				mu.Lock()
				apps = append(apps, acked{k, r.ID})
				mu.Unlock()
			}
			return r
		})
	}()
	// Killed in the middle of the load, once it has acknowledged some.
	if !testkit.Eventually(60*time.Second, func() bool { mu.Lock(); defer mu.Unlock(); return len(apps) >= 10 }) {
		t.Fatal("no application was acknowledged before the kill")
	}
	p.Kill()
	time.Sleep(200 * time.Millisecond)
	stop()
	<-done
	mu.Lock()
	t.Logf("killed after %d acknowledged applications and %d photo uploads", len(apps), uploads)
	if len(apps) == 0 {
		t.Fatal("no application was acknowledged before the kill")
	}
	mu.Unlock()

	// Right after the crash: what was acknowledged is there, whole.
	w := openWorld(t, dbURL, storageURL)
	for _, problem := range w.halfWritten(t) {
		t.Error("after the crash: " + problem)
	}
	for _, a := range apps {
		if n := w.count(t, `SELECT count(*) FROM careers_idempotency_keys k JOIN careers_applications a ON a.id = k.application_id
			WHERE k.idempotency_key = ? AND a.id = ?`, a.key, a.id); n != 1 {
			t.Errorf("acknowledged application %s (id %d) is missing", a.key, a.id)
		}
	}
	t.Logf("after the crash: %d queued files, %d orphan objects", w.count(t, `SELECT count(*) FROM careers_files WHERE status = 'queued'`), w.orphanObjects(t))

	// The restarted server sweeps: expired queued uploads and orphans go.
	// (Its first sweep looks for orphans older than the grace, and the
	// next one only after Settings.OrphanSweepEvery: restart after it.)
	time.Sleep(1500 * time.Millisecond)
	p = startProc(t, procConfig{Data: data, DatabaseURL: dbURL, StorageURL: storageURL,
		Env: append(env, "CORKBOARD_UPLOAD_SWEEP_INTERVAL=1s", "CORKBOARD_UPLOAD_ORPHAN_GRACE=1s")})
	var queued, orphans int
	if !testkit.Eventually(30*time.Second, func() bool {
		queued = w.count(t, `SELECT count(*) FROM careers_files WHERE status = 'queued'`)
		orphans = w.orphanObjects(t)
		return queued == 0 && orphans == 0
	}) {
		t.Fatalf("after restart: %d queued files and %d orphan objects left\n%s", queued, orphans, p.Logs())
	}
	// The acknowledged applications survived the sweep with their files.
	p.Stop()
	for _, problem := range w.halfWritten(t) {
		t.Error("after the sweep: " + problem)
	}
	if n := w.count(t, `SELECT count(*) FROM careers_files WHERE status = 'attached'`); n < len(apps) {
		t.Errorf("%d attached files for %d acknowledged applications", n, len(apps))
	}
}
