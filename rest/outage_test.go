package rest_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"corkboard/internal/app"
	"corkboard/internal/database"
	"corkboard/internal/testkit"
)

// TestDatabaseOutage cuts the connection to PostgreSQL with a proxy:
// requests that need the database get 503 with Retry-After in their
// interface's envelope, /readyz turns 503, and traffic recovers without a
// restart once the database is back.
func TestDatabaseOutage(t *testing.T) {
	if testkit.Dialect() != "postgres" {
		t.Skip("an outage is a network fault: PostgreSQL only")
	}
	env := testkit.NewEnv(t)
	u, err := url.Parse(testkit.DatabaseURL(t))
	if err != nil {
		t.Fatal(err)
	}
	proxy := testkit.NewProxy(t, u.Host)
	u.Host = proxy.Addr()
	db, err := database.Open(u.String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	env.DB, env.Deps.DB = db, db
	mods := app.NewModules(env.Deps)
	env.Migrate(t, mods.List()...)
	s := &testkit.Server{Env: env, Modules: mods, App: mods.HTTP(app.HTTPConfig{Signer: env.Signer})}
	tenant := testkit.NewTenant(t, mods.Accounts, "acme")
	gql := func() *testkit.Response {
		return s.Do(t, testkit.Request("POST", "/graphql", map[string]any{"query": "{ company { subdomain } }"}, "Authorization", "Bearer "+tenant.Key))
	}
	if r := gql(); r.StatusCode != 200 || !strings.Contains(string(r.Body), "acme") {
		t.Fatalf("before: %d %s", r.StatusCode, r.Body)
	}

	// Anonymous GraphQL reads no credentials: its resolvers meet the
	// outage (each query differs, so that none comes from the response
	// cache).
	anonymous := func(i int) *testkit.Response {
		return s.Do(t, testkit.Request("POST", "/graphql", map[string]any{"query": fmt.Sprintf("{ e%d: events { totalCount } }", i)}))
	}
	if r := anonymous(0); r.StatusCode != 200 {
		t.Fatalf("anonymous before: %d %s", r.StatusCode, r.Body)
	}

	proxy.Cut()
	for i := 0; i < 3; i++ {
		r := gql()
		if r.StatusCode != 503 || r.Header.Get("Retry-After") == "" || !strings.Contains(string(r.Body), `"code":"unavailable"`) {
			t.Fatalf("during outage: %d %q %s", r.StatusCode, r.Header.Get("Retry-After"), r.Body)
		}
		r = anonymous(i + 1)
		if r.StatusCode != 503 || r.Header.Get("Retry-After") != "5" || !strings.Contains(string(r.Body), `"code":"unavailable"`) ||
			r.Header.Get("Cache-Control") != "no-store" {
			t.Fatalf("anonymous GraphQL during outage: %d Retry-After %q Cache-Control %q %s", r.StatusCode, r.Header.Get("Retry-After"),
				r.Header.Get("Cache-Control"), r.Body)
		}
	}
	if r := s.Do(t, testkit.Request("GET", "/readyz", nil)); r.StatusCode != 503 {
		t.Fatalf("readyz during outage: %d", r.StatusCode)
	}
	if r := s.Do(t, testkit.Request("GET", "/healthz", nil)); r.StatusCode != 200 {
		t.Fatalf("healthz during outage: %d", r.StatusCode)
	}

	proxy.Restore()
	if r := s.Do(t, testkit.Request("GET", "/readyz", nil)); r.StatusCode != 200 {
		t.Fatalf("readyz after recovery: %d %s", r.StatusCode, r.Body)
	}
	if r := gql(); r.StatusCode != 200 || !strings.Contains(string(r.Body), "acme") {
		t.Fatalf("after recovery: %d %s", r.StatusCode, r.Body)
	}
	if r := anonymous(9); r.StatusCode != 200 {
		t.Fatalf("anonymous after recovery: %d %s", r.StatusCode, r.Body)
	}
}
