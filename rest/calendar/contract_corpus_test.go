package calendar_test

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"net/url"
	"testing"

	"corkboard/internal/testkit"
)

// contractCorpus sends, through c, a request for every documented answer
// of every operation: each archive, create, read, update (POST, PUT and
// PATCH) and delete, by id and by slug, succeeding and failing in each
// documented way, and the shapes that vary (password-protected events,
// images, coordinates, nested categories, typed parameter errors).
func contractCorpus(t *testing.T, f *fixture, c *contract) {
	send := func(method, target string, body any, auth string) *testkit.Response {
		t.Helper()
		return c.send(t, f, method, target, body, auth)
	}
	created := func(method, target string, body any) map[string]any {
		t.Helper()
		r := send(method, root+target, body, f.admin)
		if r.StatusCode != 201 {
			t.Fatalf("POST %s: %d %s", target, r.StatusCode, r.Body)
		}
		return obj(t, r)
	}
	str := func(v any) string { return fmt.Sprint(v) }
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewRGBA(image.Rect(0, 0, 8, 6))); err != nil {
		t.Fatal(err)
	}
	img, err := f.Modules.Media.Images.Upload(testkit.System(), "poster.png", bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}

	// What the requests read and change.
	parent := created("POST", "/categories", map[string]any{"name": "Music", "description": "Sounds"})
	child := created("POST", "/categories", map[string]any{"name": "Jazz", "parent": parent["id"]})
	tag := created("POST", "/tags", map[string]any{"name": "Free"})
	venue := created("POST", "/venues", map[string]any{"venue": "Hall", "address": "1 Main St", "city": "Ghent",
		"geo_lat": 51.05, "geo_lng": 3.72, "image": "https://cdn.example.org/hall.jpg", "website": "hall.example.org"})
	draftVenue := created("POST", "/venues", map[string]any{"venue": "Secret hall", "status": "draft"})
	organizer := created("POST", "/organizers", map[string]any{"organizer": "Acme", "email": "acme@example.org", "phone": "+32 1"})
	draftOrganizer := created("POST", "/organizers", map[string]any{"organizer": "Secret org", "status": "draft"})
	event := created("POST", "/events", map[string]any{"title": "Concert", "start_date": "2026-12-01 20:00:00", "end_date": "2026-12-01 23:00:00",
		"description": "<p>Loud</p>", "excerpt": "Short", "cost": []any{"10€", "20€"}, "currency_code": "EUR", "image": img.ID,
		"categories": []any{child["id"]}, "tags": []any{"Free", "Evening"}, "venue": venue["id"], "organizer": []any{organizer["id"]},
		"featured": true, "timezone": "Europe/Brussels"})
	draft := created("POST", "/events", map[string]any{"title": "Draft", "start_date": "2026-12-02 20:00", "end_date": "2026-12-02 21:00", "status": "draft"})
	created("POST", "/events", map[string]any{"title": "Protected", "start_date": "2026-12-03 20:00", "end_date": "2026-12-03 21:00",
		"password": "secret", "venue": map[string]any{"venue": "Inline hall"}, "organizer": []any{map[string]any{"organizer": "Inline org"}}})
	created("POST", "/events", map[string]any{"title": "All day", "start_date": "2026-12-04", "end_date": "2026-12-05", "all_day": true,
		"cost": "Donation", "website": "https://example.org/all-day", "hide_from_listings": false, "sticky": true})

	type item struct{ id, slug string }
	fresh := func(kind string) item { // a new published item of kind, to delete
		body := map[string]any{"events": map[string]any{"title": "Gone soon", "start_date": "2026-12-09 10:00", "end_date": "2026-12-09 11:00"},
			"venues": map[string]any{"venue": "Gone hall"}, "organizers": map[string]any{"organizer": "Gone org"},
			"categories": map[string]any{"name": "Gone cat"}, "tags": map[string]any{"name": "Gone tag"}}[kind]
		m := created("POST", "/"+kind, body)
		return item{str(m["id"]), str(m["slug"])}
	}
	trashed := map[string]item{}
	for _, kind := range []string{"events", "venues", "organizers"} {
		it := fresh(kind)
		if r := send("DELETE", root+"/"+kind+"/"+it.id, nil, f.admin); r.StatusCode != 200 {
			t.Fatalf("trash %s: %s", kind, r.Body)
		}
		trashed[kind] = it
	}
	known := map[string]item{"events": {str(event["id"]), str(event["slug"])}, "venues": {str(venue["id"]), str(venue["slug"])},
		"organizers": {str(organizer["id"]), str(organizer["slug"])}, "categories": {str(child["id"]), ""}, "tags": {str(tag["id"]), ""}}
	hidden := map[string]item{"events": {str(draft["id"]), str(draft["slug"])}, "venues": {str(draftVenue["id"]), str(draftVenue["slug"])},
		"organizers": {str(draftOrganizer["id"]), str(draftOrganizer["slug"])}}
	valid := map[string]map[string]any{
		"events": {"title": "New", "start_date": "2026-12-10 10:00", "end_date": "2026-12-10 11:00"}, "venues": {"venue": "New hall"},
		"organizers": {"organizer": "New org"}, "categories": {"name": "New cat"}, "tags": {"name": "New tag"}}
	change := map[string]map[string]any{"events": {"excerpt": "Changed"}, "venues": {"city": "Bruges"},
		"organizers": {"phone": "+32 2"}, "categories": {"description": "Changed"}, "tags": {"description": "Changed"}}
	invalid := map[string]map[string]any{"events": {"start_date": "not a date"}, "venues": {"website": "not a url"},
		"organizers": {"email": "not an email"}, "categories": {"name": ""}, "tags": {"name": ""}}
	required := map[string]map[string]any{"events": {"description": "No title"}, "venues": {"city": "Nameless"},
		"organizers": {"phone": "+32 3"}, "categories": {"description": "Nameless"}, "tags": {"description": "Nameless"}}

	t.Run("root and doc", func(t *testing.T) {
		for _, p := range []string{"", "/doc"} {
			send("GET", root+p, nil, "")
			send("GET", "/fr_fr"+root+p, nil, "")
			send("GET", root+p+"?site_language=xx", nil, "")
		}
	})
	for _, kind := range []string{"events", "venues", "organizers", "categories", "tags"} {
		t.Run(kind, func(t *testing.T) {
			base := root + "/" + kind
			// The archive.
			send("GET", base, nil, "")
			send("GET", base+"?per_page=50&page=1", nil, f.admin)
			send("GET", "/nl_nl"+base+"?per_page=1", nil, "")
			send("GET", base+"?per_page=1&page=2", nil, f.admin)
			send("GET", base+"?per_page=abc", nil, "")
			send("GET", base+"?page=99", nil, "")
			// Creates.
			send("POST", base, valid[kind], f.admin)
			send("POST", base, valid[kind], f.key)
			send("POST", base, required[kind], f.admin)
			send("POST", base, invalid[kind], f.admin)
			send("POST", base, valid[kind], "")
			send("POST", base, valid[kind], f.keyNoScope)
			send("POST", base, valid[kind], f.contributor)
			send("POST", base, formOf(valid[kind]), f.admin)
			refs := map[string]func(item) string{"by id": func(it item) string { return it.id }}
			if kind == "events" || kind == "venues" || kind == "organizers" {
				refs["by slug"] = func(it item) string { return "by-slug/" + it.slug }
			}
			for name, ref := range refs {
				t.Run(name, func(t *testing.T) {
					at := func(it item) string { return base + "/" + ref(it) }
					unknown := item{"999999", "no-such-slug"}
					// Reads.
					send("GET", at(known[kind]), nil, "")
					send("GET", "/en_uk"+at(known[kind]), nil, "")
					send("GET", at(unknown), nil, "")
					if h, ok := hidden[kind]; ok {
						send("GET", at(h), nil, "")
						send("GET", at(h), nil, f.admin)
					}
					if kind == "events" && name == "by id" {
						send("GET", base+"/"+known["venues"].id, nil, "") // a venue's id
					}
					// Updates, through each method.
					for _, m := range []string{"POST", "PUT", "PATCH"} {
						send(m, at(known[kind]), change[kind], f.admin)
						send(m, at(known[kind]), invalid[kind], f.admin)
						send(m, at(known[kind]), change[kind], "")
						send(m, at(known[kind]), change[kind], f.contributor)
						send(m, at(unknown), change[kind], f.admin)
					}
					// Deletes.
					send("DELETE", at(fresh(kind)), nil, f.admin)
					send("DELETE", at(known[kind]), nil, "")
					send("DELETE", at(known[kind]), nil, f.contributor)
					send("DELETE", at(unknown), nil, f.admin)
					if it, ok := trashed[kind]; ok {
						send("DELETE", at(it), nil, f.admin)
					}
					if kind == "events" && name == "by id" {
						send("DELETE", base+"/"+known["venues"].id, nil, f.admin)
					}
				})
			}
		})
	}
	t.Run("shapes that vary", func(t *testing.T) {
		send("GET", root+"/events?per_page=50", nil, "") // a password-protected event in an archive
		send("GET", root+"/events?ticketed=true", nil, "")
		send("GET", root+"/events?featured=maybe", nil, "")
		send("GET", root+"/events?categories="+str(child["id"])+"&tags=free,evening&venue="+known["venues"].id, nil, "")
		send("GET", root+"/venues?only_with_upcoming=true&has_events=false", nil, "")
		send("GET", root+"/categories?hide_empty=false&parent="+str(parent["id"]), nil, "")
		send("GET", root+"/categories/"+str(child["id"]), nil, "")                 // urls.up
		send("POST", root+"/categories", map[string]any{"name": "Music"}, f.admin) // term_exists, with term_id
		send("POST", root+"/events", map[string]any{"title": "Inline", "start_date": "2026-12-11 10:00", "end_date": "2026-12-11 11:00",
			"venue":     map[string]any{"venue": "Inline hall 2", "city": "Liège"},
			"organizer": []any{map[string]any{"organizer": "Inline org 2"}, map[string]any{"id": organizer["id"]}}}, f.admin)
		send("POST", root+"/events", map[string]any{"title": "Bad inline", "start_date": "2026-12-11 10:00", "end_date": "2026-12-11 11:00",
			"organizer": map[string]any{"organizer": "Bare object"}}, f.admin)
		send("GET", root+"/events/"+known["events"].id+"?password=nope", nil, "")
	})
	t.Run("iCalendar", func(t *testing.T) {
		send("GET", root+"/events.ics", nil, "")
		send("GET", "/fr_fr"+root+"/events.ics?per_page=2", nil, "")
		send("GET", root+"/events.ics?start_date=nope", nil, "")
		send("GET", root+"/events.ics?page=99", nil, "")
		send("GET", root+"/events/"+known["events"].id+".ics", nil, "")
		send("GET", root+"/events/"+known["venues"].id+".ics", nil, "") // a venue's id: 400
		send("GET", root+"/events/"+hidden["events"].id+".ics", nil, "")
		send("GET", root+"/events/999999.ics", nil, "")
	})
}

// formOf writes flat members as a form body.
func formOf(m map[string]any) string {
	v := url.Values{}
	for k, x := range m {
		v.Set(k, fmt.Sprint(x))
	}
	return v.Encode()
}
