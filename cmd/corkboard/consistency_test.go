package main

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"corkboard/internal/database"
	"corkboard/storage"
)

// world is the database and storage a test server wrote to, opened
// directly (not through the server) to check what it left behind.
type world struct {
	db    *bun.DB
	store storage.Storage
}

func openWorld(t *testing.T, dbURL, storageURL string) *world {
	t.Helper()
	db, err := database.Open(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	store, err := storage.Open(context.Background(), storageURL, storage.NewSigner("http://x", []byte(strings.Repeat("s", 32))))
	if err != nil {
		t.Fatal(err)
	}
	return &world{db: db, store: store}
}

// count runs a count query.
func (w *world) count(t *testing.T, query string, args ...any) int {
	t.Helper()
	var n int
	if err := w.db.QueryRowContext(context.Background(), query, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

// halfWritten lists what a write interrupted half way would leave: an
// application of the load (first name starting with "W") without its one
// education entry, its one experience entry or its attached CV; a file
// attached to nothing; an idempotency key without its application; a file
// row whose object is missing; a calendar post id without its event; an
// event of the load without its category.
func (w *world) halfWritten(t *testing.T) []string {
	t.Helper()
	var problems []string
	check := func(what, query string) {
		if n := w.count(t, query); n > 0 {
			problems = append(problems, fmt.Sprintf("%d %s", n, what))
		}
	}
	check("load applications without exactly one education entry", `SELECT count(*) FROM careers_applications a
		WHERE a.first_name LIKE 'W%' AND (SELECT count(*) FROM careers_application_education e WHERE e.application_id = a.id) <> 1`)
	check("load applications without exactly one experience entry", `SELECT count(*) FROM careers_applications a
		WHERE a.first_name LIKE 'W%' AND (SELECT count(*) FROM careers_application_experience e WHERE e.application_id = a.id) <> 1`)
	check("load applications without their attached CV", `SELECT count(*) FROM careers_applications a
		WHERE a.first_name LIKE 'W%' AND (SELECT count(*) FROM careers_files f WHERE f.application_id = a.id
		AND f.status = 'attached' AND f.purpose = 'curriculum_vitae') <> 1`)
	check("attached files without an application", `SELECT count(*) FROM careers_files f WHERE f.status = 'attached'
		AND (f.application_id IS NULL OR NOT EXISTS (SELECT 1 FROM careers_applications a WHERE a.id = f.application_id))`)
	check("queued files tied to an application", `SELECT count(*) FROM careers_files WHERE status = 'queued' AND application_id IS NOT NULL`)
	check("calendar post ids without their event", `SELECT count(*) FROM calendar_posts p WHERE p.post_type = 'event'
		AND NOT EXISTS (SELECT 1 FROM calendar_events e WHERE e.id = p.id)`)
	check("load events without their category", `SELECT count(*) FROM calendar_events e WHERE e.title LIKE 'load %'
		AND NOT EXISTS (SELECT 1 FROM calendar_event_terms et JOIN calendar_terms tm ON tm.id = et.term_id
		WHERE et.event_id = e.id AND tm.name = 'load')`)
	check("duplicate load events", `SELECT count(*) FROM (SELECT title FROM calendar_events WHERE title LIKE 'load %'
		GROUP BY title HAVING count(*) > 1) d`)
	rows, err := w.db.QueryContext(context.Background(), `SELECT storage_key FROM careers_files`)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for rows.Next() {
		var k string
		_ = rows.Scan(&k)
		keys = append(keys, k)
	}
	rows.Close()
	missing := 0
	for _, k := range keys {
		if _, err := w.store.Stat(context.Background(), k); err != nil {
			missing++
		}
	}
	if missing > 0 {
		problems = append(problems, fmt.Sprintf("%d file rows whose object is missing", missing))
	}
	return problems
}

// orphanObjects counts objects under careers/ no row refers to.
func (w *world) orphanObjects(t *testing.T) int {
	t.Helper()
	used := map[string]bool{}
	for _, q := range []string{`SELECT storage_key FROM careers_files`, `SELECT logo_key FROM companies WHERE logo_key IS NOT NULL`,
		`SELECT image_key FROM careers_jobs WHERE image_key IS NOT NULL`} {
		rows, err := w.db.QueryContext(context.Background(), q)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var k string
			_ = rows.Scan(&k)
			used[k] = true
		}
		rows.Close()
	}
	n := 0
	if err := w.store.List(context.Background(), "careers/", func(i storage.Info) error {
		if !used[i.Key] {
			n++
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return n
}
