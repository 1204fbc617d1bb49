package calendar

import (
	"time"

	"github.com/uptrace/bun"
)

// Event is a calendar event. Its start and end are kept as wall time in
// the event's time zone (StartLocal, EndLocal) and as UTC instants
// (StartUTC, EndUTC); Start and End return them as times in the event's
// zone.
type Event struct {
	bun.BaseModel `bun:"table:calendar_events"`
	Post

	Password         string    `bun:"password,notnull"`
	ParentID         int64     `bun:"parent_id,nullzero"`
	Timezone         string    `bun:"timezone,notnull"`
	AllDay           bool      `bun:"all_day,notnull"`
	StartLocal       string    `bun:"start_local,notnull"`
	EndLocal         string    `bun:"end_local,notnull"`
	StartUTC         time.Time `bun:"start_utc,notnull"`
	EndUTC           time.Time `bun:"end_utc,notnull"`
	Cost             []string  `bun:"cost,type:jsonb,notnull"`
	CurrencySymbol   string    `bun:"currency_symbol,notnull"`
	CurrencyCode     string    `bun:"currency_code,notnull"`
	CurrencyPosition string    `bun:"currency_position,notnull"`
	Website          string    `bun:"website,notnull"`
	ShowMap          bool      `bun:"show_map,notnull"`
	ShowMapLink      bool      `bun:"show_map_link,notnull"`
	HideFromListings bool      `bun:"hide_from_listings,notnull"`
	Sticky           bool      `bun:"sticky,notnull"`
	Featured         bool      `bun:"featured,notnull"`
	VenueID          int64     `bun:"venue_id,nullzero"`
	// Sequence is the event's revision: 0 when created, one more on every
	// update (iCalendar's SEQUENCE).
	Sequence int `bun:"sequence,notnull"`
	// UnpublishAt is when a published event goes back to draft by itself
	// (ScheduleService.UnpublishDue); nil: never.
	UnpublishAt *time.Time `bun:"unpublish_at"`

	// Read with the event.
	Venue      *Venue       `bun:"-"`
	Organizers []*Organizer `bun:"-"`
	Categories []*Term      `bun:"-"`
	Tags       []*Term      `bun:"-"`
	// Protected is set in archives for events with a password: their
	// details are not shown there, and the service has emptied them
	// (hide). Transports render the hidden flags (AllDay, ShowMap…) as
	// they show an unknown value.
	Protected bool `bun:"-"`
}

// hide empties what a password hides in archives: the texts, image,
// cost, website, venue, organizers and terms; Protected marks the event.
// The title, dates and zone stay.
func (e *Event) hide() {
	e.Protected = true
	e.Description, e.Excerpt = "", ""
	e.ImageID, e.ImageURL, e.Image = 0, "", nil
	e.Cost = []string{}
	e.CurrencySymbol, e.CurrencyCode, e.CurrencyPosition, e.Website = "", "", "", ""
	e.VenueID, e.Venue, e.Organizers, e.Categories, e.Tags = 0, nil, nil, nil, nil
}

// hideProtected hides the details of the events that have a password
// (see hide): what an archive shows every caller.
func hideProtected(events []*Event) {
	for _, e := range events {
		if e.Password != "" {
			e.hide()
		}
	}
}

// Location is the event's time zone.
func (e *Event) Location() *time.Location {
	if loc, ok := loadLocation(e.Timezone); ok {
		return loc
	}
	return time.UTC
}

// Start is the start in the event's time zone.
func (e *Event) Start() time.Time { return e.StartUTC.In(e.Location()) }

// End is the end in the event's time zone.
func (e *Event) End() time.Time { return e.EndUTC.In(e.Location()) }

// setTimes stores start and end (wall times in loc): an end before the
// start becomes the start; all-day events span whole days.
func (e *Event) setTimes(start, end time.Time, loc *time.Location, allDay bool) {
	start = time.Date(start.Year(), start.Month(), start.Day(), start.Hour(), start.Minute(), start.Second(), 0, loc)
	end = time.Date(end.Year(), end.Month(), end.Day(), end.Hour(), end.Minute(), end.Second(), 0, loc)
	if allDay {
		start, end = startOfDay(start), endOfDay(end)
	}
	if end.Before(start) {
		end = start
		if allDay {
			end = endOfDay(start)
		}
	}
	e.Timezone, e.AllDay = loc.String(), allDay
	e.StartLocal, e.EndLocal = start.Format(DateLayout), end.Format(DateLayout)
	e.StartUTC, e.EndUTC = start.UTC(), end.UTC()
}

// EventInput creates or updates an event. Nil members are not sent: on
// update they stay unchanged (patch semantics).
type EventInput struct {
	PostInput
	// Timezone is an IANA zone ("" for the site's); Start and End are
	// read in it.
	Timezone   *string
	AllDay     *bool
	Start, End When
	// Cost is one or more cost strings ("20$", "Free", "10 - 20").
	Cost                                           *[]string
	CurrencySymbol, CurrencyCode, CurrencyPosition *string
	Website                                        *string
	ShowMap, ShowMapLink, HideFromListings, Sticky *bool
	Featured                                       *bool
	// Categories and Tags are term ids or names (missing names are
	// created at editor level and refused for contributors, unknown ids
	// skipped); empty removes them all.
	Categories, Tags *[]string
	// Venue links a venue, creates one inline, or (empty) removes it.
	Venue *VenueRef
	// Organizers link or create organizers in order; empty removes them.
	Organizers *[]OrganizerRef
	// Password protects the event ("" removes the password).
	Password *string
	// UnpublishAt schedules the published event's return to draft (the
	// zero time clears it); it must come after the publication date.
	UnpublishAt *time.Time
}

// VenueRef names the venue of an event: an existing one by ID, a new one
// by Input, or none when both are empty. Malformed marks data that could
// not be read: creation fails (ReasonNotCreated).
type VenueRef struct {
	ID        int64
	Input     *VenueInput
	Malformed bool
}

// OrganizerRef names one organizer of an event: an existing one by ID or
// a new one by Input. Malformed marks a value that names neither (an
// object that is not in a list): creation fails (ReasonNotCreated), as in
// the original.
type OrganizerRef struct {
	ID        int64
	Input     *OrganizerInput
	Malformed bool
}
