package content_test

import (
	"strconv"
	"testing"
	"time"

	"corkboard/internal/app"
	"corkboard/internal/testkit"
	"corkboard/modules/careers/careerstest"
	"corkboard/rest/content"
)

func TestRateLimits(t *testing.T) {
	clock := testkit.NewClock(time.Date(2026, 11, 21, 9, 0, 15, 0, time.UTC)) // 45 s left in the minute
	s := newServer(t, func(c *app.HTTPConfig) {
		c.RateLimits = content.RateLimits{
			Read:  content.Budget{PerKey: 3, PerIP: 5, Window: time.Minute},
			Write: content.Budget{PerKey: 2, PerIP: 10, Window: time.Minute},
			Now:   clock.Now,
		}
	})
	acme := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	beta := testkit.NewTenant(t, s.Modules.Accounts, "beta")
	expect := func(r *testkit.Response, status, limit, remaining int) {
		t.Helper()
		if r.StatusCode != status || r.Header.Get("X-RateLimit-Limit") != strconv.Itoa(limit) ||
			r.Header.Get("X-RateLimit-Remaining") != strconv.Itoa(remaining) || r.Header.Get("X-RateLimit-Reset") != "45" {
			t.Fatalf("%d limit %q remaining %q reset %q, want %d %d %d 45: %s", r.StatusCode, r.Header.Get("X-RateLimit-Limit"),
				r.Header.Get("X-RateLimit-Remaining"), r.Header.Get("X-RateLimit-Reset"), status, limit, remaining, r.Body)
		}
	}
	// Per key: 3 reads, then 429 with Retry-After.
	expect(get(t, s, "/content/v1/company", acme.Key), 200, 3, 2)
	expect(get(t, s, "/content/v1/locations", acme.Key), 200, 3, 1)
	expect(get(t, s, "/content/v1/nope", acme.Key), 404, 3, 0) // every content response counts and says so
	r := get(t, s, "/content/v1/jobs", acme.Key)
	expect(r, 429, 3, 0)
	expectError(t, r, 429, "rate_limited")
	if r.Header.Get("Retry-After") != "45" {
		t.Fatalf("Retry-After %q", r.Header.Get("Retry-After"))
	}
	golden(t, "error_429", r.Body)
	// Writes have their own, stricter budget.
	upload := func(key string) *testkit.Response {
		return s.Do(t, multipartRequest(t, "image", "a.png", careerstest.PNG(2, 2), "Authorization", "Bearer "+key))
	}
	expect(upload(acme.Key), 200, 2, 1)
	expect(upload(acme.Key), 200, 2, 0)
	expect(upload(acme.Key), 429, 2, 0)
	// Per IP: beta's key is fresh, but this client has used 4 reads of 5.
	expect(get(t, s, "/content/v1/company", beta.Key), 200, 5, 0)
	expect(get(t, s, "/content/v1/company", beta.Key), 429, 5, 0)
	// Failed authentications count too.
	expect(get(t, s, "/content/v1/company", "cbk_guess"), 429, 5, 0)
	// A new window starts afresh.
	clock.Advance(time.Minute)
	r = get(t, s, "/content/v1/company", acme.Key)
	if r.StatusCode != 200 || r.Header.Get("X-RateLimit-Remaining") != "2" {
		t.Fatalf("next window: %d %q", r.StatusCode, r.Header.Get("X-RateLimit-Remaining"))
	}
}

func TestRateLimitHeadersOnEveryResponse(t *testing.T) {
	s := newServer(t)
	acme := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	for _, r := range []*testkit.Response{
		get(t, s, "/content/v1/company", acme.Key),
		get(t, s, "/content/v1/company", ""),
		get(t, s, "/content/v1/company", "cbk_wrong"),
		get(t, s, "/content/v1/jobs/77", acme.Key),
		s.Do(t, testkit.Request("DELETE", "/content/v1/jobs", nil, "Authorization", "Bearer "+acme.Key)),
		s.Do(t, testkit.Request("OPTIONS", "/content/v1/jobs", nil, "Origin", "https://evil.example", "Access-Control-Request-Method", "GET")),
	} {
		for _, h := range []string{"X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"} {
			if r.Header.Get(h) == "" {
				t.Fatalf("%d response without %s", r.StatusCode, h)
			}
		}
	}
}
