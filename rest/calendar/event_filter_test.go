package calendar_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

func TestEventArchiveFilters(t *testing.T) {
	f := newFixture(t)
	music := id(t, f.call("POST", root+"/categories", map[string]any{"name": "Music"}, f.admin))
	id(t, f.call("POST", root+"/categories", map[string]any{"name": "Talks"}, f.admin))
	brussels := id(t, f.call("POST", root+"/venues", map[string]any{"venue": "Brussels Hall", "geo_lat": 50.8466, "geo_lng": 4.3528}, f.admin))
	antwerp := id(t, f.call("POST", root+"/venues", map[string]any{"venue": "Antwerp Hall", "geo_lat": 51.2194, "geo_lng": 4.4025}, f.admin))
	nowhere := id(t, f.call("POST", root+"/venues", map[string]any{"venue": "No Map Hall"}, f.admin))
	ann := id(t, f.call("POST", root+"/organizers", map[string]any{"organizer": "Ann"}, f.admin))
	bob := id(t, f.call("POST", root+"/organizers", map[string]any{"organizer": "Bob"}, f.admin))

	jazz := f.event("Jazz night", "2026-12-01 20:00:00", "2026-12-01 23:00:00", "categories", []any{music}, "tags", "outdoor,late",
		"venue", brussels, "organizer", []any{ann}, "featured", true, "description", "Smooth jazz by the river")
	f.event("Rock night", "2026-12-02 20:00:00", "2026-12-02 23:00:00", "categories", "music", "tags", []any{"late"},
		"venue", antwerp, "organizer", []any{bob, ann})
	f.event("Science talk", "2026-12-03 18:00:00", "2026-12-03 19:00:00", "categories", "Talks", "venue", nowhere,
		"organizer", bob, "excerpt", "Jazz and physics")
	f.event("Same start, first", "2026-12-04 10:00:00", "2026-12-04 11:00:00")
	f.event("Same start, second", "2026-12-04 10:00:00", "2026-12-04 10:30:00")
	f.event("Hidden", "2026-12-05 10:00:00", "2026-12-05 11:00:00", "hide_from_listings", true, "categories", []any{music})
	f.event("Draft", "2026-12-06 10:00:00", "2026-12-06 11:00:00", "status", "draft", "categories", []any{music})
	f.event("Locked", "2026-12-07 10:00:00", "2026-12-07 11:00:00", "password", "s3cret", "description", "Hidden text",
		"venue", brussels, "tags", "late", "cost", "10$")
	tags := obj(t, f.call("GET", root+"/tags?hide_empty=false&orderby=name", nil, ""))["tags"].([]any)
	late := fmt.Sprint(tags[0].(map[string]any)["id"])

	tests := []struct {
		name, query, auth, want string
	}{
		{"ordered by start then id, no hidden or draft", "", "", "Jazz night,Rock night,Science talk,Same start, first,Same start, second,Locked"},
		{"category slug", "?categories=music", "", "Jazz night,Rock night"},
		{"category id", "?categories=" + music, "", "Jazz night,Rock night"},
		{"categories: any of (CSV)", "?categories=music,talks", "", "Jazz night,Rock night,Science talk"},
		{"categories: any of (array)", "?categories[]=talks&categories[]=" + music, "", "Jazz night,Rock night,Science talk"},
		{"tags by slug and id", "?tags=outdoor," + late, "", "Jazz night,Rock night,Locked"},
		{"category AND tag", "?categories=music&tags=outdoor", "", "Jazz night"},
		{"venue", "?venue=" + brussels, "", "Jazz night,Locked"},
		{"venues any of", "?venue=" + brussels + "," + antwerp, "", "Jazz night,Rock night,Locked"},
		{"organizer", "?organizer=" + ann, "", "Jazz night,Rock night"},
		{"organizer AND venue", "?organizer=" + ann + "&venue=" + antwerp, "", "Rock night"},
		{"featured", "?featured=true", "", "Jazz night"},
		{"not featured", "?featured=0&categories=music", "", "Rock night"},
		{"search in description and excerpt", "?search=jazz", "", "Jazz night,Science talk"},
		{"search needs every word", "?search=jazz%20river", "", "Jazz night"},
		{"search is case-insensitive", "?search=ROCK", "", "Rock night"},
		{"geoloc: venues with coordinates", "?geoloc=true", "", "Jazz night,Rock night,Locked"},
		{"geoloc: without coordinates", "?geoloc=false", "", "Science talk,Same start, first,Same start, second"},
		{"near Brussels (25 km)", "?geoloc_lat=50.85&geoloc_lng=4.35", "", "Jazz night,Locked"},
		{"near Antwerp", "?geoloc_lat=51.22&geoloc_lng=4.40", "", "Rock night"},
		{"ticketed=false changes nothing", "?ticketed=false&categories=music", "", "Jazz night,Rock night"},
		{"editor sees drafts, never hidden", "?categories=music", "editor", "Jazz night,Rock night,Draft"},
		{"status filter", "?status=draft", "key", "Draft"},
		{"status list with spaces", "?status=draft,%20publish&categories=music", "admin", "Jazz night,Rock night,Draft"},
		{"anonymous may ask for publish", "?status=publish&categories=music", "", "Jazz night,Rock night"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := titles(t, f.list(t, tt.query, f.auth(tt.auth))); got != tt.want {
				t.Fatalf("%s\nwant %s", got, tt.want)
			}
		})
	}

	t.Run("rest_url echoes the filters", func(t *testing.T) {
		u := f.list(t, "?categories=music&featured=true&venue="+brussels, "")["rest_url"].(string)
		for _, want := range []string{"/calendar/events/v1/events/?page=1&per_page=10&start_date=", "categories=music", "featured=1", "venue=" + brussels, "status=publish"} {
			if !strings.Contains(u, want) {
				t.Errorf("%s lacks %s", u, want)
			}
		}
	})
	t.Run("a password-protected event is listed with its details blanked", func(t *testing.T) {
		m := f.list(t, "?search=locked", "")
		e := m["events"].([]any)[0].(map[string]any)
		for k, want := range map[string]any{"title": "Locked", "description": "", "image": false, "all_day": nil, "cost": "",
			"website": "", "show_map": nil, "featured": nil, "sticky": nil} {
			if e[k] != want {
				t.Errorf("%s = %v, want %v", k, e[k], want)
			}
		}
		for _, k := range []string{"categories", "tags", "venue", "organizer"} {
			if l, ok := e[k].([]any); !ok || len(l) != 0 {
				t.Errorf("%s = %v", k, e[k])
			}
		}
		if cd := e["cost_details"].(map[string]any); len(cd["values"].([]any)) != 0 || cd["currency_symbol"] != "" {
			t.Errorf("cost_details %v", cd)
		}
	})
	t.Run("embedded terms and linked posts", func(t *testing.T) {
		e := obj(t, f.call("GET", root+"/events/"+jazz, nil, ""))
		if listOf(e["tags"], "name") != "late,outdoor" || listOf(e["categories"], "name") != "Music" {
			t.Errorf("terms %v %v", e["tags"], e["categories"])
		}
		cat := e["categories"].([]any)[0].(map[string]any)
		if cat["count"] != json.Number("3") /* Jazz, Rock and Hidden: published */ || cat["taxonomy"] != "tribe_events_cat" || cat["filter"] != "raw" {
			t.Errorf("category %v", cat)
		}
		if e["venue"].(map[string]any)["json_ld"] == nil || e["json_ld"] == nil {
			t.Errorf("json_ld missing")
		}
		ld := e["json_ld"].(map[string]any)
		if ld["startDate"] != "2026-12-01T20:00:00+00:00" || ld["location"].(map[string]any)["geo"] == nil {
			t.Errorf("json_ld %v", ld)
		}
	})

	bad := []struct{ name, query string }{
		{"unknown category", "?categories=nope"},
		{"one unknown category", "?categories=music,nope"},
		{"empty categories", "?categories="},
		{"unknown tag id", "?tags=9999"},
		{"venue that is an organizer", "?venue=" + ann},
		{"venue foo", "?venue=foo"},
		{"organizer that does not exist", "?organizer=9999"},
		{"empty search", "?search="},
		{"featured maybe", "?featured=maybe"},
		{"status for anonymous", "?status=draft"},
		{"status publish, draft for anonymous", "?status=publish,draft"},
		{"unknown status", "?status=foo"},
		{"unknown and known status", "?status=foo,%20bar,%20publish"},
		{"post_parent unknown", "?post_parent=9999"},
		{"post_parent is a venue", "?post_parent=" + brussels},
		{"ticketed", "?ticketed=true"},
		{"geoloc_lat alone", "?geoloc_lat=50.8"},
		{"geoloc_lng out of range", "?geoloc_lat=50&geoloc_lng=500"},
		{"bad start_date", "?start_date=before%20my%20birthday"},
		{"bad ends_after", "?ends_after=foo"},
		{"strict_dates 0", "?strict_dates=0"},
		{"strict_dates empty", "?strict_dates="},
		{"page foo", "?page=foo"},
		{"page 0", "?page=0"},
		{"per_page -1", "?per_page=-1"},
		{"per_page 5.5", "?per_page=5.5"},
		{"per_page foo bar", "?per_page=foo%20bar"},
	}
	for _, tt := range bad {
		t.Run(tt.name, func(t *testing.T) {
			m := wantError(t, f.call("GET", root+"/events"+tt.query, nil, ""), 400, "rest_invalid_param")
			if tt.name == "ticketed" {
				d := m["data"].(map[string]any)["details"].(map[string]any)["ticketed"].(map[string]any)
				if d["code"] != "event-tickets-not-active" {
					t.Errorf("details %v", d)
				}
			}
			if tt.name == "featured maybe" && m["data"].(map[string]any)["params"].(map[string]any)["featured"] != "featured is not of type boolean." {
				t.Errorf("%v", m)
			}
		})
	}
	t.Run("post_parent", func(t *testing.T) {
		child := f.event("Child", "2026-12-10 10:00:00", "2026-12-10 11:00:00")
		if _, err := f.DB.NewUpdate().Table("calendar_events").Set("parent_id = ?", jazz).Where("id = ?", child).Exec(t.Context()); err != nil {
			t.Fatal(err)
		}
		if got := titles(t, f.list(t, "?post_parent="+jazz, "")); got != "Child" {
			t.Fatalf("%s", got)
		}
	})
}

