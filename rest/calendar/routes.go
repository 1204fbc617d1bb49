package calendar

import (
	"strings"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules/calendar"
	"corkboard/modules/calendar/icalendar"
)

// Methods per WordPress registration keyword.
var (
	readable  = []string{fiber.MethodGet}
	creatable = []string{fiber.MethodPost}
	editable  = []string{fiber.MethodPost, fiber.MethodPut, fiber.MethodPatch}
	deletable = []string{fiber.MethodDelete}
)

// table lists every route of the namespace, in the index's order.
func (a *api) table() []*route {
	venues := linkedAPI[*calendar.Venue, calendar.VenueInput]{svc: a.cal.Venues, key: "venues", input: venueInputFrom,
		render: func(r *request, v *calendar.Venue, single bool) any { return a.venueJSON(r, v, single) }}
	organizers := linkedAPI[*calendar.Organizer, calendar.OrganizerInput]{svc: a.cal.Organizers, key: "organizers", input: organizerInputFrom,
		render: func(r *request, o *calendar.Organizer, single bool) any { return a.organizerJSON(r, o, single) }}
	return []*route{
		newRoute("", endpoint{methods: readable, args: indexArgs, handle: a.index}),
		newRoute("/doc", endpoint{methods: readable, handle: a.doc,
			summary: "Returns the documentation of the calendar API in OpenAPI 3 format."}),
		newRoute("/events",
			endpoint{methods: readable, args: eventArchiveArgs(), handle: a.listEvents,
				summary: "Returns the archive of events.", schema: "Event"},
			endpoint{methods: creatable, args: append(eventArgs(true), arg{Name: "password", Type: "string", Description: "The event password"}), handle: a.createEvent,
				summary: "Creates an event.", schema: "Event"}),
		newRoute("/events/{id}", a.eventEndpoints(idArgs("the event post ID"))...),
		newRoute("/events/by-slug/{slug}", a.eventEndpoints(slugArgs("the event slug"))...),
		// Corkboard's iCalendar feeds (not in The Events Calendar's API).
		newRoute("/events.ics", endpoint{methods: readable, args: a.icsArchiveArgs(), handle: a.listEventsICS,
			summary: "Returns the archive of events as an iCalendar feed (RFC 5545), for calendar apps to subscribe to.",
			opID:    "listEventsICalendar", media: icalendar.MediaType}),
		newRoute("/events/{id}.ics", endpoint{methods: readable,
			args:   append(idArgs("the event post ID"), arg{Name: "password", Type: "string", Description: "The event password"}),
			handle: a.getEventICS, summary: "Returns the event as an iCalendar file (RFC 5545).",
			opID: "getEventICalendar", media: icalendar.MediaType}),
		newRoute("/venues",
			endpoint{methods: readable, args: linkedArchiveArgs("venues"), handle: venues.list,
				summary: "Returns the archive of venues.", schema: "Venue"},
			endpoint{methods: creatable, args: venueArgs(true), handle: venues.create,
				summary: "Creates a venue, or returns the venue with the same name and description.", schema: "Venue"}),
		newRoute("/venues/{id}", linkedEndpoints("venue", idArgs("the venue post ID"), venueArgs(false), venues.get, venues.update, venues.delete)...),
		newRoute("/venues/by-slug/{slug}", linkedEndpoints("venue", slugArgs("the venue slug"), venueArgs(false), venues.get, venues.update, venues.delete)...),
		newRoute("/organizers",
			endpoint{methods: readable, args: linkedArchiveArgs("organizers"), handle: organizers.list,
				summary: "Returns the archive of organizers.", schema: "Organizer"},
			endpoint{methods: creatable, args: organizerArgs(true), handle: organizers.create,
				summary: "Creates an organizer, or returns the organizer with the same name and description.", schema: "Organizer"}),
		newRoute("/organizers/{id}", linkedEndpoints("organizer", idArgs("the organizer post ID"), organizerArgs(false),
			organizers.get, organizers.update, organizers.delete)...),
		newRoute("/organizers/by-slug/{slug}", linkedEndpoints("organizer", slugArgs("the organizer slug"), organizerArgs(false),
			organizers.get, organizers.update, organizers.delete)...),
		newRoute("/categories",
			endpoint{methods: readable, args: termArchiveArgs("event categories", true), handle: a.listTerms(categoriesInfo),
				summary: "Returns the archive of event categories.", schema: "Term"},
			endpoint{methods: creatable, args: termWriteArgs("event category", true, true), handle: a.createTerm(categoriesInfo),
				summary: "Creates an event category.", schema: "Term"}),
		newRoute("/categories/{id}",
			endpoint{methods: readable, args: idArgs("the event category term ID"), handle: a.getTerm(categoriesInfo),
				summary: "Returns an event category.", schema: "Term"},
			endpoint{methods: editable, args: append(idArgs("the event category term ID"), termWriteArgs("event category", false, true)...),
				handle: a.updateTerm(categoriesInfo), summary: "Updates an event category.", schema: "Term"},
			endpoint{methods: deletable, args: idArgs("the event category term ID"), handle: a.deleteTerm(categoriesInfo),
				summary: "Deletes an event category for good.", schema: "Term"}),
		newRoute("/tags",
			endpoint{methods: readable, args: termArchiveArgs("event tags", false), handle: a.listTerms(tagsInfo),
				summary: "Returns the archive of event tags.", schema: "Term"},
			endpoint{methods: creatable, args: termWriteArgs("event tag", true, false), handle: a.createTerm(tagsInfo),
				summary: "Creates an event tag.", schema: "Term"}),
		newRoute("/tags/{id}",
			endpoint{methods: readable, args: idArgs("the event tag term ID"), handle: a.getTerm(tagsInfo),
				summary: "Returns an event tag.", schema: "Term"},
			endpoint{methods: editable, args: append(idArgs("the event tag term ID"), termWriteArgs("event tag", false, false)...),
				handle: a.updateTerm(tagsInfo), summary: "Updates an event tag.", schema: "Term"},
			endpoint{methods: deletable, args: idArgs("the event tag term ID"), handle: a.deleteTerm(tagsInfo),
				summary: "Deletes an event tag for good.", schema: "Term"}),
	}
}

// linkedEndpoints are the GET, update and DELETE endpoints of one venue
// or organizer.
func linkedEndpoints(what string, ref, fields []arg, get, update, del func(*request) error) []endpoint {
	schema := strings.ToUpper(what[:1]) + what[1:]
	return []endpoint{
		{methods: readable, args: ref, handle: get, summary: "Returns the " + what + ".", schema: schema},
		{methods: deletable, args: ref, handle: del, summary: "Moves the " + what + " to the trash.", schema: schema},
		{methods: editable, args: append(append([]arg{}, ref...), fields...), handle: update,
			summary: "Updates the " + what + ".", schema: schema},
	}
}

// eventEndpoints are the GET, update and DELETE endpoints of one event.
func (a *api) eventEndpoints(ref []arg) []endpoint {
	password := arg{Name: "password", Type: "string", Description: "The event password"}
	return []endpoint{
		{methods: readable, args: append(append([]arg{}, ref...), password), handle: a.getEvent,
			summary: "Returns the event.", schema: "Event"},
		{methods: deletable, args: append(append([]arg{}, ref...), password), handle: a.deleteEvent,
			summary: "Moves the event to the trash.", schema: "Event"},
		{methods: editable, args: append(append(append([]arg{}, ref...), password), eventArgs(false)...), handle: a.updateEvent,
			summary: "Updates the event.", schema: "Event"},
	}
}
