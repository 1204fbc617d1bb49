package calendar_test

import (
	"context"
	"testing"
)

// The links of an event to its terms carry copies of the event's status,
// flag and dates (the archive's term index): every write keeps them
// equal, and the term-filtered archive follows the event.
func TestTermLinksFollowTheirEvent(t *testing.T) {
	f := newFixture(t)
	ev := id(t, f.call("POST", root+"/events", map[string]any{"title": "Linked", "start_date": "2026-12-01 10:00",
		"end_date": "2026-12-01 12:00", "categories": []string{"Music"}, "tags": []string{"late"}}, f.admin))
	inDecember := root + "/events?start_date=2026-12-01&end_date=2026-12-31&categories=music"
	mismatches := func() int {
		var n int
		err := f.DB.NewRaw(`SELECT count(*) FROM calendar_event_terms et JOIN calendar_events e ON e.id = et.event_id
			WHERE et.status <> e.status OR et.hide_from_listings <> e.hide_from_listings
			   OR et.start_utc IS NULL OR et.start_utc <> e.start_utc OR et.end_utc IS NULL OR et.end_utc <> e.end_utc`).Scan(context.Background(), &n)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	total := func(path, auth string) string {
		return f.call("GET", path, nil, auth).Header.Get("X-TEC-Total")
	}
	for _, step := range []struct {
		name, method string
		body         map[string]any
		want         string // events in December with the category, for the public
	}{
		{"created", "", nil, "1"},
		{"moved to January", "PATCH", map[string]any{"start_date": "2027-01-05 10:00", "end_date": "2027-01-05 12:00"}, "0"},
		{"moved back", "PATCH", map[string]any{"start_date": "2026-12-03 10:00", "end_date": "2026-12-03 12:00"}, "1"},
		{"hidden", "PATCH", map[string]any{"hide_from_listings": true}, "0"},
		{"shown", "PATCH", map[string]any{"hide_from_listings": false}, "1"},
		{"drafted", "PATCH", map[string]any{"status": "draft"}, "0"},
		{"published", "PATCH", map[string]any{"status": "publish"}, "1"},
		{"other terms", "PATCH", map[string]any{"categories": []string{"Music", "Jazz"}, "tags": []string{"early"}}, "1"},
		{"trashed", "DELETE", nil, "0"},
	} {
		if step.method != "" {
			if r := f.call(step.method, root+"/events/"+ev, step.body, f.admin); r.StatusCode != 200 {
				t.Fatalf("%s: %d %s", step.name, r.StatusCode, r.Body)
			}
		}
		if n := mismatches(); n != 0 {
			t.Errorf("%s: %d term links differ from their event", step.name, n)
		}
		if got := total(inDecember, ""); got != step.want {
			t.Errorf("%s: December archive of the category has %s events, want %s", step.name, got, step.want)
		}
	}
	// Editors see the trashed event nowhere; drafts they do see.
	f.call("POST", root+"/events", map[string]any{"title": "Draft in December", "status": "draft", "start_date": "2026-12-10 10:00",
		"end_date": "2026-12-10 11:00", "categories": []string{"Music"}}, f.admin)
	if got := total(inDecember, f.editor); got != "1" {
		t.Errorf("editor's December archive of the category: %s events, want the draft only", got)
	}
	if got := total(inDecember+"&status=draft", f.editor); got != "1" {
		t.Errorf("editor's drafts: %s", got)
	}
}
