package webhooks_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules/calendar"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/modules/webhooks"
	"corkboard/modules/webhooks/webhookstest"
)

// data is the payload's data of the delivery of type typ about id.
func data(t *testing.T, got []webhookstest.Received, typ string, id int64) json.RawMessage {
	t.Helper()
	for _, r := range got {
		var msg struct {
			Type string
			Data json.RawMessage
		}
		if err := json.Unmarshal(r.Body, &msg); err != nil {
			t.Fatal(err)
		}
		var ref struct{ ID int64 }
		if err := json.Unmarshal(msg.Data, &ref); err != nil {
			t.Fatal(err)
		}
		if msg.Type == typ && ref.ID == id {
			return msg.Data
		}
	}
	t.Fatalf("no %s of %d in %v", typ, id, webhookstest.Summary(got))
	return nil
}

// sameJSON fails unless a and b are the same JSON value (key order and
// white space aside).
func sameJSON(t *testing.T, what string, a, b []byte) {
	t.Helper()
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		t.Fatalf("%s: %v: %s", what, err, a)
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Fatalf("%s: %v: %s", what, err, b)
	}
	if !reflect.DeepEqual(x, y) {
		t.Fatalf("%s: the webhook's data\n%s\nis not the public read\n%s", what, a, b)
	}
}

// TestPayloadIsThePublicRead: a delivered message's data is the resource
// exactly as the public API reads it: a job as GET /content/v1/jobs/{id}
// (the content interface), an event with a venue and a category
// as GET /calendar/events/v1/events/{id}
// (The Events Calendar's shape), the venue and the category as their own
// GETs, the company as GET /content/v1/company.
func TestPayloadIsThePublicRead(t *testing.T) {
	w := newWorld(t, webhooks.Settings{})
	w.endpoint(t, "job.published", "event.published", "venue.created", "category.created", "company.updated")
	cal, sys := w.srv.Modules.Calendar, testkit.System()
	read := func(path string, headers ...string) []byte {
		res := w.srv.Do(t, testkit.Request("GET", path, nil, headers...))
		if res.StatusCode != 200 {
			t.Fatalf("GET %s: %d %s", path, res.StatusCode, res.Body)
		}
		return res.Body
	}
	bearer := []string{"Authorization", "Bearer " + w.key}
	if _, err := w.srv.Modules.Careers.Companies.Update(sys, w.cid, careers.UpdateCompany{Name: "Acme Payloads", Email: "hr@acme.test"}); err != nil {
		t.Fatal(err)
	}
	v, err := cal.Venues.Create(sys, calendar.VenueInput{PostInput: calendar.PostInput{Title: ptr("Hall"), Status: ptr(calendar.StatusPublish)},
		City: ptr("Ghent")})
	if err != nil {
		t.Fatal(err)
	}
	jazz, err := cal.Terms.Create(sys, calendar.Categories, calendar.TermInput{Name: ptr("Jazz")})
	if err != nil {
		t.Fatal(err)
	}
	got := w.rc.Wait(t, 20*time.Second, "three messages", func(r []webhookstest.Received) bool { return len(r) >= 3 })
	sameJSON(t, "company", data(t, got, "company.updated", 0), read("/content/v1/company", bearer...))
	sameJSON(t, "venue", data(t, got, "venue.created", v.ID), read(fmt.Sprintf("/calendar/events/v1/venues/%d", v.ID)))
	sameJSON(t, "category", data(t, got, "category.created", jazz.ID), read(fmt.Sprintf("/calendar/events/v1/categories/%d", jazz.ID)))

	j := careerstest.NewJob(t, w.srv.Modules.Careers, w.cid, careerstest.Job("Payload & <co>", w.srv.Env.Clock.Now()))
	e, err := cal.Events.Create(sys, calendar.EventInput{
		PostInput: calendar.PostInput{Title: ptr("Gig & <b>friends</b>"), Description: ptr("<p>Loud</p>"), Status: ptr(calendar.StatusPublish)},
		Start:     wall("2026-12-01 20:00"), End: wall("2026-12-01 22:00"), Cost: &[]string{"10 - 20"},
		Categories: &[]string{fmt.Sprint(jazz.ID)}, Venue: &calendar.VenueRef{ID: v.ID},
	})
	if err != nil {
		t.Fatal(err)
	}
	if e.Venue == nil || len(e.Categories) != 1 {
		t.Fatalf("event links: %+v", e)
	}
	got = w.rc.Wait(t, 20*time.Second, "five messages", func(r []webhookstest.Received) bool { return len(r) >= 5 })
	sameJSON(t, "job", data(t, got, "job.published", j.ID), read(fmt.Sprintf("/content/v1/jobs/%d", j.ID), bearer...))
	sameJSON(t, "event", data(t, got, "event.published", e.ID), read(fmt.Sprintf("/calendar/events/v1/events/%d", e.ID)))
	if body := string(got[0].Body); strings.Contains(body, `\u003c`) {
		t.Fatalf("HTML characters escaped, unlike the public API: %s", body)
	}
}
