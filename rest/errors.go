package rest

import (
	"errors"
	"log/slog"
	"strings"

	"github.com/gofiber/fiber/v2"

	"corkboard/graph"
	"corkboard/modules"
	"corkboard/rest/calendar"
	"corkboard/rest/content"
	"corkboard/rest/middleware"
)

// errorHandler is the one place errors become responses. It turns any error
// into a *modules.Error (Fiber's routing errors included), logs internal
// ones with the request id, and renders it in the envelope of the
// interface that was called.
func errorHandler(log *slog.Logger) fiber.ErrorHandler {
	return func(c *fiber.Ctx, err error) error {
		e := toModuleError(err)
		if e.Code == modules.CodeInternal {
			log.ErrorContext(c.UserContext(), "internal error",
				slog.String("request_id", middleware.GetRequestID(c)),
				slog.String("method", c.Method()), slog.String("path", c.Path()),
				slog.String("error", err.Error()))
			e = modules.Internal(nil) // never show the cause
		}
		switch e.Code {
		case modules.CodeUnavailable:
			c.Set(fiber.HeaderRetryAfter, "5")
		case modules.CodeRateLimited:
			if c.GetRespHeader(fiber.HeaderRetryAfter) == "" {
				c.Set(fiber.HeaderRetryAfter, "1")
			}
		}
		path := c.Path()
		switch {
		case calendar.IsPath(path):
			return calendar.RenderError(c, e)
		case path == "/graphql" || strings.HasPrefix(path, "/graphql/"):
			return renderGraphQLError(c, e)
		default:
			return content.RenderError(c, e)
		}
	}
}

// toModuleError classifies Fiber's own errors (no route, body too large…).
func toModuleError(err error) *modules.Error {
	var fe *fiber.Error
	if errors.As(err, &fe) {
		switch fe.Code {
		case fiber.StatusNotFound:
			return &modules.Error{Code: modules.CodeNotFound, Message: "no route matches the URL and method"}
		case fiber.StatusMethodNotAllowed:
			return &modules.Error{Code: modules.CodeMethodNotAllowed, Message: fe.Message}
		case fiber.StatusRequestEntityTooLarge:
			return &modules.Error{Code: modules.CodeTooLarge, Message: "request body too large"}
		case fiber.StatusUnsupportedMediaType:
			return &modules.Error{Code: modules.CodeUnsupportedType, Message: fe.Message}
		case fiber.StatusTooManyRequests:
			return &modules.Error{Code: modules.CodeRateLimited, Message: "too many requests"}
		case fiber.StatusServiceUnavailable:
			return &modules.Error{Code: modules.CodeUnavailable, Message: fe.Message}
		case fiber.StatusRequestTimeout:
			return &modules.Error{Code: modules.CodeBadRequest, Status: fiber.StatusRequestTimeout, Message: "request timeout"}
		}
		if fe.Code >= 400 && fe.Code < 500 {
			return &modules.Error{Code: modules.CodeBadRequest, Status: fe.Code, Message: fe.Message}
		}
		return modules.Internal(err)
	}
	return modules.As(err)
}

// renderGraphQLError answers the errors of /graphql's routes raised
// before its handler (no route, a malformed URL) in the one GraphQL error
// shape (graph.ErrorBody).
func renderGraphQLError(c *fiber.Ctx, e *modules.Error) error {
	if e.HTTPStatus() == fiber.StatusUnauthorized {
		c.Set(fiber.HeaderWWWAuthenticate, `Bearer realm="corkboard"`)
	}
	c.Set(fiber.HeaderContentType, fiber.MIMEApplicationJSON)
	return c.Status(e.HTTPStatus()).Send(graph.ErrorBody(e))
}
