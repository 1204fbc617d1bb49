package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vikstrous/dataloadgen"

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

// primeLinks starts loading the links of a list of events at once when
// fields (what the query asks of each event) include a relation: the
// list's relation fields then share one batch however their resolvers are
// scheduled.
func primeLinks(ctx context.Context, fields []graphql.CollectedField, events []*calendar.Event, language string) {
	if len(events) == 0 || !hasAny(fields, relationFields...) {
		return
	}
	keys := make([]linkKey, 0, len(events))
	for _, e := range events {
		if !e.Protected {
			keys = append(keys, linkKey{ID: e.ID, Language: language})
		}
	}
	if len(keys) > 0 {
		loadersFrom(ctx).eventLinks.LoadAllThunk(ctx, keys)
	}
}

// primeEventsOf loads the events of a list of venues or organizers at once
// when fields (what the query asks of each of them) include events, and
// then primes their links: a list's nested relations share one batch per
// level however their resolvers are scheduled. Errors surface on the
// fields, which find them in the loaders' caches.
func primeEventsOf(ctx context.Context, loader *dataloadgen.Loader[eventsOfKey, []*calendar.Event], fields []graphql.CollectedField,
	ids []int64, language string) {
	f := fieldNamed(fields, "events")
	if f == nil || len(ids) == 0 {
		return
	}
	first := intArg(ctx, f, "first", 10)
	keys := make([]eventsOfKey, len(ids))
	for i, id := range ids {
		keys[i] = eventsOfKey{ID: id, First: first, Language: language}
	}
	lists, err := loader.LoadAll(ctx, keys)
	if err != nil {
		return
	}
	var events []*calendar.Event
	for _, l := range lists {
		events = append(events, l...)
	}
	primeLinks(ctx, subfields(ctx, f, "Event"), events, language)
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
