package calendar_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http/httptest"
	"net/url"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"

	"corkboard/internal/testkit"
)

// contract checks calendar requests and answers against the OpenAPI
// document the server publishes at /doc, with kin-openapi: the document
// must be valid OpenAPI 3.0, every answer (its status, headers and body)
// must match the schemas of its operation, and every request the server
// accepted must match the operation's parameters and body. Object schemas
// are closed for the check (additionalProperties false where the
// document lists properties), so an undocumented member fails too.
type contract struct {
	doc    *openapi3.T
	routes []contractRoute
	// seen records "METHOD /path/{template} status" of each answer checked.
	seen map[string]bool
}

type contractRoute struct {
	re   *regexp.Regexp
	path string
	item *openapi3.PathItem
}

var langRoot = regexp.MustCompile(`(?i)^/[a-z_]+` + regexp.QuoteMeta(root))

func newContract(t *testing.T, f *fixture) *contract {
	t.Helper()
	r := f.call("GET", root+"/doc", nil, "")
	if r.StatusCode != 200 {
		t.Fatalf("/doc: %d %s", r.StatusCode, r.Body)
	}
	doc, err := openapi3.NewLoader().LoadFromData(r.Body)
	if err != nil {
		t.Fatalf("/doc does not load: %v", err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("/doc is not valid OpenAPI: %v", err)
	}
	closeSchemas(doc)
	c := &contract{doc: doc, seen: map[string]bool{}}
	for _, path := range doc.Paths.InMatchingOrder() {
		pat := regexp.QuoteMeta(path)
		pat = strings.ReplaceAll(pat, `\{id\}`, `(?P<id>[0-9]+)`)
		pat = strings.ReplaceAll(pat, `\{slug\}`, `(?P<slug>[^/]+)`)
		c.routes = append(c.routes, contractRoute{re: regexp.MustCompile(`(?i)^` + pat + `$`), path: path, item: doc.Paths.Value(path)})
	}
	// Literal paths first: /events/by-slug/x is not /events/{id}, but
	// "/" must not shadow anything either.
	sort.SliceStable(c.routes, func(i, j int) bool {
		return strings.Count(c.routes[i].path, "{") < strings.Count(c.routes[j].path, "{")
	})
	return c
}

// closeSchemas sets additionalProperties false on every object schema of
// doc that lists properties and says nothing of others.
func closeSchemas(doc *openapi3.T) {
	no := false
	seen := map[*openapi3.Schema]bool{}
	var walk func(ref *openapi3.SchemaRef)
	walk = func(ref *openapi3.SchemaRef) {
		if ref == nil || ref.Value == nil || seen[ref.Value] {
			return
		}
		s := ref.Value
		seen[s] = true
		if len(s.Properties) > 0 && s.AdditionalProperties.Has == nil && s.AdditionalProperties.Schema == nil {
			s.AdditionalProperties.Has = &no
		}
		for _, p := range s.Properties {
			walk(p)
		}
		for _, list := range []openapi3.SchemaRefs{s.OneOf, s.AnyOf, s.AllOf} {
			for _, x := range list {
				walk(x)
			}
		}
		walk(s.Items)
		walk(s.AdditionalProperties.Schema)
	}
	for _, s := range doc.Components.Schemas {
		walk(s)
	}
}

// operation finds the documented operation of a request path (below the
// plain root or a language root), or nil.
func (c *contract) operation(t *testing.T, method, target string) (*routers.Route, map[string]string) {
	t.Helper()
	u, err := url.Parse(target)
	if err != nil {
		t.Fatal(err)
	}
	sub := langRoot.ReplaceAllString(u.Path, root)
	sub = strings.TrimPrefix(sub, root)
	if sub == "" || sub != "/" {
		sub = "/" + strings.Trim(sub, "/")
	}
	for _, rt := range c.routes {
		m := rt.re.FindStringSubmatch(sub)
		if m == nil {
			continue
		}
		op := rt.item.GetOperation(method)
		if op == nil {
			return nil, nil
		}
		vars := map[string]string{}
		for i, name := range rt.re.SubexpNames() {
			if name != "" {
				vars[name] = m[i]
			}
		}
		return &routers.Route{Spec: c.doc, Server: c.doc.Servers[0], Path: rt.path, PathItem: rt.item, Method: method, Operation: op}, vars
	}
	return nil, nil
}

// check validates one exchange: the answer always, the request when the
// server accepted it. body is what was sent: nil, a string (form-encoded)
// or a value sent as JSON.
func (c *contract) check(t *testing.T, method, target string, body any, r *testkit.Response) {
	t.Helper()
	if method == "HEAD" || method == "OPTIONS" {
		return
	}
	route, vars := c.operation(t, method, target)
	if route == nil { // no such route or method: the one answer outside every operation
		if m := obj(t, r); r.StatusCode != 404 || m["code"] != "rest_no_route" {
			t.Errorf("%s %s: no operation in /doc, yet answered %d %s", method, target, r.StatusCode, r.Body)
		}
		return
	}
	req := httptest.NewRequest(method, "http://corkboard.test"+target, nil)
	var raw []byte
	switch b := body.(type) {
	case nil:
	case string:
		raw = []byte(b)
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	default:
		raw, _ = json.Marshal(b)
		req.Header.Set("Content-Type", "application/json")
	}
	req.Body = io.NopCloser(bytes.NewReader(raw))
	in := &openapi3filter.RequestValidationInput{Request: req, PathParams: vars, Route: route,
		Options: &openapi3filter.Options{MultiError: true, SkipSettingDefaults: true}}
	if r.StatusCode < 300 {
		if err := openapi3filter.ValidateRequest(context.Background(), in); err != nil {
			t.Errorf("%s %s: the server accepted a request /doc does not allow: %v\nbody: %s", method, target, err, raw)
		}
	}
	out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: r.StatusCode, Header: r.Header,
		Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true}}
	out.SetBodyBytes(r.Body)
	if err := openapi3filter.ValidateResponse(context.Background(), out); err != nil {
		t.Errorf("%s %s: the answer does not match /doc: %v\nanswer: %d %s", method, target, err, r.StatusCode, r.Body)
	}
	key := fmt.Sprintf("%s %s %d", method, route.Path, r.StatusCode)
	if route.Operation.Responses.Status(r.StatusCode) == nil {
		key = fmt.Sprintf("%s %s default", method, route.Path)
	}
	c.seen[key] = true
}

