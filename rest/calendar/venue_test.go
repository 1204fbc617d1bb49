package calendar_test

import (
	"encoding/json"
	"strings"
	"testing"
)

var oracleHall = map[string]any{"venue": "Oracle Hall", "address": "1 Main St", "city": "Springfield", "country": "United States",
	"state": "IL", "zip": "62701", "phone": "+1 555 0100", "website": "https://example.org/hall", "stateprovince": "IL",
	"show_map": "true", "show_map_link": "false"}

var oracleOrg = map[string]any{"organizer": "Oracle Org", "email": "org@example.org", "phone": "+1 555 0101", "website": "https://example.org/org"}

func TestVenueAndOrganizerShapesMatchTheReference(t *testing.T) {
	f := newFixture(t)
	r := f.call("POST", root+"/venues", oracleHall, f.admin)
	if r.StatusCode != 201 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	assertShape(t, "04-venue-create", r.Body)
	venue := id(t, r)
	r = f.call("POST", root+"/organizers", oracleOrg, f.admin)
	if r.StatusCode != 201 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	assertShape(t, "05-organizer-create", r.Body)
	org := id(t, r)
	// The reference archives hold a second, inline-created item first.
	id(t, f.call("POST", root+"/venues", map[string]any{"venue": "Inline Venue", "city": "Paris", "country": "France"}, f.admin))
	id(t, f.call("POST", root+"/organizers", map[string]any{"organizer": "Inline Organizer", "email": "inline@example.org"}, f.admin))
	f.Clock.Advance(1)

	assertShape(t, "26-venue-get", f.call("GET", root+"/venues/"+venue, nil, "").Body)
	assertShape(t, "28-organizer-get", f.call("GET", root+"/organizers/"+org, nil, "").Body)
	r = f.call("GET", root+"/venues", nil, "")
	assertShape(t, "25-venues-list", r.Body)
	if r.Header.Get("X-TEC-Total") != "2" || r.Header.Get("X-TEC-TotalPages") != "1" {
		t.Errorf("headers: %v", r.Header)
	}
	assertShape(t, "27-organizers-list", f.call("GET", root+"/organizers", nil, "").Body)
	assertShape(t, "42-err-venue-not-found", f.call("GET", root+"/venues/999999", nil, "").Body)
	assertShape(t, "43-err-organizer-not-found", f.call("GET", root+"/organizers/999999", nil, "").Body)
	assertShape(t, "46-err-venue-create-missing-name", f.call("POST", root+"/venues", map[string]any{"city": "Nowhere"}, f.admin).Body)
	r = f.call("POST", root+"/venues", map[string]any{"venue": "Bool Venue", "show_map": true, "show_map_link": true}, f.admin)
	assertShape(t, "47-err-venue-show-map-bool", r.Body)
	if r.StatusCode != 400 {
		t.Errorf("status %d", r.StatusCode)
	}
}

