// Package calendar serves interface B, the events calendar API, compatible
// with The Events Calendar REST API v1, under /calendar/events/v1 and one
// root per site language.
package calendar

import (
	"regexp"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
)

// Namespace is the path of the calendar root below the site root.
const Namespace = "/calendar/events/v1"

var pathRE = regexp.MustCompile(`(?i)^(/[a-z_]+)?/calendar/events/v1(/|$)`)

// IsPath reports whether path belongs to the calendar interface.
func IsPath(path string) bool { return pathRE.MatchString(path) }

// RenderError writes e in the WordPress REST envelope
// {code, message, data: {status, …}}; e.Data adds members to data
// (params, details, term_id).
func RenderError(c *fiber.Ctx, e *modules.Error) error {
	e = wpError(nil, e)
	status := e.HTTPStatus()
	code := e.Reason
	msg := e.Message
	if code == "" {
		code, msg = defaultReason(e)
	}
	data := fiber.Map{"status": status}
	for k, v := range e.Data {
		data[k] = v
	}
	return writeJSON(c, status, fiber.Map{"code": code, "message": msg, "data": data})
}

// defaultReason names errors that carry no calendar reason of their own
// (routing, authentication, limits and outages raised outside the
// calendar services).
func defaultReason(e *modules.Error) (string, string) {
	switch e.Code {
	case modules.CodeNotFound, modules.CodeMethodNotAllowed:
		return "rest_no_route", "No route was found matching the URL and request method."
	case modules.CodeUnauthenticated, modules.CodeForbidden:
		return "rest_forbidden", "Sorry, you are not allowed to do that."
	case modules.CodeBadRequest, modules.CodeValidation:
		return "rest_invalid_param", e.Message
	case modules.CodeTooLarge:
		return "rest_request_too_large", e.Message
	case modules.CodeUnavailable:
		return "rest_unavailable", e.Message
	case modules.CodeInternal:
		return "internal_error", "An internal error occurred."
	}
	return string(e.Code), e.Message
}
