package graph_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
)

// gqlResponse is a GraphQL response.
type gqlResponse struct {
	Data   json.RawMessage `json:"data"`
	Errors []struct {
		Message    string `json:"message"`
		Extensions struct {
			Code   string               `json:"code"`
			Fields []modules.FieldError `json:"fields"`
		} `json:"extensions"`
	} `json:"errors"`
}

func (r gqlResponse) code() string {
	if len(r.Errors) == 0 {
		return ""
	}
	return r.Errors[0].Extensions.Code
}

// caller is a way of calling /graphql: headers added to the request.
type caller struct {
	name    string
	headers []string
	role    modules.Role // "" for non-users
}

// world is a server with a company, its API key, and one user per role
// logged in.
type world struct {
	s       *testkit.Server
	tenant  testkit.Tenant
	users   map[modules.Role]*accounts.User
	callers map[string]caller
}

func newWorld(t *testing.T) *world {
	t.Helper()
	s := testkit.NewServer(t)
	acc := s.Modules.Accounts
	w := &world{s: s, tenant: testkit.NewTenant(t, acc, "acme"), users: map[modules.Role]*accounts.User{}, callers: map[string]caller{}}
	for _, role := range []modules.Role{modules.RoleAdmin, modules.RoleEditor, modules.RoleContributor} {
		u, appPass := testkit.NewUser(t, acc, string(role)+"@example.com", role)
		w.users[role] = u
		token, sess, err := acc.Sessions.Login(context.Background(), u.Email, "password-123")
		if err != nil {
			t.Fatal(err)
		}
		cookie := accounts.SessionCookie + "=" + token
		w.callers[string(role)] = caller{string(role) + " session", []string{"Cookie", cookie, accounts.CSRFHeader, sess.CSRFToken}, role}
		if role == modules.RoleAdmin {
			w.callers["admin no csrf"] = caller{"admin session without CSRF token", []string{"Cookie", cookie}, role}
			w.callers["admin app password"] = caller{"admin application password", []string{"Authorization",
				"Basic " + base64.StdEncoding.EncodeToString([]byte(u.Email+":"+appPass))}, role}
		}
	}
	w.callers["api key"] = caller{"API key", []string{"Authorization", "Bearer " + w.tenant.Key}, ""}
	w.callers["anonymous"] = caller{"anonymous", nil, ""}
	return w
}

// do posts a GraphQL request and decodes the answer.
func (w *world) do(t *testing.T, c caller, query string, vars map[string]any) (int, gqlResponse) {
	t.Helper()
	r := w.s.Do(t, testkit.Request("POST", "/graphql", map[string]any{"query": query, "variables": vars}, c.headers...))
	var g gqlResponse
	r.JSON(t, &g)
	return r.StatusCode, g
}

// data runs query as c and decodes data into v, failing on any error.
func (w *world) data(t *testing.T, c caller, query string, vars map[string]any, v any) {
	t.Helper()
	status, g := w.do(t, c, query, vars)
	if status != 200 || len(g.Errors) > 0 {
		t.Fatalf("%s: %d %+v", c.name, status, g.Errors)
	}
	if err := json.Unmarshal(g.Data, v); err != nil {
		t.Fatal(err)
	}
}