func TestVenueRoutes(t *testing.T) {
	f := newFixture(t)
	hall := id(t, f.call("POST", root+"/venues", oracleHall, f.admin))
	f.Clock.Advance(60e9)
	draft := id(t, f.call("POST", root+"/venues", map[string]any{"venue": "Draft Hall", "status": "draft", "description": "Secret"}, f.admin))
	f.Clock.Advance(60e9)
	own := id(t, f.call("POST", root+"/venues", map[string]any{"venue": "Garage", "city": "Temple Avenue 100"}, f.contributor))
	f.runCases(t, []apiCase{
		{"anonymous lists published only", "GET", "/venues", nil, "", 200, "", func(t *testing.T, m map[string]any) {
			if venues(m) != "Oracle Hall" || !strings.Contains(m["rest_url"].(string), "status=publish") {
				t.Errorf("%s %v", venues(m), m["rest_url"])
			}
		}},
		{"editor lists every status, newest first", "GET", "/venues", nil, "editor", 200, "", func(t *testing.T, m map[string]any) {
			if venues(m) != "Garage,Draft Hall,Oracle Hall" {
				t.Errorf("%s", venues(m))
			}
		}},
		{"contributor lists published and own", "GET", "/venues", nil, "contributor", 200, "", func(t *testing.T, m map[string]any) {
			if venues(m) != "Garage,Oracle Hall" {
				t.Errorf("%s", venues(m))
			}
		}},
		{"status filter for editors (a contributor's venue is a draft)", "GET", "/venues?status=draft", nil, "key", 200, "", func(t *testing.T, m map[string]any) {
			if venues(m) != "Garage,Draft Hall" {
				t.Errorf("%s", venues(m))
			}
		}},
		{"status other than publish for anonymous", "GET", "/venues?status=draft", nil, "", 400, "rest_invalid_param", nil},
		{"unregistered status", "GET", "/venues?status=foo,publish", nil, "editor", 400, "rest_invalid_param", nil},
		{"search: all words in one field", "GET", "/venues?search=temple%20avenue", nil, "editor", 200, "", func(t *testing.T, m map[string]any) {
			if venues(m) != "Garage" {
				t.Errorf("%s", venues(m))
			}
		}},
		{"search: words split over fields do not match", "GET", "/venues?search=garage%20temple", nil, "editor", 200, "", func(t *testing.T, m map[string]any) {
			if venues(m) != "" {
				t.Errorf("%s", venues(m))
			}
		}},
		{"paging", "GET", "/venues?per_page=1&page=2", nil, "editor", 200, "", func(t *testing.T, m map[string]any) {
			if venues(m) != "Draft Hall" || m["total_pages"] != json.Number("3") || m["next_rest_url"] == nil || m["previous_rest_url"] == nil {
				t.Errorf("%v", m)
			}
			if p := m["previous_rest_url"].(string); strings.Contains(p, "page=") && !strings.Contains(p, "per_page=") {
				t.Errorf("previous of page 2 should be the root: %s", p)
			}
		}},
		{"page past the end", "GET", "/venues?page=2", nil, "", 404, "venue-archive-page-not-found", nil},
		{"organizer page past the end", "GET", "/organizers?page=3", nil, "", 404, "organizer-archive-page-not-found", nil},
		{"bad page", "GET", "/venues?page=-1", nil, "", 400, "rest_invalid_param", nil},
		{"unknown event filter", "GET", "/venues?event=999", nil, "", 400, "rest_invalid_param", nil},
		{"draft venue for anonymous", "GET", "/venues/" + draft, nil, "", 403, "venue-not-accessible", nil},
		{"draft venue for editor", "GET", "/venues/" + draft, nil, "editor", 200, "", nil},
		{"by slug", "GET", "/venues/by-slug/oracle-hall", nil, "", 200, "", func(t *testing.T, m map[string]any) {
			if m["venue"] != "Oracle Hall" || m["json_ld"] == nil {
				t.Errorf("%v", m)
			}
		}},
		{"unknown slug", "GET", "/venues/by-slug/nope", nil, "", 400, "rest_invalid_param", nil},
		{"empty slug", "GET", "/venues/by-slug/", nil, "", 404, "rest_no_route", nil},
		{"organizer id on the venue route", "GET", "/venues/999", nil, "", 400, "rest_invalid_param", nil},

		{"create anonymous", "POST", "/venues", map[string]any{"venue": "X"}, "", 401, "rest_forbidden", nil},
		{"create with a key without the scope", "POST", "/venues", map[string]any{"venue": "X"}, "keyNoScope", 403, "rest_forbidden", nil},
		{"create empty name", "POST", "/venues", map[string]any{"venue": ""}, "", 400, "rest_invalid_param", nil},
		{"create bad status", "POST", "/venues", map[string]any{"venue": "X", "status": "kinda_thinking_about_it"}, "editor", 400, "rest_invalid_param", nil},
		{"create bad website", "POST", "/venues", map[string]any{"venue": "X", "website": "foo"}, "editor", 400, "rest_invalid_param", nil},
		{"create unknown author", "POST", "/venues", map[string]any{"venue": "X", "author": 2389}, "editor", 400, "rest_invalid_param", nil},
		{"create unknown image", "POST", "/venues", map[string]any{"venue": "X", "image": 2389}, "editor", 400, "rest_invalid_param", nil},
		{"create duplicate returns the first", "POST", "/venues", map[string]any{"venue": "oracle HALL", "address": "elsewhere"}, "editor", 201, "", func(t *testing.T, m map[string]any) {
			if m["id"] != json.Number(hall) || m["address"] != "1 Main St" {
				t.Errorf("%v", m)
			}
		}},
		{"same name, other description is new", "POST", "/venues", "venue=Oracle+Hall&description=Another+one&geo_lat=50.85&geo_lng=4.35", "editor", 201, "", func(t *testing.T, m map[string]any) {
			if m["id"] == json.Number(hall) || m["description"] != "<p>Another one</p>" || m["geo_lat"] != json.Number("50.85") || m["slug"] != "oracle-hall-2" {
				t.Errorf("%v", m)
			}
		}},
		{"contributor creates pending when publishing", "POST", "/venues", map[string]any{"venue": "Shed", "status": "publish"}, "contributor", 201, "", func(t *testing.T, m map[string]any) {
			if m["status"] != "pending" {
				t.Errorf("%v", m["status"])
			}
		}},
		{"update clears fields", "PATCH", "/venues/" + hall, map[string]any{"address": "", "city": "", "zip": "", "phone": "", "website": "", "stateprovince": "", "state": "", "country": ""}, "editor", 200, "", func(t *testing.T, m map[string]any) {
			for _, k := range []string{"address", "city", "zip", "phone", "website", "stateprovince", "state", "country"} {
				if _, ok := m[k]; ok {
					t.Errorf("%s kept", k)
				}
			}
			if m["venue"] != "Oracle Hall" || m["show_map"] != true {
				t.Errorf("%v", m)
			}
		}},
		{"update empty name", "PUT", "/venues/" + hall, map[string]any{"venue": ""}, "editor", 400, "rest_invalid_param", nil},
		{"update by contributor of another's venue", "POST", "/venues/" + hall, map[string]any{"city": "X"}, "contributor", 403, "rest_forbidden", nil},
		{"update own pending venue by contributor", "POST", "/venues/" + own, map[string]any{"phone": "123"}, "contributor", 200, "", nil},
		{"update own venue by another contributor", "POST", "/venues/" + own, map[string]any{"phone": "123"}, "contributor2", 403, "rest_forbidden", nil},
		{"update anonymous", "POST", "/venues/" + hall, map[string]any{"city": "X"}, "", 401, "rest_forbidden", nil},
		{"update unknown, anonymous", "POST", "/venues/999", map[string]any{"city": "X"}, "", 400, "rest_invalid_param", nil},
		{"update by slug", "PATCH", "/venues/by-slug/garage", map[string]any{"zip": "1000"}, "key", 200, "", func(t *testing.T, m map[string]any) {
			if m["zip"] != "1000" {
				t.Errorf("%v", m)
			}
		}},
		{"delete unknown, anonymous", "DELETE", "/venues/999", nil, "", 400, "rest_invalid_param", nil},
		{"delete anonymous", "DELETE", "/venues/" + hall, nil, "", 401, "rest_forbidden", nil},
		{"delete", "DELETE", "/venues/" + hall, nil, "editor", 200, "", func(t *testing.T, m map[string]any) {
			if m["status"] != "trash" {
				t.Errorf("%v", m)
			}
		}},
		{"delete again", "DELETE", "/venues/" + hall, nil, "editor", 410, "venue-is-in-trash", nil},
		{"delete by slug", "DELETE", "/venues/by-slug/garage", nil, "contributor", 200, "", nil},
	})
}

