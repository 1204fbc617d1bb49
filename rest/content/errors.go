// Package content serves interface A, the careers content API, under
// /content/v1: it maps HTTP to the careers services and renders the exact
// JSON shapes of the interface description.
package content

import (
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v2"

	"corkboard/internal/httpstatus"
	"corkboard/modules"
)

// Prefix is the path prefix of interface A.
const Prefix = "/content/v1"

// errorObject is one JSON:API error object.
type errorObject struct {
	Status string         `json:"status"`
	Code   string         `json:"code"`
	Title  string         `json:"title"`
	Detail string         `json:"detail,omitempty"`
	Source map[string]any `json:"source,omitempty"`
	Meta   map[string]any `json:"meta,omitempty"`
}

// RenderError writes e as JSON:API error objects: one per field error, or
// one for the whole request. It is used for every path that is not another
// interface's (health checks and unknown roots included).
func RenderError(c *fiber.Ctx, e *modules.Error) error {
	status := httpstatus.Of(e)
	code := string(e.Code)
	if e.Reason != "" {
		code = e.Reason
	}
	base := errorObject{Status: strconv.Itoa(status), Code: code, Title: title(e.Code), Detail: e.Message}
	if len(e.Data) > 0 {
		base.Meta = e.Data
	}
	objs := make([]errorObject, 0, max(1, len(e.Fields)))
	for _, f := range e.Fields {
		o := base
		o.Detail = f.Message
		if strings.HasPrefix(f.Field, "/") {
			o.Source = map[string]any{"pointer": f.Field}
		} else {
			o.Source = map[string]any{"parameter": f.Field}
		}
		objs = append(objs, o)
	}
	if len(objs) == 0 {
		objs = append(objs, base)
	}
	if status == fiber.StatusUnauthorized {
		c.Set(fiber.HeaderWWWAuthenticate, `Bearer realm="corkboard"`)
	}
	c.Set(fiber.HeaderContentType, "application/vnd.api+json")
	return c.Status(status).JSON(fiber.Map{"errors": objs}, "application/vnd.api+json")
}

func title(c modules.Code) string {
	switch c {
	case modules.CodeBadRequest:
		return "Bad request"
	case modules.CodeValidation:
		return "Invalid field"
	case modules.CodeUnauthenticated:
		return "Unauthorized"
	case modules.CodeForbidden:
		return "Forbidden"
	case modules.CodeNotFound:
		return "Not found"
	case modules.CodeMethodNotAllowed:
		return "Method not allowed"
	case modules.CodeConflict:
		return "Conflict"
	case modules.CodeGone:
		return "Gone"
	case modules.CodeTooLarge:
		return "Payload too large"
	case modules.CodeUnsupportedType:
		return "Unsupported media type"
	case modules.CodeRateLimited:
		return "Too many requests"
	case modules.CodeUnavailable:
		return "Service unavailable"
	}
	return "Internal server error"
}
