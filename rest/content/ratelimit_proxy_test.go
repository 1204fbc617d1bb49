package content_test

import (
	"net/http"
	"testing"
	"time"

	"corkboard/internal/app"
	"corkboard/internal/testkit"
	"corkboard/rest/content"
	"corkboard/rest/middleware"
)

// TestPerIPLimitBehindTrustedProxy serves the app on loopback, as behind a
// reverse proxy on 127.0.0.1: with the proxy trusted, each client named by
// X-Forwarded-For has its own per-IP budget; without, the header is
// ignored and every request counts against the proxy's address, so a
// client cannot escape its budget by sending the header itself.
func TestPerIPLimitBehindTrustedProxy(t *testing.T) {
	serve := func(trusted string) (string, testkit.Tenant) {
		proxies, err := middleware.ParseTrustedProxies(trusted)
		if err != nil {
			t.Fatal(err)
		}
		s := newServer(t, func(c *app.HTTPConfig) {
			c.TrustedProxies = proxies
			c.RateLimits = content.RateLimits{
				Read:  content.Budget{PerKey: 1000, PerIP: 2, Window: time.Minute},
				Write: content.Budget{PerKey: 1000, PerIP: 2, Window: time.Minute},
			}
		})
		acme := testkit.NewTenant(t, s.Modules.Accounts, "acme")
		addr := s.Listen(t)
		return "http://" + addr, acme
	}
	read := func(base string, acme testkit.Tenant, forwardedFor string) int {
		t.Helper()
		req, err := http.NewRequest("GET", base+"/content/v1/company", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Authorization", "Bearer "+acme.Key)
		if forwardedFor != "" {
			req.Header.Set("X-Forwarded-For", forwardedFor)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		_ = resp.Body.Close()
		return resp.StatusCode
	}
	expect := func(base string, acme testkit.Tenant, forwardedFor string, want ...int) {
		t.Helper()
		for i, w := range want {
			if got := read(base, acme, forwardedFor); got != w {
				t.Fatalf("read %d as %q: %d, want %d", i+1, forwardedFor, got, w)
			}
		}
	}

	base, acme := serve("127.0.0.1")
	expect(base, acme, "203.0.113.1", 200, 200, 429)
	expect(base, acme, "203.0.113.2", 200, 200, 429)
	// The client cannot pick its own address: a spoofed entry left of
	// the one the proxy appended is not believed.
	expect(base, acme, "198.51.100.7, 203.0.113.1", 429)

	base, acme = serve("10.0.0.0/8") // not the loopback peer
	expect(base, acme, "203.0.113.1", 200, 200, 429)
	expect(base, acme, "203.0.113.2", 429)
}
