package graph_test

import (
	"encoding/json"
	"net/url"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"corkboard/internal/testkit"
)

var uidLine = regexp.MustCompile(`(?m)^UID:event-(\d+)@`)

// TestCalendarFeedURL: the feed URL of a filter, read as a calendar app
// reads it (anonymously), holds the events Query.events finds with that
// filter, in the same order; a bad filter is refused as events refuses it.
func TestCalendarFeedURL(t *testing.T) {
	t.Parallel()
	w := newCalendarWorld(t)
	ev := func(name string) string { return itoa64(w.events[name].ID) }
	hall, club := itoa64(w.venues["hall"].ID), itoa64(w.venues["club"].ID)
	filters := []map[string]any{
		nil,
		{"startDate": "2026-12-01", "endDate": "2026-12-31"},
		{"startsAfter": "2026-12-01T19:00:00Z", "startsBefore": "2026-12-10T18:00:00Z", "endDate": "2027-01-31"},
		{"categorySlugs": []string{"jazz"}, "tagSlugs": []string{"free"}},
		{"categoryIds": []string{itoa64(w.cats["talks"].ID)}},
		{"venueIds": []string{club, hall}},
		{"organizerIds": []string{itoa64(w.orgs["acme"].ID)}, "featured": false},
		{"search": "river & more"},
		{"ids": []string{ev("gig"), ev("past")}},
		{"near": map[string]any{"lat": 50.8, "lng": 4.4}},
		{"hasGeolocation": false},
	}
	for _, f := range filters {
		name, _ := json.Marshal(f)
		t.Run(string(name), func(t *testing.T) {
			var got struct {
				CalendarFeedURL string
				Events          struct{ Nodes []struct{ ID string } }
			}
			w.a.data(t, `query($f: EventFilter) { calendarFeedUrl(filter: $f) events(filter: $f, perPage: 50) { nodes { id } } }`,
				&got, vars("f", f))
			const base = "webcal://corkboard.test/calendar/events/v1/events.ics"
			if !strings.HasPrefix(got.CalendarFeedURL, base) {
				t.Fatalf("calendarFeedUrl %s", got.CalendarFeedURL)
			}
			path := strings.TrimPrefix(got.CalendarFeedURL, "webcal://corkboard.test")
			r := w.s.Do(t, testkit.Request("GET", path, nil))
			if r.StatusCode != 200 {
				t.Fatalf("GET %s: %d %s", path, r.StatusCode, r.Body)
			}
			var feed, want []string
			for _, m := range uidLine.FindAllStringSubmatch(string(r.Body), -1) {
				feed = append(feed, m[1])
			}
			for _, n := range got.Events.Nodes {
				want = append(want, n.ID)
			}
			if !slices.Equal(feed, want) {
				t.Fatalf("feed %s: %v, events %v", path, feed, want)
			}
		})
	}
	var fr struct{ CalendarFeedURL string }
	w.a.data(t, `{ calendarFeedUrl(language: FR_FR) }`, &fr)
	if fr.CalendarFeedURL != "webcal://corkboard.test/fr_fr/calendar/events/v1/events.ics" {
		t.Errorf("in French: %s", fr.CalendarFeedURL)
	}
	e := w.a.wantCode(t, "VALIDATION_FAILED", `{ calendarFeedUrl(filter: {categorySlugs: ["nope"]}) }`)
	if !slices.Contains(fieldNames(e), "filter.categorySlugs") {
		t.Errorf("fields %v", fieldNames(e))
	}
	w.a.wantCode(t, "VALIDATION_FAILED", `{ calendarFeedUrl(filter: {statuses: [DRAFT]}) }`)
}

