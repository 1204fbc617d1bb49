package rest_test

import (
	"net/http"
	"strings"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers/careerstest"
)

// restMatrix is the REST half of the authorization matrix: every route
// of the app by method.
func restMatrix() []matrixRoute {
	r := func(route string, req func(w *secWorld) *http.Request, def string, want map[string]string) matrixRoute {
		return matrixRoute{name: route, route: route, req: req, def: def, want: want}
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
	add(r("GET /files/*", func(w *secWorld) *http.Request { return testkit.Request("GET", w.signedFile, nil) }, def, want))
	unsigned := r("GET /files/*", get("/files/careers/1/files/abc"), "403", public)
	unsigned.name = "GET /files/{unsigned}"
	add(unsigned)
	add(r("GET /media/:id/:name?", func(w *secWorld) *http.Request {
		return testkit.Request("GET", idPath("/media/%d/poster.png", w.acmeImage.ID), nil)
	}, def, want))
	add(r("GET /admin", get("/admin"), def, want))
	add(r("GET /admin/*", get("/admin/users"), def, want))
	// The admin's own endpoints: the session (a cookie; an application
	// password is not a session), unknown ones 404.
	def, want = row("401", public, contributor, "200", editor, "200", admin, "200",
		contributorApp, "401", editorApp, "401", adminApp, "401")
	add(r("GET /admin/api/session", get("/admin/api/session"), def, want))
	// The audit trail's export: admins only, by session or application
	// password.
	def, want = row("403", badCreds, anonymous, "401", admin, "200")
	add(r("GET /admin/api/audit.csv", get("/admin/api/audit.csv?action=user"), def, want))
	def, want = row("404", public)
	add(r("ANY /admin/api", get("/admin/api"), def, want))
	add(r("ANY /admin/api/*", func(*secWorld) *http.Request { return testkit.Request("DELETE", "/admin/api/users/1", nil) }, def, want))

	// GraphiQL and its assets (served from the binary) read no
	// credentials.
	def, want = row("200", public)
	graphiql := r("GET /graphql", func(*secWorld) *http.Request {
		return testkit.Request("GET", "/graphql", nil, "Accept", "text/html")
	}, def, want)
	graphiql.name = "GET /graphql (GraphiQL)"
	add(graphiql)
	add(r("GET /graphql/graphiql/*", get("/graphql/graphiql/graphiql-4.1.2.min.js"), def, want))

	// GraphQL over GET (queries only) and its CORS preflight; every
	// operation is in matrix_graphql*_test.go.
	def, want = row("200", gqlBadCreds)
	add(matrixRoute{name: "GET /graphql", route: "GET /graphql", graphql: true, req: get("/graphql?query=%7BapiKeyScopes%7D"), def: def, want: want})
	def, want = row("204", public)
	add(r("OPTIONS /graphql", func(*secWorld) *http.Request {
		return testkit.Request("OPTIONS", "/graphql", nil, "Origin", "https://attacker.example", "Access-Control-Request-Method", "POST")
	}, def, want))

	// Careers content API: API keys of the company only (an admin user
	// works on a company through GraphQL).
	content := func(route, scope string, req func(w *secWorld) *http.Request, def string, want map[string]string) {
		rt := r(route, req, def, want)
		rt.scope = scope
		add(rt)
	}
	def, want = row("200", badCreds, anonymous, "401", noScopeKey, "403", contributor, "403", editor, "403", admin, "403")
	content("GET /content/v1/company", modules.ScopeContentRead, get("/content/v1/company"), def, want)
	content("GET /content/v1/locations", modules.ScopeContentRead, get("/content/v1/locations"), def, want)
	content("GET /content/v1/jobs", modules.ScopeContentRead, get("/content/v1/jobs"), def, want)
	def, want = row("200", badCreds, anonymous, "401", foreignKey, "404", noScopeKey, "403", contributor, "403", editor, "403", admin, "403")
	content("GET /content/v1/jobs/:job_id<int>", modules.ScopeContentRead, func(w *secWorld) *http.Request {
		return testkit.Request("GET", idPath("/content/v1/jobs/%d", w.acmeJob.ID), nil)
	}, def, want)
	// The OpenAPI document is public; bad credentials are refused all the
	// same.
	def, want = row("200", badCreds)
	content("GET /content/v1/openapi.json", modules.ScopeContentRead, get("/content/v1/openapi.json"), def, want)
	// The job feed: a feed key in its URL, nothing else (a session or a
	// key in the header is not read: 401; another key in the URL: 403; an
	// inactive company's feed key: 401, as a revoked one).
	def, want = row("401", badCreds, foreignKey, "403", noScopeKey, "403", feedKey, "200")
	feed := r("GET /content/v1/jobs.xml", get("/content/v1/jobs.xml"), def, want)
	feed.scope, feed.keyParam = modules.ScopeFeedsRead, true
	add(feed)
	def, want = row("200", badCreds, anonymous, "401", foreignKey, "404", noScopeKey, "403", contributor, "403", editor, "403", admin, "403")
	draft := r("GET /content/v1/jobs/:job_id<int>", func(w *secWorld) *http.Request {
		return testkit.Request("GET", idPath("/content/v1/jobs/%d", w.acmeDraft.ID), nil)
	}, "404", want)
	draft.name, draft.scope = "GET /content/v1/jobs/{draft id}", modules.ScopeContentRead
	draft.want = map[string]string{wrongKey: "401", revokedKey: "401", expiredKey: "401", feedKey: "403", anonymous: "401", noScopeKey: "403",
		contributor: "403", editor: "403", admin: "403"}
	add(draft)
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
	content("GET /content/v1/applications/:application_id<int>", modules.ScopeContentWrite, func(w *secWorld) *http.Request {
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
	calWrite := func(route string, req func(w *secWorld) *http.Request, def string, want map[string]string) {
		rt := r(route, req, def, want)
		rt.scope = modules.ScopeCalendarWrite
		add(rt)
	}
	def, want = row("200", badCreds)
	for _, p := range []string{"", "/doc", "/events", "/venues", "/organizers", "/categories", "/tags"} {
		calWrite("GET "+cal+p, get(cal+p+"/"), def, want)
	}
	calWrite("ANY /:language/calendar/events/v1/*", get("/fr_fr"+cal+"/events"), def, want)
	def, want = row("404", badCreds)
	calWrite("ANY "+cal+"/*", func(*secWorld) *http.Request { return testkit.Request("POST", cal+"/nothing-here", nil) }, def, want)
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
	draftEvent := r("GET "+cal+"/events/{id}", func(w *secWorld) *http.Request {
		id, _ := w.newEvent("draft")
		return testkit.Request("GET", idPath(cal+"/events/%d", id), nil)
	}, def, want)
	draftEvent.name, draftEvent.scope = "GET "+cal+"/events/{draft id}", modules.ScopeCalendarWrite
	add(draftEvent)
	// The iCalendar feeds: read as the JSON routes are.
	def, want = row("200", badCreds)
	calWrite("GET "+cal+"/events.ics", get(cal+"/events.ics"), def, want)
	calWrite("GET "+cal+"/events/{id}.ics", func(w *secWorld) *http.Request {
		return testkit.Request("GET", byID(w)+".ics", nil)
	}, def, want)
	def, want = row("200", badCreds, anonymous, "403", foreignKey, "200", noScopeKey, "403", contributor, "403")
	draftICS := r("GET "+cal+"/events/{id}.ics", func(w *secWorld) *http.Request {
		id, _ := w.newEvent("draft")
		return testkit.Request("GET", idPath(cal+"/events/%d.ics", id), nil)
	}, def, want)
	draftICS.name, draftICS.scope = "GET "+cal+"/events/{draft id}.ics", modules.ScopeCalendarWrite
	add(draftICS)
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
			for _, method := range []string{"PATCH", "PUT", "POST"} {
				calWrite(method+" "+cal+"/"+kind+"/"+ref, func(w *secWorld) *http.Request {
					return testkit.Request(method, path(w), map[string]any{"description": "changed"})
				}, def, want)
			}
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
		for _, method := range []string{"PATCH", "PUT", "POST"} {
			calWrite(method+" "+cal+"/"+kind+"/{id}", func(w *secWorld) *http.Request {
				return testkit.Request(method, path(w), map[string]any{"description": "changed"})
			}, def, want)
		}
		calWrite("DELETE "+cal+"/"+kind+"/{id}", func(w *secWorld) *http.Request {
			return testkit.Request("DELETE", path(w), nil)
		}, def, want)
	}

	return routes
}

// sessionMatrix are the rows that end the callers' sessions, run last:
// logging in (a new session replaces the one the request carried) and
// out.
func sessionMatrix() []matrixRoute {
	def, want := row("200", public)
	login := matrixRoute{name: "POST /admin/api/login", route: "POST /admin/api/login", def: def, want: want,
		req: func(*secWorld) *http.Request {
			return testkit.Request("POST", "/admin/api/login", map[string]any{"email": "editor@example.com", "password": "password-123"})
		}}
	def, want = row("204", public)
	logout := matrixRoute{name: "POST /admin/api/logout", route: "POST /admin/api/logout", def: def, want: want,
		req: func(*secWorld) *http.Request { return testkit.Request("POST", "/admin/api/logout", nil) }}
	return []matrixRoute{login, logout}
}
