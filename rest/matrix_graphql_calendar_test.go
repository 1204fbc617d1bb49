package rest_test

import (
	"bytes"
	"fmt"
	"strings"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers/careerstest"
)

// calendarMatrix: the calendar is site-wide. Reading is public; writing
// needs calendar:write (any company's key acts as an editor) or a role:
// contributors create events, venues and organizers and change their own
// drafts only, terms are for editors.
func calendarMatrix(g *gqlMatrix) {
	cw := modules.ScopeCalendarWrite
	def, want := row("200", gqlBadCreds)
	idOf := func(kind, field string) func(w *secWorld) map[string]any {
		return func(w *secWorld) map[string]any {
			body := map[string]any{field: unique(field)}
			id, _ := w.mustCreate(kind, body)
			return map[string]any{"id": fmt.Sprint(id)}
		}
	}
	event := func(status string) func(w *secWorld) map[string]any {
		return func(w *secWorld) map[string]any {
			id, _ := w.newEvent(status)
			return map[string]any{"id": fmt.Sprint(id)}
		}
	}
	g.op("events", ops("Query.events"), cw, `{ events { nodes { id title } } }`, nil, def, want)
	g.op("event", ops("Query.event"), cw, `query($id: ID) { event(id: $id) { id title } }`, event("publish"), def, want)
	g.op("venues", ops("Query.venues"), cw, `{ venues { nodes { id } } }`, nil, def, want)
	g.op("venue", ops("Query.venue"), cw, `query($id: ID) { venue(id: $id) { id } }`, idOf("venues", "venue"), def, want)
	g.op("organizers", ops("Query.organizers"), cw, `{ organizers { nodes { id } } }`, nil, def, want)
	g.op("organizer", ops("Query.organizer"), cw, `query($id: ID) { organizer(id: $id) { id } }`, idOf("organizers", "organizer"), def, want)
	g.op("categories", ops("Query.categories"), cw, `{ categories { nodes { id } } }`, nil, def, want)
	g.op("category", ops("Query.category"), cw, `query($id: ID!) { category(id: $id) { id } }`, idOf("categories", "name"), def, want)
	g.op("tags", ops("Query.tags"), cw, `{ tags { nodes { id } } }`, nil, def, want)
	g.op("tag", ops("Query.tag"), cw, `query($id: ID!) { tag(id: $id) { id } }`, idOf("tags", "name"), def, want)
	g.op("calendarSite", ops("Query.calendarSite"), cw, `{ calendarSite { timezone } }`, nil, def, want)
	signedIn, signedInWant := row("200", gqlBadCreds, anonymous, "200 UNAUTHENTICATED")
	g.op("trashSettings", ops("Query.trashSettings"), "", `{ trashSettings { retentionDays } }`, nil, signedIn, signedInWant)
	g.op("calendarFeedUrl", ops("Query.calendarFeedUrl"), cw, `{ calendarFeedUrl(filter: {search: "jazz"}) }`, nil, def, want)
	g.op("event(feeds)", ops("Query.event"), cw,
		`query($id: ID) { event(id: $id) { id icalUrl googleCalendarUrl outlookCalendarUrl jsonLd } }`, event("publish"), def, want)
	// Drafts: the public and keys without calendar:write may not ask for
	// them (an invalid status, as REST answers); contributors see their own
	// only (none here).
	def, want = row("200", gqlBadCreds, anonymous, "200 VALIDATION_FAILED", noScopeKey, "200 VALIDATION_FAILED")
	g.op("events(statuses)", ops("Query.events", "EventFilter.statuses", "Event.status"), cw,
		`{ events(filter: {statuses: [DRAFT]}) { nodes { id status } } }`, nil, def, want)
	g.op("calendarFeedUrl(statuses)", ops("Query.calendarFeedUrl", "EventFilter.statuses"), cw,
		`{ calendarFeedUrl(filter: {statuses: [DRAFT]}) }`, nil, def, want)
	def, want = row("200", gqlBadCreds, anonymous, "200 FORBIDDEN", noScopeKey, "200 FORBIDDEN", contributor, "200 FORBIDDEN")
	g.op("event(draft)", ops("Query.event", "Event.status"), cw, `query($id: ID) { event(id: $id) { id status } }`, event("draft"), def, want)
	g.op("event(draft feeds)", ops("Query.event"), cw,
		`query($id: ID) { event(id: $id) { id icalUrl googleCalendarUrl jsonLd } }`, event("draft"), def, want)

	// Creating: contributors too (their events become drafts or pending).
	def, want = row("200", gqlBadCreds, anonymous, "200 UNAUTHENTICATED", noScopeKey, "200 FORBIDDEN")
	g.op("createEvent", ops("Mutation.createEvent", "EventInput.status"), cw, `mutation($t: String!) {
		createEvent(input: {title: $t, status: PUBLISH, start: "2026-12-01T10:00:00Z", end: "2026-12-01T11:00:00Z"}) { id status } }`,
		func(*secWorld) map[string]any { return map[string]any{"t": unique("Event")} }, def, want)
	g.op("createVenue", ops("Mutation.createVenue"), cw, `mutation($n: String!) { createVenue(input: {name: $n}) { id } }`,
		func(*secWorld) map[string]any { return map[string]any{"n": unique("Venue")} }, def, want)
	g.op("createOrganizer", ops("Mutation.createOrganizer"), cw, `mutation($n: String!) { createOrganizer(input: {name: $n}) { id } }`,
		func(*secWorld) map[string]any { return map[string]any{"n": unique("Organizer")} }, def, want)
	// Changing what an editor published, and terms: not contributors.
	def, want = row("200", gqlBadCreds, anonymous, "200 UNAUTHENTICATED", noScopeKey, "200 FORBIDDEN", contributor, "200 FORBIDDEN")
	g.op("updateEvent", ops("Mutation.updateEvent"), cw, `mutation($id: ID) { updateEvent(id: $id, input: {excerpt: "changed"}) { id } }`,
		event("publish"), def, want)
	g.op("deleteEvent", ops("Mutation.deleteEvent"), cw, `mutation($id: ID) { deleteEvent(id: $id) { id } }`, event("publish"), def, want)
	g.op("updateVenue", ops("Mutation.updateVenue"), cw, `mutation($id: ID) { updateVenue(id: $id, input: {description: "changed"}) { id } }`,
		idOf("venues", "venue"), def, want)
	g.op("deleteVenue", ops("Mutation.deleteVenue"), cw, `mutation($id: ID) { deleteVenue(id: $id) { id } }`, idOf("venues", "venue"), def, want)
	g.op("updateOrganizer", ops("Mutation.updateOrganizer"), cw,
		`mutation($id: ID) { updateOrganizer(id: $id, input: {description: "changed"}) { id } }`, idOf("organizers", "organizer"), def, want)
	g.op("deleteOrganizer", ops("Mutation.deleteOrganizer"), cw, `mutation($id: ID) { deleteOrganizer(id: $id) { id } }`,
		idOf("organizers", "organizer"), def, want)
	// The trash: restoring and deleting for good as deleting (the items
	// are an admin's, in the trash).
	trashed := func(kind, field string) func(w *secWorld) map[string]any {
		return func(w *secWorld) map[string]any {
			body := map[string]any{field: unique(field)}
			if kind == "events" {
				body["start_date"], body["end_date"] = "2026-12-01 10:00:00", "2026-12-01 11:00:00"
			}
			id, _ := w.mustCreate(kind, body)
			if r := w.Do(w.t, w.asAdmin(testkit.Request("DELETE", fmt.Sprintf("/calendar/events/v1/%s/%d", kind, id), nil))); r.StatusCode != 200 {
				w.t.Fatalf("trash %s: %d %s", kind, r.StatusCode, r.Body)
			}
			return map[string]any{"id": fmt.Sprint(id)}
		}
	}
	for _, k := range []struct{ kind, field, name string }{{"events", "title", "Event"}, {"venues", "venue", "Venue"}, {"organizers", "organizer", "Organizer"}} {
		g.op("restore"+k.name, ops("Mutation.restore"+k.name), cw, `mutation($id: ID!) { restore`+k.name+`(id: $id) { id } }`,
			trashed(k.kind, k.field), def, want)
		g.op("purge"+k.name, ops("Mutation.purge"+k.name), cw, `mutation($id: ID!) { purge`+k.name+`(id: $id) }`,
			trashed(k.kind, k.field), def, want)
	}
	term := func(*secWorld) map[string]any { return map[string]any{"n": unique("Term")} }
	g.op("createCategory", ops("Mutation.createCategory"), cw, `mutation($n: String!) { createCategory(input: {name: $n}) { id } }`, term, def, want)
	g.op("updateCategory", ops("Mutation.updateCategory"), cw,
		`mutation($id: ID!) { updateCategory(id: $id, input: {description: "changed"}) { id } }`, idOf("categories", "name"), def, want)
	g.op("deleteCategory", ops("Mutation.deleteCategory"), cw, `mutation($id: ID!) { deleteCategory(id: $id) { id } }`,
		idOf("categories", "name"), def, want)
	g.op("createTag", ops("Mutation.createTag"), cw, `mutation($n: String!) { createTag(input: {name: $n}) { id } }`, term, def, want)
	g.op("updateTag", ops("Mutation.updateTag"), cw, `mutation($id: ID!) { updateTag(id: $id, input: {description: "changed"}) { id } }`,
		idOf("tags", "name"), def, want)
	g.op("deleteTag", ops("Mutation.deleteTag"), cw, `mutation($id: ID!) { deleteTag(id: $id) { id } }`, idOf("tags", "name"), def, want)
}

