package content_test

import (
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/careers/careerstest"
)

// The job reads are kept per company and language and served again until
// a write; keys without content:read never see a kept answer.
func TestJobReadsAreCachedPerCompany(t *testing.T) {
	w := newJobsWorld(t)
	s, m := w.s, careersOf(w.s)
	first := get(t, s, "/content/v1/jobs?per_page=2", w.acme.Key)
	if first.StatusCode != 200 || first.Header.Get("ETag") == "" {
		t.Fatalf("first: %d %s", first.StatusCode, first.Body)
	}
	n := s.CountQueries()
	again := get(t, s, "/content/v1/jobs?per_page=2", w.acme.Key)
	if q := n(); q > 1 { // the API key's lookup
		t.Errorf("a kept answer took %d queries", q)
	}
	if string(again.Body) != string(first.Body) ||
		again.Header.Get("ETag") != first.Header.Get("ETag") || again.Header.Get("Content-Language") != first.Header.Get("Content-Language") {
		t.Fatalf("again: %s %v", again.Body, again.Header)
	}
	if r := get(t, s, "/content/v1/jobs?per_page=2", w.acme.Key, "If-None-Match", first.Header.Get("ETag")); r.StatusCode != 304 {
		t.Errorf("If-None-Match: %d", r.StatusCode)
	}
	if other := get(t, s, "/content/v1/jobs?per_page=2", w.other.Key); strings.Contains(string(other.Body), "Go Developer") {
		t.Fatalf("another company got acme's jobs: %s", other.Body)
	}
	if nl := get(t, s, "/content/v1/jobs?per_page=2", w.acme.Key, "Accept-Language", "nl"); !strings.Contains(string(nl.Body), "NL: ") {
		t.Fatalf("Dutch got the English answer: %s", nl.Body)
	}
	noRead, _, err := s.Modules.Accounts.Keys.Create(testkit.System(), accounts.CreateAPIKey{CompanyID: w.acme.Company.ID,
		Name: "writer", Scopes: []string{modules.ScopeContentWrite}})
	if err != nil {
		t.Fatal(err)
	}
	if r := get(t, s, "/content/v1/jobs?per_page=2", noRead); r.StatusCode != 403 {
		t.Fatalf("a key without content:read: %d %s", r.StatusCode, r.Body)
	}
	// A new job is there at once.
	careerstest.NewJob(t, m, w.acme.Company.ID, careerstest.Job("Brand new job", s.Clock.Now()))
	if r := get(t, s, "/content/v1/jobs?per_page=2", w.acme.Key); !strings.Contains(string(r.Body), "Brand new job") {
		t.Fatalf("after a write: %s", r.Body)
	}
	// A scheduled job shows once its time comes, without a write.
	in := careerstest.Job("Later job", s.Clock.Now())
	later := s.Clock.Now().Add(time.Hour)
	in.PublishedAt = &later
	careerstest.NewJob(t, m, w.acme.Company.ID, in)
	if r := get(t, s, "/content/v1/jobs?per_page=2", w.acme.Key); strings.Contains(string(r.Body), "Later job") {
		t.Fatalf("a scheduled job before its time: %s", r.Body)
	}
	s.Clock.Advance(2 * time.Hour)
	if r := get(t, s, "/content/v1/jobs?per_page=2", w.acme.Key); !strings.Contains(string(r.Body), "Later job") {
		t.Fatalf("a scheduled job after its time: %s", r.Body)
	}
}