// TestAccountsAuthorization runs every accounts operation as every kind of
// caller and checks who is refused with which code.
func TestAccountsAuthorization(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	company := fmt.Sprint(w.tenant.Company.ID)
	// The targets of mutations are not callers: revoking or resetting
	// would end the callers' credentials.
	target, _ := testkit.NewUser(t, w.s.Modules.Accounts, "target@example.com", modules.RoleEditor)
	editor := fmt.Sprint(target.ID)
	_, spare, err := w.s.Modules.Accounts.Keys.Create(testkit.System(), accounts.CreateAPIKey{CompanyID: w.tenant.Company.ID, Scopes: []string{modules.ScopeContentRead}})
	if err != nil {
		t.Fatal(err)
	}
	const (
		all     = "all users"
		editors = "editors and admins"
		admin   = "admins"
	)
	ops := []struct {
		name  string
		who   string
		query string
		vars  func(caller string) map[string]any
	}{
		{"me", all, `{ me { id email role } }`, nil},
		{"companies", editors, `{ companies { id name subdomain } }`, nil},
		{"apiKeys", admin, `query($c: ID!) { apiKeys(companyId: $c) { id prefix } }`,
			func(string) map[string]any { return map[string]any{"c": company} }},
		{"users", admin, `{ users { id email } }`, nil},
		{"createApiKey", admin, `mutation($in: CreateApiKeyInput!) { createApiKey(input: $in) { key } }`,
			func(string) map[string]any {
				return map[string]any{"in": map[string]any{"companyId": company, "scopes": []string{"content:read"}}}
			}},
		{"revokeApiKey", admin, `mutation($id: ID!) { revokeApiKey(id: $id) { state } }`,
			func(string) map[string]any { return map[string]any{"id": fmt.Sprint(spare.ID)} }},
		{"createUser", admin, `mutation($in: CreateUserInput!) { createUser(input: $in) { id } }`,
			func(c string) map[string]any {
				return map[string]any{"in": map[string]any{"email": strings.ReplaceAll(c, " ", "-") + "@new.example", "password": "password-123"}}
			}},
		{"updateUser", admin, `mutation($id: ID!) { updateUser(id: $id, input: {name: "Ed"}) { name } }`,
			func(string) map[string]any { return map[string]any{"id": editor} }},
		{"resetUserPassword", admin, `mutation($id: ID!) { resetUserPassword(id: $id, password: "password-123") { id } }`,
			func(string) map[string]any { return map[string]any{"id": editor} }},
		{"createCompany", admin, `mutation($s: String!) { createCompany(input: {name: "New", subdomain: $s}) { id } }`,
			func(c string) map[string]any { return map[string]any{"s": strings.ReplaceAll(c, " ", "-")} }},
		{"appPasswords (own)", all, `{ appPasswords { id name } }`, nil},
		{"appPasswords (another's)", admin, `query($u: ID) { appPasswords(userId: $u) { id name } }`,
			func(string) map[string]any { return map[string]any{"u": editor} }},
		{"createAppPassword (own)", all, `mutation { createAppPassword(input: {name: "mine"}) { password } }`, nil},
		{"createAppPassword (another's)", admin, `mutation($u: ID) { createAppPassword(input: {userId: $u}) { password } }`,
			func(string) map[string]any { return map[string]any{"u": editor} }},
		{"revokeAppPassword (own)", all, `mutation($id: ID!) { revokeAppPassword(id: $id) { revokedAt } }`,
			func(c string) map[string]any {
				owner := target.Email // callers that are not users: someone's
				if u, ok := w.users[w.callers[c].role]; ok {
					owner = u.Email
				}
				_, ap, err := w.s.Modules.Accounts.Users.CreateAppPassword(testkit.System(), owner, "spare")
				if err != nil {
					t.Fatal(err)
				}
				return map[string]any{"id": fmt.Sprint(ap.ID)}
			}},
		{"revokeAppPassword (another's)", admin, `mutation($id: ID!) { revokeAppPassword(id: $id) { revokedAt } }`,
			func(string) map[string]any {
				_, ap, err := w.s.Modules.Accounts.Users.CreateAppPassword(testkit.System(), target.Email, "spare")
				if err != nil {
					t.Fatal(err)
				}
				return map[string]any{"id": fmt.Sprint(ap.ID)}
			}},
	}
	for _, op := range ops {
		for _, key := range []string{"admin", "admin app password", "editor", "contributor", "api key", "anonymous", "admin no csrf"} {
			c := w.callers[key]
			var wantStatus int
			var want string
			switch {
			case key == "admin no csrf":
				wantStatus, want = 403, "FORBIDDEN" // refused before execution
			case key == "anonymous":
				wantStatus, want = 200, "UNAUTHENTICATED"
			case key == "api key":
				wantStatus, want = 200, "FORBIDDEN"
			case op.who == admin && c.role != modules.RoleAdmin, op.who == editors && !c.role.AtLeast(modules.RoleEditor):
				wantStatus, want = 200, "FORBIDDEN"
			default:
				wantStatus, want = 200, ""
			}
			t.Run(op.name+"/"+c.name, func(t *testing.T) {
				var vars map[string]any
				if op.vars != nil {
					vars = op.vars(key)
				}
				status, g := w.do(t, c, op.query, vars)
				if status != wantStatus || g.code() != want {
					t.Fatalf("%d %q, want %d %q: %+v", status, g.code(), wantStatus, want, g.Errors)
				}
				if want == "" && string(g.Data) == "null" {
					t.Fatal("no data")
				}
			})
		}
	}
}

