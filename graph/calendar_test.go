package graph_test

import (
	"slices"
	"testing"

	"github.com/99designs/gqlgen/client"
)

type eventNode struct {
	ID, Slug, Title, Description, Start, End, StartDate, EndDate, Timezone, URL string
	AllDay, Featured                                                            *bool
	PasswordProtected                                                           bool
	Cost                                                                        *struct {
		Text, CurrencySymbol, CurrencyCode string
		CurrencyPosition                   *string
		Values                             []string
	}
	Image *struct{ URL string }
	Venue *struct {
		Name string
		Lat  *float64
	}
	Organizers []struct{ Name string }
	Categories []struct{ Name, URL string }
	Tags       []struct{ Name string }
}

type eventsData struct {
	Events struct {
		Nodes       []eventNode
		TotalCount  int
		TotalPages  int
		HasNextPage bool
	}
}

func (d eventsData) titles() []string {
	var out []string
	for _, n := range d.Events.Nodes {
		out = append(out, n.Title)
	}
	return out
}

const eventsQuery = `query($filter: EventFilter, $page: Int, $perPage: Int, $language: SiteLanguage) {
  events(filter: $filter, page: $page, perPage: $perPage, language: $language) {
    nodes { id slug title description start end startDate endDate timezone url allDay featured passwordProtected
      cost { text values currencySymbol currencyCode currencyPosition } image { url }
      venue { name lat } organizers { name } categories { name url } tags { name } }
    totalCount totalPages hasNextPage } }`

