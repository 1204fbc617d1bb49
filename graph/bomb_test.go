package graph_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
)

// fragmentBomb is a document of n+1 fragments where each spreads the one
// before it twice: about 60 bytes per level, 2^n company fields once
// expanded.
func fragmentBomb(n int) string {
	var b strings.Builder
	b.WriteString("fragment F0 on Query { company { name } }\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "fragment F%d on Query { ...F%d ...F%d }\n", i, i-1, i-1)
	}
	fmt.Fprintf(&b, "query { ...F%d }", n)
	return b.String()
}

// TestFragmentBomb sends a 30-level fragment bomb (1.3 KB, 2^30 fields
// once expanded) anonymously and as a key: it is refused as too complex
// without being expanded. Expanding it takes minutes of CPU; the
// deadline below is a generous bound on an answer that takes
// milliseconds, not a latency assertion.
func TestFragmentBomb(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	tenant := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	query := fragmentBomb(30)
	for _, who := range [][]string{nil, {"Authorization", "Bearer " + tenant.Key}} {
		done := make(chan *testkit.Response, 1)
		go func() {
			done <- s.Do(t, testkit.Request("POST", "/graphql", map[string]any{"query": query}, who...))
		}()
		select {
		case r := <-done:
			if !strings.Contains(string(r.Body), `"code":"COMPLEXITY_LIMIT_EXCEEDED"`) {
				t.Fatalf("%d %s", r.StatusCode, trunc(string(r.Body)))
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("no answer to a %d-byte fragment bomb after 30 s: it is being expanded", len(query))
		}
	}
}
