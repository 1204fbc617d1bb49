package calendar_test

import (
	"net/http/httptest"
	"testing"

	"corkboard/internal/testkit"
)

// raw sends path as written, escapes and all (net/url refuses "%ZZ").
func (f *fixture) raw(t *testing.T, method, path, auth string) *testkit.Response {
	t.Helper()
	req := httptest.NewRequest(method, "/", nil)
	req.URL.Path, req.URL.RawPath, req.URL.Opaque, req.RequestURI = "", "", path, ""
	if auth != "" {
		req.Header.Set("Authorization", auth)
	}
	return f.Do(t, req)
}

// TestOddIdsAndSlugsAnswerAsUnknownOnes: the original matches any digits
// as an id and any text without a slash as a slug (after decoding the
// path), and then finds nothing; so an id past 64 bits, zero or zero
// padded, and a slug holding a NUL, quotes, "..", SQL or a bad escape get
// exactly the answer of an unknown id or slug on the same route, for
// every route, method and caller: 404 rest-event-not-found for events,
// 400 rest_invalid_param naming id or slug elsewhere. A slug holding an
// encoded slash matches no route.
func TestOddIdsAndSlugsAnswerAsUnknownOnes(t *testing.T) {
	f := newFixture(t)
	id(t, f.call("POST", root+"/events", map[string]any{"title": "Known", "start_date": "2027-01-10 09:00:00", "end_date": "2027-01-10 10:00:00"}, f.admin))
	type answer struct {
		status      int
		code, param string
	}
	answerOf := func(t *testing.T, r *testkit.Response) answer {
		t.Helper()
		m := obj(t, r)
		a := answer{status: r.StatusCode, code: m["code"].(string)}
		if data, _ := m["data"].(map[string]any); data != nil {
			if p, _ := data["params"].(map[string]any); p != nil {
				for k := range p {
					a.param = k
				}
			}
		}
		return a
	}
	routes := []struct {
		base    string
		unknown answer // the original's answer to an unknown id or slug (admin)
		bySlug  bool
	}{
		{"/events/", answer{404, "rest-event-not-found", ""}, false},
		{"/venues/", answer{400, "rest_invalid_param", "id"}, false},
		{"/organizers/", answer{400, "rest_invalid_param", "id"}, false},
		{"/categories/", answer{400, "rest_invalid_param", "id"}, false},
		{"/tags/", answer{400, "rest_invalid_param", "id"}, false},
		{"/events/by-slug/", answer{400, "rest_invalid_param", "slug"}, true},
		{"/venues/by-slug/", answer{400, "rest_invalid_param", "slug"}, true},
		{"/organizers/by-slug/", answer{400, "rest_invalid_param", "slug"}, true},
	}
	oddIDs := []string{"99999999999999999999999", "9223372036854775808", "18446744073709551616", "0", "000", "0999999"}
	oddSlugs := []string{"a%00b", "%00", "a'b", "%27", "a%22b", "%22%22", "..", "a..b", "%2e%2e", "...",
		"x%27%20OR%20%271%27%3D%271", "%ZZ", "50%", "a%2", "caf%C3%A9", "a+b", "a%5Cb", "%3Cscript%3E", "semi;colon"}
	for _, rt := range routes {
		missing, odd := "999999", oddIDs
		if rt.bySlug {
			missing, odd = "no-such-slug", oddSlugs
		}
		for _, method := range []string{"GET", "PATCH", "DELETE"} {
			for _, who := range []string{"admin", ""} {
				want := answerOf(t, f.raw(t, method, root+rt.base+missing, f.auth(who)))
				if who == "admin" && want != rt.unknown {
					t.Errorf("%s %s%s: %+v, want %+v", method, rt.base, missing, want, rt.unknown)
				}
				for _, v := range odd {
					r := f.raw(t, method, root+rt.base+v, f.auth(who))
					if got := answerOf(t, r); got != want {
						t.Errorf("%s %s%s as %q: %+v, want %+v (as %s): %s", method, rt.base, v, who, got, want, missing, r.Body)
					}
				}
			}
		}
	}
	t.Run("the message names the id as the original reads it", func(t *testing.T) {
		for v, want := range map[string]string{
			"99999999999999999999999": "Event with ID 9223372036854775807 does not exist.",
			"0999999":                 "Event with ID 999999 does not exist.",
		} {
			if m := obj(t, f.raw(t, "GET", root+"/events/"+v, "")); m["message"] != want {
				t.Errorf("%s: %v", v, m["message"])
			}
		}
	})
	t.Run("a slug with a slash matches no route", func(t *testing.T) {
		for _, p := range []string{"/events/by-slug/a%2Fb", "/venues/by-slug/%2F", "/organizers/by-slug/..%2F..%2Fetc%2Fpasswd"} {
			wantError(t, f.raw(t, "GET", root+p, ""), 404, "rest_no_route")
		}
	})
	t.Run("escapes in the path are read", func(t *testing.T) {
		if r := f.raw(t, "GET", root+"/events/by-slug/%6Bnown", ""); r.StatusCode != 200 {
			t.Errorf("escaped slug: %d %s", r.StatusCode, r.Body)
		}
		if r := f.raw(t, "GET", root+"/%65vents", ""); r.StatusCode != 200 {
			t.Errorf("escaped route: %d %s", r.StatusCode, r.Body)
		}
	})
}
