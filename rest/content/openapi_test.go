package content_test

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"

	"corkboard/internal/testkit"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/rest/content"
	"corkboard/rest/middleware"
)

// The content interface's OpenAPI document, loaded and validated once by
// kin-openapi (OpenAPI 3.1: JSON Schema 2020-12 through
// santhosh-tekuri/jsonschema).
var openAPI struct {
	once   sync.Once
	doc    *openapi3.T
	router routers.Router
	err    error
}

func openAPIDoc(t testing.TB) (*openapi3.T, routers.Router) {
	t.Helper()
	openAPI.once.Do(func() {
		// The feed's body: well-formed XML (encoding/xml parses every
		// token), validated as the string the document says it is.
		openapi3filter.RegisterBodyDecoder("application/xml", func(r io.Reader, _ http.Header, _ *openapi3.SchemaRef, _ openapi3filter.EncodingFn) (any, error) {
			b, err := io.ReadAll(r)
			if err != nil {
				return nil, err
			}
			dec := xml.NewDecoder(bytes.NewReader(b))
			for {
				if _, err := dec.Token(); errors.Is(err, io.EOF) {
					return string(b), nil
				} else if err != nil {
					return nil, fmt.Errorf("not well-formed XML: %w", err)
				}
			}
		})
		loader := openapi3.NewLoader()
		doc, err := loader.LoadFromData(content.OpenAPIDocument())
		if err != nil {
			openAPI.err = fmt.Errorf("load: %w", err)
			return
		}
		if err := doc.Validate(loader.Context); err != nil {
			openAPI.err = fmt.Errorf("validate: %w", err)
			return
		}
		openAPI.doc = doc
		openAPI.router, openAPI.err = gorillamux.NewRouter(doc)
	})
	if openAPI.err != nil {
		t.Fatalf("openapi.json: %v", openAPI.err)
	}
	return openAPI.doc, openAPI.router
}

// checkOpenAPI validates a response of the content interface against the
// document: its status must be documented for the operation, and its
// headers and body must match the schemas. A request no operation takes
// (an unknown path or method: 404, 405) must still answer with the
// documented error document. Every content test's server does this
// (newServerOn sets it as testkit.Server.Observe).
func checkOpenAPI(t testing.TB, req *http.Request, res *testkit.Response) {
	t.Helper()
	if !strings.HasPrefix(req.URL.Path, content.Prefix+"/") || req.Method == http.MethodHead || req.Method == http.MethodOptions {
		return
	}
	doc, router := openAPIDoc(t)
	route, params, err := router.FindRoute(req)
	if err != nil {
		if !errors.Is(err, routers.ErrPathNotFound) && !errors.Is(err, routers.ErrMethodNotAllowed) {
			t.Fatalf("openapi: %s %s: %v", req.Method, req.URL, err)
		}
		if res.StatusCode != 404 && res.StatusCode != 405 && res.StatusCode != 401 && res.StatusCode != 403 && res.StatusCode != 429 {
			t.Errorf("openapi: %s %s is not in the document, yet answered %d", req.Method, req.URL.Path, res.StatusCode)
			return
		}
		var body any
		if err := json.Unmarshal(res.Body, &body); err != nil {
			t.Errorf("openapi: %s %s: %d body is not JSON: %s", req.Method, req.URL.Path, res.StatusCode, res.Body)
			return
		}
		if err := doc.Components.Schemas["ErrorDocument"].Value.VisitJSON(body, openapi3.EnableJSONSchema2020()); err != nil {
			t.Errorf("openapi: %s %s: %d is not an ErrorDocument: %v\n%s", req.Method, req.URL.Path, res.StatusCode, err, res.Body)
		}
		return
	}
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route},
		Status:                 res.StatusCode,
		Header:                 res.Header,
		Body:                   io.NopCloser(bytes.NewReader(res.Body)),
		Options:                &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true},
	}
	if err := openapi3filter.ValidateResponse(context.Background(), in); err != nil {
		t.Errorf("openapi: %s %s → %d does not match the document: %v\n%.2000s", req.Method, req.URL, res.StatusCode, err, res.Body)
	}
}

// checkOpenAPIRequest validates a request the test means to be valid.
func checkOpenAPIRequest(t testing.TB, req *http.Request, body []byte) {
	t.Helper()
	_, router := openAPIDoc(t)
	route, params, err := router.FindRoute(req)
	if err != nil {
		t.Fatalf("openapi: %s %s: %v", req.Method, req.URL, err)
	}
	r := req.Clone(context.Background())
	r.Body = io.NopCloser(bytes.NewReader(body))
	in := &openapi3filter.RequestValidationInput{Request: r, PathParams: params, Route: route,
		Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc, MultiError: true}}
	if err := openapi3filter.ValidateRequest(context.Background(), in); err != nil {
		t.Errorf("openapi: request %s %s does not match the document: %v", req.Method, req.URL, err)
	}
}

