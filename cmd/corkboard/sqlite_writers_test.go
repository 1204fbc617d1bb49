package main

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"corkboard/internal/loadtest"
	"corkboard/internal/testkit"
)

// TestSQLiteConcurrentWriters runs the built binary on SQLite and has 16
// clients write at once for a few seconds (uploads, applications, events,
// tags, venues) while others read: every request succeeds, and no
// "database is locked" reaches a client or the log.
func TestSQLiteConcurrentWriters(t *testing.T) {
	if testkit.Dialect() != "sqlite" {
		t.Skip("SQLite only")
	}
	p := startProc(t, procConfig{Data: t.TempDir(), DatabaseURL: testkit.DatabaseURL(t), Demo: true, LogLevel: "warn"})
	c := loadtest.New(p.Base, p.DemoKey())
	defer c.Close()
	load := newMixedLoad(c, "lite")
	stats := loadtest.NewStats()
	var locked []string
	var mu sync.Mutex
	ctx, stop := context.WithTimeout(context.Background(), 5*time.Second)
	defer stop()
	loadtest.Run(ctx, 16, 0, nil, func(w, i int) loadtest.Result {
		var r loadtest.Result
		switch w % 4 {
		case 0:
			r = load.step(w, 4*i+1) // upload and apply
		case 1:
			r = load.step(w, 4*i+2) // create an event
		case 2:
			if i%2 == 0 {
				r = c.JSON("create tag", "POST", "/calendar/events/v1/tags", map[string]any{"name": fmt.Sprintf("tag w%d-%d", w, i)})
			} else {
				r = c.JSON("create venue", "POST", "/calendar/events/v1/venues", map[string]any{"venue": fmt.Sprintf("venue w%d-%d", w, i)})
			}
		default:
			if i%2 == 0 {
				r = c.ListEvents("per_page=10")
			} else {
				r = c.ListJobs("per_page=10")
			}
		}
		stats.Add(r)
		if strings.Contains(strings.ToLower(string(r.Body)), "locked") || strings.Contains(string(r.Body), "SQLITE_BUSY") {
			mu.Lock()
			locked = append(locked, r.String())
			mu.Unlock()
		}
		return r
	})
	t.Logf("%d requests: %s", stats.Total(), stats)
	if stats.Total() != stats.Count(200, 299) {
		t.Errorf("not everything succeeded: %v", stats.Samples())
	}
	for _, l := range locked {
		t.Error(l)
	}
	p.Stop()
	if logs := p.Logs(); strings.Contains(strings.ToLower(logs), "locked") || strings.Contains(logs, "SQLITE_BUSY") {
		t.Errorf("the log mentions a locked database:\n%s", logs)
	}
}
