package rest_test

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
)

func TestHealth(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	r := s.Do(t, testkit.Request("GET", "/healthz", nil))
	if r.StatusCode != 200 || !strings.Contains(string(r.Body), `"ok"`) {
		t.Fatalf("healthz: %d %s", r.StatusCode, r.Body)
	}
	r = s.Do(t, testkit.Request("GET", "/readyz", nil))
	if r.StatusCode != 200 {
		t.Fatalf("readyz: %d %s", r.StatusCode, r.Body)
	}
	if r.Header.Get("X-Request-ID") == "" {
		t.Fatal("no X-Request-ID")
	}
	r = s.Do(t, testkit.Request("GET", "/healthz", nil, "X-Request-ID", "abc-123"))
	if got := r.Header.Get("X-Request-ID"); got != "abc-123" {
		t.Fatalf("request id not kept: %q", got)
	}
}

func TestReadyzReportsOutages(t *testing.T) {
	t.Parallel()
	t.Run("database down", func(t *testing.T) {
		s := testkit.NewServer(t)
		_ = s.DB.Close()
		r := s.Do(t, testkit.Request("GET", "/readyz", nil))
		var body struct {
			Status string            `json:"status"`
			Checks map[string]string `json:"checks"`
		}
		r.JSON(t, &body)
		if r.StatusCode != 503 || body.Checks["database"] != "unavailable" || body.Checks["storage"] != "ok" {
			t.Fatalf("readyz: %d %s", r.StatusCode, r.Body)
		}
		if r.Header.Get("Retry-After") == "" {
			t.Fatal("no Retry-After")
		}
	})
	t.Run("storage down", func(t *testing.T) {
		env := testkit.NewEnv(t)
		dir := t.TempDir()
		store := testkit.LocalStorage(t, dir, env.Signer)
		env.Deps.Storage = store
		s := testkit.NewServer(t, testkit.OnEnv(env))
		if err := os.RemoveAll(dir); err != nil {
			t.Fatal(err)
		}
		r := s.Do(t, testkit.Request("GET", "/readyz", nil))
		if r.StatusCode != 503 || !strings.Contains(string(r.Body), `"storage":"unavailable"`) {
			t.Fatalf("readyz: %d %s", r.StatusCode, r.Body)
		}
	})
}

func TestErrorEnvelopes(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	tests := []struct {
		name, method, path string
		status             int
		contains           []string
		header             [2]string
	}{
		{"unknown route, JSON:API", "GET", "/nope", 404, []string{`"errors":[`, `"status":"404"`, `"code":"not_found"`}, [2]string{}},
		{"unknown content route", "GET", "/content/v1/nope", 404, []string{`"errors":[`, `"status":"404"`}, [2]string{}},
		{"unknown calendar route", "GET", "/calendar/events/v1/nope", 404, []string{`"code":"rest_no_route"`, `"data":{"status":404}`}, [2]string{}},
		{"calendar language root", "GET", "/en_us/calendar/events/v1/nope", 404, []string{`"code":"rest_no_route"`}, [2]string{}},
		{"wrong method", "POST", "/healthz", 405, []string{`"status":"405"`, `"code":"method_not_allowed"`}, [2]string{"Allow", "GET, HEAD"}},
		{"graphql wrong method", "DELETE", "/graphql", 405, []string{`"errors":[`}, [2]string{"Allow", "GET, HEAD, OPTIONS, POST"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := s.Do(t, testkit.Request(tt.method, tt.path, nil))
			if r.StatusCode != tt.status {
				t.Fatalf("status %d, want %d: %s", r.StatusCode, tt.status, r.Body)
			}
			if !strings.HasPrefix(r.Header.Get("Content-Type"), "application/") || !json.Valid(r.Body) {
				t.Fatalf("not JSON: %s %s", r.Header.Get("Content-Type"), r.Body)
			}
			for _, c := range tt.contains {
				if !strings.Contains(string(r.Body), c) {
					t.Errorf("body %s lacks %s", r.Body, c)
				}
			}
			if tt.header[0] != "" && r.Header.Get(tt.header[0]) != tt.header[1] {
				t.Errorf("%s = %q, want %q", tt.header[0], r.Header.Get(tt.header[0]), tt.header[1])
			}
		})
	}
}

