// Package httpbody reads request bodies within their limits, for the
// transports (rest, graph): one bounded reader and one "too large" error.
package httpbody

import (
	"bytes"
	"io"
	"strconv"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
)

// TooLarge is the CodeTooLarge (413) of a body over limit bytes, with the
// limit in Data["max_bytes"] (meta.max_bytes, extensions.maxBytes).
func TooLarge[N int | int64](limit N) *modules.Error {
	return &modules.Error{Code: modules.CodeTooLarge,
		Message: "the request body is larger than " + strconv.FormatInt(int64(limit), 10) + " bytes",
		Data:    map[string]any{"max_bytes": limit}}
}

// Stream returns the request body as a stream. With Fiber's
// StreamRequestBody the body is read from the connection as it is
// consumed, never held whole.
func Stream(c *fiber.Ctx) io.Reader {
	if s := c.Context().RequestBodyStream(); s != nil {
		return s
	}
	return bytes.NewReader(c.Request().Body())
}

// Limited reads at most limit bytes of a body: a read past them fails
// with TooLarge(limit), so a body is never read past its limit, and Over
// reports it afterwards.
type Limited struct {
	r     io.Reader
	left  int64 // bytes still allowed; -1 once over the limit
	limit int64
}

// NewLimited reads r up to limit bytes.
func NewLimited(r io.Reader, limit int64) *Limited {
	return &Limited{r: r, left: limit, limit: limit}
}

// Read implements io.Reader.
func (l *Limited) Read(p []byte) (int, error) {
	if l.left < 0 {
		return 0, TooLarge(l.limit)
	}
	if int64(len(p)) > l.left+1 {
		p = p[:l.left+1]
	}
	n, err := l.r.Read(p)
	if int64(n) > l.left {
		n = int(l.left)
		l.left = -1
		return n, TooLarge(l.limit)
	}
	l.left -= int64(n)
	return n, err
}

// Over reports whether a read went past the limit.
func (l *Limited) Over() bool { return l.left < 0 }
