package graph_test

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/client"

	"corkboard/internal/testkit"
)

func TestGraphQLLimits(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	tenant := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	auth := []string{"Authorization", "Bearer " + tenant.Key}
	introspection, err := os.ReadFile("testdata/graphiql_introspection.graphql")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, query, wantCode, wantText string
	}{
		{"within limits", "{ company { name } }", "", `"company"`},
		{"too deep", deepQuery(13), "DEPTH_LIMIT_EXCEEDED", "depth limit of 12"},
		{"deep enough", deepQuery(12), "", `"events"`},
		{"too deep in a fragment", "fragment V on Venue { events { venue { events { venue { events { venue { id } } } } } } } " +
			"{ events { nodes { venue { events { venue { events { venue { ...V } } } } } } } }", "DEPTH_LIMIT_EXCEEDED", "depth 14"},
		// Introspection nests ofType deeper than the limit: only its
		// fields count, towards the complexity.
		{"GraphiQL's introspection", string(introspection), "", `"queryType":{"name":"Query"`},
		// Validation compares every two fields of one response name (and
		// every two fragments spread together): n of them cost n².
		{"one field 4990 times", "{ " + strings.Repeat("__typename ", 4990) + "}", "COMPLEXITY_LIMIT_EXCEEDED", "exceeds the limit of 1000000"},
		{"one field 500 times", "{ " + strings.Repeat("a: __typename ", 500) + "}", "", `"a":"Query"`},
		{"40 aliases of 40 alike fields", "{ " + strings.Repeat("a: company { "+strings.Repeat("name ", 40)+"} ", 40) + "}", "COMPLEXITY_LIMIT_EXCEEDED", "merge"},
		{"1200 fragments spread together", manyFragments(1200), "COMPLEXITY_LIMIT_EXCEEDED", "merge"},
		{"a fragment cycle", "fragment A on Query { company { name } ...B } fragment B on Query { ...A } { ...A }", "GRAPHQL_VALIDATION_FAILED", "within itself"},
		{"introspection too complex", "fragment T on __Schema { types { name description kind } } { " +
			strings.Repeat("s: __schema { ...T } ", 1001) + "}", "COMPLEXITY_LIMIT_EXCEEDED", "exceeds the limit of 5000"},
		{"too many tokens", "{ company { " + strings.Repeat("name ", 20000) + "} }", "GRAPHQL_PARSE_FAILED", "token limit"},
		{"too complex", "{ " + complexQuery(700) + " }", "COMPLEXITY_LIMIT_EXCEEDED", "exceeds the limit of 5000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := s.Do(t, testkit.Request("POST", "/graphql", map[string]any{"query": tt.query}, auth...))
			body := string(r.Body)
			if tt.wantCode != "" && !strings.Contains(body, `"code":"`+tt.wantCode+`"`) {
				t.Fatalf("want %s, got %d %s", tt.wantCode, r.StatusCode, trunc(body))
			}
			if tt.wantCode == "" && strings.Contains(body, `"errors"`) {
				t.Fatalf("errors: %d %s", r.StatusCode, trunc(body))
			}
			if !strings.Contains(body, tt.wantText) {
				t.Fatalf("want %q in %d %s", tt.wantText, r.StatusCode, trunc(body))
			}
		})
	}
}

// manyFragments spreads n fragments that each select the same field.
func manyFragments(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "fragment F%d on Query { a: __typename } ", i)
	}
	b.WriteString("{ ")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "...F%d ", i)
	}
	return b.String() + "}"
}

// deepQuery nests n field levels: events, then venue and events in turn.
func deepQuery(n int) string {
	q := "id"
	for level := n - 1; level >= 2; level-- {
		field := "events(first: 1)"
		if level%2 == 1 {
			field = "venue"
		}
		q = field + " { " + q + " }"
	}
	return "{ events(perPage: 1) { nodes { " + strings.TrimPrefix(q, "events(first: 1) { ") + " } }"
}

