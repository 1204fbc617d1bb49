package graph_test

import (
	"encoding/base64"
	"testing"
	"time"

	"github.com/99designs/gqlgen/client"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/calendar"
)

// calendarWorld is a server with calendar content (the clock is
// 2026-11-21 09:00 UTC, the site zone UTC, the default language en_us):
//
//	venues:     hall (Brussels, with coordinates), club (Antwerp, none)
//	organizers: acme, jazz
//	categories: music > jazz, talks;  tags: free
//	events:     concert   2026-12-01 20:00-23:00 Europe/Brussels, hall, [acme, jazz], music+jazz, free, featured, cost 10-20€, French text
//	            talk      2026-12-05 10:00-12:00 UTC, club, [acme], talks
//	            gig       2027-01-10 21:00-23:30 UTC, hall, [jazz], jazz, free
//	            secret    2026-12-10 18:00-19:00 UTC, club, [acme], talks, password "open sesame"
//	            hidden    2026-12-02 hidden from listings
//	            past      2026-11-01 (before the default window)
//	            draft     2026-12-03 a draft by the contributor
type calendarWorld struct {
	s *testkit.Server
	a *api
	// API keys and admin users.
	key, readKey                      string
	editor, contributor, contributor2 client.Option
	contributorID                     int64
	editorHeader                      string
	venues                            map[string]*calendar.Venue
	orgs                              map[string]*calendar.Organizer
	cats, tags                        map[string]*calendar.Term
	events                            map[string]*calendar.Event
}

func ptr[T any](v T) *T { return &v }

// wallAt is a wall time written "2006-01-02 15:04", read in the zone
// that applies.
func wallAt(s string) calendar.When {
	t, err := time.Parse("2006-01-02 15:04", s)
	if err != nil {
		panic(err)
	}
	return calendar.Wall(t)
}

