package rest

import (
	"crypto/sha256"
	"encoding/hex"
	"mime"

	"github.com/gofiber/fiber/v2"

	"corkboard/graph"
	"corkboard/modules/accounts"
	"corkboard/rest/middleware"
	"corkboard/rest/respcache"
)

// mountGraphQL mounts the GraphQL handler (package graph: the whole
// transport, CORS and limits included) on /graphql and GraphiQL's assets,
// with the response cache in front of /graphql: anonymous GET and small
// JSON POST requests, keyed by the normalised URL and the body, and by
// whether the request is cross-origin (whose answer has the CORS
// headers, kept with it). The handler leaves an answer keepable only when
// it is an error-free query (see graph.keepable).
func mountGraphQL(app *fiber.App, h *graph.Handler, bodyLimit int64, origins graph.OriginCheck, cache *respcache.Cache) {
	h.Mount(bodyLimit, origins)
	serve := httpHandler(h)
	gql := serve
	if cache.Enabled() {
		gql = func(c *fiber.Ctx) error {
			key, ok := graphQLCacheKey(c, bodyLimit)
			if !ok {
				return serve(c)
			}
			return cache.Serve(c, key, func() error { return serve(c) })
		}
	}
	middleware.Methods(app, "/graphql", map[string]fiber.Handler{fiber.MethodGet: gql, fiber.MethodPost: gql, fiber.MethodOptions: gql})
	// GraphiQL's scripts and stylesheet (served from the binary): not
	// through the response cache, same origin only.
	middleware.Methods(app, "/graphql/graphiql/*", map[string]fiber.Handler{fiber.MethodGet: serve})
}

// cachedGraphQLBody bounds the bodies of the requests the cache answers.
const cachedGraphQLBody = 16 << 10

// graphQLCacheKey is the cache key of a request whose answer may come
// from the response cache: an anonymous caller's (no credentials at all:
// every such caller sees the same thing) GET, or POST of a small JSON
// body, which the key holds by its SHA-256.
func graphQLCacheKey(c *fiber.Ctx, bodyLimit int64) (string, bool) {
	if len(c.Request().Header.Peek(fiber.HeaderAuthorization)) > 0 || len(c.Request().Header.Cookie(accounts.SessionCookie)) > 0 {
		return "", false
	}
	origin := ""
	if len(c.Request().Header.Peek(fiber.HeaderOrigin)) > 0 {
		origin = "cross-origin"
	}
	switch c.Method() {
	case fiber.MethodGet:
		return respcache.Key(c, "graphql", "GET", origin), true
	case fiber.MethodPost:
		mt, _, _ := mime.ParseMediaType(c.Get(fiber.HeaderContentType))
		cl := c.Request().Header.ContentLength()
		if mt != fiber.MIMEApplicationJSON || cl <= 0 || cl > cachedGraphQLBody || int64(cl) > bodyLimit {
			return "", false
		}
		sum := sha256.Sum256(c.Request().Body()) // reads a streamed body: it is small
		return respcache.Key(c, "graphql", "POST", origin, hex.EncodeToString(sum[:])), true
	}
	return "", false
}
