package rest_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"corkboard/internal/app"
	"corkboard/internal/metrics"
	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/modules/media"
	"corkboard/rest/content"
)

// The callers of the authorization matrix: the nine of the issue (no key,
// wrong, revoked and expired keys, another company's key, a key without
// the route's scope, and the admin sessions of a contributor, an editor
// and an admin), the key of an inactive company, the application
// passwords (HTTP Basic) of the three roles, and a feed key.
const (
	anonymous      = "no key"
	wrongKey       = "wrong key"
	revokedKey     = "revoked key"
	expiredKey     = "expired key"
	inactiveKey    = "inactive company"
	foreignKey     = "other company"
	noScopeKey     = "no scope"
	contributor    = "contributor"
	editor         = "editor"
	admin          = "admin"
	contributorApp = "contributor app"
	editorApp      = "editor app"
	adminApp       = "admin app"
	// feedKey is acme's feed key (feeds:read): refused everywhere but in
	// the key parameter of the job feed.
	feedKey = "feed key"
)

var callers = []string{anonymous, wrongKey, revokedKey, expiredKey, inactiveKey, foreignKey, noScopeKey,
	contributor, editor, admin, contributorApp, editorApp, adminApp, feedKey}

// likeCaller is whom a caller answers like where a route's row does not
// name it: an application password like the session of its role, an
// inactive company's key like a revoked key.
var likeCaller = map[string]string{contributorApp: contributor, editorApp: editor, adminApp: admin, inactiveKey: revokedKey}

// acmeMarker is in every text of company acme that a foreign caller
// could ever receive, so a body can be searched for leaks.
const acmeMarker = "acme-private"

// secWorld is a server with two companies (acme, the owner of every
// fixture, and other), keys in every state, and one admin user per role
// logged in with a session.
type secWorld struct {
	*testkit.Server
	t    testing.TB
	acme testkit.Tenant
	// keys of acme lacking one scope each, by the missing scope.
	noScope map[string]string
	revoked, expired,
	foreign string
	// inactive is a key (every API scope) of company "dormant", switched
	// off.
	inactive string
	// feed is acme's feed key (feeds:read).
	feed string
	// sessions of the admin users by role: cookie and CSRF token.
	sessions map[string][2]string
	// app passwords (HTTP Basic) by role.
	basic map[string]string
	users map[string]*accounts.User

	acmeJob, otherJob *careers.Job
	acmeDraft         *careers.Job
	acmeApplication   int64 // its applicant's personal data holds acmeMarker
	acmeImage         *media.Image
	signedFile        string // path and query of a signed /files/ URL
	addr              string // of the app on a real listener, once started
}

