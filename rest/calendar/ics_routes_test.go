package calendar_test

import (
	"strings"
	"testing"

	goical "github.com/emersion/go-ical"
)

// TestICSEventFile covers one event's file: by id under every root, its
// ETag and 304, SEQUENCE and LAST-MODIFIED moving with edits, the
// password, and the errors of the JSON route.
func TestICSEventFile(t *testing.T) {
	f := newFixture(t)
	eid := id(t, f.call("POST", root+"/events", map[string]any{"title": "Concert", "status": "publish", "timezone": "Europe/Brussels",
		"start_date": "2027-10-30 20:00:00", "end_date": "2027-10-31 04:00:00", "description": "First"}, f.editor))
	path := root + "/events/" + eid + ".ics"
	r := f.call("GET", path, nil, "")
	if r.StatusCode != 200 || r.Header.Get("Content-Type") != "text/calendar; charset=utf-8" {
		t.Fatalf("%d %s %s", r.StatusCode, r.Header.Get("Content-Type"), r.Body)
	}
	if cd := r.Header.Get("Content-Disposition"); cd != `attachment; filename="concert.ics"` {
		t.Errorf("Content-Disposition %q", cd)
	}
	etag := r.Header.Get("ETag")
	ev := only(t, r.Body)
	if s, _ := ev.Props.Get(goical.PropSequence).Int(); s != 0 {
		t.Errorf("SEQUENCE %d after create", s)
	}
	modified := ev.Props.Get(goical.PropLastModified).Value

	// Conditional GET: the same bytes, the same ETag, 304.
	again := f.Do(t, requestWith("GET", path, "", "If-None-Match", etag))
	if again.StatusCode != 304 || len(again.Body) != 0 {
		t.Errorf("If-None-Match: %d %q", again.StatusCode, again.Body)
	}

	// An edit: SEQUENCE 1, later LAST-MODIFIED, a new ETag.
	f.Clock.Advance(90_000_000_000) // 90 s
	if u := f.call("POST", root+"/events/"+eid, map[string]any{"description": "Second"}, f.editor); u.StatusCode != 200 {
		t.Fatalf("update %d %s", u.StatusCode, u.Body)
	}
	r = f.Do(t, requestWith("GET", path, "", "If-None-Match", etag))
	if r.StatusCode != 200 || r.Header.Get("ETag") == etag {
		t.Fatalf("after an edit: %d, ETag %s", r.StatusCode, r.Header.Get("ETag"))
	}
	ev = only(t, r.Body)
	if s, _ := ev.Props.Get(goical.PropSequence).Int(); s != 1 {
		t.Errorf("SEQUENCE %d after one edit", s)
	}
	if m := ev.Props.Get(goical.PropLastModified).Value; m <= modified {
		t.Errorf("LAST-MODIFIED %s, was %s", m, modified)
	}
	if d := propText(t, ev, goical.PropDescription); d != "Second" {
		t.Errorf("DESCRIPTION %q", d)
	}

	// Language roots and site_language.
	for _, p := range []string{"/fr_fr" + path, path + "?site_language=nl_nl"} {
		if r := f.call("GET", p, nil, ""); r.StatusCode != 200 || !strings.Contains(string(r.Body), "UID:event-"+eid+"@corkboard.test") {
			t.Errorf("%s: %d %s", p, r.StatusCode, r.Body)
		}
	}
	// HEAD answers like GET, without a body.
	if h := f.call("HEAD", path, nil, ""); h.StatusCode != 200 || len(h.Body) != 0 {
		t.Errorf("HEAD %d %q", h.StatusCode, h.Body)
	}

	// Password-protected: refused without it, whole with it.
	pid := id(t, f.call("POST", root+"/events", map[string]any{"title": "Secret", "status": "publish", "password": "pw",
		"start_date": "2027-10-30 20:00:00", "end_date": "2027-10-30 22:00:00", "description": "plans"}, f.editor))
	wantError(t, f.call("GET", root+"/events/"+pid+".ics", nil, ""), 403, "event-password-protected")
	if r := f.call("GET", root+"/events/"+pid+".ics?password=pw", nil, ""); r.StatusCode != 200 || propText(t, only(t, r.Body), goical.PropDescription) != "plans" {
		t.Errorf("with the password: %d %s", r.StatusCode, r.Body)
	}

	// Drafts are not there for anonymous readers; the errors are the JSON API's.
	did := id(t, f.call("POST", root+"/events", map[string]any{"title": "Draft", "status": "draft",
		"start_date": "2027-10-30 20:00:00", "end_date": "2027-10-30 22:00:00"}, f.editor))
	wantError(t, f.call("GET", root+"/events/"+did+".ics", nil, ""), 403, "event-not-accessible")
	if r := f.call("GET", root+"/events/"+did+".ics", nil, f.editor); r.StatusCode != 200 {
		t.Errorf("editor reads a draft: %d", r.StatusCode)
	}
	wantError(t, f.call("GET", root+"/events/999999.ics", nil, ""), 404, "rest-event-not-found")
	wantError(t, f.call("GET", root+"/events/abc.ics", nil, ""), 404, "rest_no_route")
	wantError(t, f.call("POST", path, nil, f.editor), 404, "rest_no_route")
	// /events/{id} does not take the .ics route, nor the other way round.
	if r := f.call("GET", root+"/events/"+eid, nil, ""); r.StatusCode != 200 || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
		t.Errorf("JSON route: %d %s", r.StatusCode, r.Header.Get("Content-Type"))
	}
}

