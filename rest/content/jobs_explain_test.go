package content_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"corkboard/internal/testkit"
)

// TestJobListReadsTheListingIndexInOrder asks PostgreSQL for the plan of
// the public job list's page: the page's ids come from the listing index
// alone (an index-only scan), in the order the list wants (publication,
// then id, newest first), without a sort below the limit (only the
// total's window over that scan), so a deep page costs index entries, not
// rows; only the page's jobs are then read by key (and their few rows
// sorted). No sequential scan. Sequential scans are
// disabled for the EXPLAIN so that the answer does not depend on how
// small the test's table is.
func TestJobListReadsTheListingIndexInOrder(t *testing.T) {
	if testkit.Dialect() != "postgres" {
		t.Skip("EXPLAIN plans are checked on PostgreSQL")
	}
	w := newJobsWorld(t)
	s := w.s
	var mu sync.Mutex
	var page string
	hook := queryHook(func(q string) {
		if strings.HasPrefix(q, "SELECT j.*") && strings.Contains(q, "careers_jobs AS j") {
			mu.Lock()
			page = q
			mu.Unlock()
		}
	})
	s.DB.AddQueryHook(hook)
	if s.Deps.ReadDB != nil {
		s.Deps.ReadDB.AddQueryHook(hook)
	}
	if r := get(t, s, "/content/v1/jobs?per_page=2&page=2", w.acme.Key); r.StatusCode != 200 {
		t.Fatalf("list: %d %s", r.StatusCode, r.Body)
	}
	mu.Lock()
	q := page
	mu.Unlock()
	if q == "" {
		t.Fatal("no job page statement seen")
	}
	ctx := context.Background()
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, "SET LOCAL enable_seqscan = off"); err != nil {
		t.Fatal(err)
	}
	var lines []string
	if err := tx.NewRaw("EXPLAIN "+q).Scan(ctx, &lines); err != nil {
		t.Fatal(err)
	}
	plan := strings.Join(lines, "\n")
	inOrder := false
	for i, l := range lines {
		if !strings.Contains(l, "->  Limit") {
			continue
		}
		// Below the limit: the total's window over the scan, then the scan.
		next := i + 1
		for next < len(lines) && strings.Contains(lines[next], "WindowAgg") {
			next++
		}
		inOrder = next < len(lines) && strings.Contains(lines[next], "Index Only Scan") &&
			strings.Contains(lines[next], "careers_jobs_listing_order_idx")
	}
	if !inOrder || strings.Contains(plan, "Seq Scan") {
		t.Fatalf("job page not read in order from the listing index:\n%s\n%s", q, plan)
	}
}

// queryHook calls f with every statement sent.
type queryHook func(q string)

func (h queryHook) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }
func (h queryHook) AfterQuery(_ context.Context, e *bun.QueryEvent)                    { h(e.Query) }
