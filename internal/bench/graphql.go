package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"time"
)

// GraphQLEvents is scenario 4's query: 10 events with their venue,
// organizers, categories and tags. The calendar's GraphQL schema is
// built separately, so the query is derived from the schema by
// introspection: the events field, its paging and date arguments, and a
// name-like field of each relation.
type GraphQLEvents struct {
	Query string
	// Names of the arguments the query passes as variables ("" when the
	// field has none of that kind).
	SizeArg, PageArg, StartArg, EndArg string
	// PageIsOffset says the page argument counts items, not pages.
	PageIsOffset bool
	// DateScalar is the type of the date arguments (dates are then sent
	// as RFC 3339 times unless it is String).
	DateScalar string
}

// Body is the request body with vars (nil: the first page of 10 events).
func (g *GraphQLEvents) Body(vars map[string]any) []byte {
	if vars == nil {
		vars = map[string]any{}
	}
	if g.SizeArg != "" {
		vars[g.SizeArg] = 10
	}
	b, _ := json.Marshal(map[string]any{"query": g.Query, "variables": vars})
	return b
}

// Random draws the variables of a cold request: a random month (when the
// field takes dates) or a random page across the data set.
func (g *GraphQLEvents) Random(r *rand.Rand, s *Seeded) map[string]any {
	vars := map[string]any{}
	months := s.Dataset.Years * 12
	if g.StartArg != "" && g.EndArg != "" {
		from := s.EventsFrom.AddDate(0, r.IntN(months-1), r.IntN(28))
		to := from.AddDate(0, 1, -1)
		vars[g.StartArg], vars[g.EndArg] = g.date(from), g.date(to.Add(24*time.Hour-time.Second))
		return vars
	}
	if g.PageArg != "" {
		page := r.IntN(max(1, min(len(s.EventIDs)/10, 1000)))
		if g.PageIsOffset {
			vars[g.PageArg] = page * 10
		} else {
			vars[g.PageArg] = page + 1
		}
	}
	return vars
}

func (g *GraphQLEvents) date(t time.Time) string {
	if g.DateScalar == "String" || g.DateScalar == "Date" {
		return t.Format(time.DateOnly)
	}
	return t.UTC().Format(time.RFC3339)
}

const introspection = `{ __schema { queryType { name } types { name kind fields { name
  args { name type { ...T } } type { ...T } } } } }
fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name } } } }`

type gqlTypeRef struct {
	Kind   string      `json:"kind"`
	Name   string      `json:"name"`
	OfType *gqlTypeRef `json:"ofType"`
}

// named is the type without its list and non-null wrappers.
func (t *gqlTypeRef) named() string {
	for t != nil && t.Name == "" {
		t = t.OfType
	}
	if t == nil {
		return ""
	}
	return t.Name
}

// String is the type in GraphQL syntax, for variable definitions.
func (t *gqlTypeRef) String() string {
	switch {
	case t == nil:
		return ""
	case t.Kind == "NON_NULL":
		return t.OfType.String() + "!"
	case t.Kind == "LIST":
		return "[" + t.OfType.String() + "]"
	}
	return t.Name
}

type gqlField struct {
	Name string `json:"name"`
	Args []struct {
		Name string      `json:"name"`
		Type *gqlTypeRef `json:"type"`
	} `json:"args"`
	Type *gqlTypeRef `json:"type"`
}

type gqlSchema struct {
	Schema struct {
		QueryType struct{ Name string } `json:"queryType"`
		Types     []struct {
			Name   string     `json:"name"`
			Kind   string     `json:"kind"`
			Fields []gqlField `json:"fields"`
		} `json:"types"`
	} `json:"__schema"`
}

func (s *gqlSchema) fields(typ string) []gqlField {
	for _, t := range s.Schema.Types {
		if t.Name == typ {
			return t.Fields
		}
	}
	return nil
}

