package model

import "corkboard/modules/calendar"

// The calendar's records as GraphQL shows them: the service's record with
// the site language of the query that read it ("" for the default), which
// the text was read in and which links (url, relations) keep.

// Event is an event and its language.
type Event struct {
	*calendar.Event
	Language string
}

// Venue is a venue and its language.
type Venue struct {
	*calendar.Venue
	Language string
}

// Organizer is an organizer and its language.
type Organizer struct {
	*calendar.Organizer
	Language string
}

// Term is a category or tag and its language.
type Term struct {
	*calendar.Term
	Language string
}