// mediaMatrix: the media library. Images are public by id; listing and
// uploading are for admin users and keys with calendar:write or
// content:write (the "no scope" key lacks only the first); deleting for
// editors and admins.
func mediaMatrix(g *gqlMatrix) {
	cw := modules.ScopeCalendarWrite
	def, want := row("200", gqlBadCreds)
	g.op("mediaImage", ops("Query.mediaImage"), cw, `query($id: ID!) { mediaImage(id: $id) { id url } }`,
		func(w *secWorld) map[string]any { return map[string]any{"id": fmt.Sprint(w.acmeImage.ID)} }, def, want)
	def, want = row("200", gqlBadCreds, anonymous, "200 UNAUTHENTICATED")
	g.op("mediaImages", ops("Query.mediaImages"), cw, `{ mediaImages { nodes { id } } }`, nil, def, want)
	g.upload("uploadImage", ops("Mutation.uploadImage"), cw, `mutation($f: Upload!) { uploadImage(file: $f) { id } }`, nil,
		"red.png", careerstest.PNG(4, 4), def, want)
	def, want = row("200 FORBIDDEN", gqlBadCreds, anonymous, "200 UNAUTHENTICATED", editor, "200", admin, "200")
	g.op("deleteImage", ops("Mutation.deleteImage"), cw, `mutation($id: ID!) { deleteImage(id: $id) }`, func(w *secWorld) map[string]any {
		img, err := w.Modules.Media.Images.Upload(testkit.System(), strings.ReplaceAll(unique("spare"), " ", "-")+".png",
			bytes.NewReader(careerstest.PNG(4, 4)))
		if err != nil {
			w.t.Fatal(err)
		}
		return map[string]any{"id": fmt.Sprint(img.ID)}
	}, def, want)
}
