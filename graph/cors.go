package graph

import (
	"context"
	"net/http"

	"corkboard/modules"
)

// CORS of /graphql. Frontends on other origins (a site, a dev server on
// localhost) may query it from the browser: anonymous queries (the
// calendar is public) from any origin, with "Access-Control-Allow-Origin:
// *" and no credentials, so a browser never sends the admin's session
// cookie cross-site. A browser request with an API key must come, as on
// the content interface, from an origin the key's company allows (or the
// service's own): a key copied from one jobsite cannot be used from
// another site through GraphQL either.
const (
	corsAllowMethods  = "GET, POST, OPTIONS"
	corsAllowHeaders  = "Authorization, Content-Type, Accept, Accept-Language, If-None-Match, X-Request-ID, Apollo-Require-Preflight, X-Apollo-Operation-Name"
	corsExposeHeaders = "ETag, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Request-ID"
	corsMaxAge        = "600"
)

// CORSHeaders are the response headers CORS sets: a response cache in
// front of the handler keeps them with the answer (and tells cross-origin
// requests from others in its key: see CrossOrigin).
var CORSHeaders = []string{"Access-Control-Allow-Origin", "Access-Control-Expose-Headers"}

// CrossOrigin reports whether a request with these headers is a
// browser's cross-site call, whose answer carries the CORS headers.
func CrossOrigin(h http.Header) bool { return h.Get("Origin") != "" }

// OriginCheck reports whether a company allows a browser origin to use
// its API keys (rest/content's OriginAllowed: the company's allowed
// origins, or the service's own).
type OriginCheck func(ctx context.Context, companyID int64, origin string) (bool, error)

// preflight answers OPTIONS: the allowed methods, and for a browser's
// preflight the CORS grant (any origin, no credentials).
func preflight(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Allow", "GET, HEAD, OPTIONS, POST")
	if r.Header.Get("Origin") != "" && r.Header.Get("Access-Control-Request-Method") != "" {
		h.Set("Access-Control-Allow-Origin", "*")
		h.Set("Access-Control-Allow-Methods", corsAllowMethods)
		h.Set("Access-Control-Allow-Headers", corsAllowHeaders)
		h.Set("Access-Control-Max-Age", corsMaxAge)
	}
	w.WriteHeader(http.StatusNoContent)
}

// allowCrossOrigin sets the CORS headers of the answer to a cross-site
// request.
func allowCrossOrigin(w http.ResponseWriter) {
	w.Header().Set("Access-Control-Allow-Origin", "*")
	w.Header().Set("Access-Control-Expose-Headers", corsExposeHeaders)
}

// checkOrigin refuses (403 origin_not_allowed) an API key sent from a
// browser origin its company does not allow. p is the request's caller,
// resolved once by the handler.
func checkOrigin(ctx context.Context, allowed OriginCheck, r *http.Request, p *modules.Principal) *modules.Error {
	origin := r.Header.Get("Origin")
	if origin == "" || allowed == nil || p == nil || p.Kind != modules.PrincipalAPIKey {
		return nil
	}
	ok, err := allowed(ctx, p.CompanyID, origin)
	if err != nil {
		return modules.As(err)
	}
	if !ok {
		return &modules.Error{Code: modules.CodeForbidden, Reason: "origin_not_allowed",
			Message: "this origin may not use the company's API key; add it to the company's allowed origins"}
	}
	return nil
}
