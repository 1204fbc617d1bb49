package main

import (
	"io"
	"strings"
	"testing"
)

// atTerminal makes `migrate down` read its confirmation from answer, as
// if typed at a terminal (tty), until the test ends.
func atTerminal(t *testing.T, answer string, tty bool) {
	old := confirmInput
	confirmInput = func() (io.Reader, bool) { return strings.NewReader(answer), tty }
	t.Cleanup(func() { confirmInput = old })
}

// TestMigrateDownAsksWhenTablesHoldRows: on a database with content,
// `migrate down` says which module's tables it drops and goes on only
// when confirmed at a terminal or with --yes; without a terminal it
// refuses, and a refusal rolls nothing back.
func TestMigrateDownAsksWhenTablesHoldRows(t *testing.T) {
	c := newCLI(t)
	if code, _, stderr := c.run("company", "create", "--name", "Acme", "--subdomain", "acme"); code != 0 {
		t.Fatal(stderr)
	}
	applied := func() bool {
		t.Helper()
		_, out, _ := c.run("migrate", "status")
		return strings.Contains(out, "applied  20261121000001_core")
	}

	atTerminal(t, "", false)
	code, out, stderr := c.run("migrate", "down")
	if code != 1 || !strings.Contains(stderr, "--yes") || !strings.Contains(stderr, "terminal") || !applied() {
		t.Fatalf("without a terminal: exit %d, stderr %q, still applied %v", code, stderr, applied())
	}
	for _, want := range []string{"accounts: 20261126000010_announce_key_writes, 20261124000001_api_key_creator, 20261121000002_leases, 20261121000001_core", "drops the accounts tables", "companies (1 row)", "careers_jobs (0 rows)", "calendar_events.sequence, calendar_event_terms.end_utc, calendar_event_terms.start_utc"} {
		if !strings.Contains(out, want) {
			t.Errorf("the plan does not say %q:\n%s", want, out)
		}
	}

	atTerminal(t, "no\n", true)
	code, out, stderr = c.run("migrate", "down")
	if code != 1 || !strings.Contains(out, "Type yes") || !strings.Contains(stderr, "nothing was rolled back") || !applied() {
		t.Fatalf("answered no: exit %d, out %q, stderr %q, still applied %v", code, out, stderr, applied())
	}

	atTerminal(t, "yes\n", true)
	if code, out, stderr := c.run("migrate", "down"); code != 0 || !strings.Contains(out, "rolled back") || applied() {
		t.Fatalf("answered yes: exit %d, out %q, stderr %q", code, out, stderr)
	}

	// --yes needs no terminal.
	atTerminal(t, "", false)
	if code, _, stderr := c.run("migrate", "up"); code != 0 {
		t.Fatal(stderr)
	}
	if code, _, stderr := c.run("company", "create", "--name", "Acme", "--subdomain", "acme"); code != 0 {
		t.Fatal(stderr)
	}
	if code, out, stderr := c.run("migrate", "down", "--yes"); code != 0 || !strings.Contains(out, "rolled back") || applied() {
		t.Fatalf("--yes: exit %d, out %q, stderr %q", code, out, stderr)
	}
}