// TestICSFeedFilters: the feed takes the archive's filters, refuses bad
// ones as the archive does, and stops at its limit.
func TestICSFeedFilters(t *testing.T) {
	f := newFixture(t)
	for i, title := range []string{"One", "Two", "Three"} {
		body := map[string]any{"title": title, "status": "publish", "start_date": "2027-0" + string(rune('1'+i)) + "-10 10:00:00",
			"end_date": "2027-0" + string(rune('1'+i)) + "-10 12:00:00"}
		if i == 1 {
			body["categories"] = []string{"Jazz"}
		}
		id(t, f.call("POST", root+"/events", body, f.editor))
	}
	count := func(query string) int {
		t.Helper()
		r := f.call("GET", root+"/events.ics?start_date=2027-01-01&end_date=2027-12-31"+query, nil, "")
		if r.StatusCode != 200 {
			t.Fatalf("%s: %d %s", query, r.StatusCode, r.Body)
		}
		return len(icsEvents(t, parseICS(t, r.Body)))
	}
	if n := count(""); n != 3 {
		t.Errorf("%d events", n)
	}
	if n := count("&categories=jazz"); n != 1 {
		t.Errorf("categories=jazz: %d events", n)
	}
	if n := count("&search=three"); n != 1 {
		t.Errorf("search: %d events", n)
	}
	if n := count("&per_page=2"); n != 2 {
		t.Errorf("per_page=2: %d events", n)
	}
	if n := count("&per_page=2&page=2"); n != 1 {
		t.Errorf("page 2: %d events", n)
	}
	for _, q := range []string{"start_date=not-a-date", "per_page=0", "page=0", "categories=nope", "venue=abc",
		"status=draft", "geoloc_lat=91&geoloc_lng=0", "ticketed=1"} {
		r := f.call("GET", root+"/events.ics?"+q, nil, "")
		if r.StatusCode != 400 || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
			t.Errorf("%s: %d %s", q, r.StatusCode, r.Body)
			continue
		}
		json := f.call("GET", root+"/events?"+q, nil, "")
		if string(json.Body) != string(r.Body) {
			t.Errorf("%s: error %s, the archive's %s", q, r.Body, json.Body)
		}
	}
	wantError(t, f.call("GET", root+"/events.ics?start_date=2027-01-01&page=9", nil, ""), 404, "event-archive-page-not-found")
}

func only(t testing.TB, body []byte) *goical.Component {
	t.Helper()
	evs := icsEvents(t, parseICS(t, body))
	if len(evs) != 1 {
		t.Fatalf("%d events", len(evs))
	}
	for _, e := range evs {
		return e
	}
	return nil
}