func TestCalendarEvents(t *testing.T) {
	t.Parallel()
	w := newCalendarWorld(t)
	var got eventsData
	w.a.data(t, eventsQuery, &got)
	if want := []string{"River Concert", "Tech Talk", "Secret Session", "Late Gig"}; !slices.Equal(got.titles(), want) || got.Events.TotalCount != 4 {
		t.Fatalf("default list: %v (%d)", got.titles(), got.Events.TotalCount)
	}
	c := got.Events.Nodes[0]
	if c.Start != "2026-12-01T19:00:00Z" || c.StartDate != "2026-12-01" || c.Timezone != "Europe/Brussels" || !*c.Featured ||
		c.Description != "<p>Music by the river.</p>" || c.URL != "http://corkboard.test/event/river-concert/" ||
		c.Cost == nil || c.Cost.Text != "10€ – 20€" || *c.Cost.CurrencyPosition != "POSTFIX" || c.Cost.CurrencyCode != "EUR" ||
		c.Venue == nil || c.Venue.Name != "Riverside Hall" || *c.Venue.Lat != 50.85 ||
		len(c.Organizers) != 2 || c.Organizers[0].Name != "Acme Events" || c.Organizers[1].Name != "Jazz Collective" ||
		len(c.Categories) != 2 || c.Categories[0].URL != "http://corkboard.test/events/category/music/jazz/" ||
		len(c.Tags) != 1 || c.Tags[0].Name != "Free" {
		t.Fatalf("concert: %+v", c)
	}
	// A password-protected event keeps its title and dates, not its details.
	secret := got.Events.Nodes[2]
	if !secret.PasswordProtected || secret.Description != "" || secret.Venue != nil || len(secret.Organizers) != 0 ||
		len(secret.Categories) != 0 || secret.AllDay != nil || secret.Start != "2026-12-10T18:00:00Z" {
		t.Fatalf("secret: %+v", secret)
	}

	hall, club := itoa64(w.venues["hall"].ID), itoa64(w.venues["club"].ID)
	lists := []struct {
		name string
		opts []client.Option
		want []string
	}{
		{"December (days)", []client.Option{vars("filter", map[string]any{"startDate": "2026-12-01", "endDate": "2026-12-31"})},
			[]string{"River Concert", "Tech Talk", "Secret Session"}},
		{"one day", []client.Option{vars("filter", map[string]any{"startDate": "2026-12-05", "endDate": "2026-12-05"})}, []string{"Tech Talk"}},
		{"instants", []client.Option{vars("filter", map[string]any{"startsAfter": "2026-12-01T19:00:00Z", "startsBefore": "2026-12-10T18:00:00Z"})},
			[]string{"Tech Talk"}},
		{"overlapping a span, past included", []client.Option{vars("filter", map[string]any{"endsAfter": "2026-10-01T00:00:00Z", "startsBefore": "2026-12-02T00:00:00Z"})},
			[]string{"Past Event", "River Concert"}},
		{"days with an instant", []client.Option{vars("filter", map[string]any{"startDate": "2026-12-01", "endDate": "2026-12-31", "startsAfter": "2026-12-05T09:00:00Z"})},
			[]string{"Tech Talk", "Secret Session"}},
		{"category by slug (with children? no: exact)", []client.Option{vars("filter", map[string]any{"categorySlugs": []string{"jazz"}})},
			[]string{"River Concert", "Late Gig"}},
		{"category by id or tag", []client.Option{vars("filter", map[string]any{"categoryIds": []string{itoa64(w.cats["talks"].ID)}, "tagSlugs": []string{"free"}})},
			nil},
		{"tag by id", []client.Option{vars("filter", map[string]any{"tagIds": []string{itoa64(w.tags["free"].ID)}})}, []string{"River Concert", "Late Gig"}},
		{"venue", []client.Option{vars("filter", map[string]any{"venueIds": []string{club}})}, []string{"Tech Talk", "Secret Session"}},
		{"venues (or)", []client.Option{vars("filter", map[string]any{"venueIds": []string{club, hall}})}, []string{"River Concert", "Tech Talk", "Secret Session", "Late Gig"}},
		{"organizer", []client.Option{vars("filter", map[string]any{"organizerIds": []string{itoa64(w.orgs["jazz"].ID)}})}, []string{"River Concert", "Late Gig"}},
		{"featured", []client.Option{vars("filter", map[string]any{"featured": true})}, []string{"River Concert"}},
		{"not featured", []client.Option{vars("filter", map[string]any{"featured": false})}, []string{"Tech Talk", "Secret Session", "Late Gig"}},
		{"search", []client.Option{vars("filter", map[string]any{"search": "river"})}, []string{"River Concert"}},
		{"search in French", []client.Option{vars("language", "FR_FR", "filter", map[string]any{"search": "bord"})}, []string{"Concert au bord de l'eau"}},
		{"ids, by publication", []client.Option{vars("filter", map[string]any{"ids": []string{itoa64(w.events["gig"].ID), itoa64(w.events["past"].ID)}})},
			[]string{"Late Gig", "Past Event"}},
		{"geolocated venues", []client.Option{vars("filter", map[string]any{"hasGeolocation": true})}, []string{"River Concert", "Late Gig"}},
		{"near Brussels", []client.Option{vars("filter", map[string]any{"near": map[string]any{"lat": 50.8, "lng": 4.4}})}, []string{"River Concert", "Late Gig"}},
		{"near Paris", []client.Option{vars("filter", map[string]any{"near": map[string]any{"lat": 48.85, "lng": 2.35}})}, nil},
		{"page 2 of 3", []client.Option{vars("perPage", 3, "page", 2)}, []string{"Late Gig"}},
		{"editor: every status", []client.Option{w.editor, vars("filter", map[string]any{"statuses": []string{"DRAFT"}})}, []string{"Draft Idea"}},
		{"contributor: own drafts", []client.Option{w.contributor}, []string{"River Concert", "Draft Idea", "Tech Talk", "Secret Session", "Late Gig"}},
		{"other contributor", []client.Option{w.contributor2}, []string{"River Concert", "Tech Talk", "Secret Session", "Late Gig"}},
		{"French", []client.Option{vars("language", "FR_FR", "perPage", 1)}, []string{"Concert au bord de l'eau"}},
		{"by title", []client.Option{vars("filter", map[string]any{"orderBy": "TITLE"})}, []string{"Late Gig", "River Concert", "Secret Session", "Tech Talk"}},
		{"by title, descending", []client.Option{vars("filter", map[string]any{"orderBy": "TITLE", "order": "DESC"})},
			[]string{"Tech Talk", "Secret Session", "River Concert", "Late Gig"}},
		{"by start, descending", []client.Option{vars("filter", map[string]any{"orderBy": "START", "order": "DESC"})},
			[]string{"Late Gig", "Secret Session", "Tech Talk", "River Concert"}},
		{"one taxonomy, by title (not the links' order)", []client.Option{vars("filter", map[string]any{"tagSlugs": []string{"free"}, "orderBy": "TITLE", "order": "DESC"})},
			[]string{"River Concert", "Late Gig"}},
	}
	for _, l := range lists {
		t.Run(l.name, func(t *testing.T) {
			var got eventsData
			w.a.data(t, eventsQuery, &got, l.opts...)
			if !slices.Equal(got.titles(), l.want) || got.Events.TotalCount != len(l.want) && l.name != "page 2 of 3" && l.name != "French" {
				t.Fatalf("got %v (%d), want %v", got.titles(), got.Events.TotalCount, l.want)
			}
		})
	}

	for _, tc := range []struct {
		name, code, reason, field string
		opts                      []client.Option
	}{
		{"page past the last", "NOT_FOUND", "page_out_of_range", "", []client.Option{vars("page", 9)}},
		{"page 0", "VALIDATION_FAILED", "invalid_input", "page", []client.Option{vars("page", 0)}},
		{"drafts, anonymously", "VALIDATION_FAILED", "invalid_input", "filter.statuses", []client.Option{vars("filter", map[string]any{"statuses": []string{"DRAFT"}})}},
		{"unknown category", "VALIDATION_FAILED", "invalid_input", "filter.categorySlugs", []client.Option{vars("filter", map[string]any{"categorySlugs": []string{"nope"}})}},
		{"venue that is an organizer", "VALIDATION_FAILED", "invalid_input", "filter.venueIds", []client.Option{vars("filter", map[string]any{"venueIds": []string{itoa64(w.orgs["acme"].ID)}})}},
		{"malformed id", "VALIDATION_FAILED", "invalid_input", "filter.ids", []client.Option{vars("filter", map[string]any{"ids": []string{"x"}})}},
		{"empty search", "VALIDATION_FAILED", "invalid_input", "filter.search", []client.Option{vars("filter", map[string]any{"search": " "})}},
		{"ticketed", "VALIDATION_FAILED", "invalid_input", "filter.ticketed", []client.Option{vars("filter", map[string]any{"ticketed": true})}},
		{"latitude out of range", "VALIDATION_FAILED", "invalid_input", "filter.near.lat", []client.Option{vars("filter", map[string]any{"near": map[string]any{"lat": 91, "lng": 0}})}},
		{"parent that is no event", "VALIDATION_FAILED", "invalid_input", "filter.parentId", []client.Option{vars("filter", map[string]any{"parentId": itoa64(w.venues["hall"].ID)})}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := w.a.wantCode(t, tc.code, eventsQuery, tc.opts...)
			if e.Extensions.Reason != tc.reason || tc.field != "" && !slices.Contains(fieldNames(e), tc.field) {
				t.Fatalf("reason %q fields %v, want %q %q", e.Extensions.Reason, fieldNames(e), tc.reason, tc.field)
			}
		})
	}
	// A malformed Date is refused by the scalar.
	if e := w.a.fail(t, eventsQuery, vars("filter", map[string]any{"startDate": "December"})); e.Message == "" {
		t.Fatal("no message")
	}
}