func newSecWorld(t testing.TB) *secWorld {
	t.Helper()
	var reg *metrics.Registry
	s := testkit.NewServer(t, testkit.WithEnv(func(env *testkit.Env) {
		reg = metrics.New(env.DB.DB)
		env.Deps.Metrics = reg
	}), testkit.WithHTTP(func(cfg *app.HTTPConfig) {
		cfg.OriginCacheTTL, cfg.Metrics, cfg.RateLimits = -1, reg, content.RateLimits{Disabled: true}
	}))
	mods := s.Modules
	w := &secWorld{Server: s, t: t,
		noScope: map[string]string{}, sessions: map[string][2]string{}, basic: map[string]string{}, users: map[string]*accounts.User{}}
	acc := mods.Accounts
	ctx := testkit.System()
	w.acme = testkit.NewTenant(t, acc, "acme")
	other := testkit.NewTenant(t, acc, "other")
	w.foreign = other.Key
	dormant := testkit.NewTenant(t, acc, "dormant")
	w.inactive = dormant.Key
	if _, err := mods.Careers.Companies.Update(ctx, dormant.Company.ID, careers.UpdateCompany{Name: "Dormant",
		Access: &careers.CompanyAccess{Active: false}}); err != nil {
		t.Fatal(err)
	}
	newKey := func(scopes ...string) (string, int64) {
		k, ak, err := acc.Keys.Create(ctx, accounts.CreateAPIKey{CompanyID: w.acme.Company.ID, Name: "matrix", Scopes: scopes})
		if err != nil {
			t.Fatal(err)
		}
		return k, ak.ID
	}
	for _, missing := range modules.APIScopes {
		var scopes []string
		for _, s := range modules.APIScopes {
			if s != missing {
				scopes = append(scopes, s)
			}
		}
		w.noScope[missing], _ = newKey(scopes...)
	}
	var id int64
	// A feed key is a key of its own: the key without feeds:read holds
	// every other scope.
	w.noScope[modules.ScopeFeedsRead], _ = newKey(modules.APIScopes...)
	w.feed, _ = newKey(modules.ScopeFeedsRead)
	w.revoked, id = newKey(modules.APIScopes...)
	if _, err := acc.Keys.Revoke(ctx, id); err != nil {
		t.Fatal(err)
	}
	w.expired, id = newKey(modules.APIScopes...)
	if _, err := s.DB.NewUpdate().Table("api_keys").Set("expires_at = ?", s.Clock.Now().Add(-time.Hour)).
		Where("id = ?", id).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	for _, role := range []modules.Role{modules.RoleContributor, modules.RoleEditor, modules.RoleAdmin} {
		email := string(role) + "@example.com"
		u, pass := testkit.NewUser(t, acc, email, role)
		w.users[string(role)] = u
		token, sess, err := acc.Sessions.Login(ctx, email, "password-123")
		if err != nil {
			t.Fatal(err)
		}
		w.sessions[string(role)] = [2]string{token, sess.CSRFToken}
		w.basic[string(role)] = basicAuth(email, pass)
	}

	m := mods.Careers
	if _, err := m.Companies.Update(ctx, w.acme.Company.ID, careers.UpdateCompany{
		Name: "Acme " + acmeMarker, Email: "jobs@" + acmeMarker + ".example",
		Description: map[string]string{"en": "<p>" + acmeMarker + "</p>"},
	}); err != nil {
		t.Fatal(err)
	}
	careerstest.NewLocation(t, m, w.acme.Company.ID, "City "+acmeMarker)
	careerstest.NewLocation(t, m, other.Company.ID, "Ghent")
	now := s.Clock.Now()
	w.acmeJob = careerstest.NewJob(t, m, w.acme.Company.ID, careerstest.Job("Job "+acmeMarker, now))
	w.otherJob = careerstest.NewJob(t, m, other.Company.ID, careerstest.Job("Other job", now))
	draft := careerstest.Job("Draft "+acmeMarker, now)
	draft.Status = careers.JobDraft
	w.acmeDraft = careerstest.NewJob(t, m, w.acme.Company.ID, draft)
	img, err := mods.Media.Images.Upload(ctx, "poster.png", bytes.NewReader(careerstest.PNG(4, 4)))
	if err != nil {
		t.Fatal(err)
	}
	w.acmeImage = img
	f, err := m.Files.Upload(modules.WithPrincipal(ctx, &modules.Principal{Kind: modules.PrincipalAPIKey,
		CompanyID: w.acme.Company.ID, Scopes: modules.AllScopes}), 0,
		careers.Upload{Kind: careers.KindDocument, Name: "cv.pdf", Body: bytes.NewReader(careerstest.PDF("cv"))})
	if err != nil {
		t.Fatal(err)
	}
	f, err = m.Files.Get(ctx, w.acme.Company.ID, f.ID)
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(f.URL)
	if err != nil {
		t.Fatal(err)
	}
	w.signedFile = u.RequestURI()
	cv, err := m.Files.Upload(ctx, w.acme.Company.ID, careers.Upload{Kind: careers.KindDocument, Name: "cv.pdf",
		Body: bytes.NewReader(careerstest.PDF("cv"))})
	if err != nil {
		t.Fatal(err)
	}
	a, err := m.Applications.Create(ctx, careers.CreateApplication{CompanyID: w.acme.Company.ID, JobID: w.acmeJob.ID,
		FirstName: "Jane", LastName: "Doe " + acmeMarker, Email: "jane@" + acmeMarker + ".example", Phone: "+32 2 555 01 01",
		Motivation: "Motivation " + acmeMarker, CurriculumVitae: &cv.ID, Disclaimer: true})
	if err != nil {
		t.Fatal(err)
	}
	w.acmeApplication = a.ID
	return w
}

func basicAuth(email, pass string) string {
	r, _ := http.NewRequest("GET", "/", nil)
	r.SetBasicAuth(email, pass)
	return r.Header.Get("Authorization")
}

// as adds the credentials of caller to req. scope is the scope a "no
// scope" key lacks.
func (w *secWorld) as(req *http.Request, caller, scope string) *http.Request {
	return w.asWith(req, caller, scope, false)
}