// TestOpenAPIDocumentsEveryRoute compares the endpoints the app registers
// under /content/v1 (app.GetRoutes(), the routes middleware.Methods names
// as endpoints) with the document's paths and methods, both ways.
func TestOpenAPIDocumentsEveryRoute(t *testing.T) {
	s := newServer(t)
	doc, _ := openAPIDoc(t)
	var registered, documented []string
	for _, r := range s.App.GetRoutes(true) {
		// HEAD follows GET (Methods registers it with it).
		if r.Name != middleware.EndpointRoute || r.Method == http.MethodHead || !strings.HasPrefix(r.Path, content.Prefix+"/") {
			continue
		}
		// Fiber writes /jobs/:job_id<int>; OpenAPI /jobs/{job_id}.
		path := strings.TrimPrefix(r.Path, content.Prefix)
		for {
			i := strings.Index(path, "/:")
			if i < 0 {
				break
			}
			end := strings.IndexAny(path[i+2:], "/<")
			name := path[i+2:]
			rest := ""
			if end >= 0 {
				name = path[i+2 : i+2+end]
				rest = path[i+2+end:]
				if strings.HasPrefix(rest, "<") {
					rest = rest[strings.Index(rest, ">")+1:]
				}
			}
			path = path[:i] + "/{" + name + "}" + rest
		}
		registered = append(registered, r.Method+" "+path)
	}
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			documented = append(documented, method+" "+path)
		}
	}
	sort.Strings(registered)
	registered = slices.Compact(registered)
	sort.Strings(documented)
	if strings.Join(registered, "\n") != strings.Join(documented, "\n") {
		t.Errorf("routes and document differ:\nregistered:\n  %s\ndocumented:\n  %s",
			strings.Join(registered, "\n  "), strings.Join(documented, "\n  "))
	}
	if len(registered) < 8 {
		t.Errorf("found only %v", registered)
	}
}

// TestOpenAPIServed: the document is public, valid, and names the
// server's public URL.
func TestOpenAPIServed(t *testing.T) {
	s := newServer(t)
	r := get(t, s, "/content/v1/openapi.json", "")
	if r.StatusCode != 200 || r.Header.Get("Content-Type") != "application/json" || r.Header.Get("ETag") == "" {
		t.Fatalf("%d %v", r.StatusCode, r.Header)
	}
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(r.Body)
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(loader.Context); err != nil {
		t.Fatal(err)
	}
	if doc.OpenAPI != "3.1.0" || len(doc.Servers) != 1 || doc.Servers[0].URL != "http://corkboard.test/content/v1" {
		t.Errorf("openapi %s, servers %v", doc.OpenAPI, doc.Servers)
	}
	if r := get(t, s, "/content/v1/openapi.json", "", "If-None-Match", r.Header.Get("ETag")); r.StatusCode != 304 {
		t.Errorf("revalidation: %d", r.StatusCode)
	}
}