func field(fs []gqlField, names ...string) *gqlField {
	for _, n := range names {
		for i := range fs {
			if strings.EqualFold(fs[i].Name, n) {
				return &fs[i]
			}
		}
	}
	return nil
}

// DetectGraphQL introspects the server's schema and builds scenario 4's
// query; the reason is set when the schema cannot serve it.
func DetectGraphQL(addr string) (*GraphQLEvents, string) {
	body, _ := json.Marshal(map[string]string{"query": introspection})
	resp, err := http.Post("http://"+addr+"/graphql", "application/json", bytes.NewReader(body))
	if err != nil {
		return nil, "GraphQL introspection failed: " + err.Error()
	}
	defer resp.Body.Close()
	var out struct {
		Data   *gqlSchema        `json:"data"`
		Errors []json.RawMessage `json:"errors"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || out.Data == nil {
		return nil, fmt.Sprintf("GraphQL introspection answered %s", resp.Status)
	}
	return buildGraphQLEvents(out.Data)
}

func buildGraphQLEvents(s *gqlSchema) (*GraphQLEvents, string) {
	events := field(s.fields(s.Schema.QueryType.Name), "events")
	if events == nil {
		return nil, "the GraphQL schema has no events query yet"
	}
	g := &GraphQLEvents{}
	// A list of events, or a connection holding one.
	item, wrap := events.Type.named(), ""
	if fs := s.fields(item); field(fs, "venue") == nil {
		switch {
		case field(fs, "nodes", "items", "events", "data") != nil:
			f := field(fs, "nodes", "items", "events", "data")
			wrap, item = f.Name+" { %s }", f.Type.named()
		case field(fs, "edges") != nil:
			edge := field(fs, "edges")
			node := field(s.fields(edge.Type.named()), "node")
			if node == nil {
				return nil, "the events connection has edges without node"
			}
			wrap, item = "edges { node { %s } }", node.Type.named()
		}
	}
	fs := s.fields(item)
	sel := []string{"id"}
	if f := field(fs, "title", "name"); f != nil {
		sel = append(sel, f.Name)
	}
	for _, rel := range [][]string{{"venue"}, {"organizers", "organizer"}, {"categories"}, {"tags"}} {
		f := field(fs, rel...)
		if f == nil {
			return nil, fmt.Sprintf("the GraphQL event type %s has no %s", item, rel[0])
		}
		sub := []string{"id"}
		if n := field(s.fields(f.Type.named()), "name", "title", "slug"); n != nil {
			sub = append(sub, n.Name)
		}
		sel = append(sel, fmt.Sprintf("%s { %s }", f.Name, strings.Join(sub, " ")))
	}
	selection := strings.Join(sel, " ")
	if wrap != "" {
		selection = fmt.Sprintf(wrap, selection)
	}
	var defs, args []string
	use := func(dst *string, names ...string) {
		for _, a := range events.Args {
			if slices.ContainsFunc(names, func(n string) bool { return strings.EqualFold(n, a.Name) }) {
				*dst = a.Name
				defs = append(defs, "$"+a.Name+": "+a.Type.String())
				args = append(args, a.Name+": $"+a.Name)
				if dst == &g.StartArg {
					g.DateScalar = a.Type.named()
				}
				return
			}
		}
	}
	use(&g.SizeArg, "first", "perPage", "per_page", "limit", "pageSize")
	use(&g.PageArg, "page", "offset", "skip")
	g.PageIsOffset = g.PageArg != "" && !strings.EqualFold(g.PageArg, "page")
	use(&g.StartArg, "startDate", "start_date", "from", "startsAfter")
	use(&g.EndArg, "endDate", "end_date", "to", "endsBefore")
	call := "events"
	if len(args) > 0 {
		call += "(" + strings.Join(args, ", ") + ")"
	}
	head := "query BenchEvents"
	if len(defs) > 0 {
		head += "(" + strings.Join(defs, ", ") + ")"
	}
	g.Query = fmt.Sprintf("%s { %s { %s } }", head, call, selection)
	return g, ""
}