func TestCalendarEvent(t *testing.T) {
	t.Parallel()
	w := newCalendarWorld(t)
	const q = `query($id: ID, $slug: String, $password: String, $language: SiteLanguage) {
	  event(id: $id, slug: $slug, password: $password, language: $language) {
	    id title description passwordProtected venue { name events { title } } organizers { name } categories { name } authorId } }`
	type eventData struct {
		Event struct {
			ID, Title, Description string
			PasswordProtected      bool
			AuthorID               *string
			Venue                  *struct {
				Name   string
				Events []struct{ Title string }
			}
			Organizers []struct{ Name string }
			Categories []struct{ Name string }
		}
	}
	var got eventData
	w.a.data(t, q, &got, vars("id", itoa64(w.events["concert"].ID), "language", "FR_FR"))
	if got.Event.Title != "Concert au bord de l'eau" || got.Event.Venue.Name != "Riverside Hall" || len(got.Event.Venue.Events) != 2 ||
		len(got.Event.Organizers) != 2 || got.Event.Categories[1].Name != "Musique" || got.Event.AuthorID != nil {
		t.Fatalf("concert: %+v", got.Event)
	}
	w.a.data(t, q, &got, vars("slug", "late-gig"))
	if got.Event.ID != itoa64(w.events["gig"].ID) {
		t.Fatalf("by slug: %+v", got.Event)
	}
	w.a.data(t, q, &got, vars("id", itoa64(w.events["secret"].ID), "password", "open sesame"))
	if got.Event.Description != "<p>Hush.</p>" || got.Event.Venue == nil || !got.Event.PasswordProtected {
		t.Fatalf("secret with password: %+v", got.Event)
	}
	w.a.data(t, q, &got, w.contributor, vars("id", itoa64(w.events["draft"].ID)))
	if got.Event.AuthorID == nil || *got.Event.AuthorID != itoa64(w.contributorID) {
		t.Fatalf("own draft: %+v", got.Event)
	}

	for _, tc := range []struct {
		name, code, reason string
		opts               []client.Option
	}{
		{"unknown id", "NOT_FOUND", "not_found", []client.Option{vars("id", "999999")}},
		{"a venue's id", "BAD_REQUEST", "wrong_kind", []client.Option{vars("id", itoa64(w.venues["hall"].ID))}},
		{"unknown slug", "VALIDATION_FAILED", "invalid_input", []client.Option{vars("slug", "nope")}},
		{"draft, anonymously", "FORBIDDEN", "not_accessible", []client.Option{vars("id", itoa64(w.events["draft"].ID))}},
		{"another contributor's draft", "FORBIDDEN", "not_accessible", []client.Option{w.contributor2, vars("id", itoa64(w.events["draft"].ID))}},
		{"without the password", "FORBIDDEN", "password_protected", []client.Option{vars("id", itoa64(w.events["secret"].ID))}},
		{"wrong password", "FORBIDDEN", "password_protected", []client.Option{vars("id", itoa64(w.events["secret"].ID), "password", "nope")}},
		{"neither id nor slug", "BAD_REQUEST", "", nil},
		{"both", "BAD_REQUEST", "", []client.Option{vars("id", "1", "slug", "x")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if e := w.a.wantCode(t, tc.code, q, tc.opts...); e.Extensions.Reason != tc.reason {
				t.Fatalf("reason %q, want %q", e.Extensions.Reason, tc.reason)
			}
		})
	}
}