// asWith is as; with keyParam the caller's key goes in the URL's key
// parameter (the job feed's) instead of the Authorization header.
func (w *secWorld) asWith(req *http.Request, caller, scope string, keyParam bool) *http.Request {
	bearer := func(k string) { req.Header.Set("Authorization", "Bearer "+k) }
	if keyParam {
		bearer = func(k string) {
			q := req.URL.Query()
			q.Set("key", k)
			req.URL.RawQuery = q.Encode()
			req.RequestURI = req.URL.RequestURI() // what app.Test sends
		}
	}
	switch caller {
	case anonymous:
	case wrongKey:
		bearer("cbk_" + strings.Repeat("x", 43))
	case revokedKey:
		bearer(w.revoked)
	case expiredKey:
		bearer(w.expired)
	case foreignKey:
		bearer(w.foreign)
	case noScopeKey:
		if scope == "" {
			scope = modules.ScopeContentRead
		}
		bearer(w.noScope[scope])
	case inactiveKey:
		bearer(w.inactive)
	case feedKey:
		bearer(w.feed)
	case contributor, editor, admin:
		s := w.sessions[caller]
		req.Header.Add("Cookie", accounts.SessionCookie+"="+s[0])
		req.Header.Set(accounts.CSRFHeader, s[1])
	case contributorApp, editorApp, adminApp:
		req.Header.Set("Authorization", w.basic[likeCaller[caller]])
	default:
		w.t.Fatalf("unknown caller %q", caller)
	}
	return req
}

// asAdmin is an admin's request (for fixtures made over HTTP).
func (w *secWorld) asAdmin(req *http.Request) *http.Request {
	req.Header.Set("Authorization", w.basic["admin"])
	return req
}

// mustCreate posts a calendar object as the admin and returns its id and
// slug.
func (w *secWorld) mustCreate(kind string, body map[string]any) (int64, string) {
	w.t.Helper()
	r := w.Do(w.t, w.asAdmin(testkit.Request("POST", "/calendar/events/v1/"+kind, body)))
	if r.StatusCode != 201 {
		w.t.Fatalf("create %s: %d %s", kind, r.StatusCode, r.Body)
	}
	var v struct {
		ID   json.Number `json:"id"`
		Slug string      `json:"slug"`
	}
	r.JSON(w.t, &v)
	n, _ := v.ID.Int64()
	return n, v.Slug
}

var seq int

// unique returns a new short name.
func unique(prefix string) string {
	seq++
	return prefix + " " + strconv.Itoa(seq)
}

func (w *secWorld) newEvent(status string) (int64, string) {
	return w.mustCreate("events", map[string]any{"title": unique("Event"), "status": status,
		"start_date": "2026-12-01 10:00:00", "end_date": "2026-12-01 11:00:00"})
}

// upload builds a multipart upload request of /content/v1/file.
func upload(kind, name string, data []byte) *http.Request {
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	_ = mw.WriteField("type", kind)
	fw, _ := mw.CreateFormFile("file", name)
	_, _ = fw.Write(data)
	_ = mw.Close()
	return testkit.Request("POST", "/content/v1/file", b.Bytes(), "Content-Type", mw.FormDataContentType())
}

// queuedFile uploads a CV for acme with its own key and returns its id.
func (w *secWorld) queuedFile() int64 {
	w.t.Helper()
	req := upload("document", "cv.pdf", careerstest.PDF("cv"))
	req.Header.Set("Authorization", "Bearer "+w.acme.Key)
	r := w.Do(w.t, req)
	var f struct{ ID int64 }
	r.JSON(w.t, &f)
	if r.StatusCode != 200 {
		w.t.Fatalf("upload: %d %s", r.StatusCode, r.Body)
	}
	return f.ID
}

// application is a valid application body for job.
func application(job, cv int64) map[string]any {
	return map[string]any{"data": map[string]any{"type": "application", "attributes": map[string]any{
		"job_id": job, "first_name": "Jane", "last_name": "Doe", "email": "jane@example.com",
		"curriculum_vitae": cv, "disclaimer": true,
	}}}
}

// gql builds a GraphQL POST.
func gql(query string, vars map[string]any) *http.Request {
	return testkit.Request("POST", "/graphql", map[string]any{"query": query, "variables": vars})
}

// outcome summarises a response: the status, plus the GraphQL error code
// of a GraphQL answer ("200 forbidden").
func outcome(r *testkit.Response, graphql bool) string {
	s := strconv.Itoa(r.StatusCode)
	if !graphql {
		return s
	}
	var g struct {
		Errors []struct {
			Extensions struct{ Code string } `json:"extensions"`
		} `json:"errors"`
	}
	_ = json.Unmarshal(r.Body, &g)
	if len(g.Errors) > 0 {
		s += " " + g.Errors[0].Extensions.Code
	}
	return s
}

func idPath(format string, id int64) string { return fmt.Sprintf(format, id) }
