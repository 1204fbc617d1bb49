package calendar_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"corkboard/internal/app"
	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/calendar"
)

// The service answers in its own terms: a code, a typed reason, the
// subject and field names of its inputs (start, not start_date), and
// hides what a password hides in archives itself.
func TestTheServiceSpeaksItsDomain(t *testing.T) {
	env := testkit.NewEnv(t)
	mods := app.NewModules(env.Deps)
	env.Migrate(t, mods.List()...)
	cal, sys := mods.Calendar, testkit.System()

	problem := func(t *testing.T, err error) (*modules.Error, *calendar.Problem) {
		t.Helper()
		var p *calendar.Problem
		if err == nil || !errors.As(err, &p) {
			t.Fatalf("got %v, want a calendar problem", err)
		}
		return modules.As(err), p
	}

	_, err := cal.Events.Create(sys, calendar.EventInput{PostInput: calendar.PostInput{Title: ptr("x")},
		End: wallAt("2027-01-01 11:00"), Timezone: ptr("Mars/Olympus")})
	e, p := problem(t, err)
	want := []calendar.FieldProblem{{Field: "start", Reason: calendar.ReasonRequired}, {Field: "timezone", Reason: calendar.ReasonInvalid}}
	if e.Code != modules.CodeValidation || p.Reason != calendar.ReasonInvalidInput || p.Subject != calendar.SubjectEvent || !slices.Equal(p.Fields, want) {
		t.Fatalf("missing start, bad zone: %v %+v", e.Code, p)
	}
	if err := cal.Events.Check(sys, calendar.EventInput{Start: wallAt("2027-01-01 10:00")}, false); err != nil {
		t.Fatalf("Check of a valid update: %v", err)
	}

	_, err = cal.Events.Get(context.Background(), calendar.Ref{ID: 999999}, calendar.ReadOptions{})
	if e, p := problem(t, err); e.Code != modules.CodeNotFound || p.Reason != calendar.ReasonNotFound || p.ID != 999999 {
		t.Fatalf("unknown id: %v %+v", e.Code, p)
	}
	_, err = cal.Events.Create(context.Background(), calendar.EventInput{PostInput: calendar.PostInput{Title: ptr("x")},
		Start: wallAt("2027-01-01 10:00"), End: wallAt("2027-01-01 11:00")})
	if e, p := problem(t, err); e.Code != modules.CodeUnauthenticated || p.Reason != calendar.ReasonNotAllowed {
		t.Fatalf("anonymous create: %v %+v", e.Code, p)
	}

	venue, err := cal.Venues.Create(sys, calendar.VenueInput{PostInput: calendar.PostInput{Title: ptr("Hall")}})
	if err != nil {
		t.Fatal(err)
	}
	secret, err := cal.Events.Create(sys, calendar.EventInput{
		PostInput: calendar.PostInput{Title: ptr("Secret"), Description: ptr("Hush."), Status: ptr(calendar.StatusPublish)},
		Start:     wallAt("2027-01-01 10:00"), End: wallAt("2027-01-01 11:00"), Password: ptr("open sesame"),
		Cost: &[]string{"10 EUR"}, Website: ptr("https://secret.example"), Venue: &calendar.VenueRef{ID: venue.ID},
		Tags: &[]string{"quiet"},
	})
	if err != nil {
		t.Fatal(err)
	}
	page, err := cal.Events.List(context.Background(), calendar.EventQuery{IDs: []int64{secret.ID}})
	if err != nil || len(page.Items) != 1 {
		t.Fatalf("list: %v %v", page, err)
	}
	if h := page.Items[0]; !h.Protected || h.Title != "Secret" || h.Description != "" || len(h.Cost) != 0 || h.Website != "" ||
		h.Venue != nil || h.VenueID != 0 || len(h.Tags) != 0 {
		t.Fatalf("a protected event in the archive: %+v", h)
	}
	links, err := cal.Events.LinksOf(context.Background(), page.Items, "")
	if err != nil || links[secret.ID] != nil {
		t.Fatalf("links of a hidden event: %v %v", links, err)
	}
	got, err := cal.Events.Get(context.Background(), calendar.Ref{ID: secret.ID}, calendar.ReadOptions{Password: "open sesame"})
	if err != nil || got.Protected || got.Description != "Hush." || got.Venue == nil {
		t.Fatalf("read with its password: %+v %v", got, err)
	}
}
