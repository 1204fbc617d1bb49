package calendar_test

import (
	"testing"

	"corkboard/internal/testkit"
)

// TestCORS: a page of another site may read the calendar, as it may read
// the original: a preflight of any route is answered with the route's
// methods and the headers clients send; responses (errors and cached
// answers too) allow any origin without credentials, and expose the
// totals. A request without Origin (not a browser's cross-site call)
// gets none of these headers.
func TestCORS(t *testing.T) {
	f := newFixture(t)
	const origin = "https://events.example.org"
	send := func(method, path string, headers ...string) *testkit.Response {
		t.Helper()
		return f.Do(t, testkit.Request(method, path, nil, headers...))
	}

	r := send("OPTIONS", "/calendar/events/v1/events", "Origin", origin,
		"Access-Control-Request-Method", "POST", "Access-Control-Request-Headers", "authorization, content-type")
	if r.StatusCode != 204 || r.Header.Get("Access-Control-Allow-Origin") != "*" ||
		r.Header.Get("Access-Control-Allow-Methods") != "GET, POST, OPTIONS" ||
		r.Header.Get("Access-Control-Allow-Headers") != "Authorization, Content-Type, Content-Disposition, Content-MD5, X-WP-Nonce, If-None-Match" ||
		r.Header.Get("Access-Control-Max-Age") != "600" || r.Header.Get("Access-Control-Allow-Credentials") != "" || len(r.Body) != 0 {
		t.Fatalf("preflight: %d %v %q", r.StatusCode, r.Header, r.Body)
	}
	r = send("OPTIONS", "/fr_fr/calendar/events/v1/events/by-slug/some-event", "Origin", origin, "Access-Control-Request-Method", "DELETE")
	if r.StatusCode != 204 || r.Header.Get("Access-Control-Allow-Methods") != "GET, DELETE, POST, PUT, PATCH, OPTIONS" {
		t.Fatalf("preflight of a single event by slug: %d %q", r.StatusCode, r.Header.Get("Access-Control-Allow-Methods"))
	}
	if r = send("OPTIONS", "/calendar/events/v1/nope", "Origin", origin); r.StatusCode != 404 || r.Header.Get("Access-Control-Allow-Origin") != "*" {
		t.Fatalf("preflight of no route: %d %v", r.StatusCode, r.Header)
	}

	for i := range 2 { // computed, then from the response cache
		r = send("GET", "/calendar/events/v1/events", "Origin", origin)
		if r.StatusCode != 200 || r.Header.Get("Access-Control-Allow-Origin") != "*" ||
			r.Header.Get("Access-Control-Expose-Headers") != "X-TEC-Total, X-TEC-TotalPages, ETag, Allow, Retry-After" ||
			r.Header.Get("X-TEC-Total") == "" {
			t.Fatalf("read %d: %d %v", i+1, r.StatusCode, r.Header)
		}
	}
	r = send("GET", "/calendar/events/v1/events/999999", "Origin", origin)
	if r.StatusCode != 404 || r.Header.Get("Access-Control-Allow-Origin") != "*" {
		t.Fatalf("error: %d %v", r.StatusCode, r.Header)
	}
	r = send("POST", "/calendar/events/v1/events", "Origin", origin, "Authorization", f.key, "Content-Type", "application/json")
	if r.StatusCode != 400 || r.Header.Get("Access-Control-Allow-Origin") != "*" {
		t.Fatalf("write without a title: %d %v %s", r.StatusCode, r.Header, r.Body)
	}

	r = send("GET", "/calendar/events/v1/events")
	if r.StatusCode != 200 || r.Header.Get("Access-Control-Allow-Origin") != "" || r.Header.Get("Access-Control-Expose-Headers") != "" {
		t.Fatalf("no Origin: %d %v", r.StatusCode, r.Header)
	}
}
