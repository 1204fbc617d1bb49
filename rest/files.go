package rest

import (
	"errors"
	"net/url"
	"time"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/storage"
)

// files serves the local driver's signed, time-limited download URLs
// (GET /files/<key>?expires=…&sig=…). Downloads are always attachments
// unless the signed URL says inline and the object is a raster image,
// and never sniffed by the browser.
type files struct {
	storage storage.Storage
	signer  *storage.Signer
	// careers audits downloads of applicants' files (nil: none).
	careers *careers.Module
}

func (f *files) get(c *fiber.Ctx) error {
	key, err := url.PathUnescape(c.Params("*"))
	if err != nil {
		return modules.NotFound("file")
	}
	q, err := url.ParseQuery(string(c.Request().URI().QueryString()))
	if err != nil {
		return &modules.Error{Code: modules.CodeForbidden, Message: "invalid download link"}
	}
	opts, err := f.signer.Verify(key, q, time.Now())
	if err != nil {
		return &modules.Error{Code: modules.CodeForbidden, Message: "download link invalid or expired", Err: err}
	}
	rc, info, err := f.storage.Open(c.UserContext(), key)
	if errors.Is(err, storage.ErrNotFound) || errors.Is(err, storage.ErrInvalidKey) {
		return modules.NotFound("file")
	}
	if err != nil {
		return unavailable("storage", err)
	}
	if f.careers != nil {
		if err := f.careers.Files.Downloaded(c.UserContext(), key); err != nil {
			_ = rc.Close()
			return err
		}
	}
	if opts.Inline && !rasterImage(info.ContentType) {
		opts.Inline = false // only a sniffed raster image is ever shown in the page
	}
	c.Set(fiber.HeaderContentType, info.ContentType)
	c.Set(fiber.HeaderContentDisposition, storage.ContentDisposition(opts))
	c.Set(fiber.HeaderXContentTypeOptions, "nosniff")
	c.Set(fiber.HeaderCacheControl, "private, max-age=300")
	c.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	return c.SendStream(rc, int(info.Size))
}

// rasterImage reports whether a stored content type is an image format a
// browser shows as a picture (never SVG, which is a document).
func rasterImage(contentType string) bool {
	switch contentType {
	case "image/png", "image/jpeg", "image/webp", "image/gif":
		return true
	}
	return false
}
