package bench

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"
	"time"

	"github.com/valyala/fasthttp"
)

// Env is what the scenarios of one database run against.
type Env struct {
	Database string
	// Server is corkboard serving that database (local storage).
	Server *Process
	Seeded *Seeded
	// DataDir is the server's data directory (its local store is
	// DataDir/uploads).
	DataDir string
	// DatabaseURL is the database the server serves.
	DatabaseURL string
}

// Scenario is one measured load.
type Scenario struct {
	// Key identifies it within a database ("events-list/hot").
	Key  string
	Name string
	// Target, when set, is checked.
	Target *Target
	// Duration overrides the runner's (the mixed load's 60 s).
	Duration time.Duration
	// Once runs the load once, without warm-up (uploads of big files,
	// where the figure that matters is the server's memory).
	Once bool
	// Fresh restarts the server first, so that its memory figure is the
	// scenario's alone (not the database pages mapped by earlier reads).
	Fresh bool
	// Build returns the load, or a reason it cannot run.
	Build func(env *Env) (Load, string)
}

// Targets of the issue, on this machine kind, as fractions of the
// baseline's requests/s.
func readTarget(minRatio float64) *Target {
	return &Target{MinRatio: minRatio, MaxP99Ms: 50, ZeroErrors: true}
}

const (
	calendarRoot = "/calendar/events/v1"
	contentRoot  = "/content/v1"
)

// ReadScenarios are scenarios 1 to 4, hot and cold.
func ReadScenarios() []Scenario {
	return []Scenario{
		{Key: "events-list/hot", Name: "1 events list, hot", Target: readTarget(0.25), Build: eventsListHot},
		{Key: "events-list/cold", Name: "1 events list, cold", Target: readTarget(0.025), Build: eventsListCold},
		{Key: "event/hot", Name: "2 single event, hot", Target: readTarget(0.25), Build: eventHot},
		{Key: "event/cold", Name: "2 single event, cold", Target: readTarget(0.08), Build: eventCold},
		{Key: "jobs-list/hot", Name: "3 jobs list, hot", Target: readTarget(0.25), Build: jobsListHot},
		{Key: "jobs-list/cold", Name: "3 jobs list, cold", Target: readTarget(0.05), Build: jobsListCold},
		{Key: "job/hot", Name: "3 single job, hot", Target: readTarget(0.25), Build: jobHot},
		{Key: "job/cold", Name: "3 single job, cold", Target: readTarget(0.10), Build: jobCold},
		{Key: "jobs-feed", Name: "3 job feed (XML, a company's every job)", Build: jobsFeed},
		{Key: "events-feed/hot", Name: "1 events feed (iCalendar, upcoming, up to 500), hot", Build: eventsFeedHot},
		{Key: "events-feed/cold", Name: "1 events feed (iCalendar, a month of a category), cold", Build: eventsFeedCold},
		{Key: "graphql-events/hot", Name: "4 GraphQL 10 events, hot", Target: readTarget(0.25), Build: graphqlHot},
		{Key: "graphql-events/cold", Name: "4 GraphQL 10 events, cold",
			Target: &Target{MinRatio: 0.02, MaxP99Ms: 50, ZeroErrors: true, MaxQueries: 6}, Build: graphqlCold},
	}
}

// get is a GET of path with headers (name, value pairs) that must answer
// 200 with a body containing want.
func get(path string, want string, headers ...string) RequestFunc {
	check := wantBody(want)
	return func(_ *rand.Rand, req *fasthttp.Request) Check {
		req.SetRequestURI(path)
		for i := 0; i+1 < len(headers); i += 2 {
			req.Header.Set(headers[i], headers[i+1])
		}
		return check
	}
}

// wantBody wants a 200 whose body contains want.
func wantBody(want string) Check {
	w := []byte(want)
	return func(resp *fasthttp.Response) error {
		if resp.StatusCode() != fasthttp.StatusOK {
			return fmt.Errorf("status %d: %.200s", resp.StatusCode(), resp.Body())
		}
		if !bytes.Contains(resp.Body(), w) {
			return fmt.Errorf("body lacks %q: %.200s", want, resp.Body())
		}
		return nil
	}
}

