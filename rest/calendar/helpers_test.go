package calendar_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
)

const root = "/calendar/events/v1"

// fixture is a server with one caller of each kind the calendar knows.
type fixture struct {
	*testkit.Server
	t testing.TB
	// Authorization header values.
	admin, editor, contributor, contributor2, key, keyNoScope string
	adminID, contributorID                                    int64
}

func newFixture(t testing.TB) *fixture {
	t.Helper()
	s := testkit.NewServer(t)
	f := &fixture{Server: s, t: t}
	acc := s.Modules.Accounts
	u, pass := testkit.NewUser(t, acc, "admin@example.com", modules.RoleAdmin)
	f.admin, f.adminID = basic("admin@example.com", pass), u.ID
	_, pass = testkit.NewUser(t, acc, "editor@example.com", modules.RoleEditor)
	f.editor = basic("editor@example.com", pass)
	u, pass = testkit.NewUser(t, acc, "contrib@example.com", modules.RoleContributor)
	f.contributor, f.contributorID = basic("contrib@example.com", pass), u.ID
	_, pass = testkit.NewUser(t, acc, "contrib2@example.com", modules.RoleContributor)
	f.contributor2 = basic("contrib2@example.com", pass)
	f.key = "Bearer " + testkit.NewTenant(t, acc, "acme", modules.ScopeCalendarWrite).Key
	f.keyNoScope = "Bearer " + testkit.NewTenant(t, acc, "other", modules.ScopeContentRead, modules.ScopeContentWrite).Key
	return f
}

func basic(email, pass string) string {
	r, _ := http.NewRequest("GET", "/", nil)
	r.SetBasicAuth(email, pass)
	return r.Header.Get("Authorization")
}

// call sends a request to the calendar; auth is an Authorization value or
// "" for an anonymous call; body is JSON-encoded unless it is a string
// (sent form-encoded) or nil.
func (f *fixture) call(method, path string, body any, auth string) *testkit.Response {
	f.t.Helper()
	var headers []string
	if auth != "" {
		headers = append(headers, "Authorization", auth)
	}
	if s, ok := body.(string); ok {
		headers = append(headers, "Content-Type", "application/x-www-form-urlencoded")
		return f.Do(f.t, testkit.Request(method, path, s, headers...))
	}
	return f.Do(f.t, testkit.Request(method, path, body, headers...))
}

// obj decodes a JSON object response.
func obj(t testing.TB, r *testkit.Response) map[string]any {
	t.Helper()
	var m map[string]any
	dec := json.NewDecoder(strings.NewReader(string(r.Body)))
	dec.UseNumber()
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("%s: not a JSON object: %s", r.Status, r.Body)
	}
	return m
}

// id reads the numeric id of a created object.
func id(t testing.TB, r *testkit.Response) string {
	t.Helper()
	if r.StatusCode >= 300 {
		t.Fatalf("create failed: %d %s", r.StatusCode, r.Body)
	}
	return obj(t, r)["id"].(json.Number).String()
}

// wantError checks an error response's status and code.
func wantError(t testing.TB, r *testkit.Response, status int, code string) map[string]any {
	t.Helper()
	if r.StatusCode != status {
		t.Fatalf("status %d, want %d: %s", r.StatusCode, status, r.Body)
	}
	m := obj(t, r)
	if m["code"] != code {
		t.Fatalf("code %v, want %s: %s", m["code"], code, r.Body)
	}
	data, _ := m["data"].(map[string]any)
	if data == nil || data["status"] != json.Number(itoa(status)) {
		t.Fatalf("data.status wrong: %s", r.Body)
	}
	return m
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func requestWith(method, path, body string, headers ...string) *http.Request {
	return testkit.Request(method, path, body, headers...)
}

// auth maps a caller name used in test tables to its Authorization value.
func (f *fixture) auth(name string) string {
	return map[string]string{"": "", "admin": f.admin, "editor": f.editor, "contributor": f.contributor,
		"contributor2": f.contributor2, "key": f.key, "keyNoScope": f.keyNoScope}[name]
}

// apiCase is one request of a table test and what must come back.
type apiCase struct {
	name, method, path string
	body               any
	auth               string // a caller name of fixture.auth
	status             int
	code               string // the error code, for errors
	check              func(t *testing.T, m map[string]any)
}

// runCases sends each case in order and checks its answer.
func (f *fixture) runCases(t *testing.T, cases []apiCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			r := f.call(tt.method, root+tt.path, tt.body, f.auth(tt.auth))
			var m map[string]any
			if tt.code != "" {
				m = wantError(t, r, tt.status, tt.code)
			} else {
				if r.StatusCode != tt.status {
					t.Fatalf("status %d, want %d: %s", r.StatusCode, tt.status, r.Body)
				}
				m = obj(t, r)
			}
			if tt.check != nil {
				tt.check(t, m)
			}
		})
	}
}
