package graph

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vikstrous/dataloadgen"

	"corkboard/modules/calendar"
	"corkboard/modules/careers"
)

// DefaultLoaderWait is how long a dataloader collects keys before it
// fetches them in one batch.
const DefaultLoaderWait = 5 * time.Millisecond

// loaders batch the relation fields of one request. They are made per
// request (withLoaders), so nothing is cached across requests or callers,
// and every fetch calls a module service method with the request's
// caller: the same access rules as a direct call.
type loaders struct {
	// companyLocations maps a company id to its locations (Job.locations).
	companyLocations *dataloadgen.Loader[int64, []careers.Location]
	// companies maps a company id to its profile (Job.jsonLd).
	companies *dataloadgen.Loader[int64, *careers.Company]
	// jobQuestions maps a job to its application questions
	// (Job.applicationQuestions), companyConsents a company id to its
	// active consents (Job.applicationConsents).
	jobQuestions    *dataloadgen.Loader[*careers.Job, []careers.Question]
	companyConsents *dataloadgen.Loader[int64, []careers.Consent]
	// eventLinks maps an event to its venue, organizers, categories and
	// tags (Event.venue, organizers, categories, tags).
	eventLinks *dataloadgen.Loader[linkKey, *calendar.EventLinks]
	// venueEvents and organizerEvents map a venue or organizer to its first
	// events (Venue.events, Organizer.events).
	venueEvents, organizerEvents *dataloadgen.Loader[eventsOfKey, []*calendar.Event]

	mu sync.Mutex
	// primed are the event links already loaded ahead (primeLinks).
	primed map[linkKey]bool
}

// claim returns the keys not primed yet and marks them primed.
func (l *loaders) claim(keys []linkKey) []linkKey {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := keys[:0:0]
	for _, k := range keys {
		if !l.primed[k] {
			l.primed[k] = true
			out = append(out, k)
		}
	}
	return out
}

// linkKey names an event read in a site language.
type linkKey struct {
	ID       int64
	Language string
}

// eventsOfKey names the first events of a venue or organizer in a site
// language.
type eventsOfKey struct {
	ID       int64
	First    int
	Language string
}

type loadersKey struct{}

// withLoaders gives each request its own loaders.
func withLoaders(r *Resolver, wait time.Duration, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		l := newLoaders(r, wait)
		next.ServeHTTP(w, req.WithContext(context.WithValue(req.Context(), loadersKey{}, l)))
	})
}

func newLoaders(r *Resolver, wait time.Duration) *loaders {
	opt := dataloadgen.WithWait(wait)
	return &loaders{
		companyLocations: dataloadgen.NewLoader(r.fetchCompanyLocations, opt),
		companies:        dataloadgen.NewLoader(r.fetchCompanies, opt),
		jobQuestions:     dataloadgen.NewLoader(r.fetchJobQuestions, opt),
		companyConsents:  dataloadgen.NewLoader(r.fetchCompanyConsents, opt),
		eventLinks:       dataloadgen.NewLoader(r.fetchEventLinks, opt),
		venueEvents:      dataloadgen.NewLoader(r.fetchEventsOf(calendar.PostVenue), opt),
		organizerEvents:  dataloadgen.NewLoader(r.fetchEventsOf(calendar.PostOrganizer), opt),
		primed:           map[linkKey]bool{},
	}
}

// loadersFrom returns the request's loaders.
func loadersFrom(ctx context.Context) *loaders {
	return ctx.Value(loadersKey{}).(*loaders)
}

// fetchCompanyLocations lists the locations of each company (a company
// has a handful) with the service REST's GET /locations calls.
func (r *Resolver) fetchCompanyLocations(ctx context.Context, companyIDs []int64) ([][]careers.Location, []error) {
	out := make([][]careers.Location, len(companyIDs))
	errs := make([]error, len(companyIDs))
	for i, cid := range companyIDs {
		out[i], errs[i] = r.Careers.Locations.List(ctx, cid)
	}
	return out, errs
}

