package content

import (
	"bytes"
	"io"
	"mime"
	"strconv"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
)

// notFoundRoute is the error of a path no route serves.
func notFoundRoute() error {
	return &modules.Error{Code: modules.CodeNotFound, Message: "no route matches the URL and method"}
}

// bodyTooLarge is 413 with the limit in meta.max_bytes.
func bodyTooLarge(limit int64) *modules.Error {
	return &modules.Error{Code: modules.CodeTooLarge, Message: "the request body is larger than " + strconv.FormatInt(limit, 10) + " bytes",
		Data: map[string]any{"max_bytes": limit}}
}

// bodyStream returns the request body as a stream. With Fiber's
// StreamRequestBody the body is read from the connection as it is
// consumed, never held whole.
func bodyStream(c *fiber.Ctx) io.Reader {
	if s := c.Context().RequestBodyStream(); s != nil {
		return s
	}
	return bytes.NewReader(c.Request().Body())
}

// mediaType returns the request's media type ("" when absent or
// malformed) and its parameters.
func mediaType(c *fiber.Ctx) (string, map[string]string) {
	mt, params, err := mime.ParseMediaType(c.Get(fiber.HeaderContentType))
	if err != nil {
		return "", nil
	}
	return mt, params
}

// readJSON reads a JSON request body of at most limit bytes.
// Errors: CodeUnsupportedType (not application/json or
// application/vnd.api+json), CodeTooLarge, CodeBadRequest (empty).
func readJSON(c *fiber.Ctx, limit int64) ([]byte, error) {
	switch mt, _ := mediaType(c); mt {
	case fiber.MIMEApplicationJSON, "application/vnd.api+json":
	default:
		return nil, &modules.Error{Code: modules.CodeUnsupportedType,
			Message: "the request body must be application/json"}
	}
	if cl := c.Request().Header.ContentLength(); cl > 0 && int64(cl) > limit {
		return nil, bodyTooLarge(limit)
	}
	b, err := io.ReadAll(io.LimitReader(bodyStream(c), limit+1))
	if err != nil {
		return nil, &modules.Error{Code: modules.CodeBadRequest, Message: "the request body could not be read", Err: err}
	}
	if int64(len(b)) > limit {
		return nil, bodyTooLarge(limit)
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return nil, &modules.Error{Code: modules.CodeBadRequest, Message: "the request body is empty"}
	}
	return b, nil
}

// limitedBody fails with CodeTooLarge once more than limit bytes are
// read, so a body is never read past its limit.
type limitedBody struct {
	r     io.Reader
	left  int64 // bytes still allowed; -1 once over the limit
	limit int64
}

func newLimitedBody(r io.Reader, limit int64) *limitedBody {
	return &limitedBody{r: r, left: limit, limit: limit}
}

func (l *limitedBody) Read(p []byte) (int, error) {
	if l.left < 0 {
		return 0, bodyTooLarge(l.limit)
	}
	if int64(len(p)) > l.left+1 {
		p = p[:l.left+1]
	}
	n, err := l.r.Read(p)
	if int64(n) > l.left {
		n = int(l.left)
		l.left = -1
		return n, bodyTooLarge(l.limit)
	}
	l.left -= int64(n)
	return n, err
}
