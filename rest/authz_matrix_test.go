package rest_test

import (
	"fmt"
	"net/http"
	"os"
	"strings"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/careers/careerstest"
)

// matrixRoute is one route of the authorization matrix: a request built
// fresh for every caller (so writes have their own target) and the
// outcome each caller must get.
type matrixRoute struct {
	name string
	// scope is what the "no scope" key lacks (default content:read).
	scope   string
	graphql bool
	// keyParam: callers send their key in the key parameter (?key=), as
	// the job feed takes it, instead of the Authorization header.
	keyParam bool
	req      func(w *secWorld) *http.Request
	// want maps callers to outcomes; callers not listed get def.
	def  string
	want map[string]string
}

// The usual outcome rows.
var (
	// public: a route that takes no credentials at all.
	public = map[string]string{}
	// bad credentials are refused wherever they are read, and so is a
	// feed key outside its feed.
	badCreds = map[string]string{wrongKey: "401", revokedKey: "401", expiredKey: "401", feedKey: "403"}
	// GraphQL refuses them before execution, in its own shape.
	gqlBadCreds = map[string]string{wrongKey: "401 unauthenticated", revokedKey: "401 unauthenticated", expiredKey: "401 unauthenticated",
		feedKey: "403 forbidden"}
)

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
	r := func(name string, req func(w *secWorld) *http.Request, def string, want map[string]string) matrixRoute {
		return matrixRoute{name: name, req: req, def: def, want: want}
	}
	get := func(path string) func(*secWorld) *http.Request {
		return func(*secWorld) *http.Request { return testkit.Request("GET", path, nil) }
	}
	var routes []matrixRoute
	add := func(rt matrixRoute) { routes = append(routes, rt) }

	// Operations: no credentials are read, whatever is sent.
	def, want := row("200", public)
	add(r("GET /healthz", get("/healthz"), def, want))
	add(r("GET /readyz", get("/readyz"), def, want))
	add(r("GET /metrics", get("/metrics"), def, want))
	add(r("GET /files/{signed}", func(w *secWorld) *http.Request { return testkit.Request("GET", w.signedFile, nil) }, def, want))
	add(r("GET /files/{unsigned}", get("/files/careers/1/files/abc"), "403", public))
	add(r("GET /media/{id}/{name}", func(w *secWorld) *http.Request {
		return testkit.Request("GET", idPath("/media/%d/poster.png", w.acmeImage.ID), nil)
	}, def, want))
	add(r("GET /admin", get("/admin"), def, want))
	add(r("GET /admin/users", get("/admin/users"), def, want))
	def, want = row("401", public, contributor, "200", editor, "200", admin, "200")
	add(r("GET /admin/api/session", get("/admin/api/session"), def, want))
	// GraphiQL and its assets (served from the binary) read no
	// credentials.
	def, want = row("200", public)
	add(r("GET /graphql (GraphiQL)", func(*secWorld) *http.Request {
		return testkit.Request("GET", "/graphql", nil, "Accept", "text/html")
	}, def, want))
	add(r("GET /graphql/graphiql/{asset}", get("/graphql/graphiql/graphiql-4.1.2.min.js"), def, want))

	// GraphQL: bad credentials are 401 before execution; the rest is in
	// extensions.code.
	gq := func(name, query string, vars func(w *secWorld) map[string]any, def string, want map[string]string) {
		rt := r("GraphQL "+name, func(w *secWorld) *http.Request {
			var v map[string]any
			if vars != nil {
				v = vars(w)
			}
			return gql(query, v)
		}, def, want)
		rt.graphql = true
		add(rt)
	}
	// company: a key reads its own company; admin users must name one.
	def, want = row("200 validation_failed", gqlBadCreds, anonymous, "200 unauthenticated", foreignKey, "200", noScopeKey, "200 forbidden", contributor, "200 forbidden")
	gq("company", `{ company { id name subdomain } }`, nil, def, want)
	def, want = row("200", gqlBadCreds, anonymous, "200 unauthenticated", foreignKey, "200 not_found", noScopeKey, "200 forbidden", contributor, "200 forbidden")
	gq("company(companyId)", `query($c: ID) { company(companyId: $c) { id name subdomain } }`, func(w *secWorld) map[string]any {
		return map[string]any{"c": fmt.Sprint(w.acme.Company.ID)}
	}, def, want)
	users := func(def string) (string, map[string]string) {
		return row("200 forbidden", gqlBadCreds, anonymous, "200 unauthenticated", contributor, def, editor, def, admin, "200")
	}
	def, want = users("200")
	gq("me", `{ me { id email } }`, nil, def, want)
	def, want = row("200 forbidden", gqlBadCreds, anonymous, "200 unauthenticated", editor, "200", admin, "200")
	gq("companies", `{ companies { id name } }`, nil, def, want)
	def, want = users("200 forbidden")
	acmeID := func(w *secWorld) map[string]any { return map[string]any{"c": fmt.Sprint(w.acme.Company.ID)} }
	gq("apiKeys", `query($c: ID!) { apiKeys(companyId: $c) { id prefix } }`, acmeID, def, want)
	gq("users", `{ users { id email } }`, nil, def, want)
	gq("createApiKey", `mutation($c: ID!) { createApiKey(input: {companyId: $c, scopes: ["content:read"]}) { key } }`, acmeID, def, want)
	gq("revokeApiKey", `mutation($id: ID!) { revokeApiKey(id: $id) { state } }`, func(w *secWorld) map[string]any {
		_, id := newKeyFor(w)
		return map[string]any{"id": fmt.Sprint(id)}
	}, def, want)
	gq("createUser", `mutation($e: String!) { createUser(input: {email: $e, password: "password-123"}) { id } }`, func(w *secWorld) map[string]any {
		return map[string]any{"e": strings.ReplaceAll(unique("new"), " ", "-") + "@example.com"}
	}, def, want)
	target := func(w *secWorld) map[string]any {
		u, _ := testkit.NewUser(w.t, w.Modules.Accounts, strings.ReplaceAll(unique("target"), " ", "-")+"@example.com", modules.RoleEditor)
		return map[string]any{"id": fmt.Sprint(u.ID)}
	}
	gq("updateUser", `mutation($id: ID!) { updateUser(id: $id, input: {name: "Ed"}) { name } }`, target, def, want)
	gq("resetUserPassword", `mutation($id: ID!) { resetUserPassword(id: $id, password: "password-456") { id } }`, target, def, want)
	gq("createCompany", `mutation($s: String!) { createCompany(input: {name: "New", subdomain: $s}) { id } }`, func(w *secWorld) map[string]any {
		return map[string]any{"s": strings.ReplaceAll(unique("sub"), " ", "-")}
	}, def, want)
	// Application passwords: every user their own, admins anyone's.
	def, want = users("200")
	gq("appPasswords", `{ appPasswords { id name lastUsedAt } }`, nil, def, want)
	gq("createAppPassword", `mutation { createAppPassword(input: {name: "mine"}) { password } }`, nil, def, want)
	def, want = users("200 forbidden")
	gq("appPasswords(userId)", `query($id: ID) { appPasswords(userId: $id) { id name } }`, target, def, want)
	gq("createAppPassword(userId)", `mutation($id: ID) { createAppPassword(input: {userId: $id}) { password } }`, target, def, want)
	gq("revokeAppPassword", `mutation($id: ID!) { revokeAppPassword(id: $id) { revokedAt } }`, func(w *secWorld) map[string]any {
		u, _ := testkit.NewUser(w.t, w.Modules.Accounts, strings.ReplaceAll(unique("owner"), " ", "-")+"@example.com", modules.RoleEditor)
		aps, err := w.Modules.Accounts.Users.ListAppPasswords(testkit.System(), u.ID)
		if err != nil {
			w.t.Fatal(err)
		}
		return map[string]any{"id": fmt.Sprint(aps[0].ID)}
	}, def, want)
	def, want = row("200", gqlBadCreds)
	gq("apiKeyScopes", `{ apiKeyScopes }`, nil, def, want)
	add(matrixRoute{name: "GraphQL GET apiKeyScopes", graphql: true, req: get("/graphql?query=%7BapiKeyScopes%7D"), def: def, want: want})

	// Careers content API: API keys of the company only.
	content := func(name, scope string, req func(w *secWorld) *http.Request, def string, want map[string]string) {
		rt := r(name, req, def, want)
		rt.scope = scope
		add(rt)
	}
	def, want = row("200", badCreds, anonymous, "401", noScopeKey, "403", contributor, "403", editor, "403", admin, "403")
	content("GET /content/v1/company", modules.ScopeContentRead, get("/content/v1/company"), def, want)
	content("GET /content/v1/locations", modules.ScopeContentRead, get("/content/v1/locations"), def, want)
	content("GET /content/v1/jobs", modules.ScopeContentRead, get("/content/v1/jobs"), def, want)
	def, want = row("200", badCreds, anonymous, "401", foreignKey, "404", noScopeKey, "403", contributor, "403", editor, "403", admin, "403")
	content("GET /content/v1/jobs/{id}", modules.ScopeContentRead, func(w *secWorld) *http.Request {
		return testkit.Request("GET", idPath("/content/v1/jobs/%d", w.acmeJob.ID), nil)
	}, def, want)
	// The OpenAPI document is public; bad credentials are refused all the
	// same.
	def, want = row("200", badCreds)
	content("GET /content/v1/openapi.json", modules.ScopeContentRead, get("/content/v1/openapi.json"), def, want)
	// The job feed: a feed key in its URL, nothing else (a session or a
	// key in the header is not read: 401; another key in the URL: 403).
	def, want = row("401", badCreds, foreignKey, "403", noScopeKey, "403", feedKey, "200")
	feed := r("GET /content/v1/jobs.xml", get("/content/v1/jobs.xml"), def, want)
	feed.scope, feed.keyParam = modules.ScopeFeedsRead, true
	add(feed)
	def, want = row("200", badCreds, anonymous, "401", noScopeKey, "403", contributor, "403", editor, "403", admin, "403")
	content("POST /content/v1/file", modules.ScopeContentWrite, func(*secWorld) *http.Request {
		return upload("document", "cv.pdf", careerstest.PDF("cv"))
	}, def, want)
	// A foreign key's application names acme's job and file: both are
	// unknown to it (422 on those fields, as any unknown reference).
	def, want = row("200", badCreds, anonymous, "401", foreignKey, "422", noScopeKey, "403", contributor, "403", editor, "403", admin, "403")
	content("POST /content/v1/applications", modules.ScopeContentWrite, func(w *secWorld) *http.Request {
		return testkit.Request("POST", "/content/v1/applications", application(w.acmeJob.ID, w.queuedFile()))
	}, def, want)
	// An application reads back only for the key that created it (acme's
	// own key, not a caller here: rest/content TestApplicationSelfLink);
	// other callers learn nothing, not even that it exists.
	def, want = row("404", badCreds, anonymous, "401", noScopeKey, "403", contributor, "403", editor, "403", admin, "403")
	content("GET /content/v1/applications/{id}", modules.ScopeContentWrite, func(w *secWorld) *http.Request {
		req := testkit.Request("POST", "/content/v1/applications", application(w.acmeJob.ID, w.queuedFile()))
		req.Header.Set("Authorization", "Bearer "+w.acme.Key)
		r := w.Do(w.t, req)
		var created struct{ ID int64 }
		r.JSON(w.t, &created)
		if r.StatusCode != 200 {
			w.t.Fatalf("application: %d %s", r.StatusCode, r.Body)
		}
		return testkit.Request("GET", idPath("/content/v1/applications/%d", created.ID), nil)
	}, def, want)

	// Calendar: reading is public; writing needs calendar:write or a role.
	cal := "/calendar/events/v1"
	// The "no scope" key of calendar routes lacks calendar:write.
	calWrite := func(name string, req func(w *secWorld) *http.Request, def string, want map[string]string) {
		rt := r(name, req, def, want)
		rt.scope = modules.ScopeCalendarWrite
		add(rt)
	}
	def, want = row("200", badCreds)
	for _, p := range []string{"", "/doc", "/events", "/venues", "/organizers", "/categories", "/tags"} {
		calWrite("GET "+cal+p+"/", get(cal+p+"/"), def, want)
	}
	calWrite("GET /fr_fr"+cal+"/events", get("/fr_fr"+cal+"/events"), def, want)
	// Creating: contributors may create events, venues and organizers,
	// not terms.
	def, want = row("201", badCreds, anonymous, "401", noScopeKey, "403")
	for _, kind := range []string{"events", "venues", "organizers"} {
		calWrite("POST "+cal+"/"+kind, func(*secWorld) *http.Request {
			body := map[string]any{"title": unique("Event"), "start_date": "2026-12-01 10:00:00", "end_date": "2026-12-01 11:00:00"}
			switch kind {
			case "venues":
				body = map[string]any{"venue": unique("Venue")}
			case "organizers":
				body = map[string]any{"organizer": unique("Organizer")}
			}
			return testkit.Request("POST", cal+"/"+kind, body)
		}, def, want)
	}
	def, want = row("201", badCreds, anonymous, "401", noScopeKey, "403", contributor, "403")
	for _, kind := range []string{"categories", "tags"} {
		calWrite("POST "+cal+"/"+kind, func(*secWorld) *http.Request {
			return testkit.Request("POST", cal+"/"+kind, map[string]any{"name": unique("Term")})
		}, def, want)
	}
	// One published event of the admin: everyone reads it; contributors
	// may not change it.
	def, want = row("200", badCreds)
	byID := func(w *secWorld) string { id, _ := w.newEvent("publish"); return idPath(cal+"/events/%d", id) }
	bySlug := func(w *secWorld) string { _, slug := w.newEvent("publish"); return cal + "/events/by-slug/" + slug }
	for _, ref := range []struct {
		name string
		path func(w *secWorld) string
	}{{"{id}", byID}, {"by-slug/{slug}", bySlug}} {
		def, want = row("200", badCreds)
		calWrite("GET "+cal+"/events/"+ref.name, func(w *secWorld) *http.Request { return testkit.Request("GET", ref.path(w), nil) }, def, want)
		def, want = row("200", badCreds, anonymous, "401", noScopeKey, "403", contributor, "403")
		for _, method := range []string{"PATCH", "PUT", "POST"} {
			calWrite(method+" "+cal+"/events/"+ref.name, func(w *secWorld) *http.Request {
				return testkit.Request(method, ref.path(w), map[string]any{"excerpt": "changed"})
			}, def, want)
		}
		calWrite("DELETE "+cal+"/events/"+ref.name, func(w *secWorld) *http.Request {
			return testkit.Request("DELETE", ref.path(w), nil)
		}, def, want)
	}
	// A draft of the admin: hidden from the public and contributors.
	def, want = row("200", badCreds, anonymous, "403", foreignKey, "200", noScopeKey, "403", contributor, "403")
	calWrite("GET "+cal+"/events/{draft id}", func(w *secWorld) *http.Request {
		id, _ := w.newEvent("draft")
		return testkit.Request("GET", idPath(cal+"/events/%d", id), nil)
	}, def, want)
	for _, kind := range []string{"venues", "organizers"} {
		field := strings.TrimSuffix(kind, "s")
		fresh := func(w *secWorld) (int64, string) { return w.mustCreate(kind, map[string]any{field: unique(field)}) }
		for _, ref := range []string{"{id}", "by-slug/{slug}"} {
			path := func(w *secWorld) string {
				id, slug := fresh(w)
				if ref == "{id}" {
					return idPath(cal+"/"+kind+"/%d", id)
				}
				return cal + "/" + kind + "/by-slug/" + slug
			}
			def, want = row("200", badCreds)
			calWrite("GET "+cal+"/"+kind+"/"+ref, func(w *secWorld) *http.Request { return testkit.Request("GET", path(w), nil) }, def, want)
			def, want = row("200", badCreds, anonymous, "401", noScopeKey, "403", contributor, "403")
			calWrite("PATCH "+cal+"/"+kind+"/"+ref, func(w *secWorld) *http.Request {
				return testkit.Request("PATCH", path(w), map[string]any{"description": "changed"})
			}, def, want)
			calWrite("DELETE "+cal+"/"+kind+"/"+ref, func(w *secWorld) *http.Request {
				return testkit.Request("DELETE", path(w), nil)
			}, def, want)
		}
	}
	for _, kind := range []string{"categories", "tags"} {
		path := func(w *secWorld) string {
			id, _ := w.mustCreate(kind, map[string]any{"name": unique("Term")})
			return idPath(cal+"/"+kind+"/%d", id)
		}
		def, want = row("200", badCreds)
		calWrite("GET "+cal+"/"+kind+"/{id}", func(w *secWorld) *http.Request { return testkit.Request("GET", path(w), nil) }, def, want)
		def, want = row("200", badCreds, anonymous, "401", noScopeKey, "403", contributor, "403")
		calWrite("PATCH "+cal+"/"+kind+"/{id}", func(w *secWorld) *http.Request {
			return testkit.Request("PATCH", path(w), map[string]any{"description": "changed"})
		}, def, want)
		calWrite("DELETE "+cal+"/"+kind+"/{id}", func(w *secWorld) *http.Request {
			return testkit.Request("DELETE", path(w), nil)
		}, def, want)
	}

	// Last, as they end the callers' sessions: logging in (a new session
	// replaces the one the request carried) and out.
	def, want = row("200", public)
	add(r("POST /admin/api/login", func(*secWorld) *http.Request {
		return testkit.Request("POST", "/admin/api/login", map[string]any{"email": "editor@example.com", "password": "password-123"})
	}, def, want))
	def, want = row("204", public)
	add(r("POST /admin/api/logout", func(*secWorld) *http.Request { return testkit.Request("POST", "/admin/api/logout", nil) }, def, want))
	return routes
}

