package middleware

import (
	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
)

// Client puts the request's client (its address, see GetClientIP, and
// user agent) in the user context for the audit trail
// (modules.ClientFrom). Mount it after ClientIP.
func Client() fiber.Handler {
	return func(c *fiber.Ctx) error {
		c.SetUserContext(modules.WithClient(c.UserContext(), modules.Client{IP: GetClientIP(c),
			UserAgent: string(c.Request().Header.UserAgent())})) // a copy: fasthttp reuses its buffer
		return c.Next()
	}
}