func newCalendarWorld(t *testing.T) *calendarWorld {
	t.Helper()
	s := testkit.NewServer(t)
	acc, cal := s.Modules.Accounts, s.Modules.Calendar
	w := &calendarWorld{s: s, a: newAPI(s), venues: map[string]*calendar.Venue{}, orgs: map[string]*calendar.Organizer{},
		cats: map[string]*calendar.Term{}, tags: map[string]*calendar.Term{}, events: map[string]*calendar.Event{}}
	w.key = testkit.NewTenant(t, acc, "acme", modules.ScopeCalendarWrite).Key
	w.readKey = testkit.NewTenant(t, acc, "reader", modules.ScopeContentRead).Key
	_, pass := testkit.NewUser(t, acc, "editor@example.com", modules.RoleEditor)
	w.editor = client.BasicAuth("editor@example.com", pass)
	w.editorHeader = "Basic " + base64.StdEncoding.EncodeToString([]byte("editor@example.com:"+pass))
	u, pass := testkit.NewUser(t, acc, "contrib@example.com", modules.RoleContributor)
	w.contributor, w.contributorID = client.BasicAuth("contrib@example.com", pass), u.ID
	_, pass = testkit.NewUser(t, acc, "contrib2@example.com", modules.RoleContributor)
	w.contributor2 = client.BasicAuth("contrib2@example.com", pass)

	sys := testkit.System()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	var err error
	w.venues["hall"], err = cal.Venues.Create(sys, calendar.VenueInput{PostInput: calendar.PostInput{Title: ptr("Riverside Hall"),
		Description: ptr("A hall by the river.")}, City: ptr("Brussels"), Country: ptr("Belgium"), GeoLat: ptr(50.85), GeoLng: ptr(4.35)})
	must(err)
	w.venues["club"], err = cal.Venues.Create(sys, calendar.VenueInput{PostInput: calendar.PostInput{Title: ptr("Jazz Club")},
		City: ptr("Antwerp")})
	must(err)
	w.orgs["acme"], err = cal.Organizers.Create(sys, calendar.OrganizerInput{PostInput: calendar.PostInput{Title: ptr("Acme Events")},
		Email: ptr("events@acme.example")})
	must(err)
	w.orgs["jazz"], err = cal.Organizers.Create(sys, calendar.OrganizerInput{PostInput: calendar.PostInput{Title: ptr("Jazz Collective")}})
	must(err)
	w.cats["music"], err = cal.Terms.Create(sys, calendar.Categories, calendar.TermInput{Name: ptr("Music")})
	must(err)
	w.cats["jazz"], err = cal.Terms.Create(sys, calendar.Categories, calendar.TermInput{Name: ptr("Jazz"), Parent: &w.cats["music"].ID})
	must(err)
	w.cats["talks"], err = cal.Terms.Create(sys, calendar.Categories, calendar.TermInput{Name: ptr("Talks")})
	must(err)
	_, err = cal.Terms.Update(sys, calendar.Categories, w.cats["music"].ID, calendar.TermInput{Name: ptr("Musique"), Language: "fr_fr"})
	must(err)
	w.tags["free"], err = cal.Terms.Create(sys, calendar.Tags, calendar.TermInput{Name: ptr("Free")})
	must(err)

	id := func(v int64) string { return itoa64(v) }
	event := func(name string, in calendar.EventInput) {
		t.Helper()
		e, err := cal.Events.Create(sys, in)
		must(err)
		w.events[name] = e
	}
	event("concert", calendar.EventInput{PostInput: calendar.PostInput{Title: ptr("River Concert"), Description: ptr("Music by the river."),
		Excerpt: ptr("Jazz and more")}, Start: wallAt("2026-12-01 20:00"), End: wallAt("2026-12-01 23:00"),
		Timezone: ptr("Europe/Brussels"), Featured: ptr(true), Cost: &[]string{"10 - 20€"}, Website: ptr("https://concert.example"),
		Venue: &calendar.VenueRef{ID: w.venues["hall"].ID}, Organizers: &[]calendar.OrganizerRef{{ID: w.orgs["acme"].ID}, {ID: w.orgs["jazz"].ID}},
		Categories: &[]string{id(w.cats["music"].ID), id(w.cats["jazz"].ID)}, Tags: &[]string{id(w.tags["free"].ID)}})
	_, err = cal.Events.Update(sys, calendar.Ref{ID: w.events["concert"].ID}, calendar.EventInput{PostInput: calendar.PostInput{
		Title: ptr("Concert au bord de l'eau"), Language: "fr_fr"}})
	must(err)
	event("talk", calendar.EventInput{PostInput: calendar.PostInput{Title: ptr("Tech Talk")}, Start: wallAt("2026-12-05 10:00"),
		End: wallAt("2026-12-05 12:00"), Venue: &calendar.VenueRef{ID: w.venues["club"].ID},
		Organizers: &[]calendar.OrganizerRef{{ID: w.orgs["acme"].ID}}, Categories: &[]string{id(w.cats["talks"].ID)}})
	event("gig", calendar.EventInput{PostInput: calendar.PostInput{Title: ptr("Late Gig")}, Start: wallAt("2027-01-10 21:00"),
		End: wallAt("2027-01-10 23:30"), Venue: &calendar.VenueRef{ID: w.venues["hall"].ID},
		Organizers: &[]calendar.OrganizerRef{{ID: w.orgs["jazz"].ID}}, Categories: &[]string{id(w.cats["jazz"].ID)}, Tags: &[]string{"Free"}})
	event("secret", calendar.EventInput{PostInput: calendar.PostInput{Title: ptr("Secret Session"), Description: ptr("Hush.")},
		Start: wallAt("2026-12-10 18:00"), End: wallAt("2026-12-10 19:00"), Password: ptr("open sesame"),
		Venue: &calendar.VenueRef{ID: w.venues["club"].ID}, Organizers: &[]calendar.OrganizerRef{{ID: w.orgs["acme"].ID}},
		Categories: &[]string{id(w.cats["talks"].ID)}})
	event("hidden", calendar.EventInput{PostInput: calendar.PostInput{Title: ptr("Hidden Event")}, Start: wallAt("2026-12-02 10:00"),
		End: wallAt("2026-12-02 11:00"), HideFromListings: ptr(true), Venue: &calendar.VenueRef{ID: w.venues["hall"].ID}})
	event("past", calendar.EventInput{PostInput: calendar.PostInput{Title: ptr("Past Event")}, Start: wallAt("2026-11-01 10:00"),
		End: wallAt("2026-11-01 11:00"), Venue: &calendar.VenueRef{ID: w.venues["hall"].ID}})
	contrib := modules.WithPrincipal(t.Context(), &modules.Principal{Kind: modules.PrincipalUser, UserID: w.contributorID, Role: modules.RoleContributor})
	event2, err := cal.Events.Create(contrib, calendar.EventInput{PostInput: calendar.PostInput{Title: ptr("Draft Idea")},
		Start: wallAt("2026-12-03 10:00"), End: wallAt("2026-12-03 11:00")})
	must(err)
	w.events["draft"] = event2
	return w
}

func itoa64(n int64) string { return id(n) }
