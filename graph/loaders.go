package graph

import (
	"context"
	"net/http"
	"time"

	"github.com/vikstrous/dataloadgen"

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