func TestOrganizerRoutes(t *testing.T) {
	f := newFixture(t)
	org := id(t, f.call("POST", root+"/organizers", oracleOrg, f.editor))
	id(t, f.call("POST", root+"/organizers", map[string]any{"organizer": "Two", "email": "two@common.com"}, f.editor))
	f.runCases(t, []apiCase{
		{"search e-mail domain", "GET", "/organizers?search=@example.org", nil, "", 200, "", func(t *testing.T, m map[string]any) {
			if n := len(m["organizers"].([]any)); n != 1 {
				t.Errorf("%d", n)
			}
		}},
		{"get", "GET", "/organizers/" + org, nil, "", 200, "", func(t *testing.T, m map[string]any) {
			if m["json_ld"].(map[string]any)["@type"] != "Person" {
				t.Errorf("%v", m)
			}
			if _, ok := m["show_map"]; ok {
				t.Errorf("organizers have no show_map")
			}
		}},
		{"by slug", "GET", "/organizers/by-slug/oracle-org", nil, "", 200, "", nil},
		{"create missing name", "POST", "/organizers", map[string]any{"email": "x"}, "editor", 400, "rest_missing_callback_param", nil},
		{"duplicate", "POST", "/organizers", map[string]any{"organizer": "ORACLE org", "email": "other@example.org"}, "editor", 201, "", func(t *testing.T, m map[string]any) {
			if m["id"] != json.Number(org) {
				t.Errorf("%v", m)
			}
		}},
		{"update clears", "PATCH", "/organizers/" + org, map[string]any{"email": "", "phone": "", "website": ""}, "editor", 200, "", func(t *testing.T, m map[string]any) {
			for _, k := range []string{"email", "phone", "website"} {
				if _, ok := m[k]; ok {
					t.Errorf("%s kept", k)
				}
			}
		}},
		{"update as contributor", "PATCH", "/organizers/" + org, map[string]any{"email": "x@example.org"}, "contributor", 403, "rest_forbidden", nil},
		{"delete", "DELETE", "/organizers/" + org, nil, "key", 200, "", nil},
		{"delete again", "DELETE", "/organizers/" + org, nil, "key", 410, "organizer-is-in-trash", nil},
		{"trashed is hidden from anonymous", "GET", "/organizers/" + org, nil, "", 403, "organizer-not-accessible", nil},
	})
}

func venues(m map[string]any) string {
	var out []string
	for _, x := range m["venues"].([]any) {
		out = append(out, x.(map[string]any)["venue"].(string))
	}
	return strings.Join(out, ",")
}
