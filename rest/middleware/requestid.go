// Package middleware holds the Fiber middleware shared by every interface:
// request ids, the access log, authentication and method checks.
package middleware

import (
	"corkboard/internal/requestid"
	"regexp"

	"github.com/gofiber/fiber/v2"
	"github.com/google/uuid"
)

// HeaderRequestID carries the request id in both directions.
const HeaderRequestID = "X-Request-ID"

var validRequestID = regexp.MustCompile(`^[A-Za-z0-9._-]{1,64}$`)

// RequestID keeps a well-formed incoming X-Request-ID or makes one, echoes
// it in the response and puts it in the user context for log lines.
func RequestID() fiber.Handler {
	return func(c *fiber.Ctx) error {
		id := c.Get(HeaderRequestID)
		if !validRequestID.MatchString(id) {
			id = uuid.NewString()
		} else {
			id = string([]byte(id)) // detach from fasthttp's reused buffer
		}
		c.Set(HeaderRequestID, id)
		c.Request().Header.Set(HeaderRequestID, id) // for net/http handlers behind the adaptor
		c.Locals(localRequestID, id)
		c.SetUserContext(requestid.With(c.UserContext(), id))
		return c.Next()
	}
}

type localKey int

const localRequestID localKey = iota

// GetRequestID returns the request id of c.
func GetRequestID(c *fiber.Ctx) string {
	id, _ := c.Locals(localRequestID).(string)
	return id
}
