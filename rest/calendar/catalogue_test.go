package calendar_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"strings"
	"testing"

	"corkboard/internal/testkit"
)

// TestErrorCatalogue produces every error of the guide's catalogue that
// can happen over HTTP and checks its status, code and message.
func TestErrorCatalogue(t *testing.T) {
	f := newFixture(t)
	draft := f.event("Draft", "2026-12-01 10:00:00", "2026-12-01 11:00:00", "status", "draft")
	locked := f.event("Locked", "2026-12-01 10:00:00", "2026-12-01 11:00:00", "password", "pw")
	trashed := f.event("Trashed", "2026-12-01 10:00:00", "2026-12-01 11:00:00")
	f.call("DELETE", root+"/events/"+trashed, nil, f.admin)
	venue := id(t, f.call("POST", root+"/venues", map[string]any{"venue": "V", "status": "draft"}, f.admin))
	org := id(t, f.call("POST", root+"/organizers", map[string]any{"organizer": "O", "status": "draft"}, f.admin))
	gone := id(t, f.call("POST", root+"/organizers", map[string]any{"organizer": "Gone"}, f.admin))
	goneV := id(t, f.call("POST", root+"/venues", map[string]any{"venue": "Gone"}, f.admin))
	f.call("DELETE", root+"/organizers/"+gone, nil, f.admin)
	f.call("DELETE", root+"/venues/"+goneV, nil, f.admin)
	id(t, f.call("POST", root+"/tags", map[string]any{"name": "Jazz"}, f.admin))

	tests := []struct {
		code, method, path string
		body               any
		auth               string
		status             int
		message            string
	}{
		{"rest-event-not-found", "GET", "/events/13", nil, "", 404, "Event with ID 13 does not exist."},
		{"rest-invalid-event-id", "GET", "/events/" + venue, nil, "", 400, "The specified ID is not a valid event."},
		{"event-no-longer-available", "GET", "/events/" + trashed, nil, "", 403, "This event is no longer available"},
		{"event-not-accessible", "GET", "/events/" + draft, nil, "", 403, "The requested event is not accessible"},
		{"event-not-accessible", "GET", "/events/by-slug/draft", nil, "", 403, "The requested event is not accessible"},
		{"event-password-protected", "GET", "/events/" + locked, nil, "", 403, "The requested event is not accessible without a password"},
		{"event-password-protected", "GET", "/events/" + locked + "?password=wrong", nil, "", 403, "The requested event is not accessible without a password"},
		{"event-archive-page-not-found", "GET", "/events?page=9", nil, "", 404, "The requested event archive page does not exist"},
		{"event-is-in-trash", "DELETE", "/events/" + trashed, nil, "admin", 410, "The event is already trashed"},
		{"venue-not-accessible", "GET", "/venues/" + venue, nil, "", 403, "The requested venue is not accessible"},
		{"organizer-not-accessible", "GET", "/organizers/by-slug/o", nil, "", 403, "The requested organizer is not accessible"},
		{"venue-archive-page-not-found", "GET", "/venues?page=2", nil, "", 404, "The requested venue archive page does not exist"},
		{"organizer-archive-page-not-found", "GET", "/organizers?page=2", nil, "", 404, "The requested organizer archive page does not exist"},
		{"venue-is-in-trash", "DELETE", "/venues/" + goneV, nil, "admin", 410, "The venue is already trashed"},
		{"organizer-is-in-trash", "DELETE", "/organizers/" + gone, nil, "admin", 410, "The organizer is already trashed"},
		{"could-not-create-venue", "POST", "/events", map[string]any{"title": "x", "start_date": "now", "end_date": "now", "venue": map[string]any{"city": "x"}}, "admin", 400, "The venue could not be created from the provided data"},
		{"could-not-create-organizer", "POST", "/events", map[string]any{"title": "x", "start_date": "now", "end_date": "now", "organizer": map[string]any{"organizer": "x"}}, "admin", 400, "The organizer could not be created from the provided data"},
		{"rest_invalid_param", "GET", "/events?ticketed=1", nil, "", 400, "Invalid parameter(s): ticketed"},
		{"rest_no_route", "PUT", "/events", nil, "", 404, "No route was found matching the URL and request method."},
		{"rest_missing_callback_param", "POST", "/organizers", map[string]any{}, "admin", 400, "Missing parameter(s): organizer"},
		{"rest_invalid_param", "GET", "/events?per_page=abc&page=foo", nil, "", 400, "Invalid parameter(s): page, per_page"},
		{"rest_invalid_json", "POST", "/events", "raw:{", "admin", 400, "Invalid JSON body passed."},
		{"rest_forbidden", "POST", "/tags", map[string]any{"name": "x"}, "", 401, "Sorry, you are not allowed to do that."},
		{"rest_forbidden", "POST", "/tags", map[string]any{"name": "x"}, "contributor", 403, "Sorry, you are not allowed to do that."},
		{"term_exists", "POST", "/tags", map[string]any{"name": "JAZZ"}, "admin", 400, "A term with the name provided already exists in this taxonomy."},
		{"rest_taxonomy_not_hierarchical", "POST", "/tags", map[string]any{"name": "x", "parent": 1}, "admin", 400, "Cannot set parent term, taxonomy is not hierarchical."},
		{"rest_invalid_param", "DELETE", "/venues/" + org, nil, "", 400, "Invalid parameter(s): id"},
		{"rest_invalid_param", "GET", "/events/by-slug/nope", nil, "", 400, "Invalid parameter(s): slug"},
	}
	for _, tt := range tests {
		t.Run(tt.code+" "+tt.method+" "+tt.path, func(t *testing.T) {
			var r *testkit.Response
			if s, ok := tt.body.(string); ok && strings.HasPrefix(s, "raw:") {
				r = f.Do(t, testkit.Request(tt.method, root+tt.path, strings.TrimPrefix(s, "raw:"), "Content-Type", "application/json", "Authorization", f.auth(tt.auth)))
			} else {
				r = f.call(tt.method, root+tt.path, tt.body, f.auth(tt.auth))
			}
			m := wantError(t, r, tt.status, tt.code)
			if m["message"] != tt.message {
				t.Errorf("message %q, want %q", m["message"], tt.message)
			}
		})
	}
}

