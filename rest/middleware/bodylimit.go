package middleware

import (
	"errors"
	"io"
	"mime"
	"net"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"

	"corkboard/internal/httpbody"
	"corkboard/modules"
)

// BodyLimit enforces the request body limit. The app runs with
// StreamRequestBody, so that uploads stream; fasthttp then does not refuse
// a body over its limit but hands the rest over as a stream, which
// c.Body() would read whole. BodyLimit reads the body of every request
// that streamed(c) does not claim up to limit bytes and keeps it as the
// request body; a larger body (by Content-Length or by its bytes) is 413
// with meta max_bytes, and the connection is closed since the rest of the
// body is left unread. A client too slow to send it runs into the read
// timeout (408). A JSON, form-encoded or text body that is not valid UTF-8
// is 400: invalid bytes would otherwise be stored, or silently replaced
// by the JSON decoder.
func BodyLimit(limit int, streamed func(c *fiber.Ctx) bool) fiber.Handler {
	return func(c *fiber.Ctx) error {
		req := c.Request()
		cl := req.Header.ContentLength() // -1: chunked
		if cl == 0 || (streamed != nil && streamed(c)) {
			return c.Next()
		}
		if cl > limit {
			c.Context().SetConnectionClose()
			return httpbody.TooLarge(limit)
		}
		if s := c.Context().RequestBodyStream(); s != nil {
			b, err := io.ReadAll(io.LimitReader(s, int64(limit)+1))
			if err != nil {
				c.Context().SetConnectionClose()
				var ne net.Error
				if errors.As(err, &ne) && ne.Timeout() {
					return fiber.ErrRequestTimeout
				}
				return &modules.Error{Code: modules.CodeBadRequest, Message: "the request body could not be read", Err: err}
			}
			if len(b) > limit {
				c.Context().SetConnectionClose()
				return httpbody.TooLarge(limit)
			}
			req.SetBody(b)
		}
		if !textBodyValid(c) {
			return &modules.Error{Code: modules.CodeBadRequest, Message: "the request body is not valid UTF-8"}
		}
		return c.Next()
	}
}

// textBodyValid reports whether a body of a text type (JSON, form, text)
// is valid UTF-8, form values after decoding. Other types pass.
func textBodyValid(c *fiber.Ctx) bool {
	mt, _, _ := mime.ParseMediaType(c.Get(fiber.HeaderContentType))
	switch {
	case mt == fiber.MIMEApplicationForm:
		ok := true
		c.Request().PostArgs().VisitAll(func(k, v []byte) {
			ok = ok && utf8.Valid(k) && utf8.Valid(v)
		})
		return ok
	case mt == fiber.MIMEApplicationJSON, strings.HasSuffix(mt, "+json"), strings.HasPrefix(mt, "text/"):
		return utf8.Valid(c.Body())
	}
	return true
}

// ValidURL refuses (400) a request whose path or query parameters are not
// valid UTF-8 once percent-decoded, before any handler compares or stores
// them.
func ValidURL() fiber.Handler {
	return func(c *fiber.Ctx) error {
		uri := c.Request().URI()
		ok := true
		if p, err := url.PathUnescape(string(uri.PathOriginal())); err == nil {
			ok = utf8.ValidString(p)
		}
		uri.QueryArgs().VisitAll(func(k, v []byte) {
			ok = ok && utf8.Valid(k) && utf8.Valid(v)
		})
		if !ok {
			return &modules.Error{Code: modules.CodeBadRequest, Message: "the URL is not valid UTF-8"}
		}
		return c.Next()
	}
}
