package bench

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// schema builds an introspection answer from type name → field → type
// (GraphQL syntax), with the events field's arguments.
func schema(t *testing.T, types map[string]map[string]string, eventsArgs map[string]string) *gqlSchema {
	t.Helper()
	ref := func(s string) map[string]any {
		var wrap func(string) map[string]any
		wrap = func(s string) map[string]any {
			switch {
			case strings.HasSuffix(s, "!"):
				return map[string]any{"kind": "NON_NULL", "ofType": wrap(strings.TrimSuffix(s, "!"))}
			case strings.HasPrefix(s, "["):
				return map[string]any{"kind": "LIST", "ofType": wrap(s[1 : len(s)-1])}
			}
			return map[string]any{"kind": "OBJECT", "name": s}
		}
		return wrap(s)
	}
	var all []map[string]any
	for name, fields := range types {
		var fs []map[string]any
		for f, typ := range fields {
			field := map[string]any{"name": f, "type": ref(typ), "args": []any{}}
			if name == "Query" && f == "events" {
				var args []map[string]any
				for a, at := range eventsArgs {
					args = append(args, map[string]any{"name": a, "type": ref(at)})
				}
				field["args"] = args
			}
			fs = append(fs, field)
		}
		all = append(all, map[string]any{"name": name, "kind": "OBJECT", "fields": fs})
	}
	b, _ := json.Marshal(map[string]any{"__schema": map[string]any{"queryType": map[string]any{"name": "Query"}, "types": all}})
	var s gqlSchema
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	return &s
}

func TestGraphQLEventsFromAConnection(t *testing.T) {
	s := schema(t, map[string]map[string]string{
		"Query":           {"events": "EventConnection!", "company": "Company"},
		"EventConnection": {"nodes": "[Event!]!", "totalCount": "Int!"},
		"Event": {"id": "ID!", "title": "String!", "venue": "Venue", "organizers": "[Organizer!]!",
			"categories": "[Term!]!", "tags": "[Term!]!"},
		"Venue":     {"id": "ID!", "title": "String!"},
		"Organizer": {"id": "ID!", "title": "String!"},
		"Term":      {"id": "ID!", "name": "String!", "slug": "String!"},
	}, map[string]string{"first": "Int", "page": "Int", "startDate": "DateTime", "endDate": "DateTime"})
	g, why := buildGraphQLEvents(s)
	if g == nil {
		t.Fatal(why)
	}
	for _, want := range []string{"query BenchEvents(", "$first: Int", "events(", "first: $first", "nodes {",
		"venue { id title }", "organizers { id title }", "categories { id name }", "tags { id name }"} {
		if !strings.Contains(g.Query, want) {
			t.Errorf("query lacks %q: %s", want, g.Query)
		}
	}
	var hot map[string]any
	if err := json.Unmarshal(g.Body(nil), &hot); err != nil || hot["variables"].(map[string]any)["first"] != 10.0 {
		t.Errorf("hot body: %v %v", hot, err)
	}
	seeded := &Seeded{Dataset: QuickDataset(), EventsFrom: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), EventIDs: make([]int64, 3000)}
	vars := g.Random(rand.New(rand.NewPCG(1, 1)), seeded)
	from, err1 := time.Parse(time.RFC3339, vars["startDate"].(string))
	to, err2 := time.Parse(time.RFC3339, vars["endDate"].(string))
	if err1 != nil || err2 != nil || to.Sub(from) < 27*24*time.Hour || to.Sub(from) > 31*24*time.Hour {
		t.Errorf("cold variables: %v", vars)
	}
}

func TestGraphQLEventsAbsent(t *testing.T) {
	s := schema(t, map[string]map[string]string{"Query": {"company": "Company"}}, nil)
	if g, why := buildGraphQLEvents(s); g != nil || !strings.Contains(why, "no events query") {
		t.Errorf("got %v, %q", g, why)
	}
}