func TestCSRFAndGET(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	noCSRF := w.callers["admin no csrf"]
	get := func(query string) (int, gqlResponse) {
		r := w.s.Do(t, testkit.Request("GET", "/graphql?query="+url.QueryEscape(query), nil, noCSRF.headers...))
		var g gqlResponse
		r.JSON(t, &g)
		return r.StatusCode, g
	}
	// A GET query is safe: the cookie suffices.
	if status, g := get(`{ me { email } }`); status != 200 || g.code() != "" || !strings.Contains(string(g.Data), "admin@example.com") {
		t.Fatalf("GET query: %d %+v", status, g)
	}
	// A mutation by GET is refused, so the CSRF check cannot be bypassed:
	// 405 naming POST, with a code.
	status, g := get(`mutation { createCompany(input: {name: "X", subdomain: "x"}) { id } }`)
	if status != http.StatusMethodNotAllowed || g.code() != "METHOD_NOT_ALLOWED" {
		t.Fatalf("mutation by GET: %d %+v", status, g)
	}
	if _, err := w.s.Modules.Accounts.Companies.BySubdomain(testkit.System(), "x"); modules.As(err).Code != modules.CodeNotFound {
		t.Fatalf("company created by GET: %v", err)
	}
}

func TestAPIKeyLifecycle(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	admin := w.callers["admin"]
	company := fmt.Sprint(w.tenant.Company.ID)
	var created struct {
		CreateAPIKey struct {
			Key    string
			APIKey struct {
				ID, CompanyID, Name, Prefix, State, CreatedAt string
				Scopes                                        []string
				ExpiresAt, LastUsedAt, RevokedAt              *string
			} `json:"apiKey"`
		} `json:"createApiKey"`
	}
	w.data(t, admin, `mutation($in: CreateApiKeyInput!) {
		createApiKey(input: $in) { key apiKey { id companyId name prefix scopes state createdAt expiresAt lastUsedAt revokedAt } } }`,
		map[string]any{"in": map[string]any{"companyId": company, "name": " website ", "scopes": []string{"content:read", "calendar:write"},
			"expiresAt": "2027-01-01T10:00:00+01:00"}}, &created)
	k := created.CreateAPIKey
	if !strings.HasPrefix(k.Key, "cbk_") || !strings.HasPrefix(k.Key, k.APIKey.Prefix) || k.APIKey.Name != "website" ||
		k.APIKey.CompanyID != company || k.APIKey.State != "ACTIVE" || k.APIKey.CreatedAt != "2026-11-21T09:00:00Z" ||
		k.APIKey.ExpiresAt == nil || *k.APIKey.ExpiresAt != "2027-01-01T09:00:00Z" || k.APIKey.LastUsedAt != nil ||
		strings.Join(k.APIKey.Scopes, ",") != "calendar:write,content:read" {
		t.Fatalf("created %+v", k)
	}

	companyQuery := func() int {
		r := w.s.Do(t, testkit.Request("POST", "/graphql", map[string]any{"query": "{ company { name } }"}, "Authorization", "Bearer "+k.Key))
		return r.StatusCode
	}
	if status := companyQuery(); status != 200 {
		t.Fatalf("new key: %d", status)
	}

	var list struct {
		APIKeys []struct {
			ID, State  string
			LastUsedAt *string
		} `json:"apiKeys"`
	}
	w.data(t, admin, `query($c: ID!) { apiKeys(companyId: $c) { id state lastUsedAt } }`, map[string]any{"c": company}, &list)
	if len(list.APIKeys) != 2 || list.APIKeys[0].ID != k.APIKey.ID || list.APIKeys[0].LastUsedAt == nil {
		t.Fatalf("list %+v", list)
	}

	var revoked struct {
		RevokeAPIKey struct{ State, RevokedAt string } `json:"revokeApiKey"`
	}
	w.data(t, admin, `mutation($id: ID!) { revokeApiKey(id: $id) { state revokedAt } }`, map[string]any{"id": k.APIKey.ID}, &revoked)
	if revoked.RevokeAPIKey.State != "REVOKED" || revoked.RevokeAPIKey.RevokedAt == "" {
		t.Fatalf("revoked %+v", revoked)
	}
	if status := companyQuery(); status != 401 {
		t.Fatalf("revoked key: %d", status)
	}

	errorsTests := []struct {
		name, query string
		vars        map[string]any
		code        string
		field       string
	}{
		{"no scopes", `mutation($in: CreateApiKeyInput!) { createApiKey(input: $in) { key } }`,
			map[string]any{"in": map[string]any{"companyId": company, "scopes": []string{}}}, "VALIDATION_FAILED", "scopes"},
		{"unknown scope", `mutation($in: CreateApiKeyInput!) { createApiKey(input: $in) { key } }`,
			map[string]any{"in": map[string]any{"companyId": company, "scopes": []string{"admin"}}}, "VALIDATION_FAILED", "scopes"},
		{"expiry in the past", `mutation($in: CreateApiKeyInput!) { createApiKey(input: $in) { key } }`,
			map[string]any{"in": map[string]any{"companyId": company, "scopes": []string{"content:read"}, "expiresAt": "2020-01-01T00:00:00Z"}}, "VALIDATION_FAILED", "expires_at"},
		{"expiry without a zone", `mutation($in: CreateApiKeyInput!) { createApiKey(input: $in) { key } }`,
			map[string]any{"in": map[string]any{"companyId": company, "scopes": []string{"content:read"}, "expiresAt": "2027-01-01T00:00:00"}}, "BAD_REQUEST", ""},
		{"unknown company", `mutation($in: CreateApiKeyInput!) { createApiKey(input: $in) { key } }`,
			map[string]any{"in": map[string]any{"companyId": "9999", "scopes": []string{"content:read"}}}, "NOT_FOUND", ""},
		{"bad company id", `query { apiKeys(companyId: "abc") { id } }`, nil, "NOT_FOUND", ""},
		{"keys of an unknown company", `query { apiKeys(companyId: "9999") { id } }`, nil, "NOT_FOUND", ""},
		{"revoke unknown", `mutation { revokeApiKey(id: "9999") { id } }`, nil, "NOT_FOUND", ""},
	}
	for _, tt := range errorsTests {
		t.Run(tt.name, func(t *testing.T) {
			status, g := w.do(t, admin, tt.query, tt.vars)
			if status != 200 || g.code() != tt.code {
				t.Fatalf("%d %+v, want %s", status, g.Errors, tt.code)
			}
			if tt.field != "" && (len(g.Errors[0].Extensions.Fields) == 0 || g.Errors[0].Extensions.Fields[0].Field != tt.field) {
				t.Fatalf("fields %+v, want %s", g.Errors[0].Extensions.Fields, tt.field)
			}
		})
	}
}

