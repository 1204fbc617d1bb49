package rest

import (
	"github.com/gofiber/fiber/v2"

	"corkboard/rest/calendar"
	"corkboard/rest/content"
	"corkboard/rest/middleware"
)

// calendarWriteLimit counts every write to the calendar interface (POST,
// PUT, PATCH, DELETE under /calendar/events/v1 and its language roots)
// against the write budgets the content interface and GraphQL count
// against: per client IP and per credential (the Authorization header),
// before authentication, so that guessing credentials is counted too.
// It sets X-RateLimit-Limit, -Remaining and -Reset; over budget it answers
// 429 with Retry-After in WordPress's envelope (rest_too_many_requests).
// Reads are left to the response cache and the read admission.
func calendarWriteLimit(budgets *content.Budgets) fiber.Handler {
	return func(c *fiber.Ctx) error {
		switch c.Method() {
		case fiber.MethodGet, fiber.MethodHead, fiber.MethodOptions:
			return c.Next()
		}
		if !calendar.IsPath(c.Path()) {
			return c.Next()
		}
		v, ok := budgets.Take(c.UserContext(), true, middleware.GetClientIP(c), c.Get(fiber.HeaderAuthorization))
		if !ok {
			return c.Next()
		}
		e := v.Apply(c)
		if e == nil {
			return c.Next()
		}
		if c.Request().Header.ContentLength() != 0 {
			c.Context().SetConnectionClose() // the body is left unread
		}
		e.Reason = "rest_too_many_requests"
		return e
	}
}
