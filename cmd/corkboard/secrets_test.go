package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"corkboard/internal/database"
	"corkboard/internal/testkit"
	"corkboard/modules/careers/careerstest"
)

// client is a small HTTP client of a running server for flow tests.
type client struct {
	t    testing.TB
	base string
	hdr  http.Header
}

func newClient(t testing.TB, base string, headers ...string) *client {
	c := &client{t: t, base: base, hdr: http.Header{}}
	for i := 0; i+1 < len(headers); i += 2 {
		c.hdr.Set(headers[i], headers[i+1])
	}
	return c
}

// do sends a request; body is JSON-encoded unless it is []byte (sent as
// is, with ct) or nil.
func (c *client) do(method, path string, body any, ct string, headers ...string) (*http.Response, []byte) {
	c.t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		r = bytes.NewReader(b)
	default:
		enc, _ := json.Marshal(b)
		r, ct = bytes.NewReader(enc), "application/json"
	}
	req, err := http.NewRequest(method, c.base+path, r)
	if err != nil {
		c.t.Fatal(err)
	}
	for k, v := range c.hdr {
		req.Header[k] = v
	}
	if ct != "" {
		req.Header.Set("Content-Type", ct)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

// must is do, failing unless the status is want.
func (c *client) must(want int, method, path string, body any, ct string, headers ...string) []byte {
	c.t.Helper()
	resp, b := c.do(method, path, body, ct, headers...)
	if resp.StatusCode != want {
		c.t.Fatalf("%s %s: %d, want %d: %s", method, path, resp.StatusCode, want, b)
	}
	return b
}

// multipartFile builds an upload body of /content/v1/file.
func multipartFile(kind, name string, data []byte) ([]byte, string) {
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	_ = w.WriteField("type", kind)
	fw, _ := w.CreateFormFile("file", name)
	_, _ = fw.Write(data)
	_ = w.Close()
	return b.Bytes(), w.FormDataContentType()
}

// TestNoSecretsInLogs runs a full flow against the built binary with
// debug logging — log in, make a key, a user and an application password
// in the admin, use all of them, fail a login, apply with files, write
// events, log out — then greps everything the process logged for every
// secret it saw: API keys, passwords, session and CSRF tokens, the
// signing secret. It also checks that the database holds keys, passwords
// and session tokens only hashed.
func TestNoSecretsInLogs(t *testing.T) {
	data := t.TempDir()
	dbURL := testkit.DatabaseURL(t)
	p := startProc(t, procConfig{Data: data, DatabaseURL: dbURL, Demo: true, LogLevel: "debug"})
	demoKey := p.DemoKey()
	secrets := map[string]string{"demo API key": demoKey, "admin password": "corkboard-demo",
		"signing secret": "proc-test-secret-0123456789abcdef0123"}

	// The admin logs in: session cookie and CSRF token.
	anon := newClient(t, p.Base)
	resp, body := anon.do("POST", "/admin/api/login", map[string]string{"email": "admin@example.com", "password": "corkboard-demo"}, "")
	if resp.StatusCode != 200 {
		t.Fatalf("login: %d %s", resp.StatusCode, body)
	}
	var login struct {
		CSRFToken string `json:"csrf_token"`
	}
	_ = json.Unmarshal(body, &login)
	var session string
	for _, c := range resp.Cookies() {
		if c.Name == "corkboard_session" {
			session = c.Value
		}
	}
	if session == "" || login.CSRFToken == "" {
		t.Fatalf("no session: %s", body)
	}
	secrets["session token"], secrets["CSRF token"] = session, login.CSRFToken
	adm := newClient(t, p.Base, "Cookie", "corkboard_session="+session, "X-CSRF-Token", login.CSRFToken)
	gql := func(c *client, query string, vars map[string]any, v any) {
		t.Helper()
		b := c.must(200, "POST", "/graphql", map[string]any{"query": query, "variables": vars}, "")
		var out struct {
			Data   json.RawMessage
			Errors []any
		}
		if err := json.Unmarshal(b, &out); err != nil || len(out.Errors) > 0 {
			t.Fatalf("%s: %s", query, b)
		}
		if v != nil {
			_ = json.Unmarshal(out.Data, v)
		}
	}
	var created struct{ CreateApiKey struct{ Key string } }
	gql(adm, `mutation { createApiKey(input: {companyId: "1", name: "site", scopes: ["content:read", "content:write", "calendar:write"]}) { key } }`, nil, &created)
	secrets["new API key"] = created.CreateApiKey.Key
	var user struct{ CreateUser struct{ ID string } }
	gql(adm, `mutation($p: String!) { createUser(input: {email: "ed@example.com", password: $p, role: EDITOR}) { id } }`,
		map[string]any{"p": "editor-password-1"}, &user)
	secrets["new user's password"] = "editor-password-1"
	gql(adm, `mutation($id: ID!, $p: String!) { resetUserPassword(id: $id, password: $p) { id } }`,
		map[string]any{"id": user.CreateUser.ID, "p": "editor-password-2"}, nil)
	secrets["reset password"] = "editor-password-2"
	var out bytes.Buffer
	if code := run(context.Background(), []string{"admin", "app-password", "--email", "ed@example.com", "--data", data,
		"--database-url", dbURL, "--log-level", "debug"}, &out, io.Discard); code != 0 {
		t.Fatal("app-password failed")
	}
	appPass := lastLine(out.String())
	secrets["application password"] = appPass
	basic := "Basic " + base64.StdEncoding.EncodeToString([]byte("ed@example.com:"+appPass))
	secrets["Basic credentials"] = strings.TrimPrefix(basic, "Basic ")

	// Failed logins and bad credentials.
	anon.must(401, "POST", "/admin/api/login", map[string]string{"email": "admin@example.com", "password": "wrong-password-guess"}, "")
	secrets["wrong password"] = "wrong-password-guess"
	newClient(t, p.Base, "Authorization", "Bearer cbk_notarealkeybutsecretlooking0123456789").must(401, "GET", "/content/v1/jobs", nil, "")
	secrets["wrong key"] = "cbk_notarealkeybutsecretlooking0123456789"
	newClient(t, p.Base, "Authorization", "Basic "+base64.StdEncoding.EncodeToString([]byte("ed@example.com:bad-app-password"))).
		must(401, "POST", "/calendar/events/v1/tags", map[string]any{"name": "x"}, "")
	secrets["wrong app password"] = "bad-app-password"

	// The keys at work: a jobsite applies; an editor and a key write events.
	site := newClient(t, p.Base, "Authorization", "Bearer "+secrets["new API key"])
	var jobs struct{ Data []struct{ ID int64 } }
	_ = json.Unmarshal(site.must(200, "GET", "/content/v1/jobs?per_page=1", nil, ""), &jobs)
	b, ct := multipartFile("document", "cv.pdf", careerstest.PDF("cv"))
	var file struct{ ID int64 }
	_ = json.Unmarshal(site.must(200, "POST", "/content/v1/file", b, ct), &file)
	site.must(200, "POST", "/content/v1/applications", map[string]any{"data": map[string]any{"type": "application", "attributes": map[string]any{
		"job_id": jobs.Data[0].ID, "first_name": "Jane", "last_name": "Doe", "email": "jane@example.com",
		"curriculum_vitae": file.ID, "disclaimer": true}}}, "", "Idempotency-Key", "secret-flow-1")
	ed := newClient(t, p.Base, "Authorization", basic)
	ed.must(201, "POST", "/calendar/events/v1/events", map[string]any{"title": "Launch", "start_date": "2027-01-15 19:00", "end_date": "2027-01-15 23:00"}, "")
	site.must(201, "POST", "/calendar/events/v1/tags", map[string]any{"name": "secret-flow-tag"}, "")
	newClient(t, p.Base, "Authorization", "Bearer "+demoKey).must(200, "POST", "/graphql", map[string]any{"query": "{ company { name } }"}, "")
	adm.must(200, "GET", "/admin/api/session", nil, "")
	// A request the server fails on (an unknown route, a bad body) with
	// the credentials attached.
	adm.must(404, "GET", "/content/v1/nothing-here", nil, "")
	site.must(400, "POST", "/content/v1/applications", []byte(`{`), "application/json")
	adm.must(204, "POST", "/admin/api/logout", nil, "")
	p.Stop()

	logs := p.Logs()
	if !strings.Contains(logs, `"request"`) || strings.Count(logs, "\n") < 20 {
		t.Fatalf("expected debug logs of the flow, got %d lines:\n%s", strings.Count(logs, "\n"), logs)
	}
	for what, secret := range secrets {
		if secret == "" {
			t.Fatalf("%s: empty", what)
		}
		if strings.Contains(logs, secret) {
			t.Errorf("the logs contain the %s", what)
		}
	}

	// At rest: no key, password or session token in clear anywhere in
	// the database.
	db, err := database.Open(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	dump := dumpDatabase(t, db.DB, testkit.IsPostgres(db))
	if strings.Count(dump, "\n") < 50 {
		t.Fatalf("the dump looks empty: %d lines", strings.Count(dump, "\n"))
	}
	if testkit.Dialect() == "sqlite" {
		// Also the raw file and its WAL.
		for _, f := range []string{"corkboard.db", "corkboard.db-wal"} {
			raw, _ := os.ReadFile(filepath.Join(data, f))
			dump += string(raw)
		}
	}
	for _, what := range []string{"demo API key", "new API key", "admin password", "new user's password", "reset password",
		"application password", "session token", "wrong password"} {
		if strings.Contains(dump, secrets[what]) {
			t.Errorf("the database holds the %s in clear", what)
		}
	}
}

// dumpDatabase renders every row of every table as text.
func dumpDatabase(t *testing.T, db *sql.DB, postgres bool) string {
	t.Helper()
	q := `SELECT name FROM sqlite_master WHERE type = 'table'`
	if postgres {
		q = `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`
	}
	rows, err := db.Query(q)
	if err != nil {
		t.Fatal(err)
	}
	var tables []string
	for rows.Next() {
		var n string
		_ = rows.Scan(&n)
		tables = append(tables, n)
	}
	rows.Close()
	var b strings.Builder
	for _, table := range tables {
		rows, err := db.Query(`SELECT * FROM "` + table + `"`)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		for rows.Next() {
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "%s:", table)
			for _, v := range vals {
				if bs, ok := v.([]byte); ok {
					v = string(bs)
				}
				fmt.Fprintf(&b, " %v", v)
			}
			b.WriteByte('\n')
		}
		rows.Close()
	}
	return b.String()
}
