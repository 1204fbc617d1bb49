package model

import "corkboard/modules/calendar"

// The calendar's records as GraphQL shows them: the service's record with
// the site language of the query that read it ("" for the default), which
// the text was read in and which links (url, relations) keep.

// Event is an event and its language.
type Event struct {
	*calendar.Event
	Language string
	// Links are what the event links to, attached by the resolver that
	// read the event when the query asks for a relation (nil: not asked,
	// or not readable by the caller). The relation fields below read
	// them: plain methods, which GraphQL runs in line, without a
	// goroutine and a loader lookup for each field of each event.
	Links *calendar.EventLinks
}

// Venue is the event's venue (nil: none, or not shown).
func (e Event) Venue() *Venue {
	if e.Links == nil || e.Links.Venue == nil {
		return nil
	}
	return &Venue{Venue: e.Links.Venue, Language: e.Language}
}

// Organizers are the event's organizers, in their order.
func (e Event) Organizers() []Organizer {
	if e.Links == nil {
		return []Organizer{}
	}
	out := make([]Organizer, len(e.Links.Organizers))
	for i, o := range e.Links.Organizers {
		out[i] = Organizer{Organizer: o, Language: e.Language}
	}
	return out
}

// Categories are the event's categories.
func (e Event) Categories() []Term {
	if e.Links == nil {
		return []Term{}
	}
	return Terms(e.Links.Categories, e.Language)
}

// Tags are the event's tags.
func (e Event) Tags() []Term {
	if e.Links == nil {
		return []Term{}
	}
	return Terms(e.Links.Tags, e.Language)
}

// Terms wraps terms read in language.
func Terms(terms []*calendar.Term, language string) []Term {
	out := make([]Term, len(terms))
	for i, t := range terms {
		out[i] = Term{Term: t, Language: language}
	}
	return out
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
