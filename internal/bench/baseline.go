package bench

import (
	"github.com/gofiber/fiber/v2"
)

// BaselinePath is where the baseline server answers.
const BaselinePath = "/baseline"

// ServeBaseline serves the baseline until the process is stopped: a
// Fiber handler answering GET BaselinePath with body, pre-encoded JSON
// (the bytes of a real events page), and GET /readyz with 200. It is
// the ceiling every scenario is compared with.
func ServeBaseline(addr string, body []byte) error {
	app := fiber.New(fiber.Config{DisableStartupMessage: true})
	app.Get(BaselinePath, func(c *fiber.Ctx) error {
		c.Set(fiber.HeaderContentType, "application/json; charset=UTF-8")
		return c.Send(body)
	})
	app.Get("/readyz", func(c *fiber.Ctx) error { return c.SendStatus(fiber.StatusOK) })
	return app.Listen(addr)
}
