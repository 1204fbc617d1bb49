package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// activeDemoKeys lists the demo company's active API keys (apikey list),
// the feed key left out.
func activeDemoKeys(t *testing.T, c *cli) []string {
	return activeKeys(t, c, false)
}

// activeKeys lists the demo company's active keys: the feed keys when
// feeds, else the others.
func activeKeys(t *testing.T, c *cli, feeds bool) []string {
	t.Helper()
	code, out, stderr := c.run("apikey", "list", "--company", "demo")
	if code != 0 {
		t.Fatalf("apikey list: %d %s", code, stderr)
	}
	var ids []string
	for _, line := range strings.Split(strings.TrimSpace(out), "\n")[1:] {
		if strings.Contains(line, "\tactive\t") && strings.Contains(line, "feeds:read") == feeds {
			ids = append(ids, strings.Fields(line)[0])
		}
	}
	return ids
}

// TestServeDemoKeepsOneKey: `serve --demo` run again prints the same
// demo key while it works, and issues a new one (revoking the old) when
// it was revoked or its file is gone: never more than one active
// all-scope demo key.
func TestServeDemoKeepsOneKey(t *testing.T) {
	c := newCLI(t)
	demoKey := func() string {
		t.Helper()
		s := c.serveDemo()
		defer s.stop()
		key := lastLine(readSync(s.out))
		if st := s.get(t, "/content/v1/company", key, nil); st != 200 {
			t.Fatalf("the printed key answers %d", st)
		}
		return key
	}
	first := demoKey()
	if again := demoKey(); again != first {
		t.Fatalf("second run printed another key: %q then %q", first, again)
	}
	if ids := activeDemoKeys(t, c); len(ids) != 1 {
		t.Fatalf("%d active demo keys after two runs: %v", len(ids), ids)
	}
	if ids := activeKeys(t, c, true); len(ids) != 1 {
		t.Fatalf("%d active demo feed keys after two runs: %v", len(ids), ids)
	}
	fi, err := os.Stat(filepath.Join(c.data, "demo-api-key"))
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("demo key file: %v %v", fi, err)
	}

	// Revoked: a new key.
	if code, _, stderr := c.run("apikey", "revoke", activeDemoKeys(t, c)[0]); code != 0 {
		t.Fatal(stderr)
	}
	second := demoKey()
	if second == first {
		t.Fatal("a revoked demo key printed again")
	}
	// The file gone (another data directory on the same database): a
	// new key, and the old one revoked.
	if err := os.Remove(filepath.Join(c.data, "demo-api-key")); err != nil {
		t.Fatal(err)
	}
	third := demoKey()
	if third == second {
		t.Fatal("same key without its file")
	}
	if ids := activeDemoKeys(t, c); len(ids) != 1 {
		t.Fatalf("%d active demo keys: %v", len(ids), ids)
	}
}
