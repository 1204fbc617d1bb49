package testkit

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/uptrace/bun"
)

// explained numbers Explain's prepared statements.
var explained atomic.Int64

// Explain returns PostgreSQL's plans of st (EXPLAIN with options, such as
// "FORMAT JSON", one line per element), with sequential scans disabled
// (so that a small test table does not hide a missing index): the plan
// for its values, and the generic plan, which a prepared statement may
// settle on after a few runs. A statement without values has one plan,
// returned twice.
func Explain(t *testing.T, db *bun.DB, st Statement, options string) (custom, generic string) {
	t.Helper()
	ctx := context.Background()
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	exec := func(q string) {
		t.Helper()
		if _, err := tx.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	exec("SET LOCAL enable_seqscan = off")
	explain := "EXPLAIN (" + options + ") "
	if options == "" {
		explain = "EXPLAIN "
	}
	if len(st.Args) == 0 {
		var lines []string
		if err := tx.NewRaw(explain+st.Query).Scan(ctx, &lines); err != nil {
			t.Fatalf("EXPLAIN %s: %v", st.Query, err)
		}
		plan := strings.Join(lines, "\n")
		return plan, plan
	}
	// PREPARE outlives the transaction: the session keeps it until
	// DEALLOCATE (a name of its own, should that fail).
	name := fmt.Sprintf("testkit_explained_%d", explained.Add(1))
	exec("PREPARE " + name + " AS " + st.Query)
	defer func() { _, _ = tx.ExecContext(ctx, "DEALLOCATE "+name) }()
	plans := make([]string, 2)
	for i, mode := range []string{"force_custom_plan", "force_generic_plan"} {
		exec("SET LOCAL plan_cache_mode = " + mode)
		var lines []string
		if err := tx.NewRaw(explain+"EXECUTE "+name+" (?)", bun.In(st.Args)).Scan(ctx, &lines); err != nil {
			t.Fatalf("EXPLAIN EXECUTE %s %v: %v", st.Query, st.Args, err)
		}
		plans[i] = strings.Join(lines, "\n")
	}
	return plans[0], plans[1]
}
