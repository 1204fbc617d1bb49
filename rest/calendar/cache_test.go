package calendar_test

import (
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
)

// Calendar reads are kept per URL, language and visibility, carry an
// ETag, and a write shows at once.
func TestCalendarReadsAreCached(t *testing.T) {
	f := newFixture(t)
	create := func(title, status string) string {
		return id(t, f.call("POST", root+"/events", map[string]any{"title": title, "status": status,
			"start_date": "2026-11-25 10:00", "end_date": "2026-11-25 12:00"}, f.admin))
	}
	published := create("Published talk", "publish")
	list := root + "/events?per_page=5"
	first := f.call("GET", list, nil, "")
	n := f.CountQueries()
	again := f.call("GET", list, nil, "")
	if q := n(); q != 0 || string(again.Body) != string(first.Body) || again.Header.Get("X-TEC-Total") != "1" {
		t.Fatalf("kept list: %d queries, %s %v", q, again.Body, again.Header)
	}
	etag := again.Header.Get("ETag")
	if etag == "" || f.Do(t, testkit.Request("GET", list, nil, "If-None-Match", etag)).StatusCode != 304 {
		t.Fatalf("ETag %q or its 304", etag)
	}

	// Visibilities: an editor sees drafts, the public and a contributor
	// do not, even for the same URL asked in turn.
	create("Draft talk", "draft")
	for _, c := range []struct {
		who, auth string
		draft     bool
	}{{"anonymous", "", false}, {"editor", f.editor, true}, {"anonymous again", "", false}, {"contributor", f.contributor, false},
		{"key with calendar:write", f.key, true}, {"key without", f.keyNoScope, false}} {
		body := string(f.call("GET", list, nil, c.auth).Body)
		if strings.Contains(body, "Draft talk") != c.draft {
			t.Errorf("%s: draft shown %v: %s", c.who, !c.draft, body)
		}
	}
	// Languages: the same path in another language is another answer.
	f.call("PATCH", root+"/events/"+published+"?site_language=fr_fr", map[string]any{"title": "Conférence publiée"}, f.admin)
	if body := string(f.call("GET", list+"&site_language=fr_fr", nil, "").Body); !strings.Contains(body, "Conférence publiée") {
		t.Errorf("French list: %s", body)
	}
	if body := string(f.call("GET", list, nil, "").Body); !strings.Contains(body, "Published talk") {
		t.Errorf("default-language list: %s", body)
	}
	// A write through the API shows at once; so does the day changing.
	create("Another talk", "publish")
	if r := f.call("GET", list, nil, ""); r.Header.Get("X-TEC-Total") != "2" {
		t.Fatalf("after a write: total %q", r.Header.Get("X-TEC-Total"))
	}
	f.Clock.Advance(10 * 24 * time.Hour) // the default window starts yesterday: both are past
	if r := f.call("GET", list, nil, ""); r.Header.Get("X-TEC-Total") != "0" {
		t.Fatalf("ten days later: total %q", r.Header.Get("X-TEC-Total"))
	}
}
