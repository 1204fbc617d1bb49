package content_test

import (
	"strings"
	"testing"

	"corkboard/internal/testkit"
)

// TestJobListReadsTheListingIndexInOrder asks PostgreSQL for the plan of
// the public job list's page: the page's ids come from the listing index
// alone (an index-only scan), in the order the list wants (publication,
// then id, newest first), without a sort below the limit, so a deep page
// costs index entries, not rows; only the page's jobs are then read by
// key (and their few rows sorted); the total is counted once, beside.
// No sequential scan, in the plan for the values nor in the generic plan
// of the prepared statement. Sequential scans are disabled for the
// EXPLAIN so that the answer does not depend on how small the test's
// table is.
func TestJobListReadsTheListingIndexInOrder(t *testing.T) {
	if testkit.Dialect() != "postgres" {
		t.Skip("EXPLAIN plans are checked on PostgreSQL")
	}
	w := newJobsWorld(t)
	s := w.s
	rec := testkit.RecordStatements(s.Pools()...)
	if r := get(t, s, "/content/v1/jobs?per_page=2&page=2", w.acme.Key); r.StatusCode != 200 {
		t.Fatalf("list: %d %s", r.StatusCode, r.Body)
	}
	var page *testkit.Statement
	for _, st := range rec.Statements() {
		if strings.HasPrefix(st.Query, "SELECT j.*") && strings.Contains(st.Query, "careers_jobs AS j") {
			page = &st
		}
	}
	if page == nil {
		t.Fatal("no job page statement seen")
	}
	if len(page.Args) == 0 {
		t.Fatalf("job page ran without parameters: %s", page.Query)
	}
	// The plan for these values, and the generic plan PostgreSQL may
	// settle on for the prepared statement: both must hold.
	custom, generic := testkit.Explain(t, s.DB, *page, "")
	for _, plan := range []string{custom, generic} {
		lines := strings.Split(plan, "\n")
		inOrder := false
		for i, l := range lines {
			at := strings.Index(l, "->  Limit")
			if at < 0 {
				continue
			}
			// The limit's input (its first child node, past the InitPlan
			// that counts and the total's window, if any) is the scan.
			for _, c := range lines[i+1:] {
				child := strings.Index(c, "->")
				if child >= 0 && child <= at {
					break // past the limit's subtree
				}
				if child != at+6 || strings.Contains(c, "WindowAgg") {
					continue
				}
				inOrder = strings.Contains(c, "Index Only Scan") && strings.Contains(c, "careers_jobs_listing_order_idx")
				break
			}
		}
		if !inOrder || strings.Contains(plan, "Seq Scan") {
			t.Errorf("job page not read in order from the listing index:\n%s\n%s", page.Query, plan)
		}
	}
}
