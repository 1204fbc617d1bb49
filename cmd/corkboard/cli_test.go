package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
)

// cli runs the command in-process against one test database and data dir.
type cli struct {
	t     *testing.T
	data  string
	dbURL string
}

func newCLI(t *testing.T) *cli {
	return &cli{t: t, data: t.TempDir(), dbURL: testkit.DatabaseURL(t)}
}

func (c *cli) run(args ...string) (int, string, string) {
	c.t.Helper()
	var out, errb bytes.Buffer
	full := append(append([]string{}, args...), "--data", c.data, "--database-url", c.dbURL, "--log-level", "error")
	code := run(context.Background(), full, &out, &errb)
	return code, out.String(), errb.String()
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

func TestCLIUsageErrorsExit2(t *testing.T) {
	c := newCLI(t)
	for _, args := range [][]string{
		{"nope"},
		{"serve", "--bogus"},
		{"company", "create", "--name", "X"},
		{"company", "frobnicate"},
		{"apikey", "create", "--company", "x"},
		{"apikey", "revoke", "abc"},
		{"admin", "create", "--email", "a@example.com"},
		{"admin", "app-password", "revoke", "abc"},
		{"admin", "app-password", "revoke"},
		{"admin", "app-password", "list"},
		{"admin", "app-password", "frobnicate", "--email", "a@example.com"},
		{"migrate", "sideways"},
		{"migrate"},
	} {
		code, _, stderr := c.run(args...)
		if code != 2 || !strings.Contains(stderr, "usage") {
			t.Errorf("%v: exit %d, stderr %q", args, code, stderr)
		}
	}
	var out, errb bytes.Buffer
	if code := run(context.Background(), nil, &out, &errb); code != 2 {
		t.Errorf("no args: exit %d", code)
	}
}

func TestCLIAccountsFlow(t *testing.T) {
	c := newCLI(t)
	code, out, stderr := c.run("company", "create", "--name", "Acme", "--subdomain", "acme")
	if code != 0 || strings.TrimSpace(out) != "1" {
		t.Fatalf("company create: %d %q %q", code, out, stderr)
	}
	if code, _, stderr := c.run("company", "create", "--name", "Acme", "--subdomain", "acme"); code != 1 || !strings.Contains(stderr, "taken") {
		t.Fatalf("duplicate company: %d %q", code, stderr)
	}
	code, out, stderr = c.run("apikey", "create", "--company", "acme", "--scopes", "content:read,content:write,calendar:write", "--name", "site")
	if code != 0 {
		t.Fatalf("apikey create: %d %q", code, stderr)
	}
	key := lastLine(out)
	if !strings.HasPrefix(key, "cbk_") || strings.Contains(key, " ") {
		t.Fatalf("last line is not the key: %q", out)
	}
	if code, _, stderr := c.run("apikey", "create", "--company", "acme", "--scopes", "root"); code != 1 || !strings.Contains(stderr, "unknown scope") {
		t.Fatalf("bad scope: %d %q", code, stderr)
	}
	// A feed key: alone, with the feed's URL shown before the key.
	code, out, stderr = c.run("apikey", "create", "--company", "acme", "--scopes", "feeds:read", "--name", "indeed")
	if feed := lastLine(out); code != 0 || !strings.HasPrefix(feed, "cbk_") || !strings.Contains(out, "/content/v1/jobs.xml?key=") {
		t.Fatalf("feed key: %d %q %q", code, out, stderr)
	}
	if code, _, stderr := c.run("apikey", "create", "--company", "acme", "--scopes", "feeds:read,content:read"); code != 1 || !strings.Contains(stderr, "cannot be combined") {
		t.Fatalf("feeds:read with content:read: %d %q", code, stderr)
	}
	code, out, _ = c.run("apikey", "list", "--company", "acme")
	if code != 0 || !strings.Contains(out, key[:12]) || !strings.Contains(out, "active") || strings.Contains(out, key) {
		t.Fatalf("apikey list: %d %q", code, out)
	}
	if code, _, stderr := c.run("admin", "create", "--email", "ed@example.com", "--password", "secret-pass", "--role", "editor"); code != 0 {
		t.Fatalf("admin create: %q", stderr)
	}
	if code, _, _ := c.run("admin", "create", "--email", "x@example.com", "--password", "secret-pass", "--role", "king"); code != 1 {
		t.Fatalf("bad role accepted")
	}
	code, out, stderr = c.run("admin", "app-password", "--email", "ed@example.com", "--name", "wp client")
	if code != 0 || len(lastLine(out)) != 24 {
		t.Fatalf("app-password: %d %q %q", code, out, stderr)
	}
	code, out, stderr = c.run("backup", "--out", filepath.Join(c.data, "bk"))
	if code != 0 || !strings.Contains(out, "backup written to") {
		t.Fatalf("backup: %d %q %q", code, out, stderr)
	}
	code, out, _ = c.run("migrate", "status")
	if code != 0 || !strings.Contains(out, "applied  20261121000001_core") || strings.Contains(out, "pending  ") {
		t.Fatalf("migrate status: %q", out)
	}
	if code, _, _ := c.run("apikey", "revoke", "1"); code != 0 {
		t.Fatal("revoke failed")
	}
	// A feed key: alone, with the feed's URL shown before the key.
	code, out, stderr = c.run("apikey", "create", "--company", "acme", "--scopes", "feeds:read", "--name", "indeed")
	if feed := lastLine(out); code != 0 || !strings.HasPrefix(feed, "cbk_") || !strings.Contains(out, "/content/v1/jobs.xml?key=") {
		t.Fatalf("feed key: %d %q %q", code, out, stderr)
	}
	if code, _, stderr := c.run("apikey", "create", "--company", "acme", "--scopes", "feeds:read,content:read"); code != 1 || !strings.Contains(stderr, "cannot be combined") {
		t.Fatalf("feeds:read with content:read: %d %q", code, stderr)
	}
	code, out, _ = c.run("apikey", "list", "--company", "acme")
	if !strings.Contains(out, "revoked") {
		t.Fatalf("not revoked: %q", out)
	}
}

// An operator lists and revokes a user's application passwords.
func TestCLIAppPasswords(t *testing.T) {
	c := newCLI(t)
	if code, _, stderr := c.run("admin", "create", "--email", "ed@example.com", "--password", "secret-pass"); code != 0 {
		t.Fatalf("admin create: %q", stderr)
	}
	for _, args := range [][]string{
		{"admin", "app-password", "--email", "ed@example.com", "--name", "laptop"},
		{"admin", "app-password", "create", "--email", "ed@example.com", "--name", "phone"},
	} {
		if code, out, stderr := c.run(args...); code != 0 || len(lastLine(out)) != 24 {
			t.Fatalf("%v: %d %q %q", args, code, out, stderr)
		}
	}
	code, out, stderr := c.run("admin", "app-password", "list", "--email", "ed@example.com")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 3 || lines[0] != "ID\tNAME\tCREATED\tLAST USED\tSTATE" ||
		!strings.HasPrefix(lines[1], "2\tphone\t") || !strings.HasSuffix(lines[1], "\tnever\tactive") ||
		!strings.HasPrefix(lines[2], "1\tlaptop\t") {
		t.Fatalf("list: %d %q %q", code, out, stderr)
	}
	if code, out, stderr := c.run("admin", "app-password", "revoke", "1"); code != 0 || !strings.Contains(out, "application password 1 revoked") {
		t.Fatalf("revoke: %d %q %q", code, out, stderr)
	}
	_, out, _ = c.run("admin", "app-password", "list", "--email", "ed@example.com")
	lines = strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 || !strings.HasSuffix(lines[1], "\tactive") || !strings.Contains(lines[2], "\trevoked 20") {
		t.Fatalf("after revoke: %q", out)
	}
	if code, _, stderr := c.run("admin", "app-password", "revoke", "99"); code != 1 || !strings.Contains(stderr, "not found") {
		t.Fatalf("revoke unknown: %d %q", code, stderr)
	}
	if code, _, stderr := c.run("admin", "app-password", "list", "--email", "nobody@example.com"); code != 1 || !strings.Contains(stderr, "not found") {
		t.Fatalf("list of an unknown user: %d %q", code, stderr)
	}
}

func TestCLIMigrateDownAndUp(t *testing.T) {
	c := newCLI(t)
	for _, step := range []struct{ args, want string }{
		{"migrate up", "migrations applied"},
		{"migrate down", "rolled back"},
		{"migrate status", "pending  20261121000001_core"},
		{"migrate up", "migrations applied"},
		{"migrate status", "applied  20261121000001_core"},
	} {
		code, out, stderr := c.run(strings.Fields(step.args)...)
		if code != 0 || !strings.Contains(out, step.want) {
			t.Fatalf("%s: %d %q %q", step.args, code, out, stderr)
		}
	}
}

func freeAddr(t *testing.T) string { return freeAddrs(t, 1)[0] }

// freeAddrs returns n distinct free loopback addresses (held open
// together while chosen, so that none is returned twice).
func freeAddrs(t *testing.T, n int) []string {
	var addrs []string
	for i := 0; i < n; i++ {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		defer ln.Close()
		addrs = append(addrs, ln.Addr().String())
	}
	return addrs
}

// TestServeDemo starts the server with demo content, uses the printed key,
// then stops it with a cancelled context (as SIGTERM does) and restarts it
// to check that --demo is safe to repeat.
func TestServeDemo(t *testing.T) {
	c := newCLI(t)
	for round := 1; round <= 2; round++ {
		addr := freeAddr(t)
		ctx, cancel := context.WithCancel(context.Background())
		var out, errb bytes.Buffer
		done := make(chan int, 1)
		args := []string{"serve", "--demo", "--addr", addr, "--data", c.data, "--database-url", c.dbURL, "--log-level", "error"}
		go func() { done <- run(ctx, args, &syncWriter{w: &out}, &errb) }()
		base := "http://" + addr
		waitFor(t, base+"/healthz")
		resp, err := http.Get(base + "/readyz")
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("readyz: %v %v", resp, err)
		}
		key := lastLine(readSync(&out))
		body := strings.NewReader(`{"query":"{ company { name subdomain } }"}`)
		req, _ := http.NewRequest("POST", base+"/graphql", body)
		req.Header.Set("Authorization", "Bearer "+key)
		req.Header.Set("Content-Type", "application/json")
		resp, err = http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var got struct {
			Data struct {
				Company struct{ Name, Subdomain string }
			}
		}
		_ = json.NewDecoder(resp.Body).Decode(&got)
		resp.Body.Close()
		if got.Data.Company.Subdomain != "demo" {
			t.Fatalf("round %d: company %+v (key %q, output %q)", round, got, key, readSync(&out))
		}
		resp, err = http.Get(base + "/calendar/events/v1/events")
		if err != nil || resp.StatusCode != 200 || resp.Header.Get("X-TEC-Total") == "0" {
			t.Fatalf("round %d: demo calendar: %v %v", round, resp, err)
		}
		resp.Body.Close()
		if round == 2 && !strings.Contains(readSync(&out), "already loaded") {
			t.Fatalf("second --demo: %q", readSync(&out))
		}
		cancel()
		select {
		case code := <-done:
			if code != 0 {
				t.Fatalf("serve exit %d: %s", code, errb.String())
			}
		case <-time.After(20 * time.Second):
			t.Fatal("serve did not stop")
		}
	}
}

