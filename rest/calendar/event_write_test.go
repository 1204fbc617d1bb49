package calendar_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"strings"
	"testing"

	"corkboard/internal/testkit"
)

func TestEventCreateValidation(t *testing.T) {
	f := newFixture(t)
	venue := id(t, f.call("POST", root+"/venues", map[string]any{"venue": "Hall"}, f.admin))
	org := id(t, f.call("POST", root+"/organizers", map[string]any{"organizer": "Org"}, f.admin))
	ok := func(extra ...any) map[string]any {
		b := map[string]any{"title": "T", "start_date": "2027-01-01 10:00:00", "end_date": "2027-01-01 11:00:00"}
		for i := 0; i+1 < len(extra); i += 2 {
			if extra[i+1] == nil {
				delete(b, extra[i].(string))
				continue
			}
			b[extra[i].(string)] = extra[i+1]
		}
		return b
	}
	tests := []struct {
		name   string
		body   any
		auth   string
		status int
		code   string
		params string // the names in data.params
	}{
		{"missing title", ok("title", nil), "admin", 400, "rest_missing_callback_param", "[title]"},
		{"missing all three", map[string]any{"description": "x"}, "admin", 400, "rest_missing_callback_param", "[title start_date end_date]"},
		{"missing end, anonymous: 400 before 401", ok("end_date", nil), "", 400, "rest_missing_callback_param", "[end_date]"},
		{"empty title", ok("title", ""), "admin", 400, "rest_invalid_param", "title"},
		{"bad start", ok("start_date", "not a date"), "admin", 400, "rest_invalid_param", "start_date"},
		{"bad dates", ok("start_date", "x", "end_date", "y"), "admin", 400, "rest_invalid_param", "end_date,start_date"},
		{"bad timezone", ok("timezone", "Mars/Olympus"), "admin", 400, "rest_invalid_param", "timezone"},
		{"bad website", ok("website", "foo"), "admin", 400, "rest_invalid_param", "website"},
		{"unknown author", ok("author", 2389), "admin", 400, "rest_invalid_param", "author"},
		{"empty author", ok("author", ""), "admin", 400, "rest_invalid_param", "author"},
		{"bad status", ok("status", "kinda"), "admin", 400, "rest_invalid_param", "status"},
		{"bad image", ok("image", "foo bar"), "admin", 400, "rest_invalid_param", "image"},
		{"unknown image id", ok("image", 2389), "admin", 400, "rest_invalid_param", "image"},
		{"image URL by a contributor", ok("image", "https://example.org/a.png"), "contributor", 400, "rest_invalid_param", "image"},
		{"empty description", ok("description", ""), "admin", 400, "rest_invalid_param", "description"},
		{"empty slug", ok("slug", "  "), "admin", 400, "rest_invalid_param", "slug"},
		{"featured not boolean", ok("featured", "maybe"), "admin", 400, "rest_invalid_param", "featured"},
		{"all_day not boolean", ok("all_day", "yes please"), "admin", 400, "rest_invalid_param", "all_day"},
		{"title not a string", ok("title", 12), "admin", 400, "rest_invalid_param", "title"},
		{"venue that does not exist", ok("venue", 2389), "admin", 400, "rest_invalid_param", "venue"},
		{"venue {id} of an organizer", ok("venue", map[string]any{"id": org}), "admin", 400, "rest_invalid_param", "venue"},
		{"venue foo", ok("venue", "foo"), "admin", 400, "rest_invalid_param", "venue"},
		{"organizer that is a venue", ok("organizer", []any{venue}), "admin", 400, "rest_invalid_param", "organizer"},
		{"bad currency position", ok("currency_position", "middle"), "admin", 400, "rest_invalid_param", "currency_position"},
		{"valid, anonymous", ok(), "", 401, "rest_forbidden", ""},
		{"valid, key without calendar:write", ok(), "keyNoScope", 403, "rest_forbidden", ""},
		{"inline venue without a name", ok("venue", map[string]any{"city": "Paris"}), "admin", 400, "could-not-create-venue", ""},
		{"inline venue with a bad website", ok("venue", map[string]any{"venue": "V", "website": "foo"}), "admin", 400, "could-not-create-venue", ""},
		{"organizer as a bare object", ok("organizer", map[string]any{"organizer": "Obj", "email": "o@example.org"}), "admin", 400, "could-not-create-organizer", ""},
		{"inline organizer without a name", ok("organizer", []any{map[string]any{"email": "o@example.org"}}), "admin", 400, "could-not-create-organizer", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := wantError(t, f.call("POST", root+"/events", tt.body, f.auth(tt.auth)), tt.status, tt.code)
			data := m["data"].(map[string]any)
			switch tt.code {
			case "rest_missing_callback_param":
				if fmt.Sprint(data["params"]) != tt.params {
					t.Errorf("params %v, want %s", data["params"], tt.params)
				}
			case "rest_invalid_param":
				var names []string
				for k := range data["params"].(map[string]any) {
					names = append(names, k)
				}
				if got := strings.Join(sorted(names), ","); got != tt.params {
					t.Errorf("params %v, want %s", data["params"], tt.params)
				}
			}
		})
	}
	if n := f.list(t, "?status=publish,draft,pending", f.admin)["total"]; n != json.Number("0") {
		t.Fatalf("a failed create left %v events", n)
	}
	if n := obj(t, f.call("GET", root+"/venues", nil, f.admin))["total"]; n != json.Number("1") {
		t.Fatalf("a failed create left venues: %v", n)
	}
}

