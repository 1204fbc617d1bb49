package content_test

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/careers"
)

// TestApplicationSelfLink: the links.self of a created application
// answers the same echo to the API key that created it, and nothing to
// any other caller: another key of the company (even with content:write),
// a read-only key, another company, an application made in the admin.
func TestApplicationSelfLink(t *testing.T) {
	w := newApplyWorld(t)
	r := w.apply(t, doc(w.valid(t)))
	if r.StatusCode != 200 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	var created struct {
		ID    int64
		Links struct{ Self string }
	}
	r.JSON(t, &created)
	u, err := url.Parse(created.Links.Self)
	if err != nil || !strings.HasSuffix(u.Path, "/content/v1/applications/"+jsonInt(created.ID)) {
		t.Fatalf("links.self %q", created.Links.Self)
	}
	read := func(key string) *testkit.Response { return get(t, w.s, u.Path, key) }

	got := read(w.acme.Key)
	if got.StatusCode != 200 {
		t.Fatalf("the creating key: %d %s", got.StatusCode, got.Body)
	}
	if !jsonEqual(t, got.Body, r.Body) {
		t.Fatalf("read back %s\ncreated   %s", got.Body, r.Body)
	}
	if cc := got.Header.Get("Cache-Control"); !strings.Contains(cc, "no-store") {
		t.Errorf("Cache-Control %q: the answer holds personal data", cc)
	}

	acc := w.s.Modules.Accounts
	newKey := func(scopes ...string) string {
		k, _, err := acc.Keys.Create(testkit.System(), accounts.CreateAPIKey{CompanyID: w.acme.Company.ID, Name: "other", Scopes: scopes})
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	expectError(t, read(newKey(modules.ScopeContentRead, modules.ScopeContentWrite)), 404, "not_found")
	expectError(t, read(newKey(modules.ScopeContentRead)), 403, "forbidden")
	expectError(t, read(w.other.Key), 404, "not_found")
	expectError(t, read(""), 401, "unauthenticated")
	expectError(t, get(t, w.s, "/content/v1/applications/999999", w.acme.Key), 404, "not_found")
	expectError(t, get(t, w.s, "/content/v1/applications/99999999999999999999", w.acme.Key), 404, "not_found")

	// Made by the system (as the admin does): no key reads it.
	in := careers.CreateApplication{CompanyID: w.acme.Company.ID, JobID: w.job.ID, FirstName: "Sys", LastName: "Tem",
		Email: "sys@example.com", Disclaimer: true}
	cv := w.upload(t, w.acme, "document", []byte("Curriculum vitae\n"))
	in.CurriculumVitae = &cv
	app, err := careersOf(w.s).Applications.Create(testkit.System(), in)
	if err != nil {
		t.Fatal(err)
	}
	expectError(t, get(t, w.s, "/content/v1/applications/"+jsonInt(app.ID), w.acme.Key), 404, "not_found")
}

func jsonInt(n int64) string { b, _ := json.Marshal(n); return string(b) }

func jsonEqual(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Fatal(err)
	}
	ja, _ := json.Marshal(x)
	jb, _ := json.Marshal(y)
	return string(ja) == string(jb)
}
