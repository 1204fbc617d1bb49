package calendar_test

import (
	"context"
	"fmt"
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

// TestContributorsDoNotCreateTerms: naming a category or tag that does not
// exist in an event write creates it at editor level only; a contributor
// gets 403 rest_cannot_create (as creating the term through its route
// is refused) and nothing is written, while existing terms (by name, slug
// or id) are linked as for anyone.
func TestContributorsDoNotCreateTerms(t *testing.T) {
	f := newFixture(t)
	music := id(t, f.call("POST", root+"/categories", map[string]any{"name": "Music"}, f.admin))
	id(t, f.call("POST", root+"/tags", map[string]any{"name": "Late night"}, f.admin))
	count := func(table string) int {
		n, err := f.DB.NewSelect().TableExpr(table).Count(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	event := func(extra map[string]any) map[string]any {
		m := map[string]any{"title": "Gig", "start_date": "2026-12-01 20:00", "end_date": "2026-12-01 23:00"}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	terms, events := count("calendar_terms"), count("calendar_events")
	for _, body := range []any{
		event(map[string]any{"categories": []string{"Music", "Brand new"}}),
		event(map[string]any{"tags": "late-night, fresh tag"}),
		"title=Gig&start_date=2026-12-01+20:00&end_date=2026-12-01+23:00&categories=Film",
	} {
		r := wantError(t, f.call("POST", root+"/events", body, f.contributor), 403, "rest_cannot_create")
		if msg := r["message"]; msg != "Sorry, you are not allowed to create terms in this taxonomy." {
			t.Errorf("message %q", msg)
		}
	}
	if count("calendar_terms") != terms || count("calendar_events") != events {
		t.Fatalf("a refused write left rows: terms %d→%d, events %d→%d", terms, count("calendar_terms"), events, count("calendar_events"))
	}

	// Existing terms, by name, slug or id: linked.
	r := f.call("POST", root+"/events", event(map[string]any{"categories": []string{"music", music}, "tags": "Late night"}), f.contributor)
	mine := id(t, r)
	got := obj(t, r)
	if cats, tags := got["categories"].([]any), got["tags"].([]any); len(cats) != 1 || len(tags) != 1 {
		t.Fatalf("linked: %s", r.Body)
	}
	// An update of one's own draft is refused the same way.
	wantError(t, f.call("PATCH", root+"/events/"+mine, map[string]any{"tags": []string{"Late night", "After party"}}, f.contributor), 403, "rest_cannot_create")
	if count("calendar_terms") != terms {
		t.Fatal("a term was created")
	}
	// Editors, admins and keys with calendar:write create them.
	for i, auth := range []string{f.editor, f.admin, f.key} {
		id(t, f.call("POST", root+"/events", event(map[string]any{"categories": []string{fmt.Sprintf("Brand new %d", i)}}), auth))
	}
	if count("calendar_terms") != terms+3 {
		t.Fatalf("editor-level creations: %d terms, want %d", count("calendar_terms"), terms+3)
	}
}