// TestOpenAPIResponses sends a table of requests, valid and not, to
// every operation and checks the answers against the document (as every
// content test's server does); the valid requests are checked against it
// too. Each operation's success and its main error statuses appear.
func TestOpenAPIResponses(t *testing.T) {
	w := newJobsWorld(t)
	s := w.s
	m := careersOf(s)
	if _, err := m.Companies.SetLogo(testkit.System(), w.acme.Company.ID, careers.Upload{Name: "logo.png", Body: bytes.NewReader(pngBytes)}); err != nil {
		t.Fatal(err)
	}
	feed := feedKey(t, s, w.acme.Company.ID)
	key := w.acme.Key
	auth := []string{"Authorization", "Bearer " + key}
	upload := func(kind, name string, data []byte) *http.Request {
		return multipartRequest(t, kind, name, data, auth...)
	}
	queued := func(kind string, data []byte) int64 {
		r := s.Do(t, upload(kind, "f", data))
		var f struct{ ID int64 }
		r.JSON(t, &f)
		return f.ID
	}
	apply := func(attrs map[string]any) []byte {
		b, _ := json.Marshal(map[string]any{"data": map[string]any{"type": "application", "attributes": attrs}})
		return b
	}
	cv := queued("document", careerstest.PDF("cv"))
	valid := apply(map[string]any{"job_id": w.goDev.ID, "first_name": "Jane", "last_name": "Doe", "email": "jane@example.com",
		"curriculum_vitae": cv, "disclaimer": true, "phone": "+32 2 555 01 23", "referrer": "https://careers.acme.example/",
		"education":  []any{map[string]any{"title": "MSc", "institution": "KU Leuven"}},
		"experience": []any{map[string]any{"company": "Acme", "job_title": "Dev"}}})
	jsonReq := func(body []byte, headers ...string) *http.Request {
		return testkit.Request("POST", "/content/v1/applications", body, append([]string{"Content-Type", "application/json"}, append(auth, headers...)...)...)
	}
	job := fmt.Sprintf("/content/v1/jobs/%d", w.goDev.ID)
	// An application to read back (its key only).
	var created struct{ ID int64 }
	s.Do(t, jsonReq(apply(map[string]any{"job_id": w.goDev.ID, "first_name": "Ann", "last_name": "Lee", "email": "ann@example.com",
		"curriculum_vitae": queued("document", careerstest.PDF("cv2")), "disclaimer": true}))).JSON(t, &created)
	readBack := fmt.Sprintf("/content/v1/applications/%d", created.ID)
	type call struct {
		name   string
		req    *http.Request
		body   []byte // of a valid request, checked too
		status int
	}
	getAs := func(path string, headers ...string) *http.Request {
		return testkit.Request("GET", path, nil, append(auth, headers...)...)
	}
	etagOf := func(path string) string { return s.Do(t, getAs(path)).Header.Get("ETag") }
	calls := []call{
		{"company", getAs("/content/v1/company"), nil, 200},
		{"locations", getAs("/content/v1/locations"), nil, 200},
		{"jobs", getAs("/content/v1/jobs?per_page=2&sort=title", "Accept-Language", "nl"), nil, 200},
		{"jobs filtered", getAs(fmt.Sprintf("/content/v1/jobs?location=%d&employment_type=fulltime,parttime&workplace_type=hybrid&search=go&updated_since=2026-01-01", w.brussels.ID)), nil, 200},
		{"jobs page past the end", getAs("/content/v1/jobs?page=9"), nil, 200},
		{"jobs not modified", getAs("/content/v1/jobs", "If-None-Match", etagOf("/content/v1/jobs")), nil, 304},
		{"jobs bad query", getAs("/content/v1/jobs?page=0&sort=nope"), nil, 400},
		{"job", getAs(job), nil, 200},
		{"remote job in French", getAs(fmt.Sprintf("/content/v1/jobs/%d", w.remote.ID), "Accept-Language", "fr"), nil, 200},
		{"job not modified", getAs(job, "If-None-Match", etagOf(job)), nil, 304},
		{"draft job", getAs(fmt.Sprintf("/content/v1/jobs/%d", w.draft.ID)), nil, 404},
		{"feed", testkit.Request("GET", "/content/v1/jobs.xml?language=nl&key="+feed, nil), nil, 200},
		{"feed bad language", testkit.Request("GET", "/content/v1/jobs.xml?language=de&key="+feed, nil), nil, 400},
		{"feed without key", testkit.Request("GET", "/content/v1/jobs.xml", nil), nil, 401},
		{"feed with a content key", testkit.Request("GET", "/content/v1/jobs.xml?key="+key, nil), nil, 403},
		{"application", jsonReq(valid, "Idempotency-Key", "k1"), valid, 200},
		{"application replayed", jsonReq(valid, "Idempotency-Key", "k1"), valid, 200},
		{"application key reused", jsonReq(apply(map[string]any{"job_id": w.goDev.ID, "first_name": "Joe", "last_name": "Doe",
			"email": "joe@example.com", "curriculum_vitae": cv, "disclaimer": true}), "Idempotency-Key", "k1"), nil, 409},
		{"application invalid", jsonReq(apply(map[string]any{"job_id": "x", "email": "nope"})), nil, 422},
		{"application malformed", jsonReq([]byte(`{"data":`)), nil, 400},
		{"application not JSON", testkit.Request("POST", "/content/v1/applications", "x", append([]string{"Content-Type", "text/plain"}, auth...)...), nil, 415},
		{"application too large", jsonReq(bytes.Repeat([]byte(" "), 2<<20)), nil, 413},
		{"application read back", getAs(readBack), nil, 200},
		{"application of another key", testkit.Request("GET", readBack, nil, "Authorization", "Bearer "+w.other.Key), nil, 404},
		{"upload", upload("image", "me.png", pngBytes), nil, 200},
		{"upload refused", upload("image", "x.exe", careerstest.EXE()), nil, 415},
		{"upload without type", upload("", "me.png", pngBytes), nil, 422},
		{"openapi", testkit.Request("GET", "/content/v1/openapi.json", nil), nil, 200},
		{"no key", testkit.Request("GET", "/content/v1/company", nil), nil, 401},
		{"feed key elsewhere", testkit.Request("GET", "/content/v1/company", nil, "Authorization", "Bearer "+feed), nil, 403},
		{"wrong method", testkit.Request("DELETE", "/content/v1/jobs", nil, auth...), nil, 405},
		{"unknown path", getAs("/content/v1/nope"), nil, 404},
	}
	seen := map[string]bool{}
	for _, c := range calls {
		if c.body != nil {
			checkOpenAPIRequest(t, c.req, c.body)
		}
		r := s.Do(t, c.req) // checkOpenAPI runs on it (newServerOn)
		if r.StatusCode != c.status {
			t.Errorf("%s: %d, want %d: %.300s", c.name, r.StatusCode, c.status, r.Body)
		}
		seen[c.req.Method+" "+strings.SplitN(c.req.URL.Path, "?", 2)[0]] = true
	}
	// Every operation of the document was called.
	doc, _ := openAPIDoc(t)
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			p := content.Prefix + strings.NewReplacer("{job_id}", fmt.Sprint(w.goDev.ID), "{application_id}", fmt.Sprint(created.ID)).Replace(path)
			if !seen[method+" "+p] {
				t.Errorf("no call of %s %s", method, path)
			}
		}
	}
}
