package calendar_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

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
			StartDate: str(s.Format(calendar.DateLayout)), EndDate: str(s.Add(2 * time.Hour).Format(calendar.DateLayout)),
			Categories: &cats})
	}
	if _, err := f.Modules.Calendar.Events.CreateMany(testkit.System(), batch); err != nil {
		t.Fatal(err)
	}
	if _, err := f.DB.ExecContext(context.Background(), "ANALYZE"); err != nil {
		t.Fatal(err)
	}

	rec := &recorder{}
	f.DB.AddQueryHook(rec)
	if f.Deps.ReadDB != nil {
		f.Deps.ReadDB.AddQueryHook(rec)
	}
	r := f.call("GET", root+"/events?per_page=10&page=2&start_date=2026-06-01&end_date=2026-06-30&categories=concerts", nil, "")
	if r.StatusCode != 200 {
		t.Fatalf("archive: %d %s", r.StatusCode, r.Body)
	}
	windowed := 0 // plan nodes that read the month through an index range
	for _, q := range rec.queries() {
		if !strings.HasPrefix(q, "SELECT") || !strings.Contains(q, `FROM "calendar_events"`) && !strings.Contains(q, "FROM calendar_event_terms") {
			continue
		}
		plan := explain(t, f.DB, q)
		bounded := func(n planNode) bool { return strings.Count(n.IndexCond, "start_utc") >= 2 }
		for _, n := range plan.nodes() {
			// (a bitmap index scan names its index, not its table)
			if (n.Relation == "calendar_events" || n.Relation == "calendar_event_terms" || strings.HasPrefix(n.Index, "calendar_event")) && bounded(n) {
				windowed++
			}
		}
		for _, n := range plan.nodes() {
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
	}
	if windowed < 2 { // the page and its count (one statement)
		t.Fatalf("%d plan nodes read the month by an index range: %q", windowed, rec.queries())
	}
}

// recorder keeps the statements sent to the database.
type recorder struct {
	mu sync.Mutex
	qs []string
}

func (r *recorder) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (r *recorder) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	r.mu.Lock()
	r.qs = append(r.qs, e.Query)
	r.mu.Unlock()
}

func (r *recorder) queries() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.qs...)
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

// explain returns the plan of q with sequential scans disabled.
func explain(t *testing.T, db *bun.DB, q string) plan {
	t.Helper()
	ctx := context.Background()
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, "SET LOCAL enable_seqscan = off"); err != nil {
		t.Fatal(err)
	}
	var raw string
	if err := tx.QueryRowContext(ctx, "EXPLAIN (FORMAT JSON) "+q).Scan(&raw); err != nil {
		t.Fatalf("EXPLAIN %s: %v", q, err)
	}
	var out []struct {
		Plan planNode `json:"Plan"`
	}
	if err := json.Unmarshal([]byte(raw), &out); err != nil || len(out) == 0 {
		t.Fatalf("plan %s: %v", raw, err)
	}
	return plan{root: out[0].Plan, raw: raw}
}