func bearer(key string) []string { return []string{"Authorization", "Bearer " + key} }

func eventsListHot(env *Env) (Load, string) {
	return Load{Addr: env.Server.Addr, Request: get(calendarRoot+"/events?per_page=10", `"total_pages":`)}, ""
}

// eventsListCold asks for one page of a random month with a random
// category (drawArchive): the exact total and total_pages are always in
// the answer.
func eventsListCold(env *Env) (Load, string) {
	s := env.Seeded
	check := wantBody(`"total_pages":`)
	return Load{Addr: env.Server.Addr, Request: func(r *rand.Rand, req *fasthttp.Request) Check {
		a := drawArchive(r, s)
		q := url.Values{}
		q.Set("per_page", "10")
		q.Set("start_date", a.from.Format(time.DateOnly))
		q.Set("end_date", a.to.Format(time.DateOnly))
		q.Set("categories", a.category)
		if a.page > 1 {
			q.Set("page", strconv.Itoa(a.page))
		}
		req.SetRequestURI(calendarRoot + "/events?" + q.Encode())
		return check
	}}, ""
}

// eventsFeedHot reads the default iCalendar feed (the upcoming events,
// up to the feed's limit): next to events-list/hot, the cost of the
// format and of 50 times the events.
func eventsFeedHot(env *Env) (Load, string) {
	return Load{Addr: env.Server.Addr, Request: get(calendarRoot+"/events.ics", "END:VCALENDAR")}, ""
}

// eventsFeedCold reads the feed of a random month and category (the
// draw of events-list/cold), every event of it in one calendar.
func eventsFeedCold(env *Env) (Load, string) {
	s := env.Seeded
	check := wantBody("END:VCALENDAR")
	return Load{Addr: env.Server.Addr, Request: func(r *rand.Rand, req *fasthttp.Request) Check {
		a := drawArchive(r, s)
		q := url.Values{}
		q.Set("start_date", a.from.Format(time.DateOnly))
		q.Set("end_date", a.to.Format(time.DateOnly))
		q.Set("categories", a.category)
		req.SetRequestURI(calendarRoot + "/events.ics?" + q.Encode())
		return check
	}}, ""
}

func eventHot(env *Env) (Load, string) {
	id := env.Seeded.EventIDs[len(env.Seeded.EventIDs)/2]
	return Load{Addr: env.Server.Addr, Request: get(calendarRoot+"/events/"+strconv.FormatInt(id, 10), `"json_ld":`)}, ""
}

func eventCold(env *Env) (Load, string) {
	ids := env.Seeded.EventIDs
	check := wantBody(`"json_ld":`)
	return Load{Addr: env.Server.Addr, Request: func(r *rand.Rand, req *fasthttp.Request) Check {
		req.SetRequestURI(calendarRoot + "/events/" + strconv.FormatInt(pick(r, ids), 10))
		return check
	}}, ""
}

func jobsListHot(env *Env) (Load, string) {
	c := env.Seeded.Companies[0]
	return Load{Addr: env.Server.Addr, Request: get(contentRoot+"/jobs", `"total_pages":`, bearer(c.APIKey)...)}, ""
}

// jobsListCold draws a company, any of the filters and a page.
func jobsListCold(env *Env) (Load, string) {
	companies := env.Seeded.Companies
	check := wantBody(`"total_pages":`)
	return Load{Addr: env.Server.Addr, Request: func(r *rand.Rand, req *fasthttp.Request) Check {
		c := pick(r, companies)
		q := url.Values{}
		if r.IntN(2) == 0 {
			q.Set("location", strconv.FormatInt(pick(r, c.LocationIDs), 10))
		}
		if r.IntN(2) == 0 {
			q.Set("category", strconv.FormatInt(pick(r, c.CategoryIDs), 10))
		}
		if r.IntN(3) == 0 {
			q.Set("employment_type", pick(r, []string{"fulltime", "parttime", "freelance", "temporary"}))
		}
		if r.IntN(3) == 0 {
			q.Set("workplace_type", pick(r, []string{"onsite", "hybrid", "remote"}))
		}
		if len(q) == 0 && r.IntN(2) == 0 {
			q.Set("page", strconv.Itoa(1+r.IntN(max(1, len(c.JobIDs)/20))))
		}
		req.SetRequestURI(contentRoot + "/jobs?" + q.Encode())
		req.Header.Set("Authorization", "Bearer "+c.APIKey)
		return check
	}}, ""
}