func TestCalendarVenuesAndOrganizers(t *testing.T) {
	t.Parallel()
	w := newCalendarWorld(t)
	var venues struct {
		Venues struct {
			Nodes []struct {
				ID, Name, City, URL string
				Lat, Lng            *float64
				Events              []struct{ Title string }
			}
			TotalCount int
		}
	}
	const vq = `query($filter: LinkedFilter, $first: Int) { venues(filter: $filter) { totalCount
	  nodes { id name city url lat lng events(first: $first) { title } } } }`
	w.a.data(t, vq, &venues, vars("first", 1))
	v := venues.Venues.Nodes
	if venues.Venues.TotalCount != 2 || v[0].Name != "Jazz Club" || v[1].Name != "Riverside Hall" || *v[1].Lat != 50.85 || v[0].Lat != nil ||
		len(v[1].Events) != 1 || v[1].Events[0].Title != "River Concert" || v[1].URL != "http://corkboard.test/venue/riverside-hall/" {
		t.Fatalf("venues: %+v", v)
	}
	// By name (ascending unless told), or by publication, oldest first.
	for _, o := range []struct {
		filter map[string]any
		first  string
	}{
		{map[string]any{"orderBy": "NAME"}, "Jazz Club"},
		{map[string]any{"orderBy": "NAME", "order": "DESC"}, "Riverside Hall"},
		{map[string]any{"orderBy": "PUBLISHED", "order": "ASC"}, "Riverside Hall"},
	} {
		w.a.data(t, vq, &venues, vars("filter", o.filter))
		if len(venues.Venues.Nodes) != 2 || venues.Venues.Nodes[0].Name != o.first {
			t.Fatalf("venues in order %v: %+v", o.filter, venues.Venues.Nodes)
		}
	}
	w.a.data(t, vq, &venues, vars("filter", map[string]any{"search": "river"}))
	if venues.Venues.TotalCount != 1 || len(venues.Venues.Nodes[0].Events) != 2 {
		t.Fatalf("search: %+v", venues)
	}
	w.a.data(t, vq, &venues, vars("filter", map[string]any{"eventId": itoa64(w.events["talk"].ID)}))
	if venues.Venues.TotalCount != 1 || venues.Venues.Nodes[0].Name != "Jazz Club" {
		t.Fatalf("of an event: %+v", venues)
	}
	var orgs struct {
		Organizers struct {
			Nodes []struct {
				Name, Email string
				Events      []struct{ Title string }
			}
		}
	}
	w.a.data(t, `{ organizers { nodes { name email events { title } } } }`, &orgs)
	if len(orgs.Organizers.Nodes) != 2 || orgs.Organizers.Nodes[1].Email != "events@acme.example" ||
		!slices.Equal(titlesOf(orgs.Organizers.Nodes[1].Events), []string{"River Concert", "Tech Talk", "Secret Session"}) {
		t.Fatalf("organizers: %+v", orgs)
	}
	// The concert has both organizers, so it is listed under each: every
	// listing shows all of its relations.
	var shared struct {
		Organizers struct {
			Nodes []struct {
				Name   string
				Events []struct {
					Title                        string
					Organizers, Categories, Tags []struct{ Name string }
				}
			}
		}
	}
	w.a.data(t, `{ organizers { nodes { name events { title organizers { name } categories { name } tags { name } } } } }`, &shared)
	names := func(xs []struct{ Name string }) []string {
		out := make([]string, len(xs))
		for i, x := range xs {
			out[i] = x.Name
		}
		return out
	}
	concerts := 0
	for _, o := range shared.Organizers.Nodes {
		for _, e := range o.Events {
			if e.Title != "River Concert" {
				continue
			}
			concerts++
			if !slices.Equal(names(e.Organizers), []string{"Acme Events", "Jazz Collective"}) ||
				!slices.Equal(names(e.Categories), []string{"Jazz", "Music"}) || !slices.Equal(names(e.Tags), []string{"Free"}) {
				t.Fatalf("the concert under %s: %+v", o.Name, e)
			}
		}
	}
	if concerts != 2 {
		t.Fatalf("the concert is listed %d times, want under both organizers: %+v", concerts, shared)
	}
	var one struct {
		Venue     struct{ Name string }
		Organizer struct{ Name string }
	}
	w.a.data(t, `query($v: String, $o: ID) { venue(slug: $v) { name } organizer(id: $o) { name } }`, &one,
		vars("v", "jazz-club", "o", itoa64(w.orgs["jazz"].ID)))
	if one.Venue.Name != "Jazz Club" || one.Organizer.Name != "Jazz Collective" {
		t.Fatalf("single: %+v", one)
	}
	for _, tc := range []struct{ name, query, code, reason string }{
		{"an event's id as venue", `{ venue(id: "` + itoa64(w.events["talk"].ID) + `") { name } }`, "VALIDATION_FAILED", "invalid_input"},
		{"unknown organizer slug", `{ organizer(slug: "nope") { name } }`, "VALIDATION_FAILED", "invalid_input"},
		{"page past the last", `{ venues(page: 5) { nodes { name } } }`, "NOT_FOUND", "page_out_of_range"},
		{"drafts, anonymously", `{ organizers(filter: {statuses: [DRAFT]}) { nodes { name } } }`, "VALIDATION_FAILED", "invalid_input"},
		{"malformed event id", `{ venues(filter: {eventId: "x"}) { nodes { name } } }`, "VALIDATION_FAILED", "invalid_input"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if e := w.a.wantCode(t, tc.code, tc.query); e.Extensions.Reason != tc.reason {
				t.Fatalf("reason %q", e.Extensions.Reason)
			}
		})
	}
}

