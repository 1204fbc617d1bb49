package calendar

import "github.com/gofiber/fiber/v2"

// Browsers may call the calendar from any site, as they may call the
// original (WordPress answers every origin): event widgets and
// calendars on other sites read it from the page. The answer is
// "Access-Control-Allow-Origin: *", without credentials, so a browser
// never sends the admin's session cookie cross-site; API keys and
// application passwords go in the Authorization header, which is allowed.
const (
	corsAllowHeaders  = "Authorization, Content-Type, Content-Disposition, Content-MD5, X-WP-Nonce, If-None-Match"
	corsExposeHeaders = "X-TEC-Total, X-TEC-TotalPages, ETag, Allow, Retry-After"
	corsMaxAge        = "600"
)

// cors sets the headers a browser needs to read a calendar response of a
// page from another origin (only when the request names one).
func cors(c *fiber.Ctx) {
	if len(c.Request().Header.Peek(fiber.HeaderOrigin)) == 0 {
		return
	}
	c.Set(fiber.HeaderAccessControlAllowOrigin, "*")
	c.Set(fiber.HeaderAccessControlExposeHeaders, corsExposeHeaders)
}

// preflight answers a CORS preflight (OPTIONS) of a route with its
// methods: 204, no body.
func preflight(c *fiber.Ctx, rt *route) error {
	c.Set(fiber.HeaderAllow, rt.allow+", OPTIONS")
	c.Set(fiber.HeaderAccessControlAllowOrigin, "*")
	c.Set(fiber.HeaderAccessControlAllowMethods, rt.allow+", OPTIONS")
	c.Set(fiber.HeaderAccessControlAllowHeaders, corsAllowHeaders)
	c.Set(fiber.HeaderAccessControlMaxAge, corsMaxAge)
	return c.SendStatus(fiber.StatusNoContent)
}
