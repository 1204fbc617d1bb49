package content

import (
	"bytes"
	"io"
	"mime"

	"github.com/gofiber/fiber/v2"

	"corkboard/internal/httpbody"
	"corkboard/modules"
)

// notFoundRoute is the error of a path no route serves.
func notFoundRoute() error {
	return &modules.Error{Code: modules.CodeNotFound, Message: "no route matches the URL and method"}
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
		return nil, httpbody.TooLarge(limit)
	}
	b, err := io.ReadAll(io.LimitReader(httpbody.Stream(c), limit+1))
	if err != nil {
		return nil, &modules.Error{Code: modules.CodeBadRequest, Message: "the request body could not be read", Err: err}
	}
	if int64(len(b)) > limit {
		return nil, httpbody.TooLarge(limit)
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return nil, &modules.Error{Code: modules.CodeBadRequest, Message: "the request body is empty"}
	}
	return b, nil
}