func TestAdminPlaceholder(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	for _, p := range []string{"/admin", "/admin/", "/admin/jobs/12/edit"} {
		r := s.Do(t, testkit.Request("GET", p, nil))
		if r.StatusCode != 200 || !strings.Contains(r.Header.Get("Content-Type"), "text/html") || !bytes.Contains(r.Body, []byte("Corkboard")) {
			t.Fatalf("%s: %d %s %q", p, r.StatusCode, r.Header.Get("Content-Type"), r.Body)
		}
	}
}

// TestAccessLogHasNoSecrets runs authenticated requests and checks that no
// key, password or query string reaches the log.
func TestAccessLogHasNoSecrets(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	s := testkit.NewServer(t, testkit.WithLogger(slog.New(slog.NewJSONHandler(&buf, nil))))
	mods := s.Modules
	tenant := testkit.NewTenant(t, mods.Accounts, "acme")
	_, pass := testkit.NewUser(t, mods.Accounts, "ed@example.com", modules.RoleEditor)
	s.Do(t, testkit.Request("POST", "/graphql", map[string]any{"query": "{ company { name } }"}, "Authorization", "Bearer "+tenant.Key))
	s.Do(t, testkit.Request("GET", "/calendar/events/v1/events/1?password=hunter2", nil, "Authorization", "Bearer "+tenant.Key))
	req := testkit.Request("GET", "/healthz", nil)
	req.SetBasicAuth("ed@example.com", pass)
	s.Do(t, req)
	log := buf.String()
	if !strings.Contains(log, `"msg":"request"`) || !strings.Contains(log, `"request_id"`) {
		t.Fatalf("no access log lines: %s", log)
	}
	for _, secret := range []string{tenant.Key, pass, "hunter2", "Bearer", "Basic"} {
		if strings.Contains(log, secret) {
			t.Fatalf("log contains %q:\n%s", secret, log)
		}
	}
}

func TestGraphQLCompanyUsesTheRESTAuthentication(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	acme := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	other := testkit.NewTenant(t, s.Modules.Accounts, "other")
	noRead := testkit.NewTenant(t, s.Modules.Accounts, "writer", modules.ScopeContentWrite)
	query := map[string]any{"query": "{ company { id name subdomain } }"}
	tests := []struct {
		name     string
		req      *http.Request
		status   int
		contains string
	}{
		{"key of acme", testkit.Request("POST", "/graphql", query, "Authorization", "Bearer "+acme.Key), 200, `"subdomain":"acme"`},
		{"key of other", testkit.Request("POST", "/graphql", query, "Authorization", "Bearer "+other.Key), 200, `"subdomain":"other"`},
		{"GET query", testkit.Request("GET", "/graphql?query=%7Bcompany%7Bsubdomain%7D%7D", nil, "Authorization", "Bearer "+acme.Key), 200, `"subdomain":"acme"`},
		{"wrong key", testkit.Request("POST", "/graphql", query, "Authorization", "Bearer cbk_wrong"), 401, `"code":"UNAUTHENTICATED"`},
		{"no key", testkit.Request("POST", "/graphql", query), 200, `"code":"UNAUTHENTICATED"`},
		{"key without content:read", testkit.Request("POST", "/graphql", query, "Authorization", "Bearer "+noRead.Key), 200, `"code":"FORBIDDEN"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := s.Do(t, tt.req)
			if r.StatusCode != tt.status || !strings.Contains(string(r.Body), tt.contains) {
				t.Fatalf("%d %s, want %d with %s", r.StatusCode, r.Body, tt.status, tt.contains)
			}
			if tt.status == 401 && r.Header.Get("WWW-Authenticate") == "" {
				t.Fatal("401 without WWW-Authenticate")
			}
		})
	}
	r := s.Do(t, testkit.Request("GET", "/graphql", nil, "Accept", "text/html"))
	if r.StatusCode != 200 || !bytes.Contains(r.Body, []byte("<html")) {
		t.Fatalf("GraphiQL: %d", r.StatusCode)
	}
}