func TestUserManagement(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	admin := w.callers["admin"]
	type user struct {
		ID, Email, Name, Role, CreatedAt string
		Active                           bool
		LastLoginAt                      *string
	}
	var me struct{ Me user }
	w.data(t, admin, `{ me { id email name role active createdAt lastLoginAt } }`, nil, &me)
	if me.Me.Email != "admin@example.com" || me.Me.Role != "ADMIN" || !me.Me.Active || me.Me.LastLoginAt == nil {
		t.Fatalf("me %+v", me)
	}

	var created struct{ CreateUser user }
	w.data(t, admin, `mutation { createUser(input: {email: "New@Example.com", name: "New", password: "password-123", role: CONTRIBUTOR}) { id email name role active } }`, nil, &created)
	if created.CreateUser.Email != "new@example.com" || created.CreateUser.Role != "CONTRIBUTOR" || !created.CreateUser.Active {
		t.Fatalf("created %+v", created)
	}
	id := created.CreateUser.ID

	var updated struct{ UpdateUser user }
	w.data(t, admin, `mutation($id: ID!) { updateUser(id: $id, input: {role: EDITOR, active: false}) { role active name } }`, map[string]any{"id": id}, &updated)
	if updated.UpdateUser.Role != "EDITOR" || updated.UpdateUser.Active || updated.UpdateUser.Name != "New" {
		t.Fatalf("updated %+v", updated)
	}
	var users struct{ Users []user }
	w.data(t, admin, `{ users { email role active } }`, nil, &users)
	if len(users.Users) != 4 || users.Users[3].Email != "new@example.com" || users.Users[3].Active {
		t.Fatalf("users %+v", users)
	}

	var reset struct{ ResetUserPassword user }
	w.data(t, admin, `mutation($id: ID!) { resetUserPassword(id: $id, password: "another-pass") { id } }`, map[string]any{"id": id}, &reset)
	w.data(t, admin, `mutation($id: ID!) { updateUser(id: $id, input: {active: true}) { id } }`, map[string]any{"id": id}, &updated)
	if _, _, err := w.s.Modules.Accounts.Sessions.Login(context.Background(), "new@example.com", "another-pass"); err != nil {
		t.Fatalf("login with the reset password: %v", err)
	}

	adminID := fmt.Sprint(w.users[modules.RoleAdmin].ID)
	errorsTests := []struct {
		name, query string
		code, field string
	}{
		{"duplicate e-mail", `mutation { createUser(input: {email: "editor@example.com", password: "password-123"}) { id } }`, "CONFLICT", "email"},
		{"short password", `mutation { createUser(input: {email: "x@example.com", password: "short"}) { id } }`, "VALIDATION_FAILED", "password"},
		{"unknown role", `mutation { createUser(input: {email: "x@example.com", password: "password-123", role: ROOT}) { id } }`, "GRAPHQL_VALIDATION_FAILED", ""},
		{"demote oneself", `mutation { updateUser(id: "` + adminID + `", input: {role: EDITOR}) { id } }`, "FORBIDDEN", "role"},
		{"deactivate oneself", `mutation { updateUser(id: "` + adminID + `", input: {active: false}) { id } }`, "FORBIDDEN", "active"},
		{"update unknown", `mutation { updateUser(id: "9999", input: {name: "x"}) { id } }`, "NOT_FOUND", ""},
		{"reset short", `mutation { resetUserPassword(id: "` + id + `", password: "short") { id } }`, "VALIDATION_FAILED", "password"},
		{"duplicate subdomain", `mutation { createCompany(input: {name: "Acme", subdomain: "acme"}) { id } }`, "CONFLICT", "subdomain"},
		{"bad subdomain", `mutation { createCompany(input: {name: "Acme", subdomain: "-"}) { id } }`, "VALIDATION_FAILED", "subdomain"},
	}
	for _, tt := range errorsTests {
		t.Run(tt.name, func(t *testing.T) {
			_, g := w.do(t, admin, tt.query, nil)
			if g.code() != tt.code {
				t.Fatalf("%+v, want %s", g.Errors, tt.code)
			}
			if tt.field != "" && (len(g.Errors[0].Extensions.Fields) == 0 || g.Errors[0].Extensions.Fields[0].Field != tt.field) {
				t.Fatalf("fields %+v, want %s", g.Errors[0].Extensions.Fields, tt.field)
			}
		})
	}

	var comp struct {
		CreateCompany struct{ ID, Name, Subdomain string } `json:"createCompany"`
	}
	w.data(t, admin, `mutation { createCompany(input: {name: " Beta ", subdomain: "Beta", email: "jobs@beta.example"}) { id name subdomain } }`, nil, &comp)
	if comp.CreateCompany.Name != "Beta" || comp.CreateCompany.Subdomain != "beta" {
		t.Fatalf("company %+v", comp)
	}
	var companies struct{ Companies []struct{ Subdomain string } }
	w.data(t, w.callers["editor"], `{ companies { subdomain } }`, nil, &companies)
	if len(companies.Companies) != 2 || companies.Companies[0].Subdomain != "beta" { // by name: "Beta" < "Company acme"
		t.Fatalf("companies %+v", companies)
	}
	var scopes struct {
		APIKeyScopes []string `json:"apiKeyScopes"`
	}
	w.data(t, w.callers["anonymous"], `{ apiKeyScopes }`, nil, &scopes)
	if strings.Join(scopes.APIKeyScopes, ",") != strings.Join(modules.AllScopes, ",") {
		t.Fatalf("scopes %v", scopes)
	}
}

