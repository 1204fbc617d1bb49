package database_test

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"corkboard/internal/database"
	"corkboard/internal/testkit"
)

// TestMigrationLockIsExclusive: while one holder has the migration lock
// of a database, another (a second pool, as another process has) waits
// and fails after its bound, logging that it waits; once released, the
// other takes it at once. Another PostgreSQL schema has a lock of its own.
func TestMigrationLockIsExclusive(t *testing.T) {
	url := testkit.DatabaseURL(t)
	open := func() *bun.DB {
		db, err := database.Open(url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = db.Close() })
		return db
	}
	ctx := context.Background()
	a, b := open(), open()
	var logs strings.Builder
	log := slog.New(slog.NewTextHandler(&logs, nil))
	release, err := database.LockMigrations(ctx, a, time.Second, log)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := database.LockMigrations(ctx, b, 300*time.Millisecond, log); !errors.Is(err, database.ErrMigrationsBusy) {
		t.Fatalf("second holder: %v, want ErrMigrationsBusy", err)
	}
	if !strings.Contains(logs.String(), "waiting for it") {
		t.Fatalf("the wait is not logged: %s", logs.String())
	}
	if testkit.Dialect() == "postgres" {
		other, err := database.Open(testkit.DatabaseURL(t))
		if err != nil {
			t.Fatal(err)
		}
		defer other.Close()
		r, err := database.LockMigrations(ctx, other, 0, log)
		if err != nil {
			t.Fatalf("another schema: %v", err)
		}
		r()
	}
	release()
	r, err := database.LockMigrations(ctx, b, 0, log)
	if err != nil {
		t.Fatalf("after release: %v", err)
	}
	r()
}
