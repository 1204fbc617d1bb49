package calendar

import "github.com/uptrace/bun"

// Organizer is a person or organisation running events.
type Organizer struct {
	bun.BaseModel `bun:"table:calendar_organizers"`
	Post

	Phone   string `bun:"phone,notnull"`
	Website string `bun:"website,notnull"`
	Email   string `bun:"email,notnull"`
}

// OrganizerInput creates or updates an organizer; nil members are not
// sent (on update they stay unchanged, an empty string clears a field).
type OrganizerInput struct {
	PostInput
	Phone, Website, Email *string
}

// eventOrganizer links an event to an organizer, in the event's order.
type eventOrganizer struct {
	bun.BaseModel `bun:"table:calendar_event_organizers"`

	EventID     int64 `bun:"event_id,pk"`
	OrganizerID int64 `bun:"organizer_id,pk"`
	Position    int   `bun:"position,notnull"`
}

var organizerKind = linkedKind{
	typ: PostOrganizer, table: "calendar_organizers", subject: SubjectOrganizer,
	search:  []string{"title", "description", "excerpt", "phone", "email", "website"},
	linked:  "SELECT eo.organizer_id FROM calendar_event_organizers eo JOIN calendar_events e ON e.id = eo.event_id WHERE TRUE",
	ofEvent: "SELECT organizer_id FROM calendar_event_organizers WHERE event_id = ?",
	unlink:  "DELETE FROM calendar_event_organizers WHERE organizer_id = ?",
	tally:   tallyOrganizer,
}