func waitFor(t *testing.T, url string) {
	t.Helper()
	if !testkit.Eventually(20*time.Second, func() bool {
		resp, err := http.Get(url)
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == 200
	}) {
		t.Fatalf("%s did not come up", url)
	}
}

func TestParseRateLimits(t *testing.T) {
	rl, err := parseRateLimits("read=10/5, write=3/2")
	if err != nil || rl.Read.PerKey != 10 || rl.Read.PerIP != 5 || rl.Write.PerKey != 3 || rl.Write.PerIP != 2 || rl.Disabled {
		t.Fatalf("%+v %v", rl, err)
	}
	if rl, err := parseRateLimits("off"); err != nil || !rl.Disabled {
		t.Fatalf("off: %+v %v", rl, err)
	}
	if rl, err := parseRateLimits(""); err != nil || rl.Read.PerKey != 1200 {
		t.Fatalf("default: %+v %v", rl, err)
	}
	for _, bad := range []string{"read=10", "read=a/b", "fast=1/1", "read=0/1"} {
		if _, err := parseRateLimits(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestParseCacheTTL(t *testing.T) {
	for in, want := range map[string]time.Duration{"": 0, "2s": 2 * time.Second, " 500ms ": 500 * time.Millisecond, "off": -1, "0": -1, "0s": -1} {
		if got, err := parseCacheTTL("CORKBOARD_RESPONSE_CACHE_TTL", in); err != nil || got != want {
			t.Errorf("%q: %v %v, want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"soon", "-1s", "10"} {
		if _, err := parseCacheTTL("CORKBOARD_LINKED_CACHE_TTL", bad); err == nil || !strings.Contains(err.Error(), "CORKBOARD_LINKED_CACHE_TTL") {
			t.Errorf("%q: %v, want an error naming the variable", bad, err)
		}
	}
}

func TestParseReadConcurrency(t *testing.T) {
	for in, want := range map[string]int{"": 0, "0": 0, " 6 ": 6, "off": -1} {
		if got, err := parseReadConcurrency(in); err != nil || got != want {
			t.Errorf("%q: %v %v, want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"many", "-2", "1.5"} {
		if _, err := parseReadConcurrency(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestServeRefusesBadTrustedProxies(t *testing.T) {
	t.Setenv("CORKBOARD_TRUSTED_PROXIES", "10.0.0.0/8, proxy.internal")
	code, _, stderr := newCLI(t).run("serve", "--addr", "127.0.0.1:0")
	if code == 0 || !strings.Contains(stderr, "CORKBOARD_TRUSTED_PROXIES") || !strings.Contains(stderr, "proxy.internal") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}
