package rest_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"corkboard/internal/database"
	"corkboard/internal/testkit"
)

// TestDatabaseOutage cuts the connection to PostgreSQL with a proxy:
// requests that need the database get 503 with Retry-After in their
// interface's envelope, /readyz turns 503, and traffic recovers without a
// restart once the database is back.
func TestDatabaseOutage(t *testing.T) {
	t.Parallel()
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
	s := testkit.NewServer(t, testkit.OnEnv(env))
	mods := s.Modules
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
		if r.StatusCode != 503 || r.Header.Get("Retry-After") == "" || !strings.Contains(string(r.Body), `"code":"UNAVAILABLE"`) {
			t.Fatalf("during outage: %d %q %s", r.StatusCode, r.Header.Get("Retry-After"), r.Body)
		}
		r = anonymous(i + 1)
		if r.StatusCode != 503 || r.Header.Get("Retry-After") != "5" || !strings.Contains(string(r.Body), `"code":"UNAVAILABLE"`) ||
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

// TestPostgresRestartIsAnOutage: what PostgreSQL sends while it stops or
// starts is an outage, answered 503 + Retry-After in each interface's
// envelope, never 500: sessions ended by the server (57P01
// admin_shutdown, from pg_terminate_backend on the server's own
// sessions), then a server that stops (57P01 to its sessions) and refuses
// new connections while it starts up (57P03 cannot_connect_now), as a
// proxy speaking the protocol answers. Traffic recovers without a restart.
func TestPostgresRestartIsAnOutage(t *testing.T) {
	t.Parallel()
	if testkit.Dialect() != "postgres" {
		t.Skip("PostgreSQL's shutdown and startup errors")
	}
	env := testkit.NewEnv(t)
	u, err := url.Parse(testkit.DatabaseURL(t))
	if err != nil {
		t.Fatal(err)
	}
	proxy := testkit.NewProxy(t, u.Host)
	u.Host = proxy.Addr()
	app_ := "corkboard-restart-" + strings.ToLower(strings.ReplaceAll(t.Name(), "/", "-"))
	q := u.Query()
	q.Set("application_name", app_)
	u.RawQuery = q.Encode()
	db, err := database.Open(u.String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	admin := env.DB // straight to the server, not through the proxy
	env.DB, env.Deps.DB = db, db
	s := testkit.NewServer(t, testkit.OnEnv(env))
	mods := s.Modules
	tenant := testkit.NewTenant(t, mods.Accounts, "acme")
	auth := []string{"Authorization", "Bearer " + tenant.Key}
	venues := 0
	// GraphQL answers an operation that met an outage with 503 too.
	requests := []struct {
		name string
		req  func() *http.Request
		code string // the envelope's code for an outage
		http bool   // the status must be 503 with Retry-After
	}{
		{"content", func() *http.Request { return testkit.Request("GET", "/content/v1/company", nil, auth...) }, `"code":"unavailable"`, true},
		{"calendar", func() *http.Request {
			venues++
			return testkit.Request("POST", "/calendar/events/v1/venues", map[string]any{"venue": fmt.Sprintf("Hall %d", venues)}, auth...)
		}, `"status":503`, true},
		{"graphql", func() *http.Request {
			return testkit.Request("POST", "/graphql", map[string]any{"query": "{ company { subdomain } }"}, auth...)
		}, `"code":"UNAVAILABLE"`, true},
	}
	ok := func(when string) {
		t.Helper()
		for _, rq := range requests {
			if r := s.Do(t, rq.req()); r.StatusCode >= 300 {
				t.Fatalf("%s, %s: %d %s", when, rq.name, r.StatusCode, r.Body)
			}
		}
	}
	outage := func(when, name, code string, status bool, r *testkit.Response) {
		t.Helper()
		if status && (r.StatusCode != 503 || r.Header.Get("Retry-After") == "") || !strings.Contains(string(r.Body), code) {
			t.Fatalf("%s, %s: %d Retry-After %q %s", when, name, r.StatusCode, r.Header.Get("Retry-After"), r.Body)
		}
	}
	// sessions is the number of the server's sessions of this test's pool.
	sessions := func() int {
		var n int
		if err := admin.NewRaw("SELECT count(*) FROM pg_stat_activity WHERE application_name = ?", app_).Scan(context.Background(), &n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	ok("before")

	// pg_terminate_backend: every idle session of the pool is ended by the
	// server (57P01); the next statement on each finds out.
	for _, rq := range requests {
		ok("before terminating")
		if _, err := admin.ExecContext(context.Background(),
			"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ?", app_); err != nil {
			t.Fatal(err)
		}
		if !testkit.Eventually(10*time.Second, func() bool { return sessions() == 0 }) {
			t.Fatal("sessions not terminated")
		}
		outage("terminated sessions", rq.name, rq.code, rq.http, s.Do(t, rq.req()))
	}
	ok("after terminating")

	// A restart: the sessions are told 57P01, new connections 57P03.
	proxy.PostgresRefusal(
		testkit.PostgresError{Code: "57P01", Message: "terminating connection due to administrator command"},
		testkit.PostgresError{Code: "57P03", Message: "the database system is starting up"})
	for _, rq := range requests {
		for i := 0; i < 2; i++ {
			outage("restarting", rq.name, rq.code, rq.http, s.Do(t, rq.req()))
		}
	}
	proxy.Restore()
	ok("after the restart")
}