func TestEventArchivePaging(t *testing.T) {
	f := newFixture(t)
	for i := 1; i <= 55; i++ {
		f.event(fmt.Sprintf("E%02d", i), fmt.Sprintf("2026-12-01 10:%02d:00", i), fmt.Sprintf("2026-12-01 11:%02d:00", i))
	}
	m := f.list(t, "?per_page=100", "")
	if n := len(m["events"].([]any)); n != 50 || m["total_pages"] != json.Number("2") {
		t.Fatalf("per_page is capped at 50: %d items, %v pages", n, m["total_pages"])
	}
	m = f.list(t, "?per_page=20&page=2", "")
	if titles(t, m)[:3] != "E21" || m["total"] != json.Number("55") || m["total_pages"] != json.Number("3") {
		t.Fatalf("%s %v", titles(t, m), m["total"])
	}
	next, prev := m["next_rest_url"].(string), m["previous_rest_url"].(string)
	if !strings.HasSuffix(next, "&page=3") || strings.Contains(prev, "page=") && !strings.Contains(prev, "per_page=") {
		t.Errorf("next %s prev %s", next, prev)
	}
	if strings.Contains(strings.ReplaceAll(prev, "per_page", ""), "page=") {
		t.Errorf("previous of page 2 has no page: %s", prev)
	}
	m = f.list(t, "?per_page=20&page=3", "")
	if _, ok := m["next_rest_url"]; ok || !strings.HasSuffix(m["previous_rest_url"].(string), "&page=2") {
		t.Errorf("last page links: %v %v", m["next_rest_url"], m["previous_rest_url"])
	}
	m = f.list(t, "?per_page=20", "")
	if _, ok := m["previous_rest_url"]; ok {
		t.Errorf("first page has a previous link")
	}
	r := f.call("GET", root+"/events?per_page=20&page=4", nil, "")
	wantError(t, r, 404, "event-archive-page-not-found")
	r = f.call("GET", root+"/events?search=nothing-matches", nil, "")
	if r.StatusCode != 200 || r.Header.Get("X-TEC-Total") != "0" || r.Header.Get("X-TEC-TotalPages") != "0" {
		t.Errorf("empty first page: %d %v", r.StatusCode, r.Header)
	}
}
