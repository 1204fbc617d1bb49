package rest

import (
	"context"
	"strings"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/modules/accounts"
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
	graphQLAllowMethods  = "GET, POST, OPTIONS"
	graphQLAllowHeaders  = "Authorization, Content-Type, Accept, Accept-Language, If-None-Match, X-Request-ID, Apollo-Require-Preflight, X-Apollo-Operation-Name"
	graphQLExposeHeaders = "ETag, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Request-ID"
	graphQLMaxAge        = "600"
)

// originCheck reports whether a company allows a browser origin.
type originCheck func(ctx context.Context, companyID int64, origin string) (bool, error)

// graphQLCORS answers preflights of /graphql and sets the CORS headers of
// its answers to cross-site requests; with allowed set, it refuses an API
// key sent from an origin its company does not allow (403).
func graphQLCORS(next fiber.Handler, auth *accounts.Authenticator, allowed originCheck) fiber.Handler {
	return func(c *fiber.Ctx) error {
		origin := c.Get(fiber.HeaderOrigin)
		if c.Method() == fiber.MethodOptions {
			c.Set(fiber.HeaderAllow, "GET, HEAD, OPTIONS, POST")
			if origin != "" && c.Get(fiber.HeaderAccessControlRequestMethod) != "" {
				c.Set(fiber.HeaderAccessControlAllowOrigin, "*")
				c.Set(fiber.HeaderAccessControlAllowMethods, graphQLAllowMethods)
				c.Set(fiber.HeaderAccessControlAllowHeaders, graphQLAllowHeaders)
				c.Set(fiber.HeaderAccessControlMaxAge, graphQLMaxAge)
			}
			return c.SendStatus(fiber.StatusNoContent)
		}
		if origin == "" {
			return next(c)
		}
		c.Set(fiber.HeaderAccessControlAllowOrigin, "*")
		c.Set(fiber.HeaderAccessControlExposeHeaders, graphQLExposeHeaders)
		authz := c.Get(fiber.HeaderAuthorization)
		if allowed == nil || !strings.HasPrefix(strings.ToLower(authz), "bearer ") {
			return next(c)
		}
		p, err := auth.Resolve(c.UserContext(), accounts.Credentials{Authorization: authz, Method: c.Method()})
		if err != nil || p == nil || p.Kind != modules.PrincipalAPIKey {
			return next(c) // the handler answers bad credentials itself
		}
		ok, err := allowed(c.UserContext(), p.CompanyID, origin)
		if err != nil {
			return err
		}
		if !ok {
			return &modules.Error{Code: modules.CodeForbidden, Reason: "origin_not_allowed",
				Message: "this origin may not use the company's API key; add it to the company's allowed origins"}
		}
		return next(c)
	}
}