func TestEventWrites(t *testing.T) {
	f := newFixture(t)
	cat := id(t, f.call("POST", root+"/categories", map[string]any{"name": "Music"}, f.admin))
	hall := id(t, f.call("POST", root+"/venues", map[string]any{"venue": "Hall"}, f.admin))
	org := id(t, f.call("POST", root+"/organizers", map[string]any{"organizer": "Org A"}, f.admin))
	org2 := id(t, f.call("POST", root+"/organizers", map[string]any{"organizer": "Org B"}, f.admin))

	r := f.call("POST", root+"/events", map[string]any{
		"title": "Concert", "start_date": "2027-01-10 09:00:00", "end_date": "2027-01-10 17:30:00", "timezone": "America/New_York",
		"description": "Line one\n\nLine two", "excerpt": "Short", "cost": []any{"0$", "20$", "30$"},
		"categories": []any{json.Number(cat), "Jazz"}, "tags": "Outdoor,Late", "venue": json.Number(hall),
		"organizer": []any{map[string]any{"organizer": "New Org"}, map[string]any{"id": json.Number(org2)}, json.Number(org)},
		"show_map":  "true", "hide_from_listings": "false", "sticky": 1, "url": "http://ignored", "utc_start_date": "ignored",
	}, f.editor)
	if r.StatusCode != 201 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	e := obj(t, r)
	ev := fmt.Sprint(e["id"])
	checks := map[string]any{"utc_start_date": "2027-01-10 14:00:00", "utc_end_date": "2027-01-10 22:30:00", "timezone_abbr": "EST",
		"cost": "Free – 30$", "description": "<p>Line one</p>\n<p>Line two</p>", "excerpt": "<p>Short</p>", "show_map": true,
		"show_map_link": false, "hide_from_listings": false, "sticky": true, "status": "publish", "slug": "concert",
		"url": "http://corkboard.test/event/concert/", "website": "http://corkboard.test/event/concert/"}
	for k, want := range checks {
		if e[k] != want {
			t.Errorf("%s = %v, want %v", k, e[k], want)
		}
	}
	if listOf(e["categories"], "name") != "Jazz,Music" || listOf(e["tags"], "name") != "Late,Outdoor" {
		t.Errorf("terms %s %s", listOf(e["categories"], "name"), listOf(e["tags"], "name"))
	}
	if listOf(e["organizer"], "organizer") != "New Org,Org B,Org A" || e["venue"].(map[string]any)["venue"] != "Hall" {
		t.Errorf("linked %s %v", listOf(e["organizer"], "organizer"), e["venue"])
	}
	if cd := e["cost_details"].(map[string]any); cd["currency_symbol"] != "$" || cd["currency_position"] != "postfix" || fmt.Sprint(cd["values"]) != "[0 20 30]" {
		t.Errorf("cost_details %v", cd)
	}
	if _, ok := e["json_ld"]; ok {
		t.Errorf("json_ld is for single reads only")
	}

	steps := []struct {
		name   string
		method string
		path   string
		body   any
		auth   string
		status int
		check  func(t *testing.T, m map[string]any)
	}{
		{"patch keeps what is omitted", "PATCH", "/events/" + ev, map[string]any{"title": "Concert II"}, "editor", 200, func(t *testing.T, m map[string]any) {
			if m["title"] != "Concert II" || m["timezone"] != "America/New_York" || m["sticky"] != true ||
				listOf(m["organizer"], "organizer") != "New Org,Org B,Org A" || m["venue"].(map[string]any)["venue"] != "Hall" ||
				listOf(m["tags"], "name") != "Late,Outdoor" || m["slug"] != "concert" || m["cost"] != "Free – 30$" {
				t.Errorf("%v", m)
			}
		}},
		{"a new time zone re-reads the local times", "PUT", "/events/" + ev, map[string]any{"timezone": "Europe/Brussels"}, "editor", 200, func(t *testing.T, m map[string]any) {
			if m["start_date"] != "2027-01-10 09:00:00" || m["utc_start_date"] != "2027-01-10 08:00:00" || m["timezone_abbr"] != "CET" {
				t.Errorf("%v %v %v", m["start_date"], m["utc_start_date"], m["timezone_abbr"])
			}
		}},
		{"new dates in the event's zone; end before start", "POST", "/events/" + ev, map[string]any{"start_date": "2027-07-01 20:00", "end_date": "2027-06-01"}, "editor", 200, func(t *testing.T, m map[string]any) {
			if m["start_date"] != "2027-07-01 20:00:00" || m["end_date"] != "2027-07-01 20:00:00" || m["utc_start_date"] != "2027-07-01 18:00:00" || m["timezone_abbr"] != "CEST" {
				t.Errorf("%v %v %v", m["start_date"], m["end_date"], m["utc_start_date"])
			}
		}},
		{"all day spans whole days", "PATCH", "/events/" + ev, map[string]any{"all_day": true, "end_date": "2027-07-02 01:00:00"}, "editor", 200, func(t *testing.T, m map[string]any) {
			if m["start_date"] != "2027-07-01 00:00:00" || m["end_date"] != "2027-07-02 23:59:59" || m["all_day"] != true {
				t.Errorf("%v %v", m["start_date"], m["end_date"])
			}
		}},
		{"empty venue, organizers and categories remove them", "PATCH", "/events/" + ev, map[string]any{"venue": "", "organizer": []any{}, "categories": ""}, "editor", 200, func(t *testing.T, m map[string]any) {
			if v, ok := m["venue"].([]any); !ok || len(v) != 0 || len(m["organizer"].([]any)) != 0 || len(m["categories"].([]any)) != 0 || len(m["tags"].([]any)) != 2 {
				t.Errorf("%v %v %v", m["venue"], m["organizer"], m["categories"])
			}
		}},
		{"venue by {id}, organizer by id, unknown category id skipped", "PATCH", "/events/" + ev, map[string]any{"venue": map[string]any{"id": json.Number(hall)}, "organizer": json.Number(org), "categories": []any{9999, "Music"}}, "editor", 200, func(t *testing.T, m map[string]any) {
			if m["venue"].(map[string]any)["venue"] != "Hall" || listOf(m["organizer"], "organizer") != "Org A" || listOf(m["categories"], "name") != "Music" {
				t.Errorf("%v %v %v", m["venue"], m["organizer"], m["categories"])
			}
		}},
		{"inline venue reuses a venue with the same name", "PATCH", "/events/" + ev, map[string]any{"venue": map[string]any{"venue": "hall", "city": "Ghent"}}, "editor", 200, func(t *testing.T, m map[string]any) {
			if fmt.Sprint(m["venue"].(map[string]any)["id"]) != hall {
				t.Errorf("%v", m["venue"])
			}
		}},
		{"website and password", "PATCH", "/events/" + ev, map[string]any{"website": "https://example.org/c", "password": "pw"}, "editor", 200, func(t *testing.T, m map[string]any) {
			if m["website"] != "https://example.org/c" {
				t.Errorf("%v", m["website"])
			}
		}},
		{"protected without the password", "GET", "/events/" + ev, nil, "", 403, nil},
		{"with the password", "GET", "/events/" + ev + "?password=pw", nil, "", 200, nil},
		{"editor in the edit context", "GET", "/events/" + ev + "?context=edit", nil, "editor", 200, nil},
		{"editor without the edit context", "GET", "/events/" + ev, nil, "editor", 403, nil},
		{"remove the password", "PATCH", "/events/" + ev, map[string]any{"password": ""}, "editor", 200, nil},
		{"by slug", "GET", "/events/by-slug/concert", nil, "", 200, func(t *testing.T, m map[string]any) {
			if m["json_ld"] == nil {
				t.Errorf("no json_ld")
			}
		}},
		{"update by slug", "PATCH", "/events/by-slug/concert", map[string]any{"slug": "the-concert"}, "key", 200, func(t *testing.T, m map[string]any) {
			if m["slug"] != "the-concert" {
				t.Errorf("%v", m["slug"])
			}
		}},
		{"unknown slug", "GET", "/events/by-slug/concert", nil, "", 400, nil},
		{"update with an empty title", "PATCH", "/events/" + ev, map[string]any{"title": ""}, "editor", 400, nil},
		{"update unknown id", "PATCH", "/events/2389", map[string]any{"title": "x"}, "editor", 404, nil},
		{"update unknown id, anonymous", "PATCH", "/events/2389", map[string]any{"title": "x"}, "", 401, nil},
		{"update a venue id", "PATCH", "/events/" + hall, map[string]any{"title": "x"}, "editor", 400, nil},
		{"get a venue id", "GET", "/events/" + hall, nil, "", 400, nil},
		{"get id 0", "GET", "/events/0", nil, "", 404, nil},
		{"delete a venue id", "DELETE", "/events/" + hall, nil, "editor", 400, nil},
		{"delete unknown", "DELETE", "/events/2389", nil, "editor", 404, nil},
		{"delete anonymous", "DELETE", "/events/" + ev, nil, "", 401, nil},
		{"delete", "DELETE", "/events/" + ev + "?force=true", nil, "editor", 200, func(t *testing.T, m map[string]any) {
			if m["status"] != "trash" || listOf(m["categories"], "name") != "Music" {
				t.Errorf("%v", m)
			}
			if c := m["categories"].([]any)[0].(map[string]any)["count"]; c != json.Number("0") {
				t.Errorf("trashed events do not count: %v", c)
			}
		}},
		{"delete again", "DELETE", "/events/" + ev, nil, "editor", 410, nil},
		{"read trashed", "GET", "/events/" + ev, nil, "admin", 403, nil},
		{"update trashed by slug is found", "PATCH", "/events/by-slug/the-concert", map[string]any{"title": "Back"}, "editor", 200, nil},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			r := f.call(st.method, root+st.path, st.body, f.auth(st.auth))
			if r.StatusCode != st.status {
				t.Fatalf("status %d, want %d: %s", r.StatusCode, st.status, r.Body)
			}
			if st.check != nil {
				st.check(t, obj(t, r))
			}
		})
	}
}

