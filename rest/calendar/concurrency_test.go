package calendar_test

import (
	"fmt"
	"sync"
	"testing"

	"corkboard/internal/testkit"
)

// TestConcurrentWritesOfSharedNames: clients creating events at once with
// the same title, a new category, a new tag and a new inline venue and
// organizer (on PostgreSQL these race: each transaction looks, finds
// nothing and inserts) all succeed; the shared terms, venue and
// organizer exist once and every event has its own slug.
func TestConcurrentWritesOfSharedNames(t *testing.T) {
	f := newFixture(t)
	const n = 16
	var wg sync.WaitGroup
	statuses := make([]int, n)
	bodies := make([]string, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			req := testkit.Request("POST", root+"/events", map[string]any{
				"title": "Concert", "start_date": "2027-03-01 20:00:00", "end_date": "2027-03-01 22:00:00",
				"categories": []string{"Jazz"}, "tags": "live", "venue": map[string]any{"venue": "Town Hall"},
				"organizer": []map[string]any{{"organizer": "Jazz Club"}}, "status": "publish",
			}, "Authorization", f.key)
			resp, err := f.App.Test(req, -1)
			if err != nil {
				t.Error(err)
				return
			}
			var b [512]byte
			k, _ := resp.Body.Read(b[:])
			statuses[i], bodies[i] = resp.StatusCode, string(b[:k])
		}(i)
	}
	wg.Wait()
	for i := range statuses {
		if statuses[i] != 201 {
			t.Errorf("request %d: %d %s", i, statuses[i], bodies[i])
		}
	}
	count := func(q string) int {
		var c int
		if err := f.DB.QueryRow(q).Scan(&c); err != nil {
			t.Fatal(err)
		}
		return c
	}
	for q, want := range map[string]int{
		`SELECT count(*) FROM calendar_terms WHERE name = 'Jazz'`:                         1,
		`SELECT count(*) FROM calendar_terms WHERE name = 'live'`:                         1,
		`SELECT count(*) FROM calendar_venues WHERE title = 'Town Hall'`:                  1,
		`SELECT count(*) FROM calendar_organizers WHERE title = 'Jazz Club'`:              1,
		`SELECT count(DISTINCT slug) FROM calendar_events WHERE title = 'Concert'`:        n,
		`SELECT count FROM calendar_terms WHERE name = 'Jazz'`:                            n,
		fmt.Sprintf(`SELECT count(*) FROM calendar_events WHERE title = '%s'`, "Concert"): n,
	} {
		if got := count(q); got != want {
			t.Errorf("%s: %d, want %d", q, got, want)
		}
	}
}
