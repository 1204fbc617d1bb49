package calendar_test

import (
	"fmt"
	"testing"
)

// The archive of categories within dates is paged and counted from the
// term links: an event in two of the categories asked for counts once,
// pages follow the start dates across categories, and a change of an
// event's dates or status moves its links with it.
func TestCategoryArchivePagesFromLinks(t *testing.T) {
	f := newFixture(t)
	a := id(t, f.call("POST", root+"/categories", map[string]any{"name": "Alpha"}, f.admin))
	b := id(t, f.call("POST", root+"/categories", map[string]any{"name": "Beta"}, f.admin))
	f.event("Both", "2026-12-02 10:00:00", "2026-12-02 11:00:00", "categories", []any{a, b})
	late := f.event("Beta only", "2026-12-03 10:00:00", "2026-12-03 11:00:00", "categories", []any{b})
	f.event("Alpha only", "2026-12-01 10:00:00", "2026-12-01 11:00:00", "categories", []any{a})
	f.event("Same start", "2026-12-01 10:00:00", "2026-12-01 12:00:00", "categories", []any{b})
	f.event("Other month", "2027-01-05 10:00:00", "2027-01-05 11:00:00", "categories", []any{a})
	f.call("POST", root+"/events", map[string]any{"title": "Contributor draft", "status": "draft",
		"start_date": "2026-12-04 10:00:00", "end_date": "2026-12-04 11:00:00", "categories": []any{a}}, f.contributor)

	list := func(query, auth string) (string, string) {
		t.Helper()
		m := obj(t, f.call("GET", root+"/events?start_date=2026-12-01&end_date=2026-12-31&"+query, nil, auth))
		return titles(t, m), fmt.Sprint(m["total"])
	}
	for _, c := range []struct{ query, auth, titles, total string }{
		{"categories=alpha,beta&per_page=2", "", "Alpha only,Same start", "4"},
		{"categories=alpha,beta&per_page=2&page=2", "", "Both,Beta only", "4"},
		{"categories=alpha", "", "Alpha only,Both", "2"},
		{"categories=alpha", f.contributor, "Alpha only,Both,Contributor draft", "3"},
		{"categories=alpha", f.editor, "Alpha only,Both,Contributor draft", "3"},
	} {
		if got, total := list(c.query, c.auth); got != c.titles || total != c.total {
			t.Errorf("%s: %s (total %s), want %s (total %s)", c.query, got, total, c.titles, c.total)
		}
	}
	f.call("PATCH", root+"/events/"+late, map[string]any{"start_date": "2027-01-10 10:00:00", "end_date": "2027-01-10 11:00:00"}, f.admin)
	if got, total := list("categories=beta", ""); got != "Same start,Both" || total != "2" {
		t.Errorf("after moving an event: %s (total %s)", got, total)
	}
	f.call("PATCH", root+"/events/"+late, map[string]any{"status": "draft", "start_date": "2026-12-03 10:00:00", "end_date": "2026-12-03 11:00:00"}, f.admin)
	if got, _ := list("categories=beta", ""); got != "Same start,Both" {
		t.Errorf("after unpublishing an event: %s", got)
	}
}