// TestEventDistributionFields: icalUrl serves the event's file, jsonLd is
// REST's json_ld, and the "add to calendar" pages carry the event.
func TestEventDistributionFields(t *testing.T) {
	t.Parallel()
	w := newCalendarWorld(t)
	concert := w.events["concert"]
	id := itoa64(concert.ID)
	var got struct {
		Event struct {
			IcalURL, GoogleCalendarURL, OutlookCalendarURL string
			JSONLd                                         json.RawMessage
		}
	}
	w.a.data(t, `query($id: ID) { event(id: $id) { icalUrl googleCalendarUrl outlookCalendarUrl jsonLd } }`, &got, vars("id", id))
	if got.Event.IcalURL != "http://corkboard.test/calendar/events/v1/events/"+id+".ics" {
		t.Errorf("icalUrl %s", got.Event.IcalURL)
	}
	if r := w.s.Do(t, testkit.Request("GET", strings.TrimPrefix(got.Event.IcalURL, "http://corkboard.test"), nil)); r.StatusCode != 200 ||
		!strings.Contains(string(r.Body), "UID:event-"+id+"@corkboard.test\r\n") {
		t.Errorf("GET icalUrl: %d %s", r.StatusCode, r.Body)
	}
	_, body := rest(t, w.s, "GET", "/calendar/events/v1/events/"+id, nil)
	var ld any
	if err := json.Unmarshal(got.Event.JSONLd, &ld); err != nil || !reflect.DeepEqual(ld, body["json_ld"]) {
		t.Errorf("jsonLd %s\nREST json_ld %v", got.Event.JSONLd, body["json_ld"])
	}

	g, err := url.Parse(got.Event.GoogleCalendarURL)
	if err != nil || g.Host != "calendar.google.com" {
		t.Fatalf("googleCalendarUrl %s", got.Event.GoogleCalendarURL)
	}
	q := g.Query()
	wantDates := concert.StartUTC.UTC().Format("20060102T150405Z") + "/" + concert.EndUTC.UTC().Format("20060102T150405Z")
	if q.Get("action") != "TEMPLATE" || q.Get("text") != "River Concert" || q.Get("dates") != wantDates ||
		q.Get("ctz") != "Europe/Brussels" || !strings.Contains(q.Get("details"), "Music by the river.") ||
		!strings.Contains(q.Get("details"), "http://corkboard.test/event/") || !strings.HasPrefix(q.Get("location"), "Riverside Hall, Brussels") {
		t.Errorf("googleCalendarUrl %v", q)
	}
	o, err := url.Parse(got.Event.OutlookCalendarURL)
	if err != nil || o.Host != "outlook.live.com" {
		t.Fatalf("outlookCalendarUrl %s", got.Event.OutlookCalendarURL)
	}
	q = o.Query()
	if q.Get("rru") != "addevent" || q.Get("subject") != "River Concert" || q.Get("startdt") != concert.StartUTC.UTC().Format("2006-01-02T15:04:05Z") ||
		q.Get("allday") != "false" || q.Get("location") == "" {
		t.Errorf("outlookCalendarUrl %v", q)
	}

	// In a language: the French root and page.
	var fr struct{ Event struct{ IcalURL string } }
	w.a.data(t, `query($id: ID) { event(id: $id, language: FR_FR) { icalUrl } }`, &fr, vars("id", id))
	if fr.Event.IcalURL != "http://corkboard.test/fr_fr/calendar/events/v1/events/"+id+".ics" {
		t.Errorf("French icalUrl %s", fr.Event.IcalURL)
	}

	// A password-protected event in a list: no jsonLd, and the add pages
	// carry neither its description nor its venue.
	var list struct {
		Events struct {
			Nodes []struct {
				ID                string
				JSONLd            json.RawMessage
				GoogleCalendarURL string
			}
		}
	}
	w.a.data(t, `{ events(perPage: 50) { nodes { id jsonLd googleCalendarUrl } } }`, &list)
	seen := false
	for _, n := range list.Events.Nodes {
		if n.ID != itoa64(w.events["secret"].ID) {
			continue
		}
		seen = true
		if string(n.JSONLd) != "null" || strings.Contains(n.GoogleCalendarURL, "Hush") || strings.Contains(n.GoogleCalendarURL, "location=") {
			t.Errorf("protected event: jsonLd %s, %s", n.JSONLd, n.GoogleCalendarURL)
		}
	}
	if !seen {
		t.Errorf("the protected event is not listed")
	}
}
