package database_test

import (
	"context"
	"testing"

	"corkboard/internal/testkit"
)

// On SQLite the read pool maps the file and the busy read pool copies
// pages; both see the writer's commits and refuse writes. PostgreSQL has
// neither (reads go to the primary pool).
func TestReadPools(t *testing.T) {
	db, read, busy := testkit.Pools(t)
	if testkit.Dialect() == "postgres" {
		if read != nil || busy != nil {
			t.Fatalf("PostgreSQL read pools: %v %v, want none", read, busy)
		}
		return
	}
	ctx := context.Background()
	if _, err := db.ExecContext(ctx, "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.ExecContext(ctx, "INSERT INTO notes (body) VALUES ('committed')"); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]int64{"read": 268435456, "busy": 0} {
		pool := read
		if name == "busy" {
			pool = busy
		}
		var mmap int64
		if err := pool.QueryRowContext(ctx, "PRAGMA mmap_size").Scan(&mmap); err != nil || mmap != want {
			t.Errorf("%s pool: mmap_size %d, %v; want %d", name, mmap, err, want)
		}
		var body string
		if err := pool.QueryRowContext(ctx, "SELECT body FROM notes").Scan(&body); err != nil || body != "committed" {
			t.Errorf("%s pool reads %q, %v", name, body, err)
		}
		if _, err := pool.ExecContext(ctx, "INSERT INTO notes (body) VALUES ('no')"); err == nil {
			t.Errorf("%s pool accepted a write", name)
		}
	}
}
