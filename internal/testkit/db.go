// Package testkit holds test helpers: a fresh database per test on the
// dialect under test (SQLite or PostgreSQL), local storage, an injectable
// clock, and the app under test.
//
// The dialect comes from CORKBOARD_TEST_DATABASE ("sqlite", the default, or
// "postgres"). PostgreSQL tests use the database named by
// CORKBOARD_TEST_POSTGRES_URL (default: the local server's "test"
// database); each test gets its own schema, dropped afterwards. When a
// required backend is missing the test skips by name, or fails under
// CI=true.
package testkit

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/driver/pgdriver"

	"corkboard/internal/database"
)

// Dialect returns the database dialect under test: "sqlite" or "postgres".
func Dialect() string {
	if os.Getenv("CORKBOARD_TEST_DATABASE") == "postgres" {
		return "postgres"
	}
	return "sqlite"
}

// postgresURL is the server database the per-test schemas live in.
func postgresURL() string {
	if u := os.Getenv("CORKBOARD_TEST_POSTGRES_URL"); u != "" {
		return u
	}
	return "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"
}

// SkipOrFail skips the test naming what is missing, or fails it in CI,
// where a skipped required part must fail the run.
func SkipOrFail(t testing.TB, what string) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("required test dependency missing in CI: %s", what)
	}
	t.Skipf("skipped: %s", what)
}

// DatabaseURL returns the URL of a fresh, empty database for this test,
// removed at cleanup.
func DatabaseURL(t testing.TB) string {
	t.Helper()
	if Dialect() == "sqlite" {
		return "sqlite://" + filepath.Join(t.TempDir(), "test.db")
	}
	base := postgresURL()
	admin := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(base)))
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := admin.PingContext(ctx); err != nil {
		_ = admin.Close()
		SkipOrFail(t, "PostgreSQL at "+database.Redact(base)+": "+err.Error())
	}
	schema := "t_" + randomHex(8)
	if _, err := admin.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		_ = admin.Close()
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		_, _ = admin.Exec("DROP SCHEMA " + schema + " CASCADE")
		_ = admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// DB opens a fresh, empty database for this test (not migrated).
func DB(t testing.TB) *bun.DB {
	t.Helper()
	db, _, _ := Pools(t)
	return db
}

// Pools opens a fresh, empty database for this test (not migrated) with
// its write pool and its read pools, as the server uses them: on SQLite a
// single writer connection, a query-only read pool that maps the file and
// one that copies pages (busy, for while writes come often); on
// PostgreSQL one pool, and read and busy are nil (Deps.Reader then falls
// back to Deps.DB, so a test may swap Deps.DB alone).
func Pools(t testing.TB) (write, read, busy *bun.DB) {
	t.Helper()
	return PoolsOn(t, DatabaseURL(t))
}

// PoolsOn opens the pools of Pools on the database at url (another
// process's view of a test's database), closed at cleanup.
func PoolsOn(t testing.TB, url string) (write, read, busy *bun.DB) {
	t.Helper()
	db, err := database.Open(url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	read, err = database.OpenReader(url, db)
	if err != nil {
		t.Fatal(err)
	}
	if read == db {
		return db, nil, nil
	}
	t.Cleanup(func() { _ = read.Close() })
	if busy, err = database.OpenBusyReader(url); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = busy.Close() })
	return db, read, busy
}

// IsPostgres reports whether db is PostgreSQL.
func IsPostgres(db *bun.DB) bool {
	_, ok := db.Dialect().(*pgdialect.Dialect)
	return ok
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// CountQueries counts the statements sent through the pools from now
// on; call the returned function for the count so far (and to restart
// it).
func CountQueries(pools ...*bun.DB) func() int64 {
	h := &queryCounter{}
	seen := map[*bun.DB]bool{}
	for _, db := range pools {
		if db != nil && !seen[db] {
			seen[db] = true
			db.AddQueryHook(h)
		}
	}
	return func() int64 { return h.n.Swap(0) }
}

// CountQueries counts the statements of every pool of the Env's database
// (see the package function).
func (e *Env) CountQueries() func() int64 { return CountQueries(e.Pools()...) }

// Pools are the Env's database pools: the writer and the read pools
// (nil where the dialect has none).
func (e *Env) Pools() []*bun.DB { return []*bun.DB{e.DB, e.Deps.Reads.Pool, e.Deps.Reads.BusyPool} }

type queryCounter struct{ n atomic.Int64 }

func (q *queryCounter) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	return ctx
}

func (q *queryCounter) AfterQuery(context.Context, *bun.QueryEvent) { q.n.Add(1) }
