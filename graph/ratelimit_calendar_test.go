package graph_test

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/rest/content"
)

// TestCalendarWritesShareTheWriteBudgets: the calendar interface's writes
// (REST, WordPress's envelope) count against the same per-key and per-IP
// write budgets as the content interface's and GraphQL's, on every
// instance when the counters are shared (Redis); past the budget they are
// 429 rest_too_many_requests with Retry-After, and nothing is written.
// Wrong credentials are counted too (before authentication); reads are
// not counted as writes.
func TestCalendarWritesShareTheWriteBudgets(t *testing.T) {
	t.Parallel()
	for name, storeOf := range stores(t) {
		t.Run(name, func(t *testing.T) {
			store := storeOf(t)
			a, b := rateLimited(t, store, windowClock(), content.Budget{PerKey: 100, PerIP: 100, Window: time.Minute},
				content.Budget{PerKey: 4, PerIP: 12, Window: time.Minute})
			second := b
			if store == nil {
				second = a // each instance has its own counters
			}
			acme := testkit.NewTenant(t, a.Modules.Accounts, "acme")
			auth := []string{"Authorization", "Bearer " + acme.Key}
			venue := func(i int) map[string]any { return map[string]any{"venue": fmt.Sprintf("Hall %d", i)} }
			r := a.Do(t, testkit.Request("POST", "/calendar/events/v1/venues", venue(1), auth...))
			expectStatus(t, r, 201, "calendar write 1")
			if r.Header.Get("X-RateLimit-Limit") != "4" || r.Header.Get("X-RateLimit-Remaining") != "3" {
				t.Fatalf("calendar write: limit %q remaining %q", r.Header.Get("X-RateLimit-Limit"), r.Header.Get("X-RateLimit-Remaining"))
			}
			expectStatus(t, second.Do(t, restUpload(t, acme.Key)), 200, "content write")
			expectStatus(t, a.Do(t, gqlPost(`mutation { createTag(input: {name: "free"}) { id } }`, auth...)), 200, "GraphQL write")
			expectStatus(t, second.Do(t, testkit.Request("PUT", "/calendar/events/v1/venues/0", venue(2), auth...)), 400, "calendar write 4 (unknown venue: 400 as TEC)")
			// The key's budget of 4 writes is spent, whichever transport.
			over := second.Do(t, testkit.Request("POST", "/calendar/events/v1/venues", venue(3), auth...))
			var body struct {
				Code string
				Data struct{ Status int }
			}
			if err := json.Unmarshal(over.Body, &body); err != nil || over.StatusCode != 429 || over.Header.Get("Retry-After") != "45" ||
				body.Code != "rest_too_many_requests" || body.Data.Status != 429 || over.Header.Get("X-RateLimit-Remaining") != "0" {
				t.Fatalf("calendar write over budget: %d Retry-After %q: %s", over.StatusCode, over.Header.Get("Retry-After"), over.Body)
			}
			expectLimited(t, a.Do(t, gqlPost(`mutation { createTag(input: {name: "more"}) { id } }`, auth...)), "GraphQL write over budget")
			// Through a language root too.
			if r := a.Do(t, testkit.Request("DELETE", "/en_us/calendar/events/v1/venues/1", nil, auth...)); r.StatusCode != 429 {
				t.Fatalf("language root write over budget: %d %s", r.StatusCode, r.Body)
			}
			// Nothing was written past the budget: one venue.
			list := a.Do(t, testkit.Request("GET", "/calendar/events/v1/venues", nil, auth...))
			if list.StatusCode != 200 || list.Header.Get("X-TEC-Total") != "1" {
				t.Fatalf("venues after the refused writes: %d total %q", list.StatusCode, list.Header.Get("X-TEC-Total"))
			}
			// Wrong credentials, each with a budget of its own, spend the
			// IP's (12, of which 7 are spent): guessing is bounded.
			refused := 0
			for i := 0; ; i++ {
				r := a.Do(t, testkit.Request("POST", "/calendar/events/v1/venues", venue(10+i), "Authorization", fmt.Sprintf("Bearer cbk_wrong%d", i)))
				if r.StatusCode == 429 {
					break
				}
				if r.StatusCode != 401 || i > 12 {
					t.Fatalf("wrong key %d: %d %s", i, r.StatusCode, r.Body)
				}
				refused++
			}
			if refused != 5 {
				t.Fatalf("%d wrong keys answered 401 before the IP's budget ran out, want 5", refused)
			}
		})
	}
}
