package bench

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/valyala/fasthttp"

	"corkboard/modules/calendar"
)

// MixedScenario is scenario 6: 90 % cold reads drawn from scenarios 1–4,
// 10 % writes (events created and patched through the calendar API,
// applications posted), for 60 s per run.
func MixedScenario() Scenario {
	return Scenario{Key: "mixed", Name: "6 mixed 90% cold reads / 10% writes",
		Target: &Target{MaxP99Ms: 100, ZeroErrors: true}, Build: mixed}
}

func mixed(env *Env) (Load, string) {
	var reads []RequestFunc
	for _, build := range []func(*Env) (Load, string){eventsListCold, eventCold, jobsListCold, jobCold, graphqlCold} {
		if l, skip := build(env); skip == "" {
			reads = append(reads, l.Request)
		}
	}
	s := env.Seeded
	apply := ApplicationPost(env.Server, s).Request
	writeEvent := func(r *rand.Rand, req *fasthttp.Request) Check {
		c := pick(r, s.Companies)
		req.Header.Set("Authorization", "Bearer "+c.APIKey)
		req.Header.SetContentType("application/json")
		var body map[string]any
		if r.IntN(2) == 0 { // a new event
			start := s.EventsFrom.AddDate(0, 0, r.IntN(s.Dataset.Years*365)).Add(18 * 3600e9)
			body = map[string]any{
				"title":       fmt.Sprintf("%s %s %s %d", pick(r, adjectives), pick(r, themes), pick(r, kinds), r.Uint32()),
				"description": paragraphs(r, 2, 40), "excerpt": sentence(r, 18),
				"start_date": start.Format(calendar.DateLayout), "end_date": start.Add(2 * 3600e9).Format(calendar.DateLayout),
				"timezone": "UTC", "cost": pick(r, costs), "venue": pick(r, s.VenueIDs),
				"organizer":  []int64{pick(r, s.OrganizerIDs)},
				"categories": []string{pick(r, s.CategorySlugs)},
			}
			req.Header.SetMethod(fasthttp.MethodPost)
			req.SetRequestURI(calendarRoot + "/events")
		} else { // a change to a seeded one
			body = map[string]any{"featured": r.IntN(2) == 0, "excerpt": sentence(r, 18)}
			req.Header.SetMethod(fasthttp.MethodPatch)
			req.SetRequestURI(calendarRoot + "/events/" + strconv.FormatInt(pick(r, s.EventIDs), 10))
		}
		b, _ := json.Marshal(body)
		req.SetBodyRaw(b)
		return wantCreated
	}
	return Load{Addr: env.Server.Addr, Kind: mixedKind, Request: func(r *rand.Rand, req *fasthttp.Request) Check {
		switch n := r.IntN(100); {
		case n < 90:
			return pick(r, reads)(r, req)
		case n < 97:
			return writeEvent(r, req)
		default:
			return apply(r, req)
		}
	}}, ""
}

// mixedKind names the kind of a request of the mixed load, for its p99 by
// kind: "write" (event created or changed, application posted), or the
// read scenario it comes from.
func mixedKind(req *fasthttp.Request) string {
	path := string(req.URI().Path())
	switch {
	case path == "/graphql":
		return "graphql"
	case !req.Header.IsGet():
		return "write"
	case path == calendarRoot+"/events":
		return "events list"
	case strings.HasPrefix(path, calendarRoot+"/events/"):
		return "event"
	case path == contentRoot+"/jobs":
		return "jobs list"
	case strings.HasPrefix(path, contentRoot+"/jobs/"):
		return "job"
	}
	return "other"
}
