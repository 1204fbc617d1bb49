package content_test

import (
	"strings"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules/careers"
)

func TestCORS(t *testing.T) {
	s := newServer(t)
	m := careersOf(s)
	acme := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	beta := testkit.NewTenant(t, s.Modules.Accounts, "beta")
	_, err := m.Companies.Update(testkit.System(), acme.Company.ID, careers.UpdateCompany{
		Name: "Acme", Access: &careers.CompanyAccess{Active: true, Website: "https://www.acme.example/about", JobsiteURL: "https://careers.acme.example",
			DomainAlias: ptr("jobs.acme.be"), DomainAliasVerified: ptr(true), CORSOrigins: []string{"http://localhost:3000"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	_, err = m.Companies.Update(testkit.System(), beta.Company.ID, careers.UpdateCompany{
		Name: "Beta", Access: &careers.CompanyAccess{Active: true, Website: "https://beta.example", DomainAlias: ptr("jobs.beta.be"), DomainAliasVerified: ptr(false)},
	})
	if err != nil {
		t.Fatal(err)
	}
	preflight := func(origin string) *testkit.Response {
		return s.Do(t, testkit.Request("OPTIONS", "/content/v1/applications", nil, "Origin", origin,
			"Access-Control-Request-Method", "POST", "Access-Control-Request-Headers", "authorization, content-type, idempotency-key"))
	}
	for _, origin := range []string{"https://www.acme.example", "https://careers.acme.example", "https://jobs.acme.be",
		"http://localhost:3000", "https://beta.example", "http://corkboard.test"} {
		t.Run("preflight from "+origin, func(t *testing.T) {
			r := preflight(origin)
			if r.StatusCode != 204 || r.Header.Get("Access-Control-Allow-Origin") != origin ||
				!strings.Contains(r.Header.Get("Access-Control-Allow-Headers"), "Idempotency-Key") ||
				!strings.Contains(r.Header.Get("Access-Control-Allow-Headers"), "Authorization") ||
				!strings.Contains(r.Header.Get("Access-Control-Allow-Methods"), "POST") ||
				r.Header.Get("Access-Control-Max-Age") == "" || !strings.Contains(r.Header.Get("Vary"), "Origin") {
				t.Fatalf("%d %v", r.StatusCode, r.Header)
			}
		})
	}
	for _, origin := range []string{"https://evil.example", "https://jobs.beta.be", "null", "https://www.acme.example.evil.example"} {
		t.Run("preflight refused from "+origin, func(t *testing.T) {
			r := preflight(origin)
			expectError(t, r, 403, "origin_not_allowed")
			if r.Header.Get("Access-Control-Allow-Origin") != "" {
				t.Fatal("ACAO on a refused origin")
			}
		})
	}
	tests := []struct {
		name, key, origin string
		status            int
		acao              string
	}{
		{"no Origin (server to server)", acme.Key, "", 200, ""},
		{"own website", acme.Key, "https://www.acme.example", 200, "https://www.acme.example"},
		{"origin with default port", acme.Key, "https://careers.acme.example:443", 200, "https://careers.acme.example:443"},
		{"another company's origin", acme.Key, "https://beta.example", 403, "https://beta.example"},
		{"unknown origin", acme.Key, "https://evil.example", 403, ""},
		{"beta from its site", beta.Key, "https://beta.example", 200, "https://beta.example"},
		{"beta from its unverified alias", beta.Key, "https://jobs.beta.be", 403, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var h []string
			if tt.origin != "" {
				h = []string{"Origin", tt.origin}
			}
			r := get(t, s, "/content/v1/company", tt.key, h...)
			if r.StatusCode != tt.status || r.Header.Get("Access-Control-Allow-Origin") != tt.acao ||
				!strings.Contains(r.Header.Get("Vary"), "Origin") {
				t.Fatalf("%d ACAO %q Vary %q %s", r.StatusCode, r.Header.Get("Access-Control-Allow-Origin"), r.Header.Get("Vary"), r.Body)
			}
			if tt.status == 403 {
				expectError(t, r, 403, "origin_not_allowed")
			}
			if tt.acao != "" && !strings.Contains(r.Header.Get("Access-Control-Expose-Headers"), "X-RateLimit-Remaining") {
				t.Fatalf("expose headers: %q", r.Header.Get("Access-Control-Expose-Headers"))
			}
		})
	}
	// Origins follow the company's settings.
	_, err = m.Companies.Update(testkit.System(), beta.Company.ID, careers.UpdateCompany{
		Name: "Beta", Access: &careers.CompanyAccess{Active: true, Website: "https://beta.example", DomainAlias: ptr("jobs.beta.be"), DomainAliasVerified: ptr(true)},
	})
	if err != nil {
		t.Fatal(err)
	}
	if r := preflight("https://jobs.beta.be"); r.StatusCode != 204 {
		t.Fatalf("verified alias after update: %d", r.StatusCode)
	}
	// OPTIONS without CORS headers is a plain OPTIONS.
	r := s.Do(t, testkit.Request("OPTIONS", "/content/v1/jobs", nil))
	if r.StatusCode != 204 || r.Header.Get("Allow") != "GET, HEAD" {
		t.Fatalf("plain OPTIONS: %d %q", r.StatusCode, r.Header.Get("Allow"))
	}
}
