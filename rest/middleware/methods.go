package middleware

import (
	"sort"
	"strings"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
)

// EndpointRoute names the routes Methods registers for its handlers (not
// HEAD, nor the 405 answers), so that app.GetRoutes() tells the endpoints
// (the content API's OpenAPI test compares them with its document).
const EndpointRoute = "endpoint"

// Methods registers handlers for path by method and answers every other
// method with 405 and an Allow header. HEAD follows GET.
func Methods(r fiber.Router, path string, handlers map[string]fiber.Handler) {
	allowed := make([]string, 0, len(handlers)+2)
	for m, h := range handlers {
		allowed = append(allowed, m)
		if m == fiber.MethodGet {
			r.Get(path, h).Name(EndpointRoute) // registers HEAD too (unnamed)
			allowed = append(allowed, fiber.MethodHead)
			continue
		}
		r.Add(m, path, h).Name(EndpointRoute)
	}
	sort.Strings(allowed)
	allow := strings.Join(allowed, ", ")
	r.All(path, func(c *fiber.Ctx) error {
		if c.Method() == fiber.MethodOptions {
			c.Set(fiber.HeaderAllow, allow)
			return c.SendStatus(fiber.StatusNoContent)
		}
		c.Set(fiber.HeaderAllow, allow)
		return &modules.Error{Code: modules.CodeMethodNotAllowed,
			Message: "method " + c.Method() + " is not allowed here; allowed: " + allow}
	})
}
