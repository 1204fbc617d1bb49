package main

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"corkboard/internal/database"
	"corkboard/internal/testkit"
)

// TestConcurrentStarts starts four instances at the same moment on one
// empty database, twice (an empty database, then a migrated one): every
// one comes up, none fails on the migration lock, and the migrations are
// applied once.
func TestConcurrentStarts(t *testing.T) {
	dbURL := testkit.DatabaseURL(t)
	const n = 4
	for round, what := range []string{"empty database", "migrated database"} {
		procs := make([]*proc, n)
		for i, addr := range freeAddrs(t, n) {
			procs[i] = launchProc(t, procConfig{Addr: addr, Data: t.TempDir(), DatabaseURL: dbURL, LogLevel: "info"})
		}
		errs := make([]error, n)
		var wg sync.WaitGroup
		for i, p := range procs {
			wg.Add(1)
			go func() { defer wg.Done(); errs[i] = p.waitReady(90 * time.Second) }()
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Fatalf("round %d (%s), instance %d: %v", round+1, what, i, err)
			}
		}
		for _, p := range procs {
			p.Stop()
		}
	}
	c := &cli{t: t, data: t.TempDir(), dbURL: dbURL}
	code, out, errOut := c.run("migrate", "status")
	if code != 0 || !strings.Contains(out, "calendar: ") {
		t.Fatalf("migrate status: %d %s %s", code, out, errOut)
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "pending") || strings.Contains(line, ":") && !strings.HasSuffix(line, ", 0 pending") {
			t.Errorf("migrate status: %q", line)
		}
	}
}

// TestStaleMigrationLock: a migration lock row left by an instance that
// stopped while migrating (kill -9) does not block the next start, which
// removes it with a warning; `migrate unlock` removes such rows too, but
// not while an instance holds the migration lock, for which a start waits
// (logged, bounded by CORKBOARD_MIGRATE_LOCK_TIMEOUT) and which ends with
// its holder's session (PostgreSQL) or process (SQLite's file lock).
func TestStaleMigrationLock(t *testing.T) {
	c := newCLI(t)
	if code, out, errOut := c.run("migrate", "up"); code != 0 {
		t.Fatalf("migrate up: %s %s", out, errOut)
	}
	db, err := database.Open(c.dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	ctx := context.Background()
	crashed := func() { // the rows an instance killed while migrating leaves
		t.Helper()
		for _, m := range []string{"accounts", "calendar"} {
			if _, err := db.ExecContext(ctx, "INSERT INTO bun_migration_locks_"+m+" (table_name) VALUES (?)", "bun_migrations_"+m); err != nil {
				t.Fatal(err)
			}
		}
	}
	locks := func() int {
		t.Helper()
		n := 0
		for _, m := range []string{"accounts", "media", "careers", "calendar"} {
			k, err := db.NewSelect().TableExpr("bun_migration_locks_" + m).Count(ctx)
			if err != nil {
				t.Fatal(err)
			}
			n += k
		}
		return n
	}

	crashed()
	p := startProc(t, procConfig{Data: c.data, DatabaseURL: c.dbURL, LogLevel: "warn"})
	if !strings.Contains(p.Logs(), "removed migration locks left by an instance that stopped while migrating") || locks() != 0 {
		t.Fatalf("stale lock: %d rows left; logs:\n%s", locks(), p.Logs())
	}
	p.Stop()

	crashed()
	if code, out, errOut := c.run("migrate", "unlock"); code != 0 || !strings.Contains(out, "removed the migration locks of accounts, calendar") || locks() != 0 {
		t.Fatalf("migrate unlock: %d %q %q, %d rows left", code, out, errOut, locks())
	}
	if code, out, _ := c.run("migrate", "unlock"); code != 0 || !strings.Contains(out, "no migration lock was held") {
		t.Fatalf("migrate unlock again: %d %q", code, out)
	}

	// A live holder: another instance migrating now.
	release, err := database.LockMigrations(ctx, db, time.Second, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(release)
	crashed()
	if code, out, errOut := c.run("migrate", "unlock"); code != 1 || !strings.Contains(errOut, "another instance is migrating") || locks() != 2 {
		t.Fatalf("migrate unlock under a live lock: %d %q %q, %d rows", code, out, errOut, locks())
	}
	impatient := launchProc(t, procConfig{Data: t.TempDir(), DatabaseURL: c.dbURL, Env: []string{"CORKBOARD_MIGRATE_LOCK_TIMEOUT=1s"}})
	if err := impatient.waitReady(60 * time.Second); err == nil || !strings.Contains(err.Error(), "another instance is migrating") {
		t.Fatalf("a start that waited longer than CORKBOARD_MIGRATE_LOCK_TIMEOUT: %v", err)
	}
	patient := launchProc(t, procConfig{Data: t.TempDir(), DatabaseURL: c.dbURL, LogLevel: "info"})
	if !testkit.Eventually(60*time.Second, func() bool { return strings.Contains(patient.Logs(), "waiting for it") }) {
		t.Fatalf("no waiting logged:\n%s", patient.Logs())
	}
	if testkit.Dialect() == "postgres" {
		// The holder's session ends (its process died): so does the lock.
		if _, err := db.ExecContext(ctx, "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND classid = ? AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND pid <> pg_backend_pid() AND granted AND objid = (hashtext(current_schema())::bigint & 4294967295)", 0x636f726b); err != nil {
			t.Fatal(err)
		}
	} else {
		release() // what the holder's exit does to its file lock
	}
	if err := patient.waitReady(60 * time.Second); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(patient.Logs(), "migration lock taken") || locks() != 0 {
		t.Fatalf("after the wait: %d rows left; logs:\n%s", locks(), patient.Logs())
	}
	patient.Stop()
}
