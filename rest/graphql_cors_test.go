package rest_test

import (
	"strings"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules/careers"
)

// TestGraphQLCORS: a page of any origin may send anonymous queries (the
// calendar is public) and gets "Access-Control-Allow-Origin: *", never
// credentials; a preflight is answered for any origin; an API key sent
// from a browser works only from an origin its company allows (or the
// service's own), as on the content interface.
func TestGraphQLCORS(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	acme := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	if _, err := s.Modules.Careers.Companies.Update(testkit.System(), acme.Company.ID, careers.UpdateCompany{
		Name: "Acme", Access: &careers.CompanyAccess{Active: true, CORSOrigins: []string{"http://localhost:3000"}},
	}); err != nil {
		t.Fatal(err)
	}
	events := map[string]any{"query": "{ events { totalCount } }"}
	company := map[string]any{"query": "{ company { subdomain } }"}

	r := s.Do(t, testkit.Request("OPTIONS", "/graphql", nil, "Origin", "https://anywhere.example",
		"Access-Control-Request-Method", "POST", "Access-Control-Request-Headers", "content-type, authorization"))
	if r.StatusCode != 204 || r.Header.Get("Access-Control-Allow-Origin") != "*" ||
		r.Header.Get("Access-Control-Allow-Methods") != "GET, POST, OPTIONS" ||
		!strings.Contains(r.Header.Get("Access-Control-Allow-Headers"), "Authorization, Content-Type") ||
		r.Header.Get("Access-Control-Max-Age") != "600" || r.Header.Get("Access-Control-Allow-Credentials") != "" {
		t.Fatalf("preflight: %d %v", r.StatusCode, r.Header)
	}
	if r = s.Do(t, testkit.Request("OPTIONS", "/graphql", nil)); r.StatusCode != 204 || r.Header.Get("Allow") != "GET, HEAD, OPTIONS, POST" ||
		r.Header.Get("Access-Control-Allow-Origin") != "" {
		t.Fatalf("OPTIONS without a preflight: %d %v", r.StatusCode, r.Header)
	}

	for i := range 2 { // computed, then from the response cache
		r = s.Do(t, testkit.Request("POST", "/graphql", events, "Origin", "https://anywhere.example"))
		if r.StatusCode != 200 || !strings.Contains(string(r.Body), `"totalCount"`) ||
			r.Header.Get("Access-Control-Allow-Origin") != "*" || r.Header.Get("Access-Control-Expose-Headers") != "ETag, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Request-ID" {
			t.Fatalf("anonymous query %d: %d %v %s", i+1, r.StatusCode, r.Header, r.Body)
		}
	}
	if r = s.Do(t, testkit.Request("POST", "/graphql", events)); r.Header.Get("Access-Control-Allow-Origin") != "" {
		t.Fatalf("no Origin, yet CORS headers: %v", r.Header)
	}

	for _, tc := range []struct {
		origin   string
		status   int
		contains string
	}{
		{"http://localhost:3000", 200, `"subdomain":"acme"`},
		{"http://corkboard.test", 200, `"subdomain":"acme"`}, // the service's own origin
		{"", 200, `"subdomain":"acme"`},                      // not a browser's cross-site call
		{"https://evil.example", 403, `"code":"FORBIDDEN","status":403},"message":"this origin may not use`},
	} {
		headers := []string{"Authorization", "Bearer " + acme.Key}
		if tc.origin != "" {
			headers = append(headers, "Origin", tc.origin)
		}
		r = s.Do(t, testkit.Request("POST", "/graphql", company, headers...))
		if r.StatusCode != tc.status || !strings.Contains(string(r.Body), tc.contains) {
			t.Errorf("key from %q: %d %s, want %d with %s", tc.origin, r.StatusCode, r.Body, tc.status, tc.contains)
		}
	}
	// A wrong key from a browser is the handler's 401, not a CORS refusal.
	r = s.Do(t, testkit.Request("POST", "/graphql", company, "Authorization", "Bearer cbk_wrong", "Origin", "https://evil.example"))
	if r.StatusCode != 401 || r.Header.Get("Access-Control-Allow-Origin") != "*" {
		t.Errorf("wrong key: %d %v %s", r.StatusCode, r.Header, r.Body)
	}
}
