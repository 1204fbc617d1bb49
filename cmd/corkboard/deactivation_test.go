package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
)

// TestDeactivationReachesEveryInstance: two binaries on one PostgreSQL
// database, with API keys cached for an hour. A company switched off
// through one instance's GraphQL is refused at once by the other, whose
// cache held its key: 401 on the content API, calendar writes, GraphQL
// and uploads. The other hears of it from the database (LISTEN/NOTIFY),
// not when its cache expires. Switched on again, the key works again on
// both.
func TestDeactivationReachesEveryInstance(t *testing.T) {
	if testkit.Dialect() != "postgres" {
		t.Skip("instances share a PostgreSQL database")
	}
	dbURL := testkit.DatabaseURL(t)
	env := []string{"CORKBOARD_API_KEY_CACHE_TTL=1h"}
	a := startProc(t, procConfig{Data: t.TempDir(), DatabaseURL: dbURL, Demo: true, Env: env})
	b := startProc(t, procConfig{Data: t.TempDir(), DatabaseURL: dbURL, Env: env})
	key := a.DemoKey()
	var out strings.Builder
	if code := run(context.Background(), []string{"admin", "app-password", "--email", demoEmail,
		"--data", t.TempDir(), "--database-url", dbURL, "--log-level", "error"}, &out, io.Discard); code != 0 {
		t.Fatal("admin app-password failed")
	}
	admin := "Basic " + basic(demoEmail, lastLine(out.String()))

	// call is a request without its base URL and credentials.
	type call struct {
		method, path, contentType string
		body                      []byte
	}
	do := func(base, auth string, c call) (int, string) {
		t.Helper()
		r, err := http.NewRequest(c.method, base+c.path, bytes.NewReader(c.body))
		if err != nil {
			t.Fatal(err)
		}
		if c.contentType != "" {
			r.Header.Set("Content-Type", c.contentType)
		}
		r.Header.Set("Authorization", auth)
		res, err := http.DefaultClient.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(body)
	}
	graphql := func(query string, vars map[string]any) call {
		b, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
		return call{"POST", "/graphql", "application/json", b}
	}
	var companies struct {
		Data struct {
			Companies []struct{ ID, Subdomain string }
		}
	}
	if status, body := do(a.Base, admin, graphql(`{ companies { id subdomain } }`, nil)); status != 200 ||
		json.Unmarshal([]byte(body), &companies) != nil || len(companies.Data.Companies) != 1 {
		t.Fatalf("companies: %d %s", status, body)
	}
	demo := companies.Data.Companies[0].ID
	setActive := func(on bool) {
		t.Helper()
		status, body := do(a.Base, admin, graphql(`mutation($c: ID!, $on: Boolean!) {
			updateCompany(companyId: $c, input: {name: "Acme Corporation", active: $on}) { active } }`, map[string]any{"c": demo, "on": on}))
		if status != 200 || strings.Contains(body, `"errors"`) {
			t.Fatalf("updateCompany on A: %d %s", status, body)
		}
	}
	var upload bytes.Buffer
	mw := multipart.NewWriter(&upload)
	_ = mw.WriteField("type", "document")
	fw, _ := mw.CreateFormFile("file", "cv.txt")
	_, _ = fw.Write([]byte("Curriculum vitae\n"))
	_ = mw.Close()
	requests := map[string]struct {
		req func() call
		ok  int
	}{
		"content jobs": {func() call { return call{method: "GET", path: "/content/v1/jobs"} }, 200},
		"calendar write": {func() call {
			return call{"POST", "/calendar/events/v1/events", "application/json",
				[]byte(`{"title":"Open day","start_date":"2027-01-05 10:00:00","end_date":"2027-01-05 12:00:00"}`)}
		}, 201},
		"GraphQL": {func() call { return graphql(`{ company { name } }`, nil) }, 200},
		"upload":  {func() call { return call{"POST", "/content/v1/file", mw.FormDataContentType(), upload.Bytes()} }, 200},
	}
	check := func(base string, want func(ok int) int) {
		t.Helper()
		for name, r := range requests {
			if status, body := do(base, "Bearer "+key, r.req()); status != want(r.ok) {
				t.Errorf("%s: %d, want %d: %.200s", name, status, want(r.ok), body)
			}
		}
	}
	// B resolves the key and keeps it (for an hour).
	check(b.Base, func(ok int) int { return ok })
	check(b.Base, func(ok int) int { return ok })

	setActive(false)
	poll(t, "B to refuse the key", func() bool {
		status, _ := do(b.Base, "Bearer "+key, requests["content jobs"].req())
		return status == 401
	})
	check(b.Base, func(int) int { return 401 })
	check(a.Base, func(int) int { return 401 })

	setActive(true)
	poll(t, "B to take the key again", func() bool {
		status, _ := do(b.Base, "Bearer "+key, requests["content jobs"].req())
		return status == 200
	})
	check(b.Base, func(ok int) int { return ok })
	check(a.Base, func(ok int) int { return ok })
}

// poll waits for ok, within a generous deadline (the announcement of a
// write arrives within milliseconds; a cache would keep the key an hour).
func poll(t *testing.T, what string, ok func() bool) {
	t.Helper()
	if !testkit.Eventually(10*time.Second, ok) {
		t.Fatalf("timed out waiting for %s", what)
	}
}

func basic(user, pass string) string {
	r, _ := http.NewRequest("GET", "/", nil)
	r.SetBasicAuth(user, pass)
	return strings.TrimPrefix(r.Header.Get("Authorization"), "Basic ")
}