func TestLinkedArchiveFilters(t *testing.T) {
	f := newFixture(t)
	hall := id(t, f.call("POST", root+"/venues", map[string]any{"venue": "Hall"}, f.admin))
	club := id(t, f.call("POST", root+"/venues", map[string]any{"venue": "Club"}, f.admin))
	id(t, f.call("POST", root+"/venues", map[string]any{"venue": "Empty"}, f.admin))
	ann := id(t, f.call("POST", root+"/organizers", map[string]any{"organizer": "Ann"}, f.admin))
	bob := id(t, f.call("POST", root+"/organizers", map[string]any{"organizer": "Bob"}, f.admin))
	past := f.event("Past", "2026-01-01 10:00:00", "2026-01-01 11:00:00", "venue", hall, "organizer", ann)
	f.event("Upcoming draft", "2027-01-01 10:00:00", "2027-01-01 11:00:00", "venue", club, "organizer", bob, "status", "draft")
	names := func(m map[string]any, key, field string) string { return listOf(m[key], field) }
	tests := []struct {
		name, path, auth, want string
	}{
		{"venues of an event", "/venues?event=" + past, "", "Hall"},
		{"organizers of an event", "/organizers?event=" + past, "", "Ann"},
		{"venues with events (not draft)", "/venues?has_events=true", "", "Hall"},
		{"venues without events", "/venues?has_events=false", "", "Empty,Club"},
		{"upcoming for anonymous: drafts do not count", "/venues?only_with_upcoming=true", "", ""},
		{"upcoming for editors", "/venues?only_with_upcoming=true", "editor", "Club"},
		{"organizers upcoming for editors", "/organizers?only_with_upcoming=1", "editor", "Bob"},
		{"only_with_upcoming=false changes nothing", "/organizers?only_with_upcoming=false", "", "Bob,Ann"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := f.call("GET", root+tt.path, nil, f.auth(tt.auth))
			if r.StatusCode != 200 {
				t.Fatalf("%d %s", r.StatusCode, r.Body)
			}
			key, field := "venues", "venue"
			if strings.HasPrefix(tt.path, "/organizers") {
				key, field = "organizers", "organizer"
			}
			if got := names(obj(t, r), key, field); got != tt.want {
				t.Fatalf("%s, want %s", got, tt.want)
			}
		})
	}
	t.Run("trashing a venue unlinks it from its events", func(t *testing.T) {
		f.call("DELETE", root+"/venues/"+hall, nil, f.admin)
		f.call("DELETE", root+"/organizers/"+ann, nil, f.admin)
		e := obj(t, f.call("GET", root+"/events/"+past, nil, ""))
		if v, ok := e["venue"].([]any); !ok || len(v) != 0 || len(e["organizer"].([]any)) != 0 {
			t.Fatalf("%v %v", e["venue"], e["organizer"])
		}
	})
}

