package graph_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"corkboard/graph"
	"corkboard/internal/testkit"
)

// docGen writes a GraphQL document from fuzz bytes: fragments on Query
// and on Event that spread each other (earlier ones, or any one: cycles),
// fields under aliases, @skip and @include with literals and variables,
// inline fragments, arguments from variables. Each byte picks the next
// piece; the document ends when the bytes do.
type docGen struct {
	in  []byte
	pos int
	b   strings.Builder
}

func (g *docGen) next(n int) int {
	if g.pos >= len(g.in) || n <= 0 {
		return 0
	}
	v := int(g.in[g.pos]) % n
	g.pos++
	return v
}

func (g *docGen) more() bool { return g.pos < len(g.in) }

func (g *docGen) directive() string {
	switch g.next(6) {
	case 1:
		return " @skip(if: $skip)"
	case 2:
		return " @include(if: $inc)"
	case 3:
		return " @include(if: true)"
	case 4:
		return " @skip(if: false) @include(if: $inc)"
	}
	return ""
}

// alias names field under an alias, sometimes: one of a few per field,
// so that two selections under one alias are mergeable.
func (g *docGen) alias(field string) string {
	if g.next(3) == 0 {
		return fmt.Sprintf("%s%d: ", field, g.next(4))
	}
	return ""
}

// spread names a fragment before frag (or, rarely, any of frags: a
// cycle, which validation refuses); ok is false when there is none.
func (g *docGen) spread(frag, frags int) (int, bool) {
	j, rare := g.next(max(frag, 1)), g.next(8) == 0
	if rare {
		return g.next(frags), frags > 0
	}
	return j, frag > 0
}

// eventSet writes the selections of an Event; fragment i may spread the
// Event fragments before it (or, rarely, any of them).
func (g *docGen) eventSet(frag, frags, depth int) {
	g.b.WriteString("{ id")
	for n := g.next(5) + 1; n > 0 && g.more(); n-- {
		switch g.next(8) {
		case 0, 1:
			fmt.Fprintf(&g.b, " %stitle%s", g.alias("title"), g.directive())
		case 2:
			if depth < 4 {
				fmt.Fprintf(&g.b, " %svenue%s { name", g.alias("venue"), g.directive())
				if g.next(2) == 0 {
					fmt.Fprintf(&g.b, " events(first: $n) ")
					g.eventSet(frag, frags, depth+1)
				}
				g.b.WriteString(" }")
			}
		case 3:
			fmt.Fprintf(&g.b, " %sorganizers { name }", g.alias("organizers"))
		case 4, 5:
			if j, ok := g.spread(frag, frags); ok {
				fmt.Fprintf(&g.b, " ...E%d%s", j, g.directive())
			}
		case 6:
			fmt.Fprintf(&g.b, " ... on Event%s { %sstart }", g.directive(), g.alias("start"))
		case 7:
			g.b.WriteString(" __typename")
		}
	}
	g.b.WriteString(" }")
}

// querySet writes the selections of Query, head first.
func (g *docGen) querySet(frag, frags, eventFrags int, head string) {
	g.b.WriteString("{ __typename" + head)
	for n := g.next(5) + 1; n > 0 && g.more(); n-- {
		switch g.next(8) {
		case 0:
			fmt.Fprintf(&g.b, " %scompany%s { name subdomain }", g.alias("company"), g.directive())
		case 1, 2:
			fmt.Fprintf(&g.b, " %sevents(perPage: $n)%s { totalCount nodes ", g.alias("events"), g.directive())
			g.eventSet(eventFrags, eventFrags, 0)
			g.b.WriteString(" }")
		case 3, 4:
			if j, ok := g.spread(frag, frags); ok {
				fmt.Fprintf(&g.b, " ...Q%d%s", j, g.directive())
			}
		case 5:
			fmt.Fprintf(&g.b, " ... %s{ %slocations { city } }", g.directive(), g.alias("locations"))
		case 6:
			fmt.Fprintf(&g.b, " %s__type(name: \"Event\") { name fields { name type { name ofType { name } } } }", g.alias("type"))
		case 7:
			fmt.Fprintf(&g.b, " %sjobs { totalCount }", g.alias("jobs"))
		}
	}
	g.b.WriteString(" }")
}

