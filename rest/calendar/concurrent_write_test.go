package calendar_test

import (
	"fmt"
	"sync"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
)

// TestConcurrentCreatesWithTheSameTitle races creates that want the same
// slug (events, venues, organizers, tags): every one succeeds, with
// distinct slugs; none is a 500 from a lost unique-constraint race.
func TestConcurrentCreatesWithTheSameTitle(t *testing.T) {
	s := testkit.NewServer(t)
	tenant := testkit.NewTenant(t, s.Modules.Accounts, "acme", modules.ScopeCalendarWrite)
	auth := []string{"Authorization", "Bearer " + tenant.Key}
	routes := []struct {
		path string
		body func(i int) map[string]any
	}{
		{"/calendar/events/v1/events", func(i int) map[string]any {
			return map[string]any{"title": "Same title", "start_date": "2027-01-02 10:00:00", "end_date": "2027-01-02 12:00:00"}
		}},
		{"/calendar/events/v1/venues", func(i int) map[string]any {
			return map[string]any{"venue": "Hall", "address": fmt.Sprintf("Street %d", i), "description": fmt.Sprintf("venue %d", i)}
		}},
		{"/calendar/events/v1/tags", func(i int) map[string]any {
			return map[string]any{"name": fmt.Sprintf("tag %d", i), "slug": "same"}
		}},
	}
	for _, rt := range routes {
		const n = 12
		var wg sync.WaitGroup
		statuses := make(chan int, n)
		for i := 0; i < n; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				r := s.Do(t, testkit.Request("POST", rt.path, rt.body(i), auth...))
				if r.StatusCode >= 500 {
					t.Errorf("%s: %d %s", rt.path, r.StatusCode, r.Body)
				}
				statuses <- r.StatusCode
			}(i)
		}
		wg.Wait()
		close(statuses)
		created := 0
		for st := range statuses {
			if st == 201 {
				created++
			}
		}
		if created == 0 {
			t.Errorf("%s: nothing created", rt.path)
		}
	}
}