func jobHot(env *Env) (Load, string) {
	c := env.Seeded.Companies[0]
	return Load{Addr: env.Server.Addr, Request: get(contentRoot+"/jobs/"+strconv.FormatInt(c.JobIDs[0], 10), `"type":"job"`, bearer(c.APIKey)...)}, ""
}

// jobsFeed reads the XML feed of the company with the most jobs (no
// target: its size is the company's; requests/s and CPU per request sit
// next to the JSON list's).
func jobsFeed(env *Env) (Load, string) {
	companies := env.Seeded.Companies
	if len(companies) == 0 || companies[0].FeedKey == "" {
		return Load{}, "the seeded data has no feed key (seed again)"
	}
	c := companies[0]
	for _, o := range companies[1:] {
		if len(o.JobIDs) > len(c.JobIDs) && o.FeedKey != "" {
			c = o
		}
	}
	return Load{Addr: env.Server.Addr, Request: get(contentRoot+"/jobs.xml?language=en&key="+url.QueryEscape(c.FeedKey), "</source>")}, ""
}

func jobCold(env *Env) (Load, string) {
	companies := env.Seeded.Companies
	check := wantBody(`"type":"job"`)
	return Load{Addr: env.Server.Addr, Request: func(r *rand.Rand, req *fasthttp.Request) Check {
		c := pick(r, companies)
		req.SetRequestURI(contentRoot + "/jobs/" + strconv.FormatInt(pick(r, c.JobIDs), 10))
		req.Header.Set("Authorization", "Bearer "+c.APIKey)
		return check
	}}, ""
}

func graphqlHot(env *Env) (Load, string) {
	body := GraphQLEventsBody(nil)
	return Load{Addr: env.Server.Addr, Request: graphqlRequest(func(*rand.Rand) []byte { return body })}, ""
}

func graphqlCold(env *Env) (Load, string) {
	s := env.Seeded
	return Load{Addr: env.Server.Addr, Request: graphqlRequest(func(r *rand.Rand) []byte { return GraphQLEventsBody(graphQLColdVars(r, s)) })}, ""
}

// graphqlAnswer is how a GraphQL answer with the events and no errors
// begins: the server writes "errors" first when there are any.
var graphqlAnswer = []byte(`{"data":{"events":{`)

// graphqlRequest posts the body made by body to /graphql; the answer must
// be 200 with the events and without errors. The check reads the answer's
// first bytes, not the whole of it: the load generator shares the
// machine's two cores with the server, and decoding every answer took
// time from the server it measures.
func graphqlRequest(body func(*rand.Rand) []byte) RequestFunc {
	check := func(resp *fasthttp.Response) error {
		if resp.StatusCode() != fasthttp.StatusOK {
			return fmt.Errorf("status %d: %.200s", resp.StatusCode(), resp.Body())
		}
		if b := resp.Body(); !bytes.HasPrefix(b, graphqlAnswer) || !bytes.HasSuffix(b, []byte("}")) {
			return fmt.Errorf("GraphQL errors: %.300s", b)
		}
		return nil
	}
	return func(r *rand.Rand, req *fasthttp.Request) Check {
		req.Header.SetMethod(fasthttp.MethodPost)
		req.SetRequestURI("/graphql")
		req.Header.SetContentType("application/json")
		req.SetBodyRaw(body(r))
		return check
	}
}