func TestEventBodies(t *testing.T) {
	f := newFixture(t)
	t.Run("form-encoded with brackets", func(t *testing.T) {
		body := "title=Form+event&start_date=2027-03-01+10:00&end_date=2027-03-01+12:00&categories[]=Alpha&categories[]=Beta" +
			"&venue[venue]=Form+Hall&venue[city]=Ghent&organizer[0][organizer]=Form+Org&organizer[1][organizer]=Other+Org&featured=1"
		r := f.call("POST", root+"/events", body, f.admin)
		if r.StatusCode != 201 {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
		m := obj(t, r)
		if listOf(m["categories"], "name") != "Alpha,Beta" || m["venue"].(map[string]any)["city"] != "Ghent" ||
			listOf(m["organizer"], "organizer") != "Form Org,Other Org" || m["featured"] != true {
			t.Errorf("%s", r.Body)
		}
	})
	t.Run("multipart", func(t *testing.T) {
		var buf bytes.Buffer
		w := multipart.NewWriter(&buf)
		for k, v := range map[string]string{"title": "Multipart event", "start_date": "2027-03-02", "end_date": "2027-03-02", "all_day": "true", "tags": "a,b"} {
			_ = w.WriteField(k, v)
		}
		_ = w.Close()
		r := f.Do(t, testkit.Request("POST", root+"/events", buf.Bytes(), "Content-Type", w.FormDataContentType(), "Authorization", f.admin))
		if r.StatusCode != 201 {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
		m := obj(t, r)
		if m["all_day"] != true || m["end_date"] != "2027-03-02 23:59:59" || listOf(m["tags"], "name") != "a,b" {
			t.Errorf("%s", r.Body)
		}
	})
	t.Run("query parameters count too", func(t *testing.T) {
		r := f.call("POST", root+"/events?title=From+query&start_date=tomorrow+9am&end_date=tomorrow+10am", nil, f.admin)
		if r.StatusCode != 201 || obj(t, r)["start_date"] != "2026-11-22 09:00:00" {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
	})
}

func sorted(s []string) []string {
	for i := range s {
		for j := i + 1; j < len(s); j++ {
			if s[j] < s[i] {
				s[i], s[j] = s[j], s[i]
			}
		}
	}
	return s
}

func TestTitlesAndNamesArePlainText(t *testing.T) {
	f := newFixture(t)
	r := f.call("POST", root+"/events", map[string]any{"title": "Rock &amp; <b>Roll</b> & more", "start_date": "2027-01-01 10:00",
		"end_date": "2027-01-01 11:00", "categories": []any{"Rock & Roll"}, "tags": []any{"<i>loud</i>"}}, f.admin)
	m := obj(t, r)
	if m["title"] != "Rock & Roll & more" || m["slug"] != "rock-roll-more" || listOf(m["categories"], "name") != "Rock & Roll" || listOf(m["tags"], "name") != "loud" {
		t.Fatalf("%s", r.Body)
	}
	m = obj(t, f.call("POST", root+"/events", map[string]any{"title": "Again", "start_date": "2027-01-01 10:00",
		"end_date": "2027-01-01 11:00", "categories": "Rock &amp; Roll"}, f.admin))
	if c := m["categories"].([]any); len(c) != 1 || fmt.Sprint(c[0].(map[string]any)["count"]) != "2" {
		t.Fatalf("the same category: %v", m["categories"])
	}
	wantError(t, f.call("POST", root+"/categories", map[string]any{"name": "rock &amp; roll"}, f.admin), 400, "term_exists")
	wantError(t, f.call("POST", root+"/venues", map[string]any{"venue": "<b></b>"}, f.admin), 400, "rest_invalid_param")
}