// complexQuery aliases the company field n times (8 points each).
func complexQuery(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "c%d: company { id name email active subdomain website jobsiteUrl } ", i)
	}
	return b.String()
}

func trunc(s string) string {
	if len(s) > 400 {
		return s[:400] + "…"
	}
	return s
}

func TestGraphQLPersistedQueriesOverGET(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	tenant := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	auth := []string{"Authorization", "Bearer " + tenant.Key}
	query := "{ company { subdomain } }"
	sum := sha256.Sum256([]byte(query))
	ext := `{"persistedQuery":{"version":1,"sha256Hash":"` + hex.EncodeToString(sum[:]) + `"}}`

	r := s.Do(t, testkit.Request("GET", "/graphql?extensions="+url.QueryEscape(ext), nil, auth...))
	if !strings.Contains(string(r.Body), "PERSISTED_QUERY_NOT_FOUND") {
		t.Fatalf("unknown hash: %s", r.Body)
	}
	r = s.Do(t, testkit.Request("GET", "/graphql?query="+url.QueryEscape(query)+"&extensions="+url.QueryEscape(ext), nil, auth...))
	if !strings.Contains(string(r.Body), `"subdomain":"acme"`) {
		t.Fatalf("register: %s", r.Body)
	}
	r = s.Do(t, testkit.Request("GET", "/graphql?extensions="+url.QueryEscape(ext), nil, auth...))
	if r.StatusCode != 200 || !strings.Contains(string(r.Body), `"subdomain":"acme"`) {
		t.Fatalf("by hash: %d %s", r.StatusCode, r.Body)
	}
	r = s.Do(t, testkit.Request("GET", "/graphql?query="+url.QueryEscape("mutation { x }"), nil, auth...))
	if r.StatusCode == 200 && !strings.Contains(string(r.Body), "errors") {
		t.Fatalf("mutation over GET accepted: %s", r.Body)
	}
}

// TestComplexityCountsPageSizes: list fields cost their page size times
// what is asked of each item, so the same query is accepted over small
// pages and refused over large ones, before anything runs.
func TestComplexityCountsPageSizes(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	a := newAPI(s)
	tenant := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	const events = `query($n: Int, $m: Int) { events(perPage: $n) { nodes { id title
	  venue { name events(first: $m) { id title organizers { name } } } } } }`
	const jobs = `query($n: Int) { jobs(perPage: $n) { nodes { id title summary description profile offer reference
	  employmentTypes workplaceType locations { id city country } categories { id name }
	  applicationForm { photo phone motivation curriculumVitae education experience } salary { min max currency period }
	  hoursPerWeek { min max } } } }`
	for _, tc := range []struct {
		name, query string
		auth        bool
		vars        []any
		refused     bool
	}{
		{"events: small pages", events, false, []any{"n", 5, "m", 5}, false},
		{"events: large outer page, small inner", events, false, []any{"n", 50, "m", 1}, false},
		{"events: large pages", events, false, []any{"n", 50, "m", 50}, true},
		{"events: page sizes above the cap cost the cap", events, false, []any{"n", 1000, "m", 2}, false},
		{"jobs: 20 per page", jobs, true, []any{"n", 20}, false},
		{"jobs: 100 per page", jobs, true, []any{"n", 100}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := []client.Option{vars(tc.vars...)}
			if tc.auth {
				opts = append(opts, bearer(tenant.Key))
			}
			resp, err := a.c.RawPost(tc.query, opts...)
			if err != nil {
				t.Fatalf("%v", err)
			}
			if tc.refused {
				if e := string(resp.Errors); !strings.Contains(e, "COMPLEXITY_LIMIT_EXCEEDED") || !strings.Contains(e, "exceeds the limit of 5000") {
					t.Fatalf("accepted: %v %s", resp.Data, e)
				}
				return
			}
			if len(resp.Errors) > 0 {
				t.Fatalf("errors: %s", resp.Errors)
			}
		})
	}
}
