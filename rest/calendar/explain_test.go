package calendar_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules/calendar"
)

// TestColdEventListUsesIndexes asks PostgreSQL for the plans of the
// statements behind a cold archive request (one month, one category,
// exact totals): none may read the events table (or the term links)
// sequentially, the page and its count must come from an index range on
// the start date bounded on both sides (the events' own, or their term
// links'), and events are otherwise read by key only, so that the cost
// follows the month asked for, not the size of the calendar.
// Sequential scans are disabled for the EXPLAIN so that the answer does
// not depend on how small the test's table is: a plan that still scans
// the table has no index to use.
// The statements run prepared, with their values as parameters, so both
// the plan for the values and the generic plan are checked.
func TestColdEventListUsesIndexes(t *testing.T) {
	if testkit.Dialect() != "postgres" {
		t.Skip("EXPLAIN plans are checked on PostgreSQL")
	}
	f := newFixture(t)
	cat := id(t, f.call("POST", root+"/categories", map[string]any{"name": "Concerts"}, f.admin))
	other := id(t, f.call("POST", root+"/categories", map[string]any{"name": "Talks"}, f.admin))
	str := func(s string) *string { return &s }
	var batch []calendar.EventInput
	start := time.Date(2026, 1, 1, 18, 0, 0, 0, time.UTC)
	for i := range 600 {
		s := start.Add(time.Duration(i) * 43 * time.Hour)
		cats := []string{cat}
		if i%3 == 0 {
			cats = []string{other}
		}
		batch = append(batch, calendar.EventInput{PostInput: calendar.PostInput{Title: str(fmt.Sprintf("Event %d", i))},
			Start: calendar.Wall(s), End: calendar.Wall(s.Add(2 * time.Hour)),
			Categories: &cats})
	}
	if _, err := f.Modules.Calendar.Events.CreateMany(testkit.System(), batch); err != nil {
		t.Fatal(err)
	}
	if _, err := f.DB.ExecContext(context.Background(), "ANALYZE"); err != nil {
		t.Fatal(err)
	}

	rec := testkit.RecordStatements(f.Pools()...)
	r := f.call("GET", root+"/events?per_page=10&page=2&start_date=2026-06-01&end_date=2026-06-30&categories=concerts", nil, "")
	if r.StatusCode != 200 {
		t.Fatalf("archive: %d %s", r.StatusCode, r.Body)
	}
	prepared := 0 // statements run with their values as parameters
	for _, st := range rec.Statements() {
		q := st.Query
		if !strings.HasPrefix(q, "SELECT") || !strings.Contains(q, `FROM "calendar_events"`) && !strings.Contains(q, "FROM calendar_event_terms") {
			continue
		}
		if len(st.Args) > 0 {
			prepared++
		}
		// The plan for these values, and the generic plan PostgreSQL may
		// settle on for the prepared statement: both must hold.
		custom, generic := testkit.Explain(t, f.DB, st, "FORMAT JSON")
		for _, raw := range []string{custom, generic} {
			checkArchivePlan(t, q, parsePlan(t, raw))
		}
	}
	if prepared < 2 { // the page with its count, and the page's links
		t.Errorf("%d archive statements ran with parameters: %q", prepared, rec.Statements())
	}
}

// checkArchivePlan fails unless plan (of the archive statement q) reads
// no events or term links sequentially, reads events in a start date
// range or by key only, and, if it is the page's, reads the month through
// an index range for the page and again for its count.
func checkArchivePlan(t *testing.T, q string, plan plan) {
	t.Helper()
	bounded := func(n planNode) bool { return strings.Count(n.IndexCond, "start_utc") >= 2 }
	windowed := 0 // plan nodes that read the month through an index range
	for _, n := range plan.nodes() {
		// (a bitmap index scan names its index, not its table)
		if (n.Relation == "calendar_events" || n.Relation == "calendar_event_terms" || strings.HasPrefix(n.Index, "calendar_event")) && bounded(n) {
			windowed++
		}
		if n.Relation != "calendar_events" && n.Relation != "calendar_event_terms" {
			continue
		}
		switch {
		case n.Type == "Seq Scan":
			t.Errorf("sequential scan of %s for\n%s\nplan:\n%s", n.Relation, q, plan.raw)
		case n.Relation == "calendar_event_terms":
		case bounded(n):
		case strings.Contains(n.IndexCond, "id = "):
			// events fetched by key, for the links found in the window
		default:
			t.Errorf("calendar_events read by %s on %s neither in a start date range nor by key (%q) for\n%s\nplan:\n%s",
				n.Type, n.Index, n.IndexCond, q, plan.raw)
		}
	}
	if strings.Contains(q, "archive_total") && windowed < 2 { // the page and its count
		t.Errorf("%d plan nodes read the month by an index range for\n%s\nplan:\n%s", windowed, q, plan.raw)
	}
}

type planNode struct {
	Type      string     `json:"Node Type"`
	Relation  string     `json:"Relation Name"`
	Index     string     `json:"Index Name"`
	IndexCond string     `json:"Index Cond"`
	Plans     []planNode `json:"Plans"`
}

type plan struct {
	root planNode
	raw  string
}

func (p plan) nodes() []planNode {
	var out []planNode
	var walk func(n planNode)
	walk = func(n planNode) {
		out = append(out, n)
		for _, c := range n.Plans {
			walk(c)
		}
	}
	walk(p.root)
	return out
}

// parsePlan reads a plan in EXPLAIN's JSON format.
func parsePlan(t *testing.T, raw string) plan {
	t.Helper()
	var out []struct {
		Plan planNode `json:"Plan"`
	}
	if err := json.Unmarshal([]byte(raw), &out); err != nil || len(out) == 0 {
		t.Fatalf("plan %s: %v", raw, err)
	}
	return plan{root: out[0].Plan, raw: raw}
}
