package content

import (
	"bytes"
	"errors"
	"io"
	"testing"

	"github.com/gofiber/fiber/v2"
	"github.com/valyala/fasthttp"

	"corkboard/internal/httpbody"
	"corkboard/modules"
	"corkboard/modules/careers"
)

// FuzzUploadMultipart: any body and boundary is read as an upload or
// refused with a 4xx error, never a panic or a 5xx; the file part the
// store sees never carries more than the body did.
func FuzzUploadMultipart(f *testing.F) {
	f.Fuzz(func(t *testing.T, body []byte, boundary string) {
		var stored int64
		file, err := readUpload(httpbody.NewLimited(bytes.NewReader(body), 1<<20), boundary, 1<<20,
			func(kind careers.Kind, name string, r io.Reader) (*careers.File, error) {
				n, err := io.Copy(io.Discard, r)
				stored = n
				if err != nil {
					return nil, &modules.Error{Code: modules.CodeBadRequest, Message: "interrupted", Err: err}
				}
				return &careers.File{Kind: kind, NameOriginal: careers.SanitizeFileName(name)}, nil
			})
		if err != nil {
			var me *modules.Error
			if !errors.As(err, &me) || me.HTTPStatus() < 400 || me.HTTPStatus() >= 500 {
				t.Fatalf("%v", err)
			}
			return
		}
		if file == nil || stored > int64(len(body)) {
			t.Fatalf("file %+v, %d bytes from a %d-byte body", file, stored, len(body))
		}
	})
}

// FuzzJobQuery: any query string and Accept-Language parse into a query
// within bounds (pages positive, per_page capped, ids positive) or one
// 400 error, never a panic.
func FuzzJobQuery(f *testing.F) {
	app := fiber.New()
	f.Fuzz(func(t *testing.T, query, acceptLanguage string) {
		fctx := new(fasthttp.RequestCtx)
		fctx.Request.SetRequestURI("/content/v1/jobs?" + query)
		fctx.Request.Header.Set("Accept-Language", acceptLanguage)
		c := app.AcquireCtx(fctx)
		defer app.ReleaseCtx(c)
		q, _, err := parseJobQuery(c)
		if err != nil {
			var me *modules.Error
			if !errors.As(err, &me) || me.Code != modules.CodeBadRequest {
				t.Fatalf("%v", err)
			}
			return
		}
		if q.Page < 0 || q.PerPage < 0 || q.PerPage > careers.MaxJobsPerPage {
			t.Fatalf("paging %d/%d", q.Page, q.PerPage)
		}
		for _, id := range append(append([]int64{}, q.LocationIDs...), q.CategoryIDs...) {
			if id < 1 {
				t.Fatalf("id %d", id)
			}
		}
	})
}
