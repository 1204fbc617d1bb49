package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"corkboard/internal/database"
	"corkboard/internal/testkit"
)

// TestScheduledPublicationServes: two built binaries on one PostgreSQL
// database, with the real clock. An event scheduled through one of them
// a few seconds ahead goes live at its date without anybody touching it
// (the write woke that instance's scheduler, which waits for the date: the
// periodic check is an hour away), on both instances, published by one
// of them once (their logs). An event whose date passed while no instance
// ran goes live when one starts again.
func TestScheduledPublicationServes(t *testing.T) {
	if testkit.Dialect() != "postgres" {
		t.Skip("two instances share a PostgreSQL database")
	}
	dbURL := testkit.DatabaseURL(t)
	env := []string{"CORKBOARD_PUBLISH_INTERVAL=1h"}
	a := startProc(t, procConfig{Data: t.TempDir(), DatabaseURL: dbURL, Demo: true, LogLevel: "info", Env: env})
	b := startProc(t, procConfig{Data: t.TempDir(), DatabaseURL: dbURL, LogLevel: "info", Env: env})
	key := a.DemoKey()
	const events = "/calendar/events/v1/events"

	schedule := func(p *proc, title string, due time.Time) (id int64) {
		t.Helper()
		start := time.Now().UTC().Add(48 * time.Hour)
		body, _ := json.Marshal(map[string]any{"title": title, "status": "future",
			"date_utc": due.UTC().Format(time.DateTime), "start_date": start.Format(time.DateTime),
			"end_date": start.Add(time.Hour).Format(time.DateTime), "categories": []string{"Launches"}})
		req, _ := http.NewRequest("POST", p.Base+events, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+key)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var e struct {
			ID     int64  `json:"id"`
			Status string `json:"status"`
		}
		if err := json.NewDecoder(resp.Body).Decode(&e); err != nil || resp.StatusCode != 201 || e.Status != "future" {
			t.Fatalf("schedule %q: %d %+v %v", title, resp.StatusCode, e, err)
		}
		return e.ID
	}
	// status answers an anonymous GET of the event on p.
	status := func(p *proc, id int64) int {
		t.Helper()
		resp, err := http.Get(fmt.Sprintf("%s%s/%d", p.Base, events, id))
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp.StatusCode
	}
	listed := func(p *proc, id int64) bool {
		t.Helper()
		resp, err := http.Get(p.Base + events + "?categories=launches")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return strings.Contains(string(b), fmt.Sprintf(`"id":%d,`, id))
	}
	waitLive := func(p *proc, id int64) {
		t.Helper()
		if !testkit.Eventually(30*time.Second, func() bool { return status(p, id) == 200 && listed(p, id) }) {
			t.Fatalf("event %d not live on %s: %d\n%s", id, p.Base, status(p, id), p.Logs())
		}
	}
	// published sums the events p's scheduler logged publishing.
	published := func(p *proc) (n int) {
		for _, line := range strings.Split(p.Logs(), "\n") {
			var l struct {
				Msg    string `json:"msg"`
				Events int    `json:"events"`
			}
			if json.Unmarshal([]byte(line), &l) == nil && l.Msg == "scheduled publication" {
				n += l.Events
			}
		}
		return n
	}

	due := time.Now().UTC().Truncate(time.Second).Add(3 * time.Second)
	soon := schedule(a, "Launch", due)
	if time.Now().Before(due.Add(-time.Second)) {
		for _, p := range []*proc{a, b} {
			if s := status(p, soon); s != 403 {
				t.Errorf("%s before the date: %d", p.Base, s)
			}
		}
	}
	waitLive(a, soon)
	waitLive(b, soon)
	if n := published(a) + published(b); n != 1 {
		t.Errorf("instances logged %d publications, want 1\na: %s\nb: %s", n, a.Logs(), b.Logs())
	}

	// Scheduled an hour ahead, then every instance stops; the hour passes
	// while none runs (the date is moved back in the database).
	later := schedule(b, "Later launch", time.Now().Add(time.Hour))
	a.Stop()
	b.Stop()
	db, err := database.Open(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.NewUpdate().Table("calendar_events").Set("published_at = ?", time.Now().UTC().Add(-time.Minute)).
		Where("id = ?", later).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	restarted := startProc(t, procConfig{Data: t.TempDir(), DatabaseURL: dbURL, LogLevel: "info", Env: env})
	waitLive(restarted, later)
	if n := published(restarted); n != 1 {
		t.Errorf("the restarted instance logged %d publications, want 1\n%s", n, restarted.Logs())
	}
}
