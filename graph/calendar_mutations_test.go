package graph_test

import (
	"slices"
	"testing"

	"github.com/99designs/gqlgen/client"
)

const eventFields = `id slug title description excerpt status authorId start end startDate endDate timezone allDay featured website
  image { url extension } cost { text } passwordProtected venue { id name city } organizers { id name } categories { name } tags { name }`

type writtenEvent struct {
	ID, Slug, Title, Description, Excerpt, Status, Start, End, StartDate, EndDate, Timezone string
	AuthorID                                                                                *string
	AllDay, Featured                                                                        *bool
	Website                                                                                 *string
	Image                                                                                   *struct{ URL, Extension string }
	Cost                                                                                    *struct{ Text string }
	PasswordProtected                                                                       bool
	Venue                                                                                   *struct{ ID, Name, City string }
	Organizers                                                                              []struct{ ID, Name string }
	Categories                                                                              []struct{ Name string }
	Tags                                                                                    []struct{ Name string }
}

func names(list []struct{ Name string }) []string {
	var out []string
	for _, x := range list {
		out = append(out, x.Name)
	}
	return out
}

func TestCalendarEventWrites(t *testing.T) {
	t.Parallel()
	w := newCalendarWorld(t)
	key := bearer(w.key)
	const create = `mutation($input: EventInput!, $language: SiteLanguage) { createEvent(input: $input, language: $language) { ` + eventFields + ` } }`
	const update = `mutation($id: ID, $slug: String, $input: EventInput!, $language: SiteLanguage) {
	  updateEvent(id: $id, slug: $slug, input: $input, language: $language) { ` + eventFields + ` } }`
	const del = `mutation($id: ID, $slug: String) { deleteEvent(id: $id, slug: $slug) { id status } }`

	var got struct{ CreateEvent, UpdateEvent writtenEvent }
	w.a.data(t, create, &got, key, vars("input", map[string]any{
		"title": "Launch <b>party</b>", "description": "Drinks<script>x</script>", "start": "2027-01-15T18:00:00Z", "end": "2027-01-15T22:00:00Z",
		"timezone": "Europe/Brussels", "cost": []string{"25€"}, "categories": []string{"Parties", itoa64(w.cats["music"].ID)},
		"tags": []string{"evening"}, "venue": map[string]any{"create": map[string]any{"name": "Rooftop", "city": "Brussels"}},
		"organizers": []map[string]any{{"create": map[string]any{"name": "Party People"}}, {"id": itoa64(w.orgs["acme"].ID)}},
	}))
	e := got.CreateEvent
	if e.Title != "Launch party" || e.Status != "PUBLISH" || e.Start != "2027-01-15T18:00:00Z" || e.StartDate != "2027-01-15" ||
		e.Timezone != "Europe/Brussels" || e.Description != "<p>Drinks</p>" || e.Cost.Text != "25€" || e.AuthorID != nil ||
		e.Venue == nil || e.Venue.Name != "Rooftop" || len(e.Organizers) != 2 || e.Organizers[0].Name != "Party People" ||
		!slices.Equal(names(e.Categories), []string{"Music", "Parties"}) || !slices.Equal(names(e.Tags), []string{"evening"}) {
		t.Fatalf("created: %+v", e)
	}
	created := e.ID

	// Updates are patches: only what is sent changes.
	w.a.data(t, update, &got, key, vars("id", created, "input", map[string]any{"featured": true, "allDay": true}))
	u := got.UpdateEvent
	if !*u.Featured || !*u.AllDay || u.Title != "Launch party" || u.Venue == nil || len(u.Organizers) != 2 ||
		u.Start != "2027-01-14T23:00:00Z" || u.End != "2027-01-15T22:59:59Z" {
		t.Fatalf("patched: %+v", u)
	}
	// A write's answer shows its categories with their paths.
	var cats struct {
		UpdateEvent struct{ Categories []struct{ URL string } }
	}
	w.a.data(t, `mutation($id: ID, $c: String!) { updateEvent(id: $id, input: {categories: [$c]}) { categories { url } } }`, &cats, key,
		vars("id", created, "c", itoa64(w.cats["jazz"].ID)))
	if c := cats.UpdateEvent.Categories; len(c) != 1 || c[0].URL != "http://corkboard.test/events/category/music/jazz/" {
		t.Fatalf("categories: %+v", c)
	}
	// null removes the venue, [] the organizers and categories; a URL image (editor level).
	w.a.data(t, update, &got, key, vars("slug", e.Slug, "input", map[string]any{"venue": nil, "organizers": []any{}, "categories": []any{},
		"image": map[string]any{"url": "https://img.example/party.PNG"}, "allDay": false, "start": "2027-01-15T19:00:00+01:00",
		"end": "2027-01-15T23:00:00+01:00"}))
	u = got.UpdateEvent
	if u.Venue != nil || len(u.Organizers) != 0 || len(u.Categories) != 0 || len(u.Tags) != 1 || u.Image == nil || u.Image.Extension != "png" ||
		u.Start != "2027-01-15T18:00:00Z" {
		t.Fatalf("cleared: %+v", u)
	}
	w.a.data(t, update, &got, key, vars("id", created, "input", map[string]any{"image": nil, "venue": map[string]any{"id": itoa64(w.venues["hall"].ID)}}))
	if got.UpdateEvent.Image != nil || got.UpdateEvent.Venue == nil || got.UpdateEvent.Venue.Name != "Riverside Hall" {
		t.Fatalf("image removed, venue linked: %+v", got.UpdateEvent)
	}
	// Text in another language goes to that language only.
	w.a.data(t, update, &got, key, vars("id", created, "language", "FR_FR", "input", map[string]any{"title": "Fête de lancement"}))
	if got.UpdateEvent.Title != "Fête de lancement" {
		t.Fatalf("French: %+v", got.UpdateEvent)
	}
	var read struct{ Event struct{ Title string } }
	w.a.data(t, `query($id: ID) { event(id: $id) { title } }`, &read, vars("id", created))
	if read.Event.Title != "Launch party" {
		t.Fatalf("default language changed: %+v", read)
	}

	// Contributors: their events wait for review and are theirs.
	w.a.data(t, create, &got, w.contributor, vars("input", map[string]any{"title": "My idea", "status": "PUBLISH",
		"start": "2027-02-01T10:00:00Z", "end": "2027-02-01T11:00:00Z"}))
	mine := got.CreateEvent
	if mine.Status != "PENDING" || mine.AuthorID == nil || *mine.AuthorID != itoa64(w.contributorID) {
		t.Fatalf("contributor's: %+v", mine)
	}

	for _, tc := range []struct {
		name, query, code, reason string
		opts                      []client.Option
		fields                    []string
	}{
		{"missing title, start, end", create, "VALIDATION_FAILED", "invalid_input", []client.Option{key, vars("input", map[string]any{})},
			[]string{"input.title", "input.start", "input.end"}},
		{"bad values", create, "VALIDATION_FAILED", "invalid_input", []client.Option{key, vars("input", map[string]any{"title": "x",
			"start": "2027-01-01T10:00:00Z", "end": "2027-01-01T11:00:00Z", "timezone": "Mars/Olympus", "website": "not a url",
			"venue": map[string]any{"id": itoa64(w.orgs["acme"].ID)}, "authorId": "x"})}, []string{"input.timezone", "input.website", "input.venue", "input.authorId"}},
		{"no start, unknown zone", create, "VALIDATION_FAILED", "invalid_input", []client.Option{key, vars("input", map[string]any{"title": "x",
			"end": "2027-01-01T11:00:00Z", "timezone": "Mars/Olympus"})}, []string{"input.start", "input.timezone"}},
		{"validation before permission", create, "VALIDATION_FAILED", "invalid_input", []client.Option{vars("input", map[string]any{})}, nil},
		{"anonymous", create, "UNAUTHENTICATED", "not_allowed", []client.Option{vars("input", map[string]any{"title": "x",
			"start": "2027-01-01T10:00:00Z", "end": "2027-01-01T11:00:00Z"})}, nil},
		{"key without calendar:write", create, "FORBIDDEN", "not_allowed", []client.Option{bearer(w.readKey), vars("input", map[string]any{"title": "x",
			"start": "2027-01-01T10:00:00Z", "end": "2027-01-01T11:00:00Z"})}, nil},
		{"inline venue without a name", create, "BAD_REQUEST", "not_created", []client.Option{key, vars("input", map[string]any{"title": "x",
			"start": "2027-01-01T10:00:00Z", "end": "2027-01-01T11:00:00Z", "venue": map[string]any{"create": map[string]any{"city": "Gent"}}})}, nil},
		{"URL image from a contributor", create, "VALIDATION_FAILED", "invalid_input", []client.Option{w.contributor, vars("input", map[string]any{"title": "x",
			"start": "2027-01-01T10:00:00Z", "end": "2027-01-01T11:00:00Z", "image": map[string]any{"url": "https://img.example/a.png"}})}, []string{"input.image"}},
		{"a new category from a contributor", create, "FORBIDDEN", "term_not_creatable", []client.Option{w.contributor, vars("input", map[string]any{"title": "x",
			"start": "2027-01-01T10:00:00Z", "end": "2027-01-01T11:00:00Z", "categories": []string{"Music", "Not yet a category"}})}, []string{"input.categories"}},
		{"a new tag from a contributor", update, "FORBIDDEN", "term_not_creatable", []client.Option{w.contributor, vars("id", mine.ID,
			"input", map[string]any{"tags": []string{"evening", "not yet a tag"}})}, []string{"input.tags"}},
		{"unknown event", update, "NOT_FOUND", "not_found", []client.Option{key, vars("id", "999999", "input", map[string]any{})}, nil},
		{"a venue as event", update, "BAD_REQUEST", "wrong_kind", []client.Option{key, vars("id", itoa64(w.venues["hall"].ID), "input", map[string]any{})}, nil},
		{"someone else's event", update, "FORBIDDEN", "not_allowed", []client.Option{w.contributor2, vars("id", mine.ID, "input", map[string]any{"featured": true})}, nil},
		{"published event by a contributor", update, "FORBIDDEN", "not_allowed", []client.Option{w.contributor, vars("id", created, "input", map[string]any{})}, nil},
		{"unknown slug", del, "VALIDATION_FAILED", "invalid_input", []client.Option{key, vars("slug", "nope")}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := w.a.wantCode(t, tc.code, tc.query, tc.opts...)
			if e.Extensions.Reason != tc.reason {
				t.Fatalf("reason %q, want %q", e.Extensions.Reason, tc.reason)
			}
			for _, f := range tc.fields {
				if !slices.Contains(fieldNames(e), f) {
					t.Fatalf("fields %v, want %s", fieldNames(e), f)
				}
			}
		})
	}

	// The contributor may edit and trash their own draft, linking existing
	// terms; trashing twice is gone.
	w.a.data(t, update, &got, w.contributor, vars("id", mine.ID, "input", map[string]any{"title": "My better idea",
		"categories": []string{"Music"}, "tags": []string{"evening"}}))
	if u := got.UpdateEvent; !slices.Equal(names(u.Categories), []string{"Music"}) || !slices.Equal(names(u.Tags), []string{"evening"}) {
		t.Fatalf("existing terms linked by a contributor: %+v", u)
	}
	var trashed struct{ DeleteEvent struct{ ID, Status string } }
	w.a.data(t, del, &trashed, w.contributor, vars("id", mine.ID))
	if trashed.DeleteEvent.Status != "TRASH" {
		t.Fatalf("trashed: %+v", trashed)
	}
	if e := w.a.wantCode(t, "FORBIDDEN", del, w.contributor, vars("id", mine.ID)); e.Extensions.Reason != "not_allowed" {
		t.Fatalf("reason %q", e.Extensions.Reason) // a trashed event is no longer the contributor's to edit
	}
	if e := w.a.wantCode(t, "GONE", del, key, vars("id", mine.ID)); e.Extensions.Reason != "trashed" {
		t.Fatalf("reason %q", e.Extensions.Reason)
	}
}

