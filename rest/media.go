package rest

import (
	"strconv"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/modules/media"
)

// mediaFiles serves media library images at their stable public address
// GET /media/{id}/{name} (the name is cosmetic). Images are public
// content (event, venue and organizer pictures); their type was sniffed
// at upload, so they are served inline.
type mediaFiles struct {
	images *media.ImageService
}

func (m *mediaFiles) get(c *fiber.Ctx) error {
	id, err := strconv.ParseInt(c.Params("id"), 10, 64)
	if err != nil || id < 1 {
		return modules.NotFound("image")
	}
	rc, img, err := m.images.Open(c.UserContext(), id)
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderContentType, img.MIME)
	c.Set(fiber.HeaderContentDisposition, `inline; filename="`+img.FileName()+`"`)
	c.Set(fiber.HeaderXContentTypeOptions, "nosniff")
	c.Set(fiber.HeaderCacheControl, "public, max-age=86400")
	c.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	return c.SendStream(rc, int(img.Size))
}
