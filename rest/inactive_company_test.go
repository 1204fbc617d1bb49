package rest_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
)

// TestInactiveCompanyKeysAreRefused: once an admin switches a company off
// (updateCompany active: false), its API keys are refused with 401 at once
// on every transport, although each of them was in use (and its key
// resolved and cached) just before: the content API (reads, uploads,
// applications), the job feed (its feed key), calendar writes, GraphQL
// queries and uploads. Switched on again, they work again.
func TestInactiveCompanyKeysAreRefused(t *testing.T) {
	t.Parallel()
	w := newSecWorld(t)
	cal := "/calendar/events/v1"
	requests := []struct {
		name string
		req  func() *http.Request
		ok   int
	}{
		{"content: company", func() *http.Request { return testkit.Request("GET", "/content/v1/company", nil) }, 200},
		{"content: jobs", func() *http.Request { return testkit.Request("GET", "/content/v1/jobs", nil) }, 200},
		{"content: job feed", func() *http.Request { return testkit.Request("GET", "/content/v1/jobs.xml?key="+w.feed, nil) }, 200},
		{"content: upload", func() *http.Request { return upload("document", "cv.pdf", careerstest.PDF("cv")) }, 200},
		{"content: application", func() *http.Request {
			f, err := w.Modules.Careers.Files.Upload(testkit.System(), w.acme.Company.ID,
				careers.Upload{Kind: careers.KindDocument, Name: "cv.pdf", Body: bytes.NewReader(careerstest.PDF("cv"))})
			if err != nil {
				t.Fatal(err)
			}
			return testkit.Request("POST", "/content/v1/applications", application(w.acmeJob.ID, f.ID))
		}, 200},
		{"calendar: create an event", func() *http.Request {
			return testkit.Request("POST", cal+"/events", map[string]any{"title": unique("Event"),
				"start_date": "2026-12-01 10:00:00", "end_date": "2026-12-01 11:00:00"})
		}, 201},
		{"calendar: a public read with the key", func() *http.Request { return testkit.Request("GET", cal+"/events", nil) }, 200},
		{"GraphQL: company", func() *http.Request { return gql(`{ company { name } }`, nil) }, 200},
		{"GraphQL: uploadFile", func() *http.Request { return gqlUpload(t) }, 200},
	}
	run := func(want func(ok int) int) {
		t.Helper()
		for _, r := range requests {
			req := r.req()
			if req.URL.Query().Get("key") == "" { // the feed's key is in its URL
				req.Header.Set("Authorization", "Bearer "+w.acme.Key)
			}
			res := w.Do(t, req)
			if got := res.StatusCode; got != want(r.ok) || graphQLFailed(res) && want(r.ok) == r.ok {
				t.Errorf("%s: %d, want %d: %.300s", r.name, got, want(r.ok), res.Body)
			}
			// The content API names the scheme (the calendar answers as WordPress does).
			if res.StatusCode == 401 && res.Header.Get("WWW-Authenticate") == "" && strings.HasPrefix(r.name, "content") {
				t.Errorf("%s: 401 without WWW-Authenticate", r.name)
			}
		}
	}
	setActive := func(on bool) {
		t.Helper()
		r := w.Do(t, w.asAdmin(gql(`mutation($c: ID!, $on: Boolean!) { updateCompany(companyId: $c, input: {name: "Acme", active: $on}) { active } }`,
			map[string]any{"c": fmt.Sprint(w.acme.Company.ID), "on": on})))
		if r.StatusCode != 200 || graphQLFailed(r) {
			t.Fatalf("updateCompany: %d %s", r.StatusCode, r.Body)
		}
	}
	run(func(ok int) int { return ok }) // every request twice: the key is
	run(func(ok int) int { return ok }) // resolved from the cache now
	setActive(false)
	run(func(int) int { return 401 })
	setActive(true)
	run(func(ok int) int { return ok })
}

// graphQLFailed reports whether a GraphQL answer carries errors.
func graphQLFailed(r *testkit.Response) bool {
	var g struct {
		Errors []json.RawMessage `json:"errors"`
	}
	_ = json.Unmarshal(r.Body, &g)
	return len(g.Errors) > 0
}

// gqlUpload is a GraphQL multipart request uploading a CV (uploadFile).
func gqlUpload(t testing.TB) *http.Request {
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	_ = mw.WriteField("operations", `{"query":"mutation($f: Upload!) { uploadFile(kind: DOCUMENT, file: $f) { id } }","variables":{"f":null}}`)
	_ = mw.WriteField("map", `{"0":["variables.f"]}`)
	fw, _ := mw.CreateFormFile("0", "cv.pdf")
	_, _ = fw.Write(careerstest.PDF("cv"))
	if err := mw.Close(); err != nil {
		t.Fatal(err)
	}
	return testkit.Request("POST", "/graphql", b.Bytes(), "Content-Type", mw.FormDataContentType())
}
