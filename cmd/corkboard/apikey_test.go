package main

import (
	"strings"
	"testing"
	"time"
)

func TestParseLifetime(t *testing.T) {
	for in, want := range map[string]time.Duration{
		"": 0, "30d": 30 * 24 * time.Hour, " 1d ": 24 * time.Hour, "720h": 720 * time.Hour,
		"1d12h": 36 * time.Hour, "90m": 90 * time.Minute,
	} {
		if got, err := parseLifetime(in); err != nil || got != want {
			t.Errorf("%q: %v %v, want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"30", "d", "30days", "-1d", "0d", "-5h", "1w", "1d-48h", "99999999999999d"} {
		if _, err := parseLifetime(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestAPIKeyExpiry: apikey create --expires takes days as well as Go
// durations, and apikey list shows each key's expiry.
func TestAPIKeyExpiry(t *testing.T) {
	c := newCLI(t)
	if code, _, stderr := c.run("company", "create", "--name", "Acme", "--subdomain", "acme"); code != 0 {
		t.Fatal(stderr)
	}
	before := time.Now().UTC()
	code, out, stderr := c.run("apikey", "create", "--company", "acme", "--scopes", "content:read", "--name", "month", "--expires", "30d")
	if code != 0 || !strings.Contains(out, "expires ") {
		t.Fatalf("--expires 30d: %d %q %q", code, out, stderr)
	}
	if code, _, stderr := c.run("apikey", "create", "--company", "acme", "--scopes", "content:read", "--name", "hours", "--expires", "36h"); code != 0 {
		t.Fatalf("--expires 36h: %d %q", code, stderr)
	}
	if code, _, stderr := c.run("apikey", "create", "--company", "acme", "--scopes", "content:read", "--name", "forever"); code != 0 {
		t.Fatal(stderr)
	}
	if code, _, stderr := c.run("apikey", "create", "--company", "acme", "--scopes", "content:read", "--expires", "soon"); code != 2 || !strings.Contains(stderr, "--expires") {
		t.Fatalf("--expires soon: %d %q", code, stderr)
	}
	code, out, _ = c.run("apikey", "list", "--company", "acme")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 4 || !strings.Contains(lines[0], "EXPIRES") {
		t.Fatalf("apikey list: %d %q", code, out)
	}
	expiry := map[string]string{}
	for _, l := range lines[1:] {
		f := strings.Split(l, "\t")
		expiry[f[2]] = f[5]
	}
	month, err := time.Parse(time.RFC3339, expiry["month"])
	if err != nil || month.Sub(before) < 30*24*time.Hour-time.Minute || month.Sub(before) > 30*24*time.Hour+time.Minute {
		t.Errorf("30d key expires %q (%v)", expiry["month"], err)
	}
	if hours, err := time.Parse(time.RFC3339, expiry["hours"]); err != nil || hours.Sub(before) > 37*time.Hour {
		t.Errorf("36h key expires %q (%v)", expiry["hours"], err)
	}
	if expiry["forever"] != "never" {
		t.Errorf("key without --expires: %q", expiry["forever"])
	}
}

// TestAdminCreateDefaultRole: admin create without --role makes an
// editor and says so; the usage names the default.
func TestAdminCreateDefaultRole(t *testing.T) {
	c := newCLI(t)
	code, out, stderr := c.run("admin", "create", "--email", "ed@example.com", "--password", "secret-pass")
	if code != 0 || !strings.Contains(out, "(editor)") || !strings.Contains(out, "--role admin") {
		t.Fatalf("%d %q %q", code, out, stderr)
	}
	if _, _, stderr := c.run("admin", "create", "--help"); !strings.Contains(stderr, "default editor") {
		t.Fatalf("usage does not name the default role: %q", stderr)
	}
}
