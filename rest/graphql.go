package rest

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"mime"
	"net"
	"net/http"
	"net/url"
	"strconv"

	"github.com/gofiber/fiber/v2"

	"corkboard/internal/httpbody"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/rest/middleware"
	"corkboard/rest/respcache"
)

// graphQL serves /graphql with its net/http handler without holding the
// request body: Fiber's adaptor reads the whole body into memory first
// (with StreamRequestBody, past the body limit too), which would defeat
// the streamed uploads of the GraphQL multipart request spec and the body
// limit of JSON requests alike. Here the handler reads the body as a
// stream bounded by its limit: bodyLimit for JSON and GET, uploadLimit()
// for multipart/form-data. A Content-Length over the limit is refused
// before anything is read; a body that turns out larger while read (chunked)
// is refused once the handler returns. Both are TOO_LARGE naming the limit.
// The answer is buffered by fasthttp as every answer is.
//
// Anonymous GET and JSON POST requests go through cache, keyed by the
// normalised URL and the body: the graph handler leaves an answer
// keepable only when it is an error-free query (see graph.keepable).
func graphQL(h http.Handler, bodyLimit int64, uploadLimit func() int64, cache *respcache.Cache) fiber.Handler {
	serve := serveGraphQL(h, bodyLimit, uploadLimit)
	if !cache.Enabled() {
		return serve // no key to compute (nor body to hash) per request
	}
	return func(c *fiber.Ctx) error {
		key, ok := graphQLCacheKey(c, bodyLimit)
		if !ok {
			return serve(c)
		}
		return cache.Serve(c, key, func() error { return serve(c) })
	}
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
	switch c.Method() {
	case fiber.MethodGet:
		return respcache.Key(c, "graphql", "GET"), true
	case fiber.MethodPost:
		mt, _, _ := mime.ParseMediaType(c.Get(fiber.HeaderContentType))
		cl := c.Request().Header.ContentLength()
		if mt != fiber.MIMEApplicationJSON || cl <= 0 || cl > cachedGraphQLBody || int64(cl) > bodyLimit {
			return "", false
		}
		sum := sha256.Sum256(c.Request().Body()) // reads a streamed body: it is small
		return respcache.Key(c, "graphql", "POST", hex.EncodeToString(sum[:])), true
	}
	return "", false
}

// serveGraphQL runs the GraphQL handler h on the request. The handler
// sees the client's address (behind trusted proxies) as RemoteAddr, and a
// context that is cancelled when the client closes its connection (see
// clientGone) but not when the server shuts down: in-flight requests
// finish during a graceful shutdown. A JSON or GET request's body is read
// (within its limit) before the handler runs, so that the connection can
// be watched while it works; a multipart request (an upload) is streamed
// to the handler instead, and bounded by the read timeout and the
// handler's own.
func serveGraphQL(h http.Handler, bodyLimit int64, uploadLimit func() int64) fiber.Handler {
	return func(c *fiber.Ctx) error {
		limit, what := bodyLimit, "request body limit"
		multipart := false
		if mt, _, _ := mime.ParseMediaType(c.Get(fiber.HeaderContentType)); mt == fiber.MIMEMultipartForm && uploadLimit != nil {
			limit, what, multipart = uploadLimit(), "upload limit", true
		}
		tooLarge := &modules.Error{Code: modules.CodeTooLarge, Data: map[string]any{"max_bytes": limit},
			Message: "the request body is larger than the " + what + " of " + strconv.FormatInt(limit, 10) + " bytes"}
		cl := int64(c.Request().Header.ContentLength())
		if cl > limit {
			c.Context().SetConnectionClose() // the body is not read
			return tooLarge
		}
		body := httpbody.NewLimited(httpbody.Stream(c), limit)
		u, err := url.ParseRequestURI(string(c.Request().RequestURI()))
		if err != nil {
			return &modules.Error{Code: modules.CodeBadRequest, Message: "malformed request URI"}
		}
		ctx := c.UserContext()
		var reqBody io.Reader = body
		if !multipart {
			b, err := io.ReadAll(body)
			if body.Over() {
				c.Context().SetConnectionClose()
				return tooLarge
			}
			if err != nil {
				c.Context().SetConnectionClose()
				return &modules.Error{Code: modules.CodeBadRequest, Message: "the request body could not be read"}
			}
			reqBody = bytes.NewReader(b)
			var stop func()
			ctx, stop = clientGone(c, ctx)
			defer stop()
		}
		_, port, _ := net.SplitHostPort(c.Context().RemoteAddr().String())
		req := &http.Request{
			Method: c.Method(), URL: u, RequestURI: u.RequestURI(), Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
			Header: make(http.Header), Body: io.NopCloser(reqBody), ContentLength: max(cl, -1),
			Host: string(c.Request().Host()), RemoteAddr: net.JoinHostPort(middleware.GetClientIP(c), port),
		}
		c.Request().Header.VisitAll(func(k, v []byte) { req.Header.Add(string(k), string(v)) })
		w := &responseWriter{c: c, header: make(http.Header), status: http.StatusOK}
		h.ServeHTTP(w, req.WithContext(ctx))
		if body.Over() {
			c.Response().ResetBody()
			c.Context().SetConnectionClose()
			return tooLarge
		}
		// fasthttp does not drain a streamed body: a connection with unread
		// bytes would read them as the next request.
		if n, _ := io.Copy(io.Discard, io.LimitReader(body, 64<<10)); n == 64<<10 || body.Over() {
			c.Context().SetConnectionClose()
		}
		c.Status(w.status)
		for k, vs := range w.header {
			for _, v := range vs {
				c.Response().Header.Add(k, v)
			}
		}
		return nil
	}
}

// responseWriter writes a net/http answer into the Fiber response.
type responseWriter struct {
	c      *fiber.Ctx
	header http.Header
	status int
	wrote  bool
}

func (w *responseWriter) Header() http.Header { return w.header }

func (w *responseWriter) WriteHeader(status int) {
	if !w.wrote {
		w.status, w.wrote = status, true
	}
}

func (w *responseWriter) Write(p []byte) (int, error) {
	w.wrote = true
	return w.c.Response().BodyWriter().Write(p)
}