// TestResetEndsSessions checks over HTTP that a reset password logs the
// user out of the admin at once.
func TestResetEndsSessions(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	editor := w.callers["editor"]
	if status, g := w.do(t, editor, `{ me { id } }`, nil); status != 200 || g.code() != "" {
		t.Fatalf("before: %d %+v", status, g.Errors)
	}
	w.data(t, w.callers["admin"], `mutation($id: ID!) { resetUserPassword(id: $id, password: "password-456") { id } }`,
		map[string]any{"id": fmt.Sprint(w.users[modules.RoleEditor].ID)}, new(any))
	if status, g := w.do(t, editor, `{ me { id } }`, nil); status != http.StatusUnauthorized || g.code() != "UNAUTHENTICATED" {
		t.Fatalf("after: %d %+v", status, g.Errors)
	}
}

// TestAppPasswordsOverGraphQL: a user issues, lists and revokes their own
// application passwords; an admin lists and revokes anyone's; the last use
// shows; a revoked password is refused at once.
func TestAppPasswordsOverGraphQL(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	admin, contributor := w.callers["admin"], w.callers["contributor"]
	conID := fmt.Sprint(w.users[modules.RoleContributor].ID)
	type appPassword struct {
		ID, UserID, Name, CreatedAt string
		LastUsedAt, RevokedAt       *string
	}
	const fields = `id userId name createdAt lastUsedAt revokedAt`
	var created struct {
		CreateAppPassword struct {
			Password    string
			AppPassword appPassword
		}
	}
	w.data(t, contributor, `mutation { createAppPassword(input: {name: " my laptop "}) { password appPassword { `+fields+` } } }`, nil, &created)
	c := created.CreateAppPassword
	if len(c.Password) != 24 || c.AppPassword.Name != "my laptop" || c.AppPassword.UserID != conID ||
		c.AppPassword.CreatedAt != "2026-11-21T09:00:00Z" || c.AppPassword.LastUsedAt != nil || c.AppPassword.RevokedAt != nil {
		t.Fatalf("created %+v", c)
	}
	basic := caller{"contributor application password", []string{"Authorization",
		"Basic " + base64.StdEncoding.EncodeToString([]byte("contributor@example.com:"+c.Password))}, modules.RoleContributor}
	if status, g := w.do(t, basic, `{ me { email } }`, nil); status != 200 || g.code() != "" {
		t.Fatalf("the new password: %d %+v", status, g.Errors)
	}

	var own, theirs struct{ AppPasswords []appPassword }
	w.data(t, contributor, `{ appPasswords { `+fields+` } }`, nil, &own)
	w.data(t, admin, `query($u: ID) { appPasswords(userId: $u) { `+fields+` } }`, map[string]any{"u": conID}, &theirs)
	if len(own.AppPasswords) != 2 || own.AppPasswords[0].ID != c.AppPassword.ID || own.AppPasswords[0].LastUsedAt == nil ||
		*own.AppPasswords[0].LastUsedAt != "2026-11-21T09:00:00Z" || own.AppPasswords[1].Name != "test" {
		t.Fatalf("own list %+v", own)
	}
	if a, b := mustMarshal(t, theirs), mustMarshal(t, own); a != b {
		t.Fatalf("the admin's list %+v, the user's %+v", theirs, own)
	}

	var revoked struct{ RevokeAppPassword appPassword }
	w.data(t, admin, `mutation($id: ID!) { revokeAppPassword(id: $id) { `+fields+` } }`, map[string]any{"id": c.AppPassword.ID}, &revoked)
	if revoked.RevokeAppPassword.RevokedAt == nil || revoked.RevokeAppPassword.ID != c.AppPassword.ID {
		t.Fatalf("revoked %+v", revoked)
	}
	if status, g := w.do(t, basic, `{ me { email } }`, nil); status != http.StatusUnauthorized || g.code() != "UNAUTHENTICATED" {
		t.Fatalf("a revoked password: %d %+v", status, g.Errors)
	}
	// The user revokes their own other one.
	w.data(t, contributor, `mutation($id: ID!) { revokeAppPassword(id: $id) { revokedAt } }`, map[string]any{"id": own.AppPasswords[1].ID}, new(any))
	w.data(t, contributor, `{ appPasswords { `+fields+` } }`, nil, &own)
	for _, ap := range own.AppPasswords {
		if ap.RevokedAt == nil {
			t.Fatalf("not revoked: %+v", ap)
		}
	}

	for _, tt := range []struct {
		name, query, code, field string
	}{
		{"long name", `mutation { createAppPassword(input: {name: "` + strings.Repeat("x", 101) + `"}) { password } }`, "VALIDATION_FAILED", "input.name"},
		{"unknown user", `mutation { createAppPassword(input: {userId: "9999"}) { password } }`, "NOT_FOUND", ""},
		{"malformed user id", `{ appPasswords(userId: "x") { id } }`, "NOT_FOUND", ""},
		{"list of an unknown user", `{ appPasswords(userId: "9999") { id } }`, "NOT_FOUND", ""},
		{"revoke unknown", `mutation { revokeAppPassword(id: "9999") { id } }`, "NOT_FOUND", ""},
		{"revoke malformed", `mutation { revokeAppPassword(id: "x") { id } }`, "NOT_FOUND", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, g := w.do(t, admin, tt.query, nil)
			if g.code() != tt.code {
				t.Fatalf("%+v, want %s", g.Errors, tt.code)
			}
			if tt.field != "" && (len(g.Errors[0].Extensions.Fields) != 1 || g.Errors[0].Extensions.Fields[0].Field != tt.field) {
				t.Fatalf("fields %+v, want %s", g.Errors[0].Extensions.Fields, tt.field)
			}
		})
	}
}

