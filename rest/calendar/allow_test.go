package calendar_test

import "testing"

// Every answer of a route names the route's methods in Allow, in the
// order its endpoints register them.
func TestAllowNamesTheRouteMethods(t *testing.T) {
	f := newFixture(t)
	for path, want := range map[string]string{
		"":            "GET",
		"/events":     "GET, POST",
		"/events/999": "GET, DELETE, POST, PUT, PATCH",
	} {
		r := f.call("GET", root+path, nil, "")
		if got := r.Header.Get("Allow"); got != want {
			t.Errorf("GET %s: Allow %q, want %q (status %d)", path, got, want, r.StatusCode)
		}
	}
}