// generate writes the document and its variables.
func generate(in []byte) (string, map[string]any) {
	g := &docGen{in: in}
	queryFrags, eventFrags := g.next(40), g.next(16)
	for i := 0; i < eventFrags; i++ {
		fmt.Fprintf(&g.b, "fragment E%d on Event ", i)
		g.eventSet(i, eventFrags, 0)
		g.b.WriteString("\n")
	}
	for i := 0; i < queryFrags; i++ {
		fmt.Fprintf(&g.b, "fragment Q%d on Query ", i)
		g.querySet(i, queryFrags, eventFrags, "")
		g.b.WriteString("\n")
	}
	g.b.WriteString("query Doc($skip: Boolean = false, $inc: Boolean = true, $n: Int = 2) ")
	// Every variable and every fragment is used (an unused one fails
	// validation).
	var head strings.Builder
	head.WriteString(" v: __typename @skip(if: $skip) @include(if: $inc) n: events(perPage: $n) { totalCount nodes { id")
	for i := 0; i < eventFrags; i++ {
		fmt.Fprintf(&head, " ...E%d", i)
	}
	head.WriteString(" } }")
	for i := 0; i < queryFrags; i++ {
		fmt.Fprintf(&head, " ...Q%d", i)
	}
	g.querySet(queryFrags, queryFrags, eventFrags, head.String())
	vars := map[string]any{"skip": g.next(2) == 0, "n": g.next(60) + 1}
	return g.b.String(), vars
}

// bombProgram is the fuzz input that generates a fragment bomb: n Query
// fragments (n < 12), each spreading the one before it twice.
func bombProgram(n int) []byte {
	p := []byte{byte(n), 0, 0, 0, 1, 0}                              // n Query fragments, no Event fragment; Q0: one selection, company (no alias, no directive)
	spread := func(j int) []byte { return []byte{3, byte(j), 1, 0} } // a spread of Qj, not a rare one, no directive
	for i := 1; i < n; i++ {
		p = append(p, 1) // two selections
		p = append(append(p, spread(i-1)...), spread(i-1)...)
	}
	return append(append(p, 0), spread(n-1)...) // the query: one selection
}

// The budget of one input: a document of a few KB is answered in
// milliseconds; expanding one exponentially takes minutes.
const (
	fuzzAnswerWithin = 20 * time.Second
	fuzzCPUBudget    = 5 * time.Second
)

// FuzzGraphQLDocument sends generated documents (fragments spreading
// fragments, aliases, directives, variables) to /graphql with an API key:
// each one is answered below 500 with coded errors, within a CPU budget
// far above what any such document needs and far below what an
// exponential expansion takes, and the limits' walks visit each
// selection of the document at most once.
func FuzzGraphQLDocument(f *testing.F) {
	s := testkit.NewServer(f)
	tenant := testkit.NewTenant(f, s.Modules.Accounts, "acme")
	f.Add(bombProgram(11))
	f.Add(bombProgram(30))
	f.Add([]byte{3, 3, 5, 2, 2, 1, 4, 4, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 1, 2})
	f.Add(bytes.Repeat([]byte{4, 1, 2, 6, 3}, 40))
	f.Add([]byte("fragment aliases directives variables"))
	f.Fuzz(func(t *testing.T, program []byte) {
		doc, vars := generate(program)
		if guard, cost, selections, err := graph.DocumentWork(doc, vars); err != nil {
			t.Fatalf("generated a document that does not parse: %v\n%s", err, doc)
		} else if guard > selections || cost > selections {
			t.Fatalf("the limits visited %d and %d selections of a document of %d:\n%s", guard, cost, selections, doc)
		}
		body, _ := json.Marshal(map[string]any{"query": doc, "variables": vars})
		req := testkit.Request("POST", "/graphql", body, "Content-Type", "application/json", "Authorization", "Bearer "+tenant.Key)
		type answer struct {
			status int
			body   []byte
			err    error
		}
		done := make(chan answer, 1)
		cpu := cpuTime()
		go func() {
			resp, err := s.App.Test(req, -1)
			if err != nil {
				done <- answer{err: err}
				return
			}
			b, err := io.ReadAll(resp.Body)
			_ = resp.Body.Close()
			done <- answer{resp.StatusCode, b, err}
		}()
		var a answer
		select {
		case a = <-done:
		case <-time.After(fuzzAnswerWithin):
			t.Fatalf("no answer in %v to a %d-byte document:\n%s", fuzzAnswerWithin, len(doc), doc)
		}
		if used := cpuTime() - cpu; used > fuzzCPUBudget {
			t.Fatalf("%v of CPU for a %d-byte document:\n%s", used, len(doc), doc)
		}
		if a.err != nil {
			t.Fatal(a.err)
		}
		var g gqlResponse
		if err := json.Unmarshal(a.body, &g); err != nil || a.status >= 500 {
			t.Fatalf("%d %s\n%s", a.status, a.body, doc)
		}
		for _, e := range g.Errors {
			if e.Extensions.Code == "" || e.Extensions.Code == "INTERNAL" {
				t.Fatalf("error without a proper code: %s\n%s", a.body, doc)
			}
		}
	})
}