// fetchCompanies reads the profile of each company (a query's jobs are
// of one company) with the service REST's GET /company calls.
func (r *Resolver) fetchCompanies(ctx context.Context, companyIDs []int64) ([]*careers.Company, []error) {
	out := make([]*careers.Company, len(companyIDs))
	errs := make([]error, len(companyIDs))
	for i, cid := range companyIDs {
		out[i], errs[i] = r.Careers.Companies.Get(ctx, cid)
	}
	return out, errs
}

// fetchJobQuestions reads the questions of jobs in one service call.
func (r *Resolver) fetchJobQuestions(ctx context.Context, jobs []*careers.Job) ([][]careers.Question, []error) {
	out := make([][]careers.Question, len(jobs))
	errs := make([]error, len(jobs))
	byJob, err := r.Careers.Questions.OfJobs(ctx, jobs)
	for i, j := range jobs {
		out[i], errs[i] = byJob[j.ID], err
	}
	return out, errs
}

// fetchCompanyConsents reads the active consents of each company (a
// query's jobs are of one company).
func (r *Resolver) fetchCompanyConsents(ctx context.Context, companyIDs []int64) ([][]careers.Consent, []error) {
	out := make([][]careers.Consent, len(companyIDs))
	errs := make([]error, len(companyIDs))
	for i, cid := range companyIDs {
		out[i], errs[i] = r.Careers.Consents.Active(ctx, cid)
	}
	return out, errs
}

// fetchEventLinks loads the links of events, one service call per
// language (a query asks for one or a few).
func (r *Resolver) fetchEventLinks(ctx context.Context, keys []linkKey) ([]*calendar.EventLinks, []error) {
	byLang := map[string][]int64{}
	for _, k := range keys {
		byLang[k.Language] = append(byLang[k.Language], k.ID)
	}
	found := map[linkKey]*calendar.EventLinks{}
	failed := map[string]error{}
	for lang, ids := range byLang {
		links, err := r.Calendar.Events.Links(ctx, ids, lang)
		if err != nil {
			failed[lang] = err
			continue
		}
		for id, l := range links {
			found[linkKey{id, lang}] = l
		}
	}
	out := make([]*calendar.EventLinks, len(keys))
	errs := make([]error, len(keys))
	for i, k := range keys {
		if errs[i] = failed[k.Language]; errs[i] == nil {
			out[i] = found[k] // nil for an event the caller may not read
		}
	}
	return out, errs
}

// fetchEventsOf loads the first events of venues or organizers, one
// service call per page size and language.
func (r *Resolver) fetchEventsOf(of calendar.PostType) func(context.Context, []eventsOfKey) ([][]*calendar.Event, []error) {
	return func(ctx context.Context, keys []eventsOfKey) ([][]*calendar.Event, []error) {
		type group struct {
			first int
			lang  string
		}
		groups := map[group][]int64{}
		for _, k := range keys {
			g := group{k.First, k.Language}
			groups[g] = append(groups[g], k.ID)
		}
		found := map[eventsOfKey][]*calendar.Event{}
		failed := map[group]error{}
		for g, ids := range groups {
			events, err := r.Calendar.Events.EventsOf(ctx, of, ids, g.first, g.lang)
			if err != nil {
				failed[g] = err
				continue
			}
			for id, list := range events {
				found[eventsOfKey{id, g.first, g.lang}] = list
			}
		}
		out := make([][]*calendar.Event, len(keys))
		errs := make([]error, len(keys))
		for i, k := range keys {
			if errs[i] = failed[group{k.First, k.Language}]; errs[i] == nil {
				out[i] = found[k]
			}
		}
		return out, errs
	}
}

// primeLocations loads a company's locations ahead when fields (what the
// query asks of its jobs) include locations, so that Job.locations finds
// them without waiting for a batch window. On an error nothing is primed.
func (r *Resolver) primeLocations(ctx context.Context, fields []graphql.CollectedField, companyID int64) {
	if !hasAny(fields, "locations") {
		return
	}
	if locs, err := r.Careers.Locations.List(ctx, companyID); err == nil {
		loadersFrom(ctx).companyLocations.Prime(companyID, locs)
	}
}
