package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"

	"corkboard/graph/model"
	"corkboard/modules/calendar"
)

// relationFields are Event's fields read from its links.
var relationFields = []string{"venue", "organizers", "categories", "tags"}

// linksOf returns what e links to, through the request's dataloader (one
// service call for every event of the request). Reads ask the services
// to omit the links; events that come with them (from writes) are read
// the same way, so that their categories have their paths. Nil for an
// event the caller may not read.
func linksOf(ctx context.Context, e *model.Event) (*calendar.EventLinks, error) {
	return loadersFrom(ctx).eventLinks.Load(ctx, linkKey{ID: e.ID, Language: e.Language})
}

// primeLinks loads the links of a list of events at once, when fields
// (what the query asks of each event) include a relation, and primes the
// request's loader with them: the list's relation fields then find them
// without waiting for a batch, however their resolvers are scheduled. On
// an error nothing is primed and the fields load (and report) it
// themselves.
func (r *Resolver) primeLinks(ctx context.Context, fields []graphql.CollectedField, events []*calendar.Event, language string) {
	if len(events) == 0 || !hasAny(fields, relationFields...) {
		return
	}
	keys := make([]linkKey, 0, len(events))
	byID := make(map[int64]*calendar.Event, len(events))
	for _, e := range events {
		if !e.Protected {
			keys = append(keys, linkKey{ID: e.ID, Language: language})
			byID[e.ID] = e
		}
	}
	l := loadersFrom(ctx)
	if keys = l.claim(keys); len(keys) == 0 {
		return
	}
	read := make([]*calendar.Event, len(keys))
	for i, k := range keys {
		read[i] = byID[k.ID]
	}
	links, err := r.Calendar.Events.LinksOf(ctx, read, language)
	if err != nil {
		return
	}
	for _, k := range keys {
		l.eventLinks.Prime(k, links[k.ID]) // nil: not readable
	}
}

// primeEventsOf loads the events of a list of venues or organizers (of)
// at once, when fields (what the query asks of each of them) include
// events, primes the request's loader with them, and then the links of
// those events (see primeLinks): a list's nested relations cost one
// service call per level.
func (r *Resolver) primeEventsOf(ctx context.Context, of calendar.PostType, fields []graphql.CollectedField, ids []int64, language string) {
	f := fieldNamed(fields, "events")
	if f == nil || len(ids) == 0 {
		return
	}
	first := intArg(ctx, f, "first", 10)
	lists, err := r.Calendar.Events.EventsOf(ctx, of, ids, first, language)
	if err != nil {
		return
	}
	loader := loadersFrom(ctx).venueEvents
	if of == calendar.PostOrganizer {
		loader = loadersFrom(ctx).organizerEvents
	}
	var events []*calendar.Event
	for _, id := range ids {
		loader.Prime(eventsOfKey{ID: id, First: first, Language: language}, lists[id])
		events = append(events, lists[id]...)
	}
	r.primeLinks(ctx, subfields(ctx, f, "Event"), events, language)
}

// eventsOf wraps events read in language.
func eventsOf(events []*calendar.Event, language string) []model.Event {
	out := make([]model.Event, len(events))
	for i, e := range events {
		out[i] = model.Event{Event: e, Language: language}
	}
	return out
}

func termsOf(terms []*calendar.Term, language string) []model.Term {
	out := make([]model.Term, len(terms))
	for i, t := range terms {
		out[i] = model.Term{Term: t, Language: language}
	}
	return out
}
