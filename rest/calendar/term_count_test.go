package calendar_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"corkboard/internal/testkit"
)

// A created event adds itself to the counts of its terms (published
// only), also when events are created concurrently; the counts stay the
// number of published events with each term as events change status.
func TestTermCountsFollowCreates(t *testing.T) {
	f := newFixture(t)
	mismatched := func() []string {
		var rows []struct {
			Slug  string
			Count int64
			Want  int64
		}
		err := f.DB.NewRaw(`SELECT t.slug, t.count, (SELECT count(*) FROM calendar_event_terms et
			JOIN calendar_events e ON e.id = et.event_id WHERE et.term_id = t.id AND e.status = 'publish') AS want
			FROM calendar_terms t`).Scan(context.Background(), &rows)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, r := range rows {
			if r.Count != r.Want {
				out = append(out, fmt.Sprintf("%s: count %d, published events %d", r.Slug, r.Count, r.Want))
			}
		}
		return out
	}
	const published, drafts = 12, 4
	var wg sync.WaitGroup
	statuses := make(chan int, published+drafts)
	for i := range published + drafts {
		status := "publish"
		if i >= published {
			status = "draft"
		}
		wg.Go(func() {
			r := f.Do(t, testkit.Request("POST", root+"/events", map[string]any{"title": fmt.Sprint("Concert ", i),
				"start_date": "2027-03-01 20:00", "end_date": "2027-03-01 22:00", "status": status,
				"categories": []string{"Music"}, "tags": []string{"live", fmt.Sprint("night-", i%3)}}, "Authorization", f.admin))
			statuses <- r.StatusCode
		})
	}
	wg.Wait()
	close(statuses)
	for s := range statuses {
		if s != 201 {
			t.Fatalf("create answered %d", s)
		}
	}
	if m := mismatched(); len(m) != 0 {
		t.Fatalf("after concurrent creates: %v", m)
	}
	var music int64
	if err := f.DB.NewRaw("SELECT count FROM calendar_terms WHERE slug = 'music'").Scan(context.Background(), &music); err != nil {
		t.Fatal(err)
	}
	if music != published {
		t.Errorf("music counts %d events; want the %d published", music, published)
	}
	ev := id(t, f.call("POST", root+"/events", map[string]any{"title": "Later", "start_date": "2027-03-02 20:00",
		"end_date": "2027-03-02 22:00", "status": "draft", "categories": []string{"Music"}}, f.admin))
	for _, patch := range []map[string]any{{"status": "publish"}, {"categories": []string{"Jazz"}}, {"status": "draft"}} {
		if r := f.call("PATCH", root+"/events/"+ev, patch, f.admin); r.StatusCode != 200 {
			t.Fatalf("%v: %d %s", patch, r.StatusCode, r.Body)
		}
		if m := mismatched(); len(m) != 0 {
			t.Fatalf("after %v: %v", patch, m)
		}
	}
}
