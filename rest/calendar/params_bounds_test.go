package calendar_test

import (
	"strings"
	"testing"
	"time"
)

// TestPHPKeyBounds: bracketed parameter names cannot make the server
// allocate without bound. A huge list index is a map key (so the list
// parameter is invalid) instead of a list of that length, and keys
// nested deeper than 64 levels are dropped, as PHP drops them.
func TestPHPKeyBounds(t *testing.T) {
	f := newFixture(t)
	start := time.Now()
	r := f.call("POST", root+"/events", "title=Bomb&start_date=2026-12-01&end_date=2026-12-01&categories[]=a&categories[2147483647]=b", f.admin)
	wantError(t, r, 400, "rest_invalid_param")
	if !strings.Contains(string(r.Body), `"categories"`) {
		t.Fatalf("categories not named: %s", r.Body)
	}
	r = f.call("POST", root+"/events", "title"+strings.Repeat("[a]", 65)+"=x&start_date=2026-12-01&end_date=2026-12-01", f.admin)
	wantError(t, r, 400, "rest_missing_callback_param")
	r = f.call("POST", root+"/events", "title=Lists&start_date=2026-12-01&end_date=2026-12-01&tags[]=a&tags[1]=b", f.admin)
	if r.StatusCode != 201 {
		t.Fatalf("a small index still extends the list: %d %s", r.StatusCode, r.Body)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Fatalf("took %v", d)
	}
}
