package content_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"corkboard/internal/app"
	"corkboard/internal/testkit"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/rest/content"
	"corkboard/storage"
)

var update = flag.Bool("update", false, "rewrite golden files")

// newServer builds the real app on a fresh database with budgets large
// enough that only the rate-limit tests hit them.
func newServer(t *testing.T, tune ...func(*app.HTTPConfig)) *testkit.Server {
	t.Helper()
	return newServerOn(t, nil, tune...)
}

// newServerOn is newServer with another storage (nil: local disk).
func newServerOn(t *testing.T, store storage.Storage, tune ...func(*app.HTTPConfig)) *testkit.Server {
	t.Helper()
	opts := []testkit.Option{testkit.WithStorage(store), testkit.WithHTTP(func(cfg *app.HTTPConfig) {
		cfg.OriginCacheTTL = -1
		cfg.RateLimits = content.RateLimits{
			Read:  content.Budget{PerKey: 100000, PerIP: 100000, Window: 60e9},
			Write: content.Budget{PerKey: 100000, PerIP: 100000, Window: 60e9},
		}
	})}
	for _, f := range tune {
		opts = append(opts, testkit.WithHTTP(f))
	}
	// Every response of a content test is checked against the OpenAPI
	// document (openapi_test.go).
	return testkit.NewServer(t, append(opts, testkit.WithObserver(checkOpenAPI))...)
}

func careersOf(s *testkit.Server) *careers.Module { return s.Modules.Careers }

// get sends a GET with the key (if any) and extra header pairs.
func get(t *testing.T, s *testkit.Server, path, key string, headers ...string) *testkit.Response {
	t.Helper()
	if key != "" {
		headers = append(headers, "Authorization", "Bearer "+key)
	}
	return s.Do(t, testkit.Request("GET", path, nil, headers...))
}

var volatile = []struct {
	re   *regexp.Regexp
	with string
}{
	{regexp.MustCompile(`expires=\d+`), "expires=EXPIRES"},
	{regexp.MustCompile(`sig=[0-9a-f]+`), "sig=SIG"},
	{regexp.MustCompile(`careers/(\d+)/(\w+)/[0-9a-f]{32}`), "careers/$1/$2/KEY"},
}

// golden compares a JSON body with testdata/<name>.json (indented, with
// signed-URL parts replaced); -update rewrites the file.
func golden(t *testing.T, name string, body []byte) {
	t.Helper()
	var buf bytes.Buffer
	if err := json.Indent(&buf, body, "", "  "); err != nil {
		t.Fatalf("%s: not JSON: %v\n%s", name, err, body)
	}
	got := buf.String() + "\n"
	for _, v := range volatile {
		got = v.re.ReplaceAllString(got, v.with)
	}
	path := filepath.Join("testdata", name+".json")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from %s (run with -update to accept):\n%s", name, path, got)
	}
}

// errorBody is a JSON:API error document.
type errorBody struct {
	Errors []struct {
		Status string         `json:"status"`
		Code   string         `json:"code"`
		Title  string         `json:"title"`
		Detail string         `json:"detail"`
		Source map[string]any `json:"source"`
		Meta   map[string]any `json:"meta"`
	} `json:"errors"`
}

// expectError checks a JSON:API error response: status, first code, and
// the sources (pointer or parameter) of every error object, in order.
func expectError(t *testing.T, r *testkit.Response, status int, code string, sources ...string) errorBody {
	t.Helper()
	var e errorBody
	if r.StatusCode != status {
		t.Fatalf("status %d, want %d: %s", r.StatusCode, status, r.Body)
	}
	r.JSON(t, &e)
	if len(e.Errors) == 0 || e.Errors[0].Code != code {
		t.Fatalf("code: want %s: %s", code, r.Body)
	}
	if !strings.HasPrefix(r.Header.Get("Content-Type"), "application/vnd.api+json") {
		t.Errorf("Content-Type %q", r.Header.Get("Content-Type"))
	}
	if len(sources) > 0 {
		var got []string
		for _, o := range e.Errors {
			for _, k := range []string{"pointer", "parameter"} {
				if v, ok := o.Source[k].(string); ok {
					got = append(got, v)
				}
			}
		}
		if strings.Join(got, " ") != strings.Join(sources, " ") {
			t.Fatalf("sources %v, want %v: %s", got, sources, r.Body)
		}
	}
	return e
}

func header(r *http.Response, name string) string { return r.Header.Get(name) }

var pngBytes = careerstest.PNG(8, 8)

// part is one multipart part: a field (no filename) or a file.
type part struct {
	name, filename string
	data           []byte
}

// multipartBody encodes parts in order.
func multipartBody(t *testing.T, parts ...part) ([]byte, string) {
	t.Helper()
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	for _, p := range parts {
		var dst io.Writer
		var err error
		if p.filename == "" {
			dst, err = w.CreateFormField(p.name)
		} else {
			h := textproto.MIMEHeader{}
			h.Set("Content-Disposition", `form-data; name="`+p.name+`"; filename="`+p.filename+`"`)
			h.Set("Content-Type", "image/png") // lies on purpose: the service sniffs
			dst, err = w.CreatePart(h)
		}
		if err != nil {
			t.Fatal(err)
		}
		dst.Write(p.data)
	}
	w.Close()
	return b.Bytes(), w.FormDataContentType()
}

// multipartRequest is POST /content/v1/file with a type field (omitted
// when kind is "") and a file part.
func multipartRequest(t *testing.T, kind, filename string, data []byte, headers ...string) *http.Request {
	t.Helper()
	var parts []part
	if kind != "" {
		parts = append(parts, part{name: "type", data: []byte(kind)})
	}
	parts = append(parts, part{name: "file", filename: filename, data: data})
	body, ct := multipartBody(t, parts...)
	return testkit.Request("POST", "/content/v1/file", body, append([]string{"Content-Type", ct}, headers...)...)
}
