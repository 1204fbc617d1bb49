package middleware

import (
	"log/slog"
	"time"

	"github.com/gofiber/fiber/v2"
)

// AccessLog writes one structured line per request. It logs the path
// without the query string (queries may carry an event password) and never
// any header, so no credential reaches the log.
func AccessLog(log *slog.Logger) fiber.Handler {
	return func(c *fiber.Ctx) error {
		start := time.Now()
		err := c.Next()
		if err != nil {
			// Let the error handler write the response now, so the status
			// logged is the one sent.
			if herr := c.App().ErrorHandler(c, err); herr != nil {
				_ = c.SendStatus(fiber.StatusInternalServerError)
			}
		}
		status := c.Response().StatusCode()
		level := slog.LevelInfo
		if status >= 500 {
			level = slog.LevelError
		}
		// A streamed body (a feed) is not read here: Body() would read it
		// all into memory. Its size is unknown (-1).
		bytes := -1
		if !c.Response().IsBodyStream() {
			bytes = len(c.Response().Body())
		}
		log.LogAttrs(c.UserContext(), level, "request",
			slog.String("request_id", GetRequestID(c)),
			slog.String("method", c.Method()),
			slog.String("path", c.Path()),
			slog.Int("status", status),
			slog.Float64("duration_ms", float64(time.Since(start).Microseconds())/1000),
			slog.Int("bytes", bytes),
			slog.String("ip", GetClientIP(c)),
		)
		return nil
	}
}
