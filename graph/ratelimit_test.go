package graph_test

import (
	"bytes"
	"context"
	"fmt"
	"mime/multipart"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"

	"corkboard/internal/app"
	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/careers/careerstest"
	"corkboard/rest/content"
	"corkboard/rest/ratelimit"
)

// rateLimited builds two instances of the app over one database with
// budgets in store (nil: each instance counts in its own memory).
func rateLimited(t *testing.T, store func() fiber.Storage, clock *testkit.Clock, read, write content.Budget) (*testkit.Server, *testkit.Server) {
	t.Helper()
	s := testkit.NewServer(t)
	instance := func() *testkit.Server {
		rl := content.RateLimits{Read: read, Write: write, Now: clock.Now}
		if store != nil {
			rl.Storage = store()
		}
		return testkit.NewServer(t, testkit.SharingModules(s), testkit.WithHTTP(func(c *app.HTTPConfig) {
			c.RateLimits, c.ResponseCacheTTL = rl, -1
		}))
	}
	return instance(), instance()
}

// windowClock is 15 s into the next minute, so that 45 s are left in the
// window; Redis expires the counters by the real clock, so it is not in
// the past.
func windowClock() *testkit.Clock {
	return testkit.NewClock(time.Now().Truncate(time.Minute).Add(time.Minute + 15*time.Second))
}

// stores are the counters' storages: each instance's memory, and Redis
// (shared by the instances).
func stores(t *testing.T) map[string]func(t *testing.T) func() fiber.Storage {
	return map[string]func(t *testing.T) func() fiber.Storage{
		"memory": func(*testing.T) func() fiber.Storage { return nil },
		"redis": func(t *testing.T) func() fiber.Storage {
			u := testkit.RedisURL(t) // one key prefix for both instances
			return func() fiber.Storage {
				r, err := ratelimit.NewRedis(context.Background(), u)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { _ = r.Close() })
				return r
			}
		},
	}
}

// graphqlUpload is uploadFile sent with the GraphQL multipart request spec.
func graphqlUpload(t *testing.T, key string) *http.Request {
	t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	_ = mw.WriteField("operations", `{"query":"mutation($file: Upload!) { uploadFile(kind: DOCUMENT, file: $file) { id } }","variables":{"file":null}}`)
	_ = mw.WriteField("map", `{"0":["variables.file"]}`)
	fw, _ := mw.CreateFormFile("0", "cv.pdf")
	_, _ = fw.Write(careerstest.PDF("cv"))
	_ = mw.Close()
	return testkit.Request("POST", "/graphql", b.Bytes(), "Content-Type", mw.FormDataContentType(), "Authorization", "Bearer "+key)
}

// restUpload is REST's POST /content/v1/file.
func restUpload(t *testing.T, key string) *http.Request {
	t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	_ = mw.WriteField("type", "document")
	fw, _ := mw.CreateFormFile("file", "cv.pdf")
	_, _ = fw.Write(careerstest.PDF("cv"))
	_ = mw.Close()
	return testkit.Request("POST", "/content/v1/file", b.Bytes(), "Content-Type", mw.FormDataContentType(), "Authorization", "Bearer "+key)
}

func gqlPost(query string, headers ...string) *http.Request {
	return testkit.Request("POST", "/graphql", map[string]any{"query": query}, headers...)
}

// expectLimited checks a 429 in the GraphQL (or REST) shape with
// Retry-After and the rate limit headers.
func expectLimited(t *testing.T, r *testkit.Response, what string) {
	t.Helper()
	if r.StatusCode != 429 || r.Header.Get("Retry-After") != "45" || r.Header.Get("X-RateLimit-Remaining") != "0" ||
		!bytes.Contains(bytes.ToUpper(r.Body), []byte(`"RATE_LIMITED"`)) { // REST's rate_limited, GraphQL's RATE_LIMITED
		t.Fatalf("%s: %d Retry-After %q remaining %q: %s", what, r.StatusCode, r.Header.Get("Retry-After"),
			r.Header.Get("X-RateLimit-Remaining"), r.Body)
	}
}

func expectStatus(t *testing.T, r *testkit.Response, status int, what string) {
	t.Helper()
	if r.StatusCode != status {
		t.Fatalf("%s: %d, want %d: %s", what, r.StatusCode, status, r.Body)
	}
}

