package calendar_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/calendar"
)

// CreateMany writes a batch as Create writes each event: the archive and
// the term counts show them, and one invalid input writes nothing.
func TestCreateManyImportsLikeCreate(t *testing.T) {
	f := newFixture(t)
	cat := id(t, f.call("POST", root+"/categories", map[string]any{"name": "Imported"}, f.admin))
	venue, _ := strconv.ParseInt(id(t, f.call("POST", root+"/venues", map[string]any{"venue": "Import Hall"}, f.admin)), 10, 64)
	str := func(s string) *string { return &s }
	event := func(title string) calendar.EventInput {
		cats := []string{cat}
		tags := []string{"imported-tag"}
		return calendar.EventInput{PostInput: calendar.PostInput{Title: str(title)},
			Start: calendar.Wall(time.Date(2027, 1, 15, 19, 0, 0, 0, time.UTC)), End: calendar.Wall(time.Date(2027, 1, 15, 21, 0, 0, 0, time.UTC)),
			Categories: &cats, Tags: &tags, Venue: &calendar.VenueRef{ID: venue}}
	}
	events := f.Modules.Calendar.Events
	system := testkit.System()

	if _, err := events.CreateMany(context.Background(), []calendar.EventInput{event("Anonymous")}); modules.As(err).Code != modules.CodeUnauthenticated {
		t.Errorf("anonymous import: %v", err)
	}
	bad := []calendar.EventInput{event("Fine"), {PostInput: calendar.PostInput{Title: str("No dates")}}}
	if _, err := events.CreateMany(system, bad); err == nil || !strings.Contains(err.Error(), "event 1 of the batch") {
		t.Errorf("invalid batch: %v", err)
	}
	ids, err := events.CreateMany(system, []calendar.EventInput{event("Imported one"), event("Imported two"), event("Imported one")})
	if err != nil || len(ids) != 3 {
		t.Fatalf("import: %v %v", ids, err)
	}
	list := obj(t, f.call("GET", root+"/events?start_date=2027-01-01&end_date=2027-01-31&categories=imported", nil, ""))
	if list["total"].(interface{ String() string }).String() != "3" {
		t.Fatalf("archive after import: %v", list)
	}
	slugs := map[string]bool{}
	for _, e := range list["events"].([]any) {
		slugs[e.(map[string]any)["slug"].(string)] = true
	}
	for _, want := range []string{"imported-one", "imported-two", "imported-one-2"} {
		if !slugs[want] {
			t.Errorf("slug %s missing: %v", want, slugs)
		}
	}
	term := obj(t, f.call("GET", root+"/categories/"+cat, nil, ""))
	if term["count"].(interface{ String() string }).String() != "3" {
		t.Errorf("category count after import: %v", term["count"])
	}
}
