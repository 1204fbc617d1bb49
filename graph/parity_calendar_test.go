package graph_test

import (
	"net/url"
	"slices"
	"testing"

	"github.com/99designs/gqlgen/client"
)

// TestCalendarParity makes the same calls through REST (/calendar/events/v1)
// and GraphQL and compares the records returned and the refusals.
func TestCalendarParity(t *testing.T) {
	t.Parallel()
	w := newCalendarWorld(t)
	const root = "/calendar/events/v1"
	restList := func(t *testing.T, path, key string, headers ...string) ([]string, int) {
		t.Helper()
		status, body := rest(t, w.s, "GET", path, nil, headers...)
		if status != 200 {
			t.Fatalf("REST %s: %d %v", path, status, body)
		}
		var ids []string
		items, _ := body[key].([]any)
		for _, it := range items {
			ids = append(ids, jsonID(it.(map[string]any)["id"]))
		}
		return ids, int(body["total"].(float64))
	}
	gqlIDs := func(t *testing.T, query, list string, opts ...client.Option) ([]string, int) {
		t.Helper()
		var got map[string]struct {
			Nodes      []struct{ ID string }
			TotalCount int
		}
		w.a.data(t, query, &got, opts...)
		var ids []string
		for _, n := range got[list].Nodes {
			ids = append(ids, n.ID)
		}
		return ids, got[list].TotalCount
	}
	const events = `query($filter: EventFilter, $page: Int, $perPage: Int, $language: SiteLanguage) {
	  events(filter: $filter, page: $page, perPage: $perPage, language: $language) { nodes { id } totalCount } }`
	ev := func(name string) string { return itoa64(w.events[name].ID) }
	hall, club := itoa64(w.venues["hall"].ID), itoa64(w.venues["club"].ID)
	lists := []struct {
		name    string
		rest    string
		headers []string
		opts    []client.Option
	}{
		{"default window", "", nil, nil},
		{"December", "start_date=2026-12-01&end_date=2026-12-31", nil,
			[]client.Option{vars("filter", map[string]any{"startDate": "2026-12-01", "endDate": "2026-12-31"})}},
		{"strict instants", url.Values{"starts_after": {"2026-12-01 19:00:00"}, "starts_before": {"2026-12-10 18:00:00"}, "strict_dates": {"true"}}.Encode(), nil,
			[]client.Option{vars("filter", map[string]any{"startsAfter": "2026-12-01T19:00:00Z", "startsBefore": "2026-12-10T18:00:00Z"})}},
		{"overlapping", url.Values{"ends_after": {"2026-10-01 00:00:00"}, "starts_before": {"2026-12-02 00:00:00"}, "strict_dates": {"1"}}.Encode(), nil,
			[]client.Option{vars("filter", map[string]any{"endsAfter": "2026-10-01T00:00:00Z", "startsBefore": "2026-12-02T00:00:00Z"})}},
		{"categories and tags", "categories=jazz&tags=free", nil,
			[]client.Option{vars("filter", map[string]any{"categorySlugs": []string{"jazz"}, "tagSlugs": []string{"free"}})}},
		{"venues", "venue=" + club + "," + hall, nil, []client.Option{vars("filter", map[string]any{"venueIds": []string{club, hall}})}},
		{"organizer and featured", "organizer=" + itoa64(w.orgs["acme"].ID) + "&featured=false", nil,
			[]client.Option{vars("filter", map[string]any{"organizerIds": []string{itoa64(w.orgs["acme"].ID)}, "featured": false})}},
		{"search", "search=river", nil, []client.Option{vars("filter", map[string]any{"search": "river"})}},
		{"include", "include=" + ev("gig") + "," + ev("past"), nil, []client.Option{vars("filter", map[string]any{"ids": []string{ev("gig"), ev("past")}})}},
		{"near", "geoloc_lat=50.8&geoloc_lng=4.4", nil, []client.Option{vars("filter", map[string]any{"near": map[string]any{"lat": 50.8, "lng": 4.4}})}},
		{"paged", "per_page=2&page=2", nil, []client.Option{vars("perPage", 2, "page", 2)}},
		{"editor: drafts", "status=draft", []string{"Authorization", w.editorHeader}, []client.Option{w.editor, vars("filter", map[string]any{"statuses": []string{"DRAFT"}})}},
	}
	for _, l := range lists {
		t.Run("events: "+l.name, func(t *testing.T) {
			restIDs, restTotal := restList(t, root+"/events?"+l.rest, "events", l.headers...)
			ids, total := gqlIDs(t, events, "events", l.opts...)
			if !slices.Equal(restIDs, ids) || restTotal != total {
				t.Fatalf("REST %v (%d), GraphQL %v (%d)", restIDs, restTotal, ids, total)
			}
		})
	}

	t.Run("event in French", func(t *testing.T) {
		_, body := rest(t, w.s, "GET", "/fr_fr"+root+"/events/"+ev("concert"), nil)
		var got struct {
			Event struct{ Title, Description string }
		}
		w.a.data(t, `query($id: ID) { event(id: $id, language: FR_FR) { title description } }`, &got, vars("id", ev("concert")))
		if body["title"] != got.Event.Title || body["description"] != got.Event.Description {
			t.Fatalf("REST %v/%v, GraphQL %+v", body["title"], body["description"], got.Event)
		}
	})

	others := []struct{ name, rest, key, query, list string }{
		{"venues", root + "/venues", "venues", `{ venues { nodes { id } totalCount } }`, "venues"},
		{"venues with events", root + "/venues?has_events=true", "venues", `{ venues(filter: {hasEvents: true}) { nodes { id } totalCount } }`, "venues"},
		{"organizers by search", root + "/organizers?search=jazz", "organizers", `{ organizers(filter: {search: "jazz"}) { nodes { id } totalCount } }`, "organizers"},
		{"categories", root + "/categories", "categories", `{ categories { nodes { id } totalCount } }`, "categories"},
		{"categories with empty ones", root + "/categories?hide_empty=false&orderby=count&order=desc", "categories",
			`{ categories(filter: {hideEmpty: false, orderBy: COUNT, order: DESC}) { nodes { id } totalCount } }`, "categories"},
		{"tags", root + "/tags", "tags", `{ tags { nodes { id } totalCount } }`, "tags"},
	}
	for _, o := range others {
		t.Run(o.name, func(t *testing.T) {
			restIDs, restTotal := restList(t, o.rest, o.key)
			ids, total := gqlIDs(t, o.query, o.list)
			if !slices.Equal(restIDs, ids) || restTotal != total {
				t.Fatalf("REST %v (%d), GraphQL %v (%d)", restIDs, restTotal, ids, total)
			}
		})
	}

	refusals := []struct {
		name, rest, query string
		status            int
		reason            string
		// domain is the calendar's reason, GraphQL's extensions.reason
		// (REST's code comes from it through rest/calendar's table).
		domain string
	}{
		{"page past the last", root + "/events?page=9", `{ events(page: 9) { totalCount } }`, 404, "event-archive-page-not-found", "page_out_of_range"},
		{"drafts, anonymously", root + "/events?status=draft", `{ events(filter: {statuses: [DRAFT]}) { totalCount } }`, 400, "rest_invalid_param", "invalid_input"},
		{"unknown category", root + "/events?categories=nope", `{ events(filter: {categorySlugs: ["nope"]}) { totalCount } }`, 400, "rest_invalid_param", "invalid_input"},
		{"ticketed", root + "/events?ticketed=true", `{ events(filter: {ticketed: true}) { totalCount } }`, 400, "rest_invalid_param", "invalid_input"},
		{"unknown event", root + "/events/999999", `{ event(id: "999999") { id } }`, 404, "rest-event-not-found", "not_found"},
		{"a venue as event", root + "/events/" + hall, `{ event(id: "` + hall + `") { id } }`, 400, "rest-invalid-event-id", "wrong_kind"},
		{"draft event", root + "/events/" + ev("draft"), `{ event(id: "` + ev("draft") + `") { id } }`, 403, "event-not-accessible", "not_accessible"},
		{"password", root + "/events/" + ev("secret"), `{ event(id: "` + ev("secret") + `") { id } }`, 403, "event-password-protected", "password_protected"},
		{"an event as venue", root + "/venues/" + ev("talk"), `{ venue(id: "` + ev("talk") + `") { id } }`, 400, "rest_invalid_param", "invalid_input"},
		{"unknown tag in include", root + "/tags?include=999", `{ tags(filter: {ids: ["999"]}) { totalCount } }`, 400, "rest_invalid_param", "invalid_input"},
	}
	for _, r := range refusals {
		t.Run("refusal: "+r.name, func(t *testing.T) {
			status, body := rest(t, w.s, "GET", r.rest, nil)
			e := w.a.fail(t, r.query)
			if status != r.status || restCodeAsSent(body) != r.reason || e.Extensions.Reason != r.domain {
				t.Fatalf("REST %d %q, GraphQL %s %q; want %d %q %q", status, restCodeAsSent(body), e.Extensions.Code, e.Extensions.Reason, r.status, r.reason, r.domain)
			}
		})
	}

	writes := []struct {
		name, method, path string
		body               any
		query              string
		auth               bool
		status             int
		reason             string
		domain             string
	}{
		{"create without credentials", "POST", root + "/events", map[string]any{"title": "x", "start_date": "2027-01-01 10:00", "end_date": "2027-01-01 11:00"},
			`mutation { createEvent(input: {title: "x", start: "2027-01-01T10:00:00Z", end: "2027-01-01T11:00:00Z"}) { id } }`, false, 401, "rest_forbidden", "not_allowed"},
		{"create with missing parameters", "POST", root + "/events", map[string]any{"title": "x"},
			`mutation { createEvent(input: {title: "x"}) { id } }`, true, 400, "rest_missing_callback_param", "invalid_input"},
		{"create with a bad zone", "POST", root + "/events", map[string]any{"title": "x", "start_date": "2027-01-01 10:00", "end_date": "2027-01-01 11:00", "timezone": "Mars/Olympus"},
			`mutation { createEvent(input: {title: "x", start: "2027-01-01T10:00:00Z", end: "2027-01-01T11:00:00Z", timezone: "Mars/Olympus"}) { id } }`, true, 400, "rest_invalid_param", "invalid_input"},
		{"update an unknown event", "POST", root + "/events/999999", map[string]any{"featured": true},
			`mutation { updateEvent(id: "999999", input: {featured: true}) { id } }`, true, 404, "rest-event-not-found", "not_found"},
		{"tag without a name", "POST", root + "/tags", map[string]any{"description": "x"},
			`mutation { createTag(input: {description: "x"}) { id } }`, true, 400, "rest_missing_callback_param", "invalid_input"},
		{"category name taken", "POST", root + "/categories", map[string]any{"name": "Talks"},
			`mutation { createCategory(input: {name: "Talks"}) { id } }`, true, 400, "term_exists", "term_exists"},
	}
	for _, wr := range writes {
		t.Run("write refusal: "+wr.name, func(t *testing.T) {
			var headers []string
			opts := []client.Option{}
			if wr.auth {
				headers = []string{"Authorization", "Bearer " + w.key}
				opts = append(opts, bearer(w.key))
			}
			status, body := rest(t, w.s, wr.method, wr.path, wr.body, headers...)
			e := w.a.fail(t, wr.query, opts...)
			if status != wr.status || restCodeAsSent(body) != wr.reason || e.Extensions.Reason != wr.domain {
				t.Fatalf("REST %d %q, GraphQL %s %q; want %d %q %q", status, restCodeAsSent(body), e.Extensions.Code, e.Extensions.Reason, wr.status, wr.reason, wr.domain)
			}
		})
	}

	t.Run("the same event written through both", func(t *testing.T) {
		status, body := rest(t, w.s, "POST", root+"/events", map[string]any{"title": "Twin", "start_date": "2027-03-01T19:00:00+01:00",
			"end_date": "2027-03-01T21:00:00+01:00", "timezone": "Europe/Brussels", "venue": map[string]any{"id": w.venues["hall"].ID}, "tags": "twin"},
			"Authorization", "Bearer "+w.key)
		var got struct {
			CreateEvent struct {
				Start, End, Timezone string
				Venue                struct{ ID string }
				Tags                 []struct{ Slug string }
			}
		}
		w.a.data(t, `mutation($v: ID) { createEvent(input: {title: "Twin", start: "2027-03-01T19:00:00+01:00", end: "2027-03-01T21:00:00+01:00",
		  timezone: "Europe/Brussels", venue: {id: $v}, tags: ["twin"]}) { start end timezone venue { id } tags { slug } } }`, &got,
			bearer(w.key), vars("v", hall))
		g := got.CreateEvent
		if status != 201 || body["utc_start_date"] != "2027-03-01 18:00:00" || g.Start != "2027-03-01T18:00:00Z" || body["timezone"] != g.Timezone ||
			jsonID(body["venue"].(map[string]any)["id"]) != g.Venue.ID || len(g.Tags) != 1 || g.Tags[0].Slug != "twin" {
			t.Fatalf("REST %d %v %v, GraphQL %+v", status, body["utc_start_date"], body["timezone"], g)
		}
	})
}
