package rest_test

import (
	"fmt"
	"net/http"
	"os"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/gofiber/fiber/v2"

	"corkboard/graph/generated"
	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
)

// The authorization matrix: every REST route the app registers (and every
// route of the calendar's own table) and every GraphQL query and mutation
// of the schema, sent as every caller, with the outcome each must get.
// The rows are in matrix_rest_test.go and matrix_graphql*_test.go;
// TestAuthorizationMatrixIsComplete fails when a route or a field is
// missing from them.

// matrixRoute is one row of the authorization matrix: a request built
// fresh for every caller (so writes have their own target) and the
// outcome each caller must get.
type matrixRoute struct {
	name string
	// route is what the row covers: "METHOD path" as the app registers
	// it ("GET /content/v1/jobs/:job_id<int>"), a calendar route as its
	// index names it ("PATCH /calendar/events/v1/events/{id}"), or "ANY
	// path" for a catch-all; GraphQL operations are "POST /graphql".
	route string
	// fields are what a GraphQL row covers: "Query.x" and "Mutation.x",
	// and the restricted fields and arguments it reads
	// ("Application.email", "JobFilter.statuses").
	fields []string
	// scope is what the "no scope" key lacks (default content:read).
	scope   string
	graphql bool
	// keyParam: callers send their key in the key parameter (?key=), as
	// the job feed takes it, instead of the Authorization header.
	keyParam bool
	req      func(w *secWorld) *http.Request
	// want maps callers to outcomes; callers not listed answer like
	// likeCaller says, else get def.
	def  string
	want map[string]string
}

// expect is the outcome the row wants for caller.
func (rt matrixRoute) expect(caller string) string {
	for {
		if v, ok := rt.want[caller]; ok {
			return v
		}
		like, ok := likeCaller[caller]
		if !ok {
			return rt.def
		}
		caller = like
	}
}

// The usual outcome rows.
var (
	// public: a route that takes no credentials at all.
	public = map[string]string{}
	// bad credentials are refused wherever they are read, and so is a
	// feed key outside its feed.
	badCreds = map[string]string{wrongKey: "401", revokedKey: "401", expiredKey: "401", feedKey: "403"}
	// GraphQL refuses them before execution, in its own shape.
	gqlBadCreds = map[string]string{wrongKey: "401 UNAUTHENTICATED", revokedKey: "401 UNAUTHENTICATED", expiredKey: "401 UNAUTHENTICATED",
		feedKey: "403 FORBIDDEN"}
)

// row builds a row's default and outcomes: base, then caller/outcome
// pairs.
func row(def string, base map[string]string, cells ...string) (string, map[string]string) {
	m := map[string]string{}
	for k, v := range base {
		m[k] = v
	}
	for i := 0; i+1 < len(cells); i += 2 {
		m[cells[i]] = cells[i+1]
	}
	return def, m
}

func matrixRoutes() []matrixRoute {
	rows := append(restMatrix(), graphQLMatrix()...)
	return append(rows, sessionMatrix()...)
}

func newKeyFor(w *secWorld) (string, int64) {
	k, ak, err := w.Modules.Accounts.Keys.Create(testkit.System(),
		accounts.CreateAPIKey{CompanyID: w.acme.Company.ID, Name: "spare", Scopes: []string{modules.ScopeContentRead}})
	if err != nil {
		w.t.Fatal(err)
	}
	return k, ak.ID
}

// callerMayNotSeeAcme: callers outside company acme's editors and
// admins, to whom no answer may carry acme's data.
var callerMayNotSeeAcme = map[string]bool{anonymous: true, wrongKey: true, revokedKey: true, expiredKey: true,
	inactiveKey: true, foreignKey: true, noScopeKey: true, contributor: true, contributorApp: true}

// TestAuthorizationMatrix sends every route as every kind of caller (no
// key, wrong, revoked and expired keys, an inactive company's key, another
// company's key, a key without the route's scope, the sessions and the
// application passwords of a contributor, an editor and an admin, a feed
// key) and
// checks the outcome against the table. No answer to a caller outside
// company acme's editors and admins may contain acme's data (contributors
// have no careers access), and none is a 5xx.
func TestAuthorizationMatrix(t *testing.T) {
	t.Parallel()
	w := newSecWorld(t)
	var got strings.Builder
	for _, rt := range matrixRoutes() {
		for _, caller := range callers {
			req := w.asWith(rt.req(w), caller, rt.scope, rt.keyParam)
			res := w.Do(t, req)
			out := outcome(res, rt.graphql)
			want := rt.expect(caller)
			fmt.Fprintf(&got, "%-60s %-17s %s\n", rt.name, caller, out)
			if out != want {
				t.Errorf("%s as %s: %s, want %s: %.300s", rt.name, caller, out, want, res.Body)
			}
			if res.StatusCode >= 500 {
				t.Errorf("%s as %s: %d %.300s", rt.name, caller, res.StatusCode, res.Body)
			}
			if callerMayNotSeeAcme[caller] && strings.Contains(string(res.Body), acmeMarker) && !strings.HasPrefix(rt.name, "GET /files/") {
				t.Errorf("%s as %s: acme's data in the body: %.300s", rt.name, caller, res.Body)
			}
		}
	}
	if os.Getenv("CORKBOARD_MATRIX_PRINT") == "1" {
		t.Log("\n" + got.String())
	}
}

