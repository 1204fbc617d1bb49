package rest

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/url"
	"sync"

	"github.com/gofiber/fiber/v2"

	"corkboard/internal/httpbody"
	"corkboard/modules"
	"corkboard/rest/middleware"
)

// httpHandler serves a net/http handler (GraphQL's) from Fiber without
// holding the request body: Fiber's adaptor reads the whole body into
// memory first (with StreamRequestBody, past the body limit too), which
// would defeat the handler's own limits and the streamed uploads of the
// GraphQL multipart request spec. Here the handler gets:
//   - the body as the stream fasthttp reads, of any length (chunked too):
//     the handler bounds it;
//   - the client's address (behind trusted proxies) as RemoteAddr;
//   - a context that is cancelled when the client closes its connection
//     once the body has been read to its end (see clientGone), but not
//     when the server shuts down: in-flight requests finish during a
//     graceful shutdown.
//
// The answer is buffered by fasthttp as every answer is. A body the
// handler left unread is drained when at most drainMax bytes of it are
// left, or else the connection is closed: fasthttp would read the rest
// as the next request.
func httpHandler(h http.Handler) fiber.Handler {
	return func(c *fiber.Ctx) error {
		u, err := url.ParseRequestURI(string(c.Request().RequestURI()))
		if err != nil {
			return &modules.Error{Code: modules.CodeBadRequest, Message: "malformed request URI"}
		}
		cl := int64(c.Request().Header.ContentLength()) // -1: chunked, -2: none (identity)
		ctx, cancel := context.WithCancelCause(c.UserContext())
		defer cancel(context.Canceled)
		body := &watchedBody{r: httpbody.Stream(c)}
		var stop func()
		// Once the body is read, the connection's next bytes are no longer
		// this request's: it can be watched.
		body.atEOF = func() { stop = watchClient(c, cancel) }
		noBody := cl == 0 || cl < -1 // -1 is chunked
		if noBody {
			body.eof()
		}
		_, port, _ := net.SplitHostPort(c.Context().RemoteAddr().String())
		req := &http.Request{
			Method: c.Method(), URL: u, RequestURI: u.RequestURI(), Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
			Header: make(http.Header), Body: io.NopCloser(body), ContentLength: max(cl, -1),
			Host: string(c.Request().Host()), RemoteAddr: net.JoinHostPort(middleware.GetClientIP(c), port),
		}
		if noBody {
			req.Body, req.ContentLength = http.NoBody, 0
		}
		c.Request().Header.VisitAll(func(k, v []byte) { req.Header.Add(string(k), string(v)) })
		w := &responseWriter{c: c, header: make(http.Header), status: http.StatusOK}
		h.ServeHTTP(w, req.WithContext(ctx))
		if stop != nil {
			stop()
		}
		if !body.done {
			// A short rest is drained to keep the connection; a long or
			// unknown one (chunked) is not waited for.
			if cl < 0 || cl-body.n > drainMax {
				c.Context().SetConnectionClose()
			} else if _, _ = io.Copy(io.Discard, io.LimitReader(body, drainMax)); !body.done {
				c.Context().SetConnectionClose()
			}
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

// drainMax is the most of an unread body drained after the answer.
const drainMax = 64 << 10

// watchedBody reads the request body and notes its end: it calls atEOF
// once, and never reads the stream again (fasthttp's chunked stream,
// read again after its last chunk, waits for the next request's bytes).
type watchedBody struct {
	r     io.Reader
	n     int64 // bytes read
	done  bool
	once  sync.Once
	atEOF func()
	err   error
}

func (b *watchedBody) eof() {
	b.done = true
	b.once.Do(b.atEOF)
}

func (b *watchedBody) Read(p []byte) (int, error) {
	if b.done {
		return 0, io.EOF
	}
	if b.err != nil {
		return 0, b.err
	}
	n, err := b.r.Read(p)
	b.n += int64(n)
	switch {
	case errors.Is(err, io.EOF):
		b.eof()
	case err != nil:
		b.err = err
	}
	return n, err
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