func titlesOf(events []struct{ Title string }) []string {
	var out []string
	for _, e := range events {
		out = append(out, e.Title)
	}
	return out
}

func TestCalendarTerms(t *testing.T) {
	t.Parallel()
	w := newCalendarWorld(t)
	type terms struct {
		Nodes []struct {
			ID, Name, Slug, URL string
			Count               int
			ParentID            *string
		}
		TotalCount int
	}
	var got struct {
		Categories terms
		Tags       terms
	}
	const q = `query($filter: TermFilter, $language: SiteLanguage) {
	  categories(filter: $filter, language: $language) { totalCount nodes { id name slug url count parentId } }
	  tags(filter: $filter, language: $language) { totalCount nodes { id name slug url count } } }`
	w.a.data(t, q, &got)
	c := got.Categories.Nodes
	if got.Categories.TotalCount != 3 || c[0].Name != "Jazz" || c[0].Count != 2 || *c[0].ParentID != itoa64(w.cats["music"].ID) ||
		c[0].URL != "http://corkboard.test/events/category/music/jazz/" || got.Tags.TotalCount != 1 || got.Tags.Nodes[0].URL != "http://corkboard.test/tag/free/" {
		t.Fatalf("terms: %+v", got)
	}
	w.a.data(t, q, &got, vars("language", "FR_FR", "filter", map[string]any{"orderBy": "COUNT", "order": "DESC", "hideEmpty": false}))
	if got.Categories.Nodes[0].Name != "Talks" && got.Categories.Nodes[0].Count != 2 {
		t.Fatalf("by count: %+v", got.Categories)
	}
	w.a.data(t, q, &got, vars("filter", map[string]any{"parentId": itoa64(w.cats["music"].ID)}))
	if got.Categories.TotalCount != 1 || got.Categories.Nodes[0].Slug != "jazz" || got.Tags.TotalCount != 1 {
		t.Fatalf("children (tags ignore the parent): %+v", got)
	}
	w.a.data(t, q, &got, vars("filter", map[string]any{"eventId": itoa64(w.events["talk"].ID)}))
	if got.Categories.TotalCount != 1 || got.Categories.Nodes[0].Name != "Talks" || got.Tags.TotalCount != 0 {
		t.Fatalf("of an event: %+v", got)
	}
	var one struct {
		Category struct{ Name string }
		Tag      struct{ Name string }
	}
	w.a.data(t, `query($c: ID!, $t: ID!) { category(id: $c, language: FR_FR) { name } tag(id: $t) { name } }`, &one,
		vars("c", itoa64(w.cats["music"].ID), "t", itoa64(w.tags["free"].ID)))
	if one.Category.Name != "Musique" || one.Tag.Name != "Free" {
		t.Fatalf("single: %+v", one)
	}
	for _, tc := range []struct{ name, query, field string }{
		{"a tag's id as category", `{ category(id: "` + itoa64(w.tags["free"].ID) + `") { name } }`, "id"},
		{"unknown include", `{ tags(filter: {ids: ["999"]}) { totalCount } }`, "filter.ids"},
		{"empty search", `{ categories(filter: {search: ""}) { totalCount } }`, "filter.search"},
		{"perPage 0", `{ tags(perPage: 0) { totalCount } }`, "perPage"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := w.a.wantCode(t, "VALIDATION_FAILED", tc.query)
			if e.Extensions.Reason != "invalid_input" || !slices.Contains(fieldNames(e), tc.field) {
				t.Fatalf("reason %q fields %v", e.Extensions.Reason, fieldNames(e))
			}
		})
	}
	// A page past the last is empty, as in REST.
	var empty struct{ Tags terms }
	w.a.data(t, `{ tags(page: 3) { totalCount nodes { id } } }`, &empty)
	if len(empty.Tags.Nodes) != 0 || empty.Tags.TotalCount != 1 {
		t.Fatalf("past the last: %+v", empty)
	}
}