func newKeyFor(w *secWorld) (string, int64) {
	k, ak, err := w.Modules.Accounts.Keys.Create(testkit.System(),
		accounts.CreateAPIKey{CompanyID: w.acme.Company.ID, Name: "spare", Scopes: []string{modules.ScopeContentRead}})
	if err != nil {
		w.t.Fatal(err)
	}
	return k, ak.ID
}

// TestAuthorizationMatrix sends every route as every kind of caller (no
// key, wrong, revoked and expired keys, another company's key, a key
// without the route's scope, and sessions of a contributor, an editor and
// an admin) and checks the outcome against the table. No answer to a
// caller outside company acme may contain acme's data, and none is a 5xx.
func TestAuthorizationMatrix(t *testing.T) {
	w := newSecWorld(t)
	var got strings.Builder
	for _, rt := range matrixRoutes() {
		for _, caller := range callers {
			req := w.asWith(rt.req(w), caller, rt.scope, rt.keyParam)
			res := w.Do(t, req)
			out := outcome(res, rt.graphql)
			want, ok := rt.want[caller]
			if !ok {
				want = rt.def
			}
			fmt.Fprintf(&got, "%-50s %-14s %s\n", rt.name, caller, out)
			if out != want {
				t.Errorf("%s as %s: %s, want %s: %.300s", rt.name, caller, out, want, res.Body)
			}
			if res.StatusCode >= 500 {
				t.Errorf("%s as %s: %d %.300s", rt.name, caller, res.StatusCode, res.Body)
			}
			if (caller == foreignKey || caller == anonymous || caller == noScopeKey) && strings.Contains(string(res.Body), acmeMarker) &&
				!strings.HasPrefix(rt.name, "GET /files/") {
				t.Errorf("%s as %s: acme's data in the body: %.300s", rt.name, caller, res.Body)
			}
		}
	}
	if os.Getenv("CORKBOARD_MATRIX_PRINT") == "1" {
		t.Log("\n" + got.String())
	}
}
