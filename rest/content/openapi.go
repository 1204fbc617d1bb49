package content

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"

	"github.com/gofiber/fiber/v2"

	"corkboard/rest/respcache"
)

// openAPIDocument is the OpenAPI 3.1 document of the content interface.
// It is written by hand; openapi_test.go keeps it true: every route the
// app registers under /content/v1 is in it and nothing else, and real
// responses (every content test's, through the testkit) validate against
// its schemas with kin-openapi.
//
//go:embed openapi.json
var openAPIDocument []byte

// OpenAPIDocument returns the document as committed (its server is
// /content/v1, relative).
func OpenAPIDocument() []byte { return bytes.Clone(openAPIDocument) }

// openAPI is the document served: its server is the public URL's.
type openAPI struct {
	body []byte
	etag string
}

func newOpenAPI(publicURL string) openAPI {
	body := bytes.Replace(openAPIDocument, []byte(`"url": "/content/v1"`), []byte(`"url": "`+publicURL+Prefix+`"`), 1)
	sum := sha256.Sum256(body)
	return openAPI{body: body, etag: `"` + hex.EncodeToString(sum[:12]) + `"`}
}

// serveOpenAPI serves GET /content/v1/openapi.json: public (no key
// needed; bad credentials are still refused), with an ETag.
func (a *API) serveOpenAPI(c *fiber.Ctx) error {
	c.Set(fiber.HeaderETag, a.doc.etag)
	c.Set(fiber.HeaderCacheControl, "public, max-age=300")
	if respcache.ETagMatches(c.Get(fiber.HeaderIfNoneMatch), a.doc.etag) {
		return c.SendStatus(fiber.StatusNotModified)
	}
	return sendEncoded(c, a.doc.body)
}
