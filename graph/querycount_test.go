package graph_test

import (
	"fmt"
	"strings"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules/calendar"
)

// seedEvents creates n published events in December 2026, each with a
// venue, two organizers, two categories and a tag (out of a few of each),
// with French titles.
func seedEvents(t *testing.T, s *testkit.Server, n int) {
	t.Helper()
	cal, sys := s.Modules.Calendar, testkit.System()
	var venues, organizers []int64
	var cats, tags []string
	for i := range 10 {
		v, err := cal.Venues.Create(sys, calendar.VenueInput{PostInput: calendar.PostInput{Title: ptr(fmt.Sprintf("Venue %d", i))}})
		if err != nil {
			t.Fatal(err)
		}
		venues = append(venues, v.ID)
	}
	for i := range 5 {
		o, err := cal.Organizers.Create(sys, calendar.OrganizerInput{PostInput: calendar.PostInput{Title: ptr(fmt.Sprintf("Organizer %d", i))}})
		if err != nil {
			t.Fatal(err)
		}
		organizers = append(organizers, o.ID)
		cats = append(cats, fmt.Sprintf("Category %d", i))
	}
	tags = []string{"red", "green", "blue"}
	for i := range n {
		_, err := cal.Events.Create(sys, calendar.EventInput{
			PostInput: calendar.PostInput{Title: ptr(fmt.Sprintf("Event %d", i))},
			Start:     wallAt(fmt.Sprintf("2026-12-%02d 10:00", 1+i%28)), End: wallAt(fmt.Sprintf("2026-12-%02d 12:00", 1+i%28)),
			Venue:      &calendar.VenueRef{ID: venues[i%len(venues)]},
			Organizers: &[]calendar.OrganizerRef{{ID: organizers[i%5]}, {ID: organizers[(i+1)%5]}},
			Categories: &[]string{cats[i%5], cats[(i+2)%5]}, Tags: &[]string{tags[i%3]},
		})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := cal.Events.Update(sys, calendar.Ref{Slug: fmt.Sprintf("event-%d", i)}, calendar.EventInput{
			PostInput: calendar.PostInput{Title: ptr(fmt.Sprintf("Événement %d", i)), Language: "fr_fr"}}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestEventRelationsRunAFixedNumberOfQueries counts the SQL queries of
// "events with venue, organizers, categories and tags" (and of venues with
// their events): the dataloaders make the count independent of the page
// size. The first read of the linked records in a language reads them
// (at most max queries); later reads find them in the calendar's linked
// cache (at most warm queries), until a write.
func TestEventRelationsRunAFixedNumberOfQueries(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	seedEvents(t, s, 50)
	a := newAPI(s)
	counter := testkit.RecordQueries(s.Pools()...)
	run := func(query string, opts ...any) ([]string, string) {
		t.Helper()
		counter.Start()
		data, errs := a.post(t, query, vars(opts...))
		queries := counter.Stop()
		if len(errs) > 0 {
			t.Fatalf("errors: %+v", errs)
		}
		return queries, string(data)
	}
	const events = `query($n: Int, $l: SiteLanguage) { events(perPage: $n, language: $l) { nodes {
	  id title venue { name } organizers { name } categories { name url } tags { name } } } }`
	const venues = `query($n: Int, $l: SiteLanguage) { venues(perPage: $n, language: $l) { nodes {
	  name events(first: 5) { title venue { name } organizers { name } categories { name } tags { name } } } } }`
	for _, tc := range []struct {
		name, query string
		small, big  int
		max, warm   int
		lang        any
	}{
		{"events, default language", events, 5, 50, 5, 2, nil},
		{"events, French", events, 5, 50, 8, 3, "FR_FR"},
		{"venues with their events", venues, 2, 10, 6, 3, nil},
		{"venues with their events, French", venues, 2, 10, 9, 5, "FR_FR"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			first, data := run(tc.query, "n", tc.big, "l", tc.lang)
			if strings.Count(data, `"venue":{"name"`) < tc.big && strings.Count(data, `"organizers":[{"name"`) < tc.big {
				t.Fatalf("relations missing: %.300s", data)
			}
			if len(first) > tc.max {
				t.Fatalf("%d queries for %d at first (want at most %d):\n%s", len(first), tc.big, tc.max, strings.Join(first, "\n"))
			}
			// (Other sizes than the first: the response cache would answer
			// the same query again without a single query.)
			small, _ := run(tc.query, "n", tc.small, "l", tc.lang)
			big, _ := run(tc.query, "n", tc.big-1, "l", tc.lang)
			if len(big) != len(small) || len(big) > tc.warm {
				t.Fatalf("%d queries for %d, %d for %d (want the same, at most %d):\n%s", len(small), tc.small, len(big), tc.big-1,
					tc.warm, strings.Join(big, "\n"))
			}
			t.Logf("%d queries at first, then %d", len(first), len(big))
		})
	}
	// Deeper levels are not loaded ahead: their relation fields batch in
	// the dataloaders (within a few milliseconds), so a page of 50 events
	// runs a handful of queries, never one per event.
	const nested = `query($n: Int) { events(perPage: $n) { nodes { venue { events(first: 3) {
	  title organizers { name } tags { name } } } } } }`
	queries, _ := run(nested, "n", 50)
	if len(queries) >= 20 {
		t.Fatalf("%d queries for the venues' events of 50 events:\n%s", len(queries), strings.Join(queries, "\n"))
	}
	t.Logf("nested: %d queries", len(queries))
}