// TestGraphQLWritesShareRESTBudgets: GraphQL writes (uploadFile,
// createApplication, any mutation) count against the same per-key write
// budget as REST's writes, on every instance (in Redis; in memory each
// instance counts its own), and are answered 429 with Retry-After and a
// coded GraphQL error past it; GraphQL queries count as reads.
func TestGraphQLWritesShareRESTBudgets(t *testing.T) {
	t.Parallel()
	for name, storeOf := range stores(t) {
		t.Run(name, func(t *testing.T) {
			store := storeOf(t)
			clock := windowClock()
			a, b := rateLimited(t, store, clock, content.Budget{PerKey: 100, PerIP: 100, Window: time.Minute},
				content.Budget{PerKey: 4, PerIP: 100, Window: time.Minute})
			acme := testkit.NewTenant(t, a.Modules.Accounts, "acme")
			auth := []string{"Authorization", "Bearer " + acme.Key}
			expectStatus(t, a.Do(t, restUpload(t, acme.Key)), 200, "REST upload 1")
			r := a.Do(t, graphqlUpload(t, acme.Key))
			expectStatus(t, r, 200, "GraphQL upload")
			if r.Header.Get("X-RateLimit-Limit") != "4" || r.Header.Get("X-RateLimit-Remaining") != "2" {
				t.Fatalf("GraphQL upload: limit %q remaining %q", r.Header.Get("X-RateLimit-Limit"), r.Header.Get("X-RateLimit-Remaining"))
			}
			second := b
			if store == nil {
				second = a // each instance has its own counters
			}
			expectStatus(t, second.Do(t, gqlPost(`mutation { createApplication(input: {firstName: "A"}) { id } }`, auth...)), 200, "createApplication")
			expectStatus(t, a.Do(t, gqlPost(`mutation { revokeApiKey(id: "1") { id } }`, auth...)), 200, "another mutation")
			// The budget of 4 writes is spent, on both transports.
			expectLimited(t, second.Do(t, gqlPost(`mutation { createApplication(input: {firstName: "A"}) { id } }`, auth...)), "GraphQL write 5")
			expectLimited(t, a.Do(t, graphqlUpload(t, acme.Key)), "GraphQL upload over budget")
			expectLimited(t, second.Do(t, restUpload(t, acme.Key)), "REST write over budget")
			// Reads are counted as reads.
			r = second.Do(t, gqlPost(`{ company { name } }`, auth...))
			if r.StatusCode != 200 || r.Header.Get("X-RateLimit-Limit") != "100" {
				t.Fatalf("read: %d limit %q: %s", r.StatusCode, r.Header.Get("X-RateLimit-Limit"), r.Body)
			}
			// Nothing was written by the refused requests.
			var n int
			if err := a.DB.NewRaw("SELECT count(*) FROM careers_files").Scan(context.Background(), &n); err != nil {
				t.Fatal(err)
			}
			if n != 2 {
				t.Fatalf("%d files stored, want 2", n)
			}
			clock.Advance(time.Minute)
			expectStatus(t, a.Do(t, graphqlUpload(t, acme.Key)), 200, "next window")
		})
	}
}

// TestAnonymousGraphQLPerIPBudget: anonymous GraphQL requests, failed
// authentications and refused documents count against the client IP's
// budget, so one client cannot keep the server busy; a signed-in admin
// session is not counted.
func TestAnonymousGraphQLPerIPBudget(t *testing.T) {
	t.Parallel()
	for name, storeOf := range stores(t) {
		t.Run(name, func(t *testing.T) {
			store := storeOf(t)
			clock := windowClock()
			a, _ := rateLimited(t, store, clock, content.Budget{PerKey: 100, PerIP: 4, Window: time.Minute},
				content.Budget{PerKey: 100, PerIP: 2, Window: time.Minute})
			for i := 0; i < 2; i++ {
				r := a.Do(t, gqlPost(fmt.Sprintf(`{ q%d: events { totalCount } }`, i)))
				expectStatus(t, r, 200, "anonymous read")
				if r.Header.Get("X-RateLimit-Remaining") != strconv.Itoa(3-i) {
					t.Fatalf("remaining %q", r.Header.Get("X-RateLimit-Remaining"))
				}
			}
			expectStatus(t, a.Do(t, gqlPost(fragmentBomb(30))), 200, "a refused fragment bomb")
			expectStatus(t, a.Do(t, gqlPost(`{ company { name } }`, "Authorization", "Bearer cbk_guess")), 401, "a wrong key")
			expectLimited(t, a.Do(t, gqlPost(`{ q9: events { totalCount } }`)), "anonymous read 5")
			expectLimited(t, a.Do(t, gqlPost(`{ company { name } }`, "Authorization", "Bearer cbk_guess2")), "a wrong key over budget")
			// Writes have their own budget.
			expectStatus(t, a.Do(t, gqlPost(`mutation { createApplication(input: {firstName: "A"}) { id } }`)), 200, "anonymous write")

			// An admin session is not counted; a session cookie that does
			// not authenticate is.
			testkit.NewUser(t, a.Modules.Accounts, "admin@example.com", modules.RoleAdmin)
			token, sess, err := a.Modules.Accounts.Sessions.Login(testkit.System(), "admin@example.com", "password-123")
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 3; i++ {
				expectStatus(t, a.Do(t, gqlPost(`{ me { email } }`, "Cookie", accounts.SessionCookie+"="+token, accounts.CSRFHeader, sess.CSRFToken)), 200, "admin read")
				expectStatus(t, a.Do(t, gqlPost(`mutation { revokeApiKey(id: "999") { id } }`, "Cookie", accounts.SessionCookie+"="+token,
					accounts.CSRFHeader, sess.CSRFToken)), 200, "admin write")
			}
			expectLimited(t, a.Do(t, gqlPost(`{ me { email } }`, "Cookie", accounts.SessionCookie+"=forged")), "a forged session")
		})
	}
}