func TestCalendarVenueOrganizerWrites(t *testing.T) {
	t.Parallel()
	w := newCalendarWorld(t)
	key := bearer(w.key)
	var got struct {
		CreateVenue, UpdateVenue, DeleteVenue struct {
			ID, Name, City, Status string
			Lat, Lng               *float64
			ShowMap                bool
		}
		CreateOrganizer, UpdateOrganizer, DeleteOrganizer struct{ ID, Name, Email, Status string }
	}
	w.a.data(t, `mutation { createVenue(input: {name: "Town Hall", city: "Ghent", lat: 51.05, lng: 3.72}) { id name city lat lng showMap status } }`, &got, key)
	v := got.CreateVenue
	if v.Name != "Town Hall" || *v.Lat != 51.05 || !v.ShowMap || v.Status != "PUBLISH" {
		t.Fatalf("venue: %+v", v)
	}
	// The same name again is the same venue.
	w.a.data(t, `mutation { createVenue(input: {name: "town hall"}) { id name } }`, &got, key)
	if got.CreateVenue.ID != v.ID {
		t.Fatalf("duplicate: %+v", got.CreateVenue)
	}
	w.a.data(t, `mutation($id: ID) { updateVenue(id: $id, input: {city: "", showMap: false}) { id name city showMap } }`, &got, key, vars("id", v.ID))
	if got.UpdateVenue.City != "" || got.UpdateVenue.ShowMap || got.UpdateVenue.Name != "Town Hall" {
		t.Fatalf("updated: %+v", got.UpdateVenue)
	}
	w.a.data(t, `mutation { createOrganizer(input: {name: "Film Club", email: "film@club.example"}) { id name email } }`, &got, w.contributor)
	o := got.CreateOrganizer
	w.a.data(t, `mutation($id: ID) { updateOrganizer(id: $id, input: {email: "hi@club.example"}, language: FR_FR) { id name email } }`, &got,
		w.contributor, vars("id", o.ID))
	if got.UpdateOrganizer.Email != "hi@club.example" {
		t.Fatalf("organizer: %+v", got.UpdateOrganizer)
	}
	w.a.data(t, `mutation($v: ID, $o: ID) { deleteVenue(id: $v) { id status } deleteOrganizer(id: $o) { id status } }`, &got, key,
		vars("v", v.ID, "o", o.ID))
	if got.DeleteVenue.Status != "TRASH" || got.DeleteOrganizer.Status != "TRASH" {
		t.Fatalf("deleted: %+v", got)
	}
	for _, tc := range []struct{ name, query, code, reason string }{
		{"no name", `mutation { createVenue(input: {city: "x"}) { id } }`, "VALIDATION_FAILED", "invalid_input"},
		{"half a coordinate", `mutation { createVenue(input: {name: "x", lat: 1}) { id } }`, "VALIDATION_FAILED", "invalid_input"},
		{"an event as venue", `mutation { updateVenue(id: "` + itoa64(w.events["talk"].ID) + `", input: {city: "x"}) { id } }`, "VALIDATION_FAILED", "invalid_input"},
		{"trashed twice", `mutation { deleteVenue(id: "` + v.ID + `") { id } }`, "GONE", "trashed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if e := w.a.wantCode(t, tc.code, tc.query, key); e.Extensions.Reason != tc.reason {
				t.Fatalf("reason %q", e.Extensions.Reason)
			}
		})
	}
	if e := w.a.wantCode(t, "UNAUTHENTICATED", `mutation { createOrganizer(input: {name: "x"}) { id } }`); e.Extensions.Reason != "not_allowed" {
		t.Fatalf("reason %q", e.Extensions.Reason)
	}
	if e := w.a.wantCode(t, "FORBIDDEN", `mutation($id: ID) { updateOrganizer(id: $id, input: {name: "x"}) { id } }`, w.contributor2,
		vars("id", o.ID)); e.Extensions.Reason != "not_allowed" {
		t.Fatalf("reason %q", e.Extensions.Reason)
	}
}