func TestTranslations(t *testing.T) {
	f := newFixture(t)
	ev := id(t, f.call("POST", "/fr_fr"+root+"/events", map[string]any{"title": "Concert de jazz", "description": "Au bord de l'eau",
		"start_date": "2026-12-01 20:00", "end_date": "2026-12-01 22:00", "venue": map[string]any{"venue": "Salle"}}, f.admin))
	r := f.call("PATCH", root+"/events/"+ev, map[string]any{"title": "Jazz concert", "description": "By the water", "excerpt": "Jazz!"}, f.admin)
	if r.StatusCode != 200 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	f.call("PATCH", root+"/events/"+ev+"?site_language=nl_nl", map[string]any{"title": "Jazzconcert"}, f.admin)
	tests := []struct{ path, title, description, excerpt string }{
		{"/events/" + ev, "Jazz concert", "<p>By the water</p>", "<p>Jazz!</p>"},
		{"/fr_fr/events/" + ev, "Concert de jazz", "<p>Au bord de l'eau</p>", "<p>Jazz!</p>"},
		{"/events/" + ev + "?site_language=FR_FR", "Concert de jazz", "<p>Au bord de l'eau</p>", "<p>Jazz!</p>"},
		{"/nl_nl/events/" + ev, "Jazzconcert", "<p>By the water</p>", "<p>Jazz!</p>"},
		{"/en_uk/events/" + ev, "Jazz concert", "<p>By the water</p>", "<p>Jazz!</p>"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			p := root + tt.path
			if strings.HasPrefix(tt.path, "/fr_fr") || strings.HasPrefix(tt.path, "/nl_nl") || strings.HasPrefix(tt.path, "/en_uk") {
				p = tt.path[:6] + root + tt.path[6:]
			}
			m := obj(t, f.call("GET", p, nil, ""))
			if m["title"] != tt.title || m["description"] != tt.description || m["excerpt"] != tt.excerpt {
				t.Fatalf("%v | %v | %v", m["title"], m["description"], m["excerpt"])
			}
		})
	}
	if got := titles(t, f.list(t, "?search=bord&site_language=fr_fr", "")); got != "Concert de jazz" {
		t.Errorf("search in the language: %s", got)
	}
	if got := titles(t, f.list(t, "?search=bord", "")); got != "" {
		t.Errorf("search in the default language found French text: %s", got)
	}
}

func TestEventImages(t *testing.T) {
	f := newFixture(t)
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewRGBA(image.Rect(0, 0, 64, 48))); err != nil {
		t.Fatal(err)
	}
	img, err := f.Modules.Media.Images.Upload(testkit.System(), "Poster.png", bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	ev := f.event("With image", "2026-12-01 20:00", "2026-12-01 22:00", "image", img.ID,
		"venue", map[string]any{"venue": "Pictured", "image": fmt.Sprint(img.ID)})
	e := obj(t, f.call("GET", root+"/events/"+ev, nil, ""))
	im := e["image"].(map[string]any)
	want := map[string]any{"id": json.Number(fmt.Sprint(img.ID)), "extension": "png", "width": json.Number("64"), "height": json.Number("48"),
		"url": fmt.Sprintf("http://corkboard.test/media/%d/poster.png", img.ID)}
	for k, v := range want {
		if im[k] != v {
			t.Errorf("image.%s = %v, want %v", k, im[k], v)
		}
	}
	if e["venue"].(map[string]any)["image"].(map[string]any)["url"] != want["url"] {
		t.Errorf("venue image %v", e["venue"])
	}
	r := f.call("GET", fmt.Sprintf("/media/%d/poster.png", img.ID), nil, "")
	if r.StatusCode != 200 || r.Header.Get("Content-Type") != "image/png" || !bytes.Equal(r.Body, buf.Bytes()) {
		t.Fatalf("media: %d %s", r.StatusCode, r.Header.Get("Content-Type"))
	}
	m := obj(t, f.call("PATCH", root+"/events/"+ev, map[string]any{"image": "https://cdn.example.org/a/b.JPG"}, f.editor))
	if im := m["image"].(map[string]any); im["url"] != "https://cdn.example.org/a/b.JPG" || im["extension"] != "jpg" {
		t.Errorf("URL image %v", m["image"])
	}
	m = obj(t, f.call("PATCH", root+"/events/"+ev, map[string]any{"image": ""}, f.editor))
	if m["image"] != false {
		t.Errorf("removed image: %v", m["image"])
	}
	if r := f.call("GET", "/media/999/x.png", nil, ""); r.StatusCode != 404 {
		t.Errorf("unknown media: %d", r.StatusCode)
	}
}
