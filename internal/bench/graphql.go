package bench

import (
	"encoding/json"
	"math/rand/v2"
	"time"
)

// GraphQLEventsQuery is scenario 4's query: a page of 10 events with
// their venue, organizers, categories and tags. The hot run asks for the
// first page of the default window; the cold run for a random page of a
// random month and category, as scenario 1's cold run does.
const GraphQLEventsQuery = `query BenchEvents($filter: EventFilter, $page: Int, $perPage: Int) {
  events(filter: $filter, page: $page, perPage: $perPage) {
    nodes { id title venue { id name } organizers { id name } categories { id name } tags { id name } }
  }
}`

// GraphQLEventsBody is the request body with vars (nil: the first page
// of the default window).
func GraphQLEventsBody(vars map[string]any) []byte {
	if vars == nil {
		vars = map[string]any{}
	}
	vars["perPage"] = 10
	b, _ := json.Marshal(map[string]any{"query": GraphQLEventsQuery, "variables": vars})
	return b
}

// coldArchive is one cold archive question: a month from a random day,
// a category and a page among those the expected count of such a month
// and category fills.
type coldArchive struct {
	from, to time.Time
	category string
	page     int
}

func drawArchive(r *rand.Rand, s *Seeded) coldArchive {
	months := s.Dataset.Years * 12
	perMonthAndCategory := float64(s.Dataset.Events) / float64(months) * 2 / float64(s.Dataset.Categories)
	pages := max(1, int(perMonthAndCategory/10/2))
	from := s.EventsFrom.AddDate(0, r.IntN(months-1), r.IntN(28))
	return coldArchive{from: from, to: from.AddDate(0, 1, -1), category: pick(r, s.CategorySlugs), page: 1 + r.IntN(pages)}
}

// graphQLColdVars are the variables of a cold GraphQL request.
func graphQLColdVars(r *rand.Rand, s *Seeded) map[string]any {
	a := drawArchive(r, s)
	return map[string]any{"page": a.page, "filter": map[string]any{"startDate": a.from.Format(time.DateOnly),
		"endDate": a.to.Format(time.DateOnly), "categorySlugs": []string{a.category}}}
}