func TestCalendarTermWrites(t *testing.T) {
	t.Parallel()
	w := newCalendarWorld(t)
	key := bearer(w.key)
	type term struct {
		ID, Name, Slug, Description, URL string
		ParentID                         *string
	}
	var got struct{ CreateCategory, UpdateCategory, DeleteCategory, CreateTag, UpdateTag, DeleteTag term }
	const fields = `id name slug description url parentId`
	const tagFields = `id name slug description url`
	w.a.data(t, `mutation($p: ID) { createCategory(input: {name: "Bebop", parentId: $p}) { `+fields+` } }`, &got, key,
		vars("p", itoa64(w.cats["jazz"].ID)))
	c := got.CreateCategory
	if c.Slug != "bebop" || *c.ParentID != itoa64(w.cats["jazz"].ID) || c.URL != "http://corkboard.test/events/category/music/jazz/bebop/" {
		t.Fatalf("category: %+v", c)
	}
	w.a.data(t, `mutation($id: ID!) { updateCategory(id: $id, input: {parentId: null, description: "Fast"}) { `+fields+` } }`, &got, key, vars("id", c.ID))
	if got.UpdateCategory.ParentID != nil || got.UpdateCategory.Description != "Fast" {
		t.Fatalf("moved up: %+v", got.UpdateCategory)
	}
	w.a.data(t, `mutation($id: ID!) { updateCategory(id: $id, input: {name: "Bebop FR"}, language: FR_FR) { `+fields+` } }`, &got, key, vars("id", c.ID))
	if got.UpdateCategory.Name != "Bebop FR" {
		t.Fatalf("French: %+v", got.UpdateCategory)
	}
	w.a.data(t, `mutation { createTag(input: {name: "Outdoor"}) { `+tagFields+` } }`, &got, key)
	tag := got.CreateTag
	w.a.data(t, `mutation($id: ID!) { updateTag(id: $id, input: {slug: "open-air"}) { `+tagFields+` } }`, &got, key, vars("id", tag.ID))
	if got.UpdateTag.Slug != "open-air" || got.UpdateTag.URL != "http://corkboard.test/tag/open-air/" {
		t.Fatalf("tag: %+v", got.UpdateTag)
	}
	w.a.data(t, `mutation($c: ID!, $t: ID!) { deleteCategory(id: $c) { `+fields+` } deleteTag(id: $t) { `+tagFields+` } }`, &got, w.editor,
		vars("c", c.ID, "t", tag.ID))
	if got.DeleteCategory.Name != "Bebop" || got.DeleteTag.Slug != "open-air" {
		t.Fatalf("deleted: %+v", got)
	}
	for _, tc := range []struct {
		name, query, code, reason string
		opts                      []client.Option
	}{
		{"no name", `mutation { createTag(input: {description: "x"}) { id } }`, "VALIDATION_FAILED", "invalid_input", []client.Option{key}},
		{"existing name", `mutation { createCategory(input: {name: "talks"}) { id } }`, "CONFLICT", "term_exists", []client.Option{key}},
		{"slug in use", `mutation { createTag(input: {name: "Gratis", slug: "free"}) { id } }`, "CONFLICT", "duplicate_slug", []client.Option{key}},
		{"unknown parent", `mutation { createCategory(input: {name: "x", parentId: "999"}) { id } }`, "VALIDATION_FAILED", "invalid_input", []client.Option{key}},
		{"contributor", `mutation { createTag(input: {name: "x"}) { id } }`, "FORBIDDEN", "not_allowed", []client.Option{w.contributor}},
		{"anonymous", `mutation { createTag(input: {name: "x"}) { id } }`, "UNAUTHENTICATED", "not_allowed", nil},
		{"a tag as category", `mutation { deleteCategory(id: "` + itoa64(w.tags["free"].ID) + `") { id } }`, "VALIDATION_FAILED", "invalid_input", []client.Option{key}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if e := w.a.wantCode(t, tc.code, tc.query, tc.opts...); e.Extensions.Reason != tc.reason {
				t.Fatalf("reason %q, want %q", e.Extensions.Reason, tc.reason)
			}
		})
	}
}
