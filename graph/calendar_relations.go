package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"

	"corkboard/graph/model"
	"corkboard/modules/calendar"
)

// relationFields are Event's fields read from its links.
var relationFields = []string{"venue", "organizers", "categories", "tags",
	"jsonLd", "googleCalendarUrl", "outlookCalendarUrl"}

// eventModels wraps events read in language for a query and, when fields
// (what it asks of each event) include a relation, attaches their links:
// primed ahead (primeLinks), else loaded through the request's loader in
// one batch. The relation fields then read them in line (model.Event).
// An error loading them is the error of the field that read the events.
func (r *Resolver) eventModels(ctx context.Context, fields []graphql.CollectedField, events []*calendar.Event, language string) ([]model.Event, error) {
	out := make([]model.Event, len(events))
	for i, e := range events {
		out[i] = model.Event{Event: e, Language: language}
	}
	if len(events) == 0 || !hasAny(fields, relationFields...) {
		return out, nil
	}
	r.primeLinks(ctx, fields, events, language)
	keys, at := linkKeys(events, language)
	if len(keys) == 0 {
		return out, nil
	}
	links, err := loadersFrom(ctx).eventLinks.LoadAll(ctx, keys)
	if err != nil {
		return nil, err
	}
	for j, i := range at {
		out[i].Links = links[j] // nil: not readable
	}
	return out, nil
}

// eventModel is eventModels for one event, with the fields of the field
// being resolved.
func (r *Resolver) eventModel(ctx context.Context, e *calendar.Event, language string) (*model.Event, error) {
	out, err := r.eventModels(ctx, graphql.CollectFieldsCtx(ctx, nil), []*calendar.Event{e}, language)
	if err != nil {
		return nil, err
	}
	return &out[0], nil
}

// linkKeys are the loader keys of the links of events in language, and
// the indexes of those events (the service gives none for events whose
// details it hid).
func linkKeys(events []*calendar.Event, language string) ([]linkKey, []int) {
	keys, at := make([]linkKey, 0, len(events)), make([]int, 0, len(events))
	for i, e := range events {
		keys = append(keys, linkKey{ID: e.ID, Language: language})
		at = append(at, i)
	}
	return keys, at
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
	keys, at := linkKeys(events, language)
	byID := make(map[int64]*calendar.Event, len(at))
	for _, i := range at {
		byID[events[i].ID] = events[i]
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
