package content

import (
	"context"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/modules/careers"
)

// CORS headers of the content interface.
const (
	corsAllowMethods  = "GET, HEAD, POST, OPTIONS"
	corsAllowHeaders  = "Authorization, Content-Type, Accept, Accept-Language, Idempotency-Key, If-None-Match, X-Request-ID"
	corsExposeHeaders = "ETag, Content-Language, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Request-ID, Idempotent-Replayed"
	corsMaxAge        = "600"
)

// originCache keeps the allowed origins of every active company for a
// while: a preflight carries no credentials, so it is answered for an
// origin any company allows; the actual request is then checked against
// the key's own company (checkOrigin).
type originCache struct {
	load func(context.Context) ([]careers.CompanyOrigins, error)
	ttl  time.Duration
	// lookup reports hits and misses (metrics).
	lookup func(hit bool)

	mu       sync.Mutex
	loadedAt time.Time
	byOrigin map[string]map[int64]bool
}

// companies returns the ids of the companies that allow origin.
func (o *originCache) companies(ctx context.Context, origin string) (map[int64]bool, error) {
	norm, ok := careers.NormalizeOrigin(origin)
	if !ok {
		return nil, nil
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	miss := o.byOrigin == nil || o.ttl < 0 || time.Since(o.loadedAt) >= o.ttl
	if o.lookup != nil {
		o.lookup(!miss)
	}
	if miss {
		list, err := o.load(ctx)
		if err != nil {
			return nil, err
		}
		m := map[string]map[int64]bool{}
		for _, co := range list {
			for _, or := range co.Origins {
				if m[or] == nil {
					m[or] = map[int64]bool{}
				}
				m[or][co.CompanyID] = true
			}
		}
		o.byOrigin, o.loadedAt = m, time.Now()
	}
	return o.byOrigin[norm], nil
}

// cors sets the CORS response headers for an origin some company allows.
// For a preflight request it also sets the preflight headers and reports
// true (the caller answers 204), or refuses an unknown origin (403).
func (a *API) cors(c *fiber.Ctx) (bool, error) {
	c.Vary(fiber.HeaderOrigin)
	origin := c.Get(fiber.HeaderOrigin)
	if origin == "" {
		return false, nil
	}
	ids, err := a.origins.companies(c.UserContext(), origin)
	if err != nil {
		return false, err
	}
	known := len(ids) > 0 || a.ownOrigin(origin)
	if known {
		c.Set(fiber.HeaderAccessControlAllowOrigin, origin)
		c.Set(fiber.HeaderAccessControlExposeHeaders, corsExposeHeaders)
	}
	if c.Method() != fiber.MethodOptions || c.Get(fiber.HeaderAccessControlRequestMethod) == "" {
		return false, nil
	}
	if !known {
		return true, originNotAllowed()
	}
	c.Vary(fiber.HeaderAccessControlRequestMethod, fiber.HeaderAccessControlRequestHeaders)
	c.Set(fiber.HeaderAccessControlAllowMethods, corsAllowMethods)
	c.Set(fiber.HeaderAccessControlAllowHeaders, corsAllowHeaders)
	c.Set(fiber.HeaderAccessControlMaxAge, corsMaxAge)
	return true, nil
}

// ownOrigin reports whether origin is the service's own public origin.
func (a *API) ownOrigin(origin string) bool {
	own, ok1 := careers.NormalizeOrigin(a.opts.PublicURL)
	o, ok2 := careers.NormalizeOrigin(origin)
	return ok1 && ok2 && own == o
}

// admit runs after authentication, before each endpoint's handler (not
// for unknown routes, which stay 404). Every content endpoint needs
// credentials, so an anonymous request is 401 before its body is read.
// The interface speaks for the company of an API key: other callers
// (admin users, who name a company in the admin's GraphQL) are 403, also
// before the body is read. A browser request (it carries Origin) made with an API key must come
// from an origin the key's company allows, so a key copied from one
// jobsite cannot be used from another site.
func (a *API) admit(c *fiber.Ctx) error {
	p := modules.PrincipalFrom(c.UserContext())
	if p == nil {
		return &modules.Error{Code: modules.CodeUnauthenticated, Message: "an API key is required (Authorization: Bearer <key>)"}
	}
	if p.Kind != modules.PrincipalAPIKey {
		return &modules.Error{Code: modules.CodeForbidden, Message: "the content API takes a company's API key (Authorization: Bearer <key>)"}
	}
	origin := c.Get(fiber.HeaderOrigin)
	if origin == "" {
		return nil
	}
	ok, err := a.OriginAllowed(c.UserContext(), p.CompanyID, origin)
	if err != nil {
		return err
	}
	if !ok {
		return originNotAllowed()
	}
	return nil
}

// OriginAllowed reports whether a browser page of origin may use an API
// key of company companyID: the company allows the origin, or it is the
// service's own. GraphQL asks it too.
func (a *API) OriginAllowed(ctx context.Context, companyID int64, origin string) (bool, error) {
	if a.ownOrigin(origin) {
		return true, nil
	}
	ids, err := a.origins.companies(ctx, origin)
	if err != nil {
		return false, err
	}
	return ids[companyID], nil
}

func originNotAllowed() *modules.Error {
	return &modules.Error{Code: modules.CodeForbidden, Reason: "origin_not_allowed",
		Message: "this origin may not call the content API; add it to the company's allowed origins"}
}
