package bench

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/valyala/fasthttp"
	"github.com/vektah/gqlparser/v2"

	"corkboard/graph/generated"
)

// Scenario 4's query and the variables of its cold run are valid against
// the server's schema.
func TestGraphQLEventsQueryIsValid(t *testing.T) {
	schema := generated.NewExecutableSchema(generated.Config{}).Schema()
	if _, errs := gqlparser.LoadQuery(schema, GraphQLEventsQuery); len(errs) > 0 {
		t.Fatalf("query: %v", errs)
	}
	s := &Seeded{Dataset: FullDataset(), EventsFrom: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC), CategorySlugs: []string{"music"}}
	var body struct {
		Variables struct {
			Page, PerPage int
			Filter        struct {
				StartDate, EndDate string
				CategorySlugs      []string
			}
		}
	}
	if err := json.Unmarshal(GraphQLEventsBody(graphQLColdVars(rand.New(rand.NewPCG(1, 2)), s)), &body); err != nil {
		t.Fatal(err)
	}
	v := body.Variables
	from, err1 := time.Parse(time.DateOnly, v.Filter.StartDate)
	to, err2 := time.Parse(time.DateOnly, v.Filter.EndDate)
	if err1 != nil || err2 != nil || to.Sub(from) < 27*24*time.Hour || to.Sub(from) > 31*24*time.Hour ||
		v.PerPage != 10 || v.Page < 1 || len(v.Filter.CategorySlugs) != 1 {
		t.Errorf("cold variables: %+v", v)
	}
}

// The GraphQL check passes an answer with the events and fails one with
// errors (gqlgen writes them first), an error status or a cut answer.
func TestGraphQLCheck(t *testing.T) {
	check := graphqlRequest(func(*rand.Rand) []byte { return nil })(nil, fasthttp.AcquireRequest())
	for _, c := range []struct {
		status int
		body   string
		ok     bool
	}{
		{200, `{"data":{"events":{"totalCount":3,"nodes":[]}}}`, true},
		{200, `{"errors":[{"message":"boom"}],"data":{"events":null}}`, false},
		{200, `{"errors":[{"message":"boom"}],"data":null}`, false},
		{200, `{"data":{"events":{"totalCount":3,"nodes":[`, false},
		{500, `{"data":{"events":{}}}`, false},
	} {
		resp := fasthttp.AcquireResponse()
		resp.SetStatusCode(c.status)
		resp.SetBodyString(c.body)
		if err := check(resp); (err == nil) != c.ok {
			t.Errorf("%d %s: %v", c.status, c.body, err)
		}
	}
}
