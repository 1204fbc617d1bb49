package content_test

import (
	"net/http"
	"strings"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
)

// TestAuthenticationAndScopes covers 401 (with WWW-Authenticate: Bearer)
// and 403 on every endpoint.
func TestAuthenticationAndScopes(t *testing.T) {
	s := newServer(t)
	reader := testkit.NewTenant(t, s.Modules.Accounts, "reader", modules.ScopeContentRead)
	writer := testkit.NewTenant(t, s.Modules.Accounts, "writer", modules.ScopeContentWrite)
	calendar := testkit.NewTenant(t, s.Modules.Accounts, "cal", modules.ScopeCalendarWrite)
	endpoints := []struct{ method, path string }{
		{"GET", "/content/v1/company"}, {"GET", "/content/v1/locations"}, {"GET", "/content/v1/jobs"},
		{"GET", "/content/v1/jobs/1"}, {"POST", "/content/v1/applications"}, {"POST", "/content/v1/file"},
	}
	for _, ep := range endpoints {
		wrongScope := writer.Key
		if ep.method == "POST" {
			wrongScope = reader.Key
		}
		tests := []struct {
			name   string
			auth   string
			status int
			code   string
		}{
			{"no key", "", 401, "unauthenticated"},
			{"unknown key", "Bearer cbk_nope", 401, "unauthenticated"},
			{"malformed header", "Token abc", 401, "unauthenticated"},
			{"key without the scope", "Bearer " + wrongScope, 403, "forbidden"},
			{"calendar key", "Bearer " + calendar.Key, 403, "forbidden"},
		}
		for _, tt := range tests {
			t.Run(ep.method+" "+ep.path+" "+tt.name, func(t *testing.T) {
				req := testkit.Request(ep.method, ep.path, nil)
				if tt.auth != "" {
					req.Header.Set("Authorization", tt.auth)
				}
				if ep.method == "POST" && strings.HasSuffix(ep.path, "applications") {
					req = testkit.Request(ep.method, ep.path, map[string]any{"data": map[string]any{"type": "application", "attributes": map[string]any{}}}, "Authorization", tt.auth)
				}
				if ep.method == "POST" && strings.HasSuffix(ep.path, "file") {
					req = multipartRequest(t, "image", "photo.png", pngBytes, "Authorization", tt.auth)
				}
				r := s.Do(t, req)
				expectError(t, r, tt.status, tt.code)
				if tt.status == 401 && !strings.HasPrefix(r.Header.Get("WWW-Authenticate"), "Bearer") {
					t.Fatalf("401 without WWW-Authenticate: Bearer: %q", r.Header.Get("WWW-Authenticate"))
				}
			})
		}
	}
}

func TestRoutingErrors(t *testing.T) {
	s := newServer(t)
	acme := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	auth := []string{"Authorization", "Bearer " + acme.Key}
	tests := []struct {
		name, method, path string
		status             int
		code               string
		allow              string
	}{
		{"unknown route", "GET", "/content/v1/nope", 404, "not_found", ""},
		{"unknown version", "GET", "/content/v2/jobs", 404, "not_found", ""},
		{"non-numeric job id", "GET", "/content/v1/jobs/abc", 404, "not_found", ""},
		{"job id overflow", "GET", "/content/v1/jobs/99999999999999999999", 404, "not_found", ""},
		{"POST company", "POST", "/content/v1/company", 405, "method_not_allowed", "GET, HEAD"},
		{"DELETE locations", "DELETE", "/content/v1/locations", 405, "method_not_allowed", "GET, HEAD"},
		{"PUT jobs", "PUT", "/content/v1/jobs", 405, "method_not_allowed", "GET, HEAD"},
		{"PATCH job", "PATCH", "/content/v1/jobs/1", 405, "method_not_allowed", "GET, HEAD"},
		{"GET applications", "GET", "/content/v1/applications", 405, "method_not_allowed", "POST"},
		{"GET file", "GET", "/content/v1/file", 405, "method_not_allowed", "POST"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := s.Do(t, testkit.Request(tt.method, tt.path, nil, auth...))
			expectError(t, r, tt.status, tt.code)
			if tt.allow != "" && r.Header.Get("Allow") != tt.allow {
				t.Fatalf("Allow = %q, want %q", r.Header.Get("Allow"), tt.allow)
			}
		})
	}
	// The error shape itself, once.
	r := s.Do(t, testkit.Request("POST", "/content/v1/company", nil, auth...))
	golden(t, "error_405", r.Body)
	r = s.Do(t, testkit.Request("GET", "/content/v1/company", nil))
	golden(t, "error_401", r.Body)
}

var _ = http.MethodGet