// TestAuthorizationMatrixIsComplete: every route the Fiber app registers
// (by method; the calendar's routes by its own table, as its index lists
// them) and every query and mutation of the GraphQL schema has a row in
// the matrix, and no row names one that does not exist. A new route or
// field fails here until its row says who may call it.
func TestAuthorizationMatrixIsComplete(t *testing.T) {
	t.Parallel()
	w := newSecWorld(t)
	rows := matrixRoutes()
	covered := map[string]bool{}
	for _, rt := range rows {
		if rt.route != "" {
			covered[rt.route] = true
		}
		for _, f := range rt.fields {
			covered[f] = true
		}
		if rt.route == "" {
			t.Errorf("row %q names no route", rt.name)
		}
	}
	want := registeredRoutes(t, w)
	for _, f := range schemaOperations() {
		want = append(want, f)
	}
	want = append(want, restrictedFields...)
	for _, k := range want {
		if !covered[k] {
			t.Errorf("%s is not in the authorization matrix: add a row saying who may call it", k)
		}
	}
	for k := range covered {
		if !slices.Contains(want, k) {
			t.Errorf("the matrix covers %s, which the app does not have (or restrictedFields does not list)", k)
		}
	}
}

// restrictedFields are the fields and arguments whose answer depends on
// the caller beyond the operation's own check: each must be read by a row.
var restrictedFields = []string{
	// An applicant's personal data and files: editors and admins only.
	"Application.firstName", "Application.lastName", "Application.email", "Application.phone", "Application.motivation",
	"Application.education", "Application.experience", "Application.curriculumVitae", "Application.photo",
	"UploadedFile.downloadUrl", "Application.answers", "Application.consents",
	// Drafts and closed jobs: admin users only; API keys may not filter by status.
	"JobFilter.statuses", "Job.status", "Job.translations",
	// A company's security settings: editors read them, only admins change them.
	"Company.corsOrigins", "UpdateCompanyInput.active", "UpdateCompanyInput.corsOrigins",
	"UpdateCompanyInput.domainAliasVerified", "UpdateCompanyInput.website",
	// Events: others' drafts, protected events, author and status for editors.
	"EventFilter.statuses", "Event.status", "EventInput.status",
	// Keys and users: admins only.
	"ApiKey.prefix", "CreatedApiKey.key", "User.email",
}

// schemaOperations lists "Query.x" and "Mutation.x" for every field of
// the executable schema's root types.
func schemaOperations() []string {
	s := generated.NewExecutableSchema(generated.Config{}).Schema()
	var out []string
	for _, typ := range []string{"Query", "Mutation"} {
		for _, f := range s.Types[typ].Fields {
			if !strings.HasPrefix(f.Name, "__") {
				out = append(out, typ+"."+f.Name)
			}
		}
	}
	return out
}

// registeredRoutes lists what the app serves: "METHOD path" for every
// method registered on a path with a handler of its own (not only the 405
// and OPTIONS answers of middleware.Methods, which registers them for
// every method: the handlers also found under CONNECT, which nothing
// serves); "ANY path" for catch-alls (a path registered for every method
// alike); and the calendar's routes, which it routes itself under its
// catch-all, as its index lists them. HEAD follows GET.
func registeredRoutes(t *testing.T, w *secWorld) []string {
	byPath := map[string]map[string][]uintptr{}
	for _, r := range w.App.GetRoutes(true) {
		if byPath[r.Path] == nil {
			byPath[r.Path] = map[string][]uintptr{}
		}
		for _, h := range r.Handlers {
			byPath[r.Path][r.Method] = append(byPath[r.Path][r.Method], reflect.ValueOf(h).Pointer())
		}
	}
	var out []string
	for path, methods := range byPath {
		fallback := methods[fiber.MethodConnect]
		var own []string
		for m, hs := range methods {
			if m == fiber.MethodHead || m == fiber.MethodConnect || m == fiber.MethodTrace {
				continue
			}
			for _, h := range hs {
				if !slices.Contains(fallback, h) {
					own = append(own, m+" "+path)
					break
				}
			}
		}
		if len(own) == 0 {
			own = []string{"ANY " + path}
		}
		out = append(out, own...)
	}
	// The calendar's table, from its index.
	res := w.Do(t, testkit.Request("GET", "/calendar/events/v1/", nil))
	var index struct {
		Routes map[string]struct {
			Methods []string `json:"methods"`
		} `json:"routes"`
	}
	res.JSON(t, &index)
	variable := regexp.MustCompile(`\(\?P<(\w+)>[^)]*\)`)
	for pattern, r := range index.Routes {
		path := "/" + strings.TrimPrefix(variable.ReplaceAllString(pattern, "{$1}"), "/")
		for _, m := range r.Methods {
			if m != fiber.MethodHead {
				out = append(out, m+" "+path)
			}
		}
	}
	sort.Strings(out)
	return out
}
