package calendar

import (
	"testing"

	"github.com/gofiber/fiber/v2"
	"github.com/valyala/fasthttp"
)

// fuzzContentTypes are the body types parseParams reads.
var fuzzContentTypes = []string{"application/json", "application/x-www-form-urlencoded",
	"multipart/form-data; boundary=b", "text/plain", "application/ld+json"}

// FuzzParams: any query string and body (JSON, form, multipart) parse
// into parameters or a 400, and every typed reader (text, boolean,
// integer, number, CSV and array lists, ids) answers without a panic; ids
// are positive.
func FuzzParams(f *testing.F) {
	app := fiber.New()
	f.Fuzz(func(t *testing.T, query string, body []byte, ct uint8) {
		fctx := new(fasthttp.RequestCtx)
		fctx.Request.SetRequestURI("/calendar/events/v1/events?" + query)
		fctx.Request.Header.SetMethod("POST")
		fctx.Request.Header.SetContentType(fuzzContentTypes[int(ct)%len(fuzzContentTypes)])
		fctx.Request.SetBody(body)
		c := app.AcquireCtx(fctx)
		defer app.ReleaseCtx(c)
		p, err := parseParams(c)
		if err != nil {
			return
		}
		for name := range p.m {
			_ = p.text(name)
			_ = p.str(name)
			_ = p.boolean(name)
			_ = p.integer(name)
			_ = p.number(name)
			_ = p.list(name)
			for _, id := range p.ids(name) {
				if id < 1 {
					t.Fatalf("%s: id %d", name, id)
				}
			}
		}
	})
}
