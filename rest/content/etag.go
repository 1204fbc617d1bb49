package content

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
)

// urlBucket is the period within which responses carrying signed URLs keep
// one ETag. Signed URLs change with every request (their signature embeds
// the signing time) yet live Settings.URLTTL (24h by default), so a
// client's cached copy, revalidated within the same hour, still holds URLs
// valid for at least URLTTL minus an hour.
const urlBucket = time.Hour

// etagView is what identifies a job's representation: the resource with
// its signed image URL replaced by a marker (the image's identity shows in
// updated_at, which changes with the image).
func etagView(r jobResource) jobResource {
	if r.Attributes.ImageURL != nil {
		marker := "image"
		r.Attributes.ImageURL = &marker
	}
	return r
}

// sendCached answers with body and a weak ETag computed from view, or
// 304 Not Modified when If-None-Match matches it.
func sendCached(c *fiber.Ctx, body, view any) error {
	b, err := json.Marshal(view)
	if err != nil {
		return err
	}
	h := sha256.New()
	h.Write(b)
	h.Write([]byte(strconv.FormatInt(time.Now().Truncate(urlBucket).Unix(), 10)))
	etag := `W/"` + hex.EncodeToString(h.Sum(nil)[:16]) + `"`
	c.Set(fiber.HeaderETag, etag)
	c.Set(fiber.HeaderCacheControl, "private, no-cache")
	if etagMatches(c.Get(fiber.HeaderIfNoneMatch), etag) {
		return c.SendStatus(fiber.StatusNotModified)
	}
	return sendJSON(c, body)
}

// etagMatches applies the weak comparison of If-None-Match (a list, or *).
func etagMatches(header, etag string) bool {
	want := strings.TrimPrefix(etag, "W/")
	for _, candidate := range strings.Split(header, ",") {
		candidate = strings.TrimSpace(candidate)
		if candidate == "*" || strings.TrimPrefix(candidate, "W/") == want {
			return true
		}
	}
	return false
}
