package rest

import (
	"context"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/uptrace/bun"

	"corkboard/storage"
)

type health struct {
	db      *bun.DB
	storage storage.Storage
}

// live answers 200 while the process serves requests.
func (h *health) live(c *fiber.Ctx) error {
	return c.JSON(fiber.Map{"status": "ok"})
}

// ready answers 200 when the database and the storage answer within two
// seconds, else 503 with which one failed.
func (h *health) ready(c *fiber.Ctx) error {
	ctx, cancel := context.WithTimeout(c.UserContext(), 2*time.Second)
	defer cancel()
	checks := fiber.Map{"database": "ok", "storage": "ok"}
	ok := true
	if err := h.db.PingContext(ctx); err != nil {
		checks["database"], ok = "unavailable", false
	}
	if err := h.storage.Ping(ctx); err != nil {
		checks["storage"], ok = "unavailable", false
	}
	if !ok {
		c.Set(fiber.HeaderRetryAfter, "5")
		return c.Status(fiber.StatusServiceUnavailable).JSON(fiber.Map{"status": "unavailable", "checks": checks})
	}
	return c.JSON(fiber.Map{"status": "ok", "checks": checks})
}