// send makes a request through the fixture and checks it.
func (c *contract) send(t *testing.T, f *fixture, method, target string, body any, auth string) *testkit.Response {
	t.Helper()
	r := f.call(method, target, body, auth)
	c.check(t, method, target, body, r)
	return r
}

// uncovered lists the documented answers (other than default) no checked
// exchange produced.
func (c *contract) uncovered() []string {
	var out []string
	for _, path := range c.doc.Paths.InMatchingOrder() {
		for method, op := range c.doc.Paths.Value(path).Operations() {
			for status := range op.Responses.Map() {
				if status == "default" {
					continue
				}
				if key := method + " " + path + " " + status; !c.seen[key] {
					out = append(out, key)
				}
			}
		}
	}
	sort.Strings(out)
	return out
}

// TestDocIsValidOpenAPI: /doc, through the plain root and a language
// root, loads and validates as OpenAPI 3.0 with kin-openapi, and lists
// every route and method of the namespace, the creates included.
func TestDocIsValidOpenAPI(t *testing.T) {
	f := newFixture(t)
	for _, prefix := range []string{"", "/nl_nl"} {
		r := f.call("GET", prefix+root+"/doc", nil, "")
		doc, err := openapi3.NewLoader().LoadFromData(r.Body)
		if err != nil {
			t.Fatalf("%s: %v", prefix, err)
		}
		if err := doc.Validate(context.Background()); err != nil {
			t.Fatalf("%s/doc is not valid OpenAPI: %v", prefix, err)
		}
		if got := doc.Servers[0].URL; got != "http://corkboard.test"+prefix+root+"/" {
			t.Errorf("servers %s", got)
		}
		ids := map[string]bool{}
		for _, path := range doc.Paths.InMatchingOrder() {
			for method, op := range doc.Paths.Value(path).Operations() {
				if ids[op.OperationID] || op.OperationID == "" {
					t.Errorf("%s %s: operationId %q not unique", method, path, op.OperationID)
				}
				ids[op.OperationID] = true
				if op.Parameters.GetByInAndName("query", "site_language") == nil {
					t.Errorf("%s %s: no site_language", method, path)
				}
			}
		}
		for _, want := range []string{"getIndex", "getDoc", "listEvents", "createEvent", "getEvent", "updateEvent", "putEvent", "patchEvent",
			"deleteEvent", "getEventBySlug", "createVenue", "updateVenueBySlug", "createOrganizer", "deleteOrganizerBySlug",
			"createCategory", "listCategories", "createTag", "patchTag"} {
			if !ids[want] {
				t.Errorf("%s: no operation %s", prefix, want)
			}
		}
		upcoming := doc.Paths.Value("/venues").Get.Parameters.GetByInAndName("query", "only_with_upcoming")
		if upcoming == nil || !upcoming.Schema.Value.Type.Is("boolean") || upcoming.Schema.Value.Default != false {
			t.Errorf("only_with_upcoming: %+v", upcoming)
		}
	}
}

// TestAnswersMatchTheDoc replays the captured exchanges of the original
// and then a request of every documented answer of every operation
// (success and each error status, as each caller), and checks each
// request and answer against /doc; every documented answer must come up.
func TestAnswersMatchTheDoc(t *testing.T) {
	f := newFixture(t)
	c := newContract(t, f)
	t.Run("replay", func(t *testing.T) {
		replay(t, f, func(t *testing.T, capt capture, path string, body any, r *testkit.Response) {
			c.check(t, capt.method, path, body, r)
		})
	})
	t.Run("every answer", func(t *testing.T) {
		contractCorpus(t, f, c)
		if missing := c.uncovered(); len(missing) > 0 {
			t.Errorf("documented answers never seen:\n  %s", strings.Join(missing, "\n  "))
		}
	})
}
