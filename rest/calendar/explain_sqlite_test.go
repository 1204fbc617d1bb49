package calendar_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules/calendar"
)

// TestArchiveCountsOnSQLiteUseCoveringIndexes is the SQLite side of
// TestColdEventListUsesIndexes: the instants are declared TEXT (not
// TIMESTAMP, which SQLite gives numeric affinity, so that every comparison
// tried to read each index entry as a number), and no statement behind a
// cold archive request (one month with a category, the default window)
// scans the events or their term links: each reads them through an index
// (EXPLAIN QUERY PLAN says SEARCH, never SCAN of those tables), and the
// total comes from the per-day counts (calendar_archive_days).
func TestArchiveCountsOnSQLiteUseCoveringIndexes(t *testing.T) {
	if testkit.Dialect() != "sqlite" {
		t.Skip("SQLite's plans; PostgreSQL's are checked by TestColdEventListUsesIndexes")
	}
	f := newFixture(t)
	ctx := context.Background()
	for _, table := range []string{"calendar_events", "calendar_event_terms"} {
		var cols []struct {
			Name string `bun:"name"`
			Type string `bun:"type"`
		}
		if err := f.DB.NewRaw("SELECT name, type FROM pragma_table_info(?)", table).Scan(ctx, &cols); err != nil {
			t.Fatal(err)
		}
		seen := 0
		for _, c := range cols {
			if c.Name == "start_utc" || c.Name == "end_utc" {
				seen++
				if c.Type != "TEXT" {
					t.Errorf("%s.%s is declared %s, want TEXT", table, c.Name, c.Type)
				}
			}
		}
		if seen != 2 {
			t.Errorf("%s: %d instant columns", table, seen)
		}
	}
	cat := id(t, f.call("POST", root+"/categories", map[string]any{"name": "Concerts"}, f.admin))
	str := func(s string) *string { return &s }
	var batch []calendar.EventInput
	start := time.Now().UTC().Truncate(time.Hour).AddDate(0, -3, 0)
	for i := range 300 {
		s := start.Add(time.Duration(i) * 43 * time.Hour)
		cats := []string{cat}
		batch = append(batch, calendar.EventInput{PostInput: calendar.PostInput{Title: str(fmt.Sprintf("Event %d", i))},
			Start: calendar.Wall(s), End: calendar.Wall(s.Add(2 * time.Hour)), Categories: &cats})
	}
	if _, err := f.Modules.Calendar.Events.CreateMany(testkit.System(), batch); err != nil {
		t.Fatal(err)
	}
	if _, err := f.DB.ExecContext(ctx, "ANALYZE"); err != nil {
		t.Fatal(err)
	}
	month := start.AddDate(0, 1, 0).Format("2006-01")
	for _, path := range []string{
		"/events?per_page=10&page=2&start_date=" + month + "-01&end_date=" + month + "-28&categories=concerts",
		"/events?per_page=10&start_date=" + month + "-01&end_date=" + month + "-28",
		"/events?per_page=10",
	} {
		rec := testkit.RecordStatements(f.Pools()...)
		r := f.call("GET", root+path, nil, "")
		if r.StatusCode != 200 {
			t.Fatalf("%s: %d %s", path, r.StatusCode, r.Body)
		}
		counted := 0
		for _, st := range rec.Statements() {
			q := st.Query
			if !strings.HasPrefix(q, "SELECT") || !strings.Contains(q, "calendar_event") {
				continue
			}
			rows, err := f.DB.DB.QueryContext(ctx, "EXPLAIN QUERY PLAN "+q, st.Args...)
			if err != nil {
				t.Fatalf("EXPLAIN QUERY PLAN %s: %v", q, err)
			}
			var plan []string
			for rows.Next() {
				var id, parent, unused int
				var detail string
				if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
					t.Fatal(err)
				}
				plan = append(plan, detail)
			}
			if err := rows.Close(); err != nil {
				t.Fatal(err)
			}
			for _, d := range plan {
				if strings.HasPrefix(d, "SCAN ") && (strings.Contains(d, "calendar_events") || strings.Contains(d, "calendar_event_terms") || strings.Contains(d, " e ") || strings.Contains(d, " et ")) {
					t.Errorf("%s: a scan (%s) for\n%s\nplan:\n%s", path, d, q, strings.Join(plan, "\n"))
				}
			}
			if strings.Contains(q, "archive_total") {
				counted++
				// the total is a sum of the per-day counts (and of a few
				// events at the window's edges)
				if !strings.Contains(strings.Join(plan, "\n"), "calendar_archive_days") {
					t.Errorf("%s: the total does not read the per-day counts:\n%s", path, strings.Join(plan, "\n"))
				}
			}
		}
		if counted == 0 {
			t.Errorf("%s: no counted archive statement among %q", path, rec.Statements())
		}
	}
}
