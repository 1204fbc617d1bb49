package calendar_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"corkboard/internal/app"
	"corkboard/internal/testkit"
	"corkboard/modules/calendar"
)

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

// The venues, organizers and terms events are read with come from the
// linked cache once read: an event then costs two queries (the event,
// its links), also after writes to careers or accounts tables. Every
// write of the process to calendar tables shows at once, in each language;
// a write of another process shows once the TTL has passed; and what a
// reader gets is its own copy.
func TestLinkedRecordsAreCachedUntilAWrite(t *testing.T) {
	env := testkit.NewEnv(t)
	const ttl = 300 * time.Millisecond
	env.Deps.Config.LinkedCacheTTL = ttl
	mods := app.NewModules(env.Deps)
	env.Migrate(t, mods.List()...)
	cal, sys := mods.Calendar, testkit.System()

	venue, err := cal.Venues.Create(sys, calendar.VenueInput{PostInput: calendar.PostInput{Title: ptr("Hall")}})
	if err != nil {
		t.Fatal(err)
	}
	organizer, err := cal.Organizers.Create(sys, calendar.OrganizerInput{PostInput: calendar.PostInput{Title: ptr("Orga")}})
	if err != nil {
		t.Fatal(err)
	}
	event, err := cal.Events.Create(sys, calendar.EventInput{
		PostInput: calendar.PostInput{Title: ptr("Concert"), Status: ptr(calendar.StatusPublish)},
		Start:     wallAt("2026-12-01 20:00"), End: wallAt("2026-12-01 22:00"),
		Venue: &calendar.VenueRef{ID: venue.ID}, Organizers: &[]calendar.OrganizerRef{{ID: organizer.ID}},
		Categories: &[]string{"Jazz", "Blues"}, Tags: &[]string{"late"},
	})
	if err != nil {
		t.Fatal(err)
	}
	read := func(language string) *calendar.Event {
		t.Helper()
		e, err := cal.Events.Get(sys, calendar.Ref{ID: event.ID}, calendar.ReadOptions{Language: language})
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	describe := func(e *calendar.Event) string {
		s := e.Venue.Title + " |"
		for _, o := range e.Organizers {
			s += " " + o.Title
		}
		s += " |"
		for _, c := range e.Categories {
			s += " " + c.Name
		}
		for _, g := range e.Tags {
			s += " #" + g.Name
		}
		return s
	}
	check := func(language, want string) {
		t.Helper()
		if got := describe(read(language)); got != want {
			t.Fatalf("%q: %s, want %s", language, got, want)
		}
	}

	check("", "Hall | Orga | Blues Jazz #late")
	queries := env.CountQueries()
	e := read("")
	if n := queries(); n != 2 {
		t.Fatalf("a read with every linked record cached ran %d queries, want 2 (the event, its links)", n)
	}
	e.Venue.Title, e.Categories[0].Name = "changed by a reader", "changed by a reader"
	check("", "Hall | Orga | Blues Jazz #late")

	// Writes to other areas' tables (careers, accounts) leave them cached.
	for _, table := range []string{"careers_files", "api_keys"} {
		if _, err := env.DB.NewUpdate().Table(table).Set("id = id").Where("1 = 0").Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	queries = env.CountQueries()
	read("")
	if n := queries(); n != 2 {
		t.Fatalf("after writes to careers and accounts tables, a read ran %d queries, want 2", n)
	}

	// Writes of this process show at once.
	if _, err := cal.Venues.Update(sys, calendar.Ref{ID: venue.ID}, calendar.VenueInput{PostInput: calendar.PostInput{Title: ptr("Great Hall")}}); err != nil {
		t.Fatal(err)
	}
	jazz := read("").Categories[1]
	if _, err := cal.Terms.Update(sys, calendar.Categories, jazz.ID, calendar.TermInput{Name: ptr("Acid Jazz")}); err != nil {
		t.Fatal(err)
	}
	check("", "Great Hall | Orga | Acid Jazz Blues #late")
	// In each language, ordered by the default language's names.
	if _, err := cal.Venues.Update(sys, calendar.Ref{ID: venue.ID},
		calendar.VenueInput{PostInput: calendar.PostInput{Title: ptr("Grande salle"), Language: "fr_fr"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := cal.Terms.Update(sys, calendar.Categories, jazz.ID, calendar.TermInput{Name: ptr("Zazou"), Language: "fr_fr"}); err != nil {
		t.Fatal(err)
	}
	check("fr_fr", "Grande salle | Orga | Zazou Blues #late")
	check("", "Great Hall | Orga | Acid Jazz Blues #late")

	// Another process's write (not through this process's pools' hooks)
	// shows once the cached records are older than the TTL.
	if _, err := env.DB.DB.Exec(fmt.Sprintf("UPDATE calendar_venues SET title = 'Elsewhere' WHERE id = %d", venue.ID)); err != nil {
		t.Fatal(err)
	}
	check("", "Great Hall | Orga | Acid Jazz Blues #late")
	time.Sleep(ttl + 50*time.Millisecond)
	check("", "Elsewhere | Orga | Acid Jazz Blues #late")
}

// Archives filtered by a category slug find its id in the linked cache,
// and a renamed slug is looked up again.
func TestArchiveTermSlugsAreCached(t *testing.T) {
	s := testkit.NewServer(t)
	cal, sys := s.Modules.Calendar, testkit.System()
	if _, err := cal.Events.Create(sys, calendar.EventInput{PostInput: calendar.PostInput{Title: ptr("Gig"), Status: ptr(calendar.StatusPublish)},
		Start: wallAt("2026-12-01 20:00"), End: wallAt("2026-12-01 22:00"), Categories: &[]string{"Jazz"}}); err != nil {
		t.Fatal(err)
	}
	list := func(category string) (int, error) {
		p, err := cal.Events.List(sys, calendar.EventQuery{Categories: []string{category}})
		if err != nil {
			return 0, err
		}
		return p.Total, nil
	}
	if n, err := list("jazz"); n != 1 || err != nil {
		t.Fatalf("jazz: %d, %v", n, err)
	}
	queries := s.CountQueries()
	if n, err := list("JAZZ"); n != 1 || err != nil {
		t.Fatalf("JAZZ: %d, %v", n, err)
	}
	if n := queries(); n != 2 {
		t.Fatalf("%d queries with the slug known, want 2 (the page with its count, the links)", n)
	}
	terms, err := cal.Terms.List(sys, calendar.Categories, calendar.TermQuery{})
	if err != nil || len(terms.Items) != 1 {
		t.Fatalf("terms: %v %v", terms, err)
	}
	if _, err := cal.Terms.Update(sys, calendar.Categories, terms.Items[0].ID, calendar.TermInput{Slug: ptr("modern-jazz")}); err != nil {
		t.Fatal(err)
	}
	if _, err := list("jazz"); err == nil {
		t.Fatal("the old slug still filters")
	}
	if n, err := list("modern-jazz"); n != 1 || err != nil {
		t.Fatalf("modern-jazz: %d, %v", n, err)
	}
}