// TestAppPasswordsEndWithResetAndDeactivation sends requests with real
// HTTP Basic credentials, over GraphQL and REST: after an admin resets a
// user's password, or deactivates them, the user's application passwords
// are refused with 401, also once the user is active again.
func TestAppPasswordsEndWithResetAndDeactivation(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	acc := w.s.Modules.Accounts
	admin := w.callers["admin"]
	basicOf := func(role modules.Role) string {
		u := w.users[role]
		pass, _, err := acc.Users.CreateAppPassword(testkit.System(), u.Email, "client")
		if err != nil {
			t.Fatal(err)
		}
		return "Basic " + base64.StdEncoding.EncodeToString([]byte(u.Email+":"+pass))
	}
	status := func(auth string) (gql, rest int) {
		t.Helper()
		r := w.s.Do(t, testkit.Request("POST", "/graphql", map[string]any{"query": "{ me { id } }"}, "Authorization", auth))
		gql = r.StatusCode
		r = w.s.Do(t, testkit.Request("POST", "/calendar/events/v1/venues", map[string]any{"venue": "Hall"}, "Authorization", auth))
		return gql, r.StatusCode
	}
	editor, contributor := basicOf(modules.RoleEditor), basicOf(modules.RoleContributor)
	for _, auth := range []string{editor, contributor} {
		if g, r := status(auth); g != 200 || r != 201 {
			t.Fatalf("before: GraphQL %d, REST %d", g, r)
		}
	}
	w.data(t, admin, `mutation($id: ID!) { resetUserPassword(id: $id, password: "password-456") { id } }`,
		map[string]any{"id": fmt.Sprint(w.users[modules.RoleEditor].ID)}, new(any))
	if g, r := status(editor); g != http.StatusUnauthorized || r != http.StatusUnauthorized {
		t.Fatalf("after a reset: GraphQL %d, REST %d", g, r)
	}
	con := fmt.Sprint(w.users[modules.RoleContributor].ID)
	w.data(t, admin, `mutation($id: ID!) { updateUser(id: $id, input: {active: false}) { id } }`, map[string]any{"id": con}, new(any))
	w.data(t, admin, `mutation($id: ID!) { updateUser(id: $id, input: {active: true}) { id } }`, map[string]any{"id": con}, new(any))
	if g, r := status(contributor); g != http.StatusUnauthorized || r != http.StatusUnauthorized {
		t.Fatalf("after a deactivation: GraphQL %d, REST %d", g, r)
	}
	// A new password works.
	if g, r := status(basicOf(modules.RoleContributor)); g != 200 || r != 201 {
		t.Fatalf("a new password: GraphQL %d, REST %d", g, r)
	}
}

func mustMarshal(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
