package content

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strconv"
	"time"

	"github.com/gofiber/fiber/v2"

	"corkboard/rest/respcache"
)

// urlBucket is the period within which responses carrying signed URLs keep
// one ETag. Signed URLs change with every request (their signature embeds
// the signing time) yet live Settings.URLTTL (24h by default), so a
// client's cached copy, revalidated within the same hour, still holds URLs
// valid for at least URLTTL minus an hour.
const urlBucket = time.Hour

// etagView is what identifies a job's representation: the resource with
// its signed image URL and the company logo's URL of its JSON-LD replaced
// by markers (the image's identity shows in updated_at, which changes with
// the image; the logo's changes the company's).
func etagView(r jobResource) jobResource {
	if r.Attributes.ImageURL != nil {
		marker := "image"
		r.Attributes.ImageURL = &marker
	}
	if ld := r.Attributes.JSONLD; ld != nil && ld.HiringOrganization.Logo != "" {
		copied := *ld
		copied.HiringOrganization.Logo = "logo"
		r.Attributes.JSONLD = &copied
	}
	return r
}

// sendCached answers with body and a weak ETag, or 304 Not Modified
// when If-None-Match matches it. The body is encoded once; the ETag is
// a hash of those bytes, unless the body holds signed URLs (signed):
// then it is a hash of view, the body without them.
func sendCached(c *fiber.Ctx, body any, signed bool, view func() any) error {
	b, err := encodeJSON(body)
	if err != nil {
		return err
	}
	h := sha256.New()
	if signed {
		v, err := json.Marshal(view())
		if err != nil {
			return err
		}
		h.Write(v)
	} else {
		h.Write(b)
	}
	h.Write([]byte(strconv.FormatInt(time.Now().Truncate(urlBucket).Unix(), 10)))
	etag := `W/"` + hex.EncodeToString(h.Sum(nil)[:16]) + `"`
	c.Set(fiber.HeaderETag, etag)
	c.Set(fiber.HeaderCacheControl, "private, no-cache")
	if respcache.ETagMatches(c.Get(fiber.HeaderIfNoneMatch), etag) {
		return c.SendStatus(fiber.StatusNotModified)
	}
	return sendEncoded(c, b)
}
