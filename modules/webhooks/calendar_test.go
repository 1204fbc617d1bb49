package webhooks_test

import (
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules/calendar"
	"corkboard/modules/webhooks"
	"corkboard/modules/webhooks/webhookstest"
)

func wall(s string) calendar.When {
	t, err := time.Parse("2006-01-02 15:04", s)
	if err != nil {
		panic(err)
	}
	return calendar.Wall(t)
}

func ptr[T any](v T) *T { return &v }

// TestCalendarChangesAreDelivered: the calendar is the site's, so every
// company's endpoint subscribed to event.* hears of it: publishing an
// event (event.published), a draft (nothing), a scheduled event going
// live when the scheduler publishes it (event.published, then), and
// trashing a published event (event.trashed).
func TestCalendarChangesAreDelivered(t *testing.T) {
	w := newWorld(t, webhooks.Settings{})
	w.endpoint(t, "event.*")
	cal, sys := w.srv.Modules.Calendar, testkit.System()
	gig, err := cal.Events.Create(sys, calendar.EventInput{PostInput: calendar.PostInput{Title: ptr("Gig"), Status: ptr(calendar.StatusPublish)},
		Start: wall("2026-12-01 20:00"), End: wall("2026-12-01 22:00")})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cal.Events.Create(sys, calendar.EventInput{PostInput: calendar.PostInput{Title: ptr("Draft"), Status: ptr(calendar.StatusDraft)},
		Start: wall("2026-12-02 20:00"), End: wall("2026-12-02 22:00")}); err != nil {
		t.Fatal(err)
	}
	due := w.srv.Env.Clock.Now().Add(time.Hour)
	later, err := cal.Events.Create(sys, calendar.EventInput{PostInput: calendar.PostInput{Title: ptr("Later"), Status: ptr(calendar.StatusFuture),
		Published: calendar.Wall(due)}, Start: wall("2026-12-03 20:00"), End: wall("2026-12-03 22:00")})
	if err != nil || later.Status != calendar.StatusFuture {
		t.Fatal(later, err)
	}
	w.rc.Wait(t, 20*time.Second, "event.published", func(r []webhookstest.Received) bool { return len(r) == 1 })
	w.srv.Env.Clock.Set(due.Add(time.Minute))
	if done, _, err := cal.Scheduler.Tick(sys); err != nil || len(done.Events) != 1 {
		t.Fatal(done, err)
	}
	if _, err := cal.Events.Delete(sys, calendar.Ref{ID: gig.ID}, ""); err != nil {
		t.Fatal(err)
	}
	got := w.rc.Wait(t, 20*time.Second, "the scheduled publication and the trash", func(r []webhookstest.Received) bool { return len(r) == 3 })
	types := map[string]int{}
	for _, r := range got {
		if !r.Valid {
			t.Fatalf("%v", webhookstest.Summary(got))
		}
		types[r.Type]++
	}
	if types["event.published"] != 2 || types["event.trashed"] != 1 {
		t.Fatalf("deliveries: %v", webhookstest.Summary(got))
	}
}

// TestVenuesAndTermsAreDelivered: a published venue (venue.created), a
// draft venue (nothing) and a category (category.created) reach an
// endpoint subscribed to venue.* and category.*.
func TestVenuesAndTermsAreDelivered(t *testing.T) {
	w := newWorld(t, webhooks.Settings{})
	w.endpoint(t, "venue.*", "category.*")
	cal, sys := w.srv.Modules.Calendar, testkit.System()
	if _, err := cal.Venues.Create(sys, calendar.VenueInput{PostInput: calendar.PostInput{Title: ptr("Hall"), Status: ptr(calendar.StatusPublish)}}); err != nil {
		t.Fatal(err)
	}
	if _, err := cal.Venues.Create(sys, calendar.VenueInput{PostInput: calendar.PostInput{Title: ptr("Cellar"), Status: ptr(calendar.StatusDraft)}}); err != nil {
		t.Fatal(err)
	}
	if _, err := cal.Terms.Create(sys, calendar.Categories, calendar.TermInput{Name: ptr("Jazz")}); err != nil {
		t.Fatal(err)
	}
	got := w.rc.Wait(t, 20*time.Second, "venue.created and category.created", func(r []webhookstest.Received) bool { return len(r) >= 2 })
	types := map[string]int{}
	for _, r := range got {
		types[r.Type]++
	}
	if types["venue.created"] != 1 || types["category.created"] != 1 || len(got) != 2 {
		t.Fatalf("deliveries: %v", webhookstest.Summary(got))
	}
}
