// Package database opens Corkboard's bun database from a URL: SQLite (the
// embedded default, pure Go) or PostgreSQL (pgdriver).
package database

import (
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	"github.com/uptrace/bun/driver/pgdriver"
	"modernc.org/sqlite" // pure-Go SQLite driver
)

// Open connects to the database named by rawURL:
//
//	sqlite:///abs/path/corkboard.db   (created if missing; WAL, busy timeout)
//	postgres://user:pass@host:5432/db?sslmode=disable
//
// The pool it returns takes writes and transactions; on SQLite it has a
// single connection (SQLite has one writer at a time: writers queue in
// the pool instead of polling the file lock). Reads outside
// transactions go best to OpenReader's pool.
//
// It does not ping; callers that need reachability call PingContext.
func Open(rawURL string) (*bun.DB, error) {
	switch {
	case strings.HasPrefix(rawURL, "sqlite:"):
		return openSQLite(rawURL)
	case strings.HasPrefix(rawURL, "postgres://"), strings.HasPrefix(rawURL, "postgresql://"):
		return openPostgres(rawURL)
	default:
		return nil, fmt.Errorf("database URL %q: want sqlite:///abs/path.db or postgres://…", redact(rawURL))
	}
}

// SQLitePath returns the file path of a sqlite: URL.
func SQLitePath(rawURL string) (string, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "", err
	}
	p := u.Path
	if u.Host != "" { // sqlite://relative/path.db
		p = filepath.Join(u.Host, p)
	}
	if p == "" {
		p = u.Opaque
	}
	if p == "" {
		return "", errors.New("sqlite URL has no path")
	}
	return p, nil
}

func openSQLite(rawURL string) (*bun.DB, error) {
	path, err := SQLitePath(rawURL)
	if err != nil {
		return nil, fmt.Errorf("database URL: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		return nil, err
	}
	// WAL lets readers run beside the writer; busy_timeout makes a writer
	// wait for the lock instead of failing; _txlock=immediate takes the
	// write lock at BEGIN so that transactions never deadlock upgrading.
	dsn := "file:" + path +
		"?_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)" +
		"&_pragma=synchronous(NORMAL)&_txlock=immediate&_time_format=sqlite"
	sqldb := openSQLiteDSN(dsn)
	sqldb.SetMaxOpenConns(1)
	sqldb.SetMaxIdleConns(1)
	sqldb.SetConnMaxIdleTime(5 * time.Minute)
	return bun.NewDB(sqldb, sqlitedialect.New()), nil
}

// OpenReader returns the pool for reads outside transactions: on SQLite
// a second pool on the same file, about one connection per core (which
// served reads best here), whose connections refuse writes
// (query_only); on PostgreSQL the primary pool itself. In WAL mode the
// readers run beside the writer and see each commit once it is done.
//
// Its connections map the file (mmap_size) instead of copying every page
// they visit through a read system call: the mapped pages are the
// kernel's page cache, shared, not this process's heap. That is the
// cheapest way to read while the data stays the same. But SQLite unmaps
// a connection's whole mapping when it finds the database changed at the
// start of a read, and every page it then touches again is a page fault:
// while writes come often, OpenBusyReader's pool serves reads better.
func OpenReader(rawURL string, primary *bun.DB) (*bun.DB, error) {
	if !strings.HasPrefix(rawURL, "sqlite:") {
		return primary, nil
	}
	return openSQLiteReader(rawURL, "&_pragma=mmap_size(268435456)")
}

// OpenBusyReader returns the pool for reads outside transactions while
// this process writes often (changes.Changes.Busy): on SQLite a pool like
// OpenReader's whose connections copy the pages they read into a small
// cache of their own (SQLite's default of 2 MiB) instead of mapping the
// file, so that a commit costs them only the pages they read again, not a
// new mapping; nil on PostgreSQL, whose reads need no second pool.
//
// Measured on the benchmark's data (a 2-CPU VM, where a page fault costs
// about 15 µs): 30 small commits a second made reads through mapped
// connections four times slower and left copying ones as they were; with
// no writes, copying reads were 6 to 28 % slower than mapped ones.
func OpenBusyReader(rawURL string) (*bun.DB, error) {
	if !strings.HasPrefix(rawURL, "sqlite:") {
		return nil, nil
	}
	return openSQLiteReader(rawURL, "")
}

// openSQLiteReader opens a pool of read-only connections to the SQLite
// file of rawURL, with the extra pragmas of pragmas (a DSN suffix).
func openSQLiteReader(rawURL, pragmas string) (*bun.DB, error) {
	path, err := SQLitePath(rawURL)
	if err != nil {
		return nil, fmt.Errorf("database URL: %w", err)
	}
	dsn := "file:" + path + "?_pragma=busy_timeout(10000)&_pragma=query_only(1)&_pragma=foreign_keys(1)" +
		pragmas + "&_time_format=sqlite"
	sqldb := openSQLiteDSN(dsn)
	n := max(runtime.NumCPU(), 2)
	sqldb.SetMaxOpenConns(n)
	sqldb.SetMaxIdleConns(n)
	sqldb.SetConnMaxIdleTime(5 * time.Minute)
	return bun.NewDB(sqldb, sqlitedialect.New()), nil
}

// GenericPlans is the plan_cache_mode of the server's PostgreSQL
// sessions unless the database URL sets another (?plan_cache_mode=auto).
//
// Only statements sent with values as parameters are concerned: the
// reads run with sqlparams.Params, which each connection prepares once
// (bun writes every other statement's values into its text). Left to
// itself (auto), PostgreSQL plans such a statement for its values on each
// of its first five runs, then compares the generic plan's estimated
// cost with theirs and, where the generic one looks dearer, goes on
// planning every run. For the events and job lists it did: about half a
// millisecond of planning each time, and 1,200 instead of 1,400 cold
// events pages a second (benchmark data, 2-CPU VM). Those statements'
// generic plans are the ones the PostgreSQL EXPLAIN tests check (an
// index, no sequential scan of events or jobs).
const GenericPlans = "force_generic_plan"

func openPostgres(rawURL string) (*bun.DB, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("database URL: %w", err)
	}
	q := u.Query()
	if q.Get("sslmode") == "" {
		q.Set("sslmode", "disable")
	}
	if q.Get("dial_timeout") == "" {
		q.Set("dial_timeout", "5s")
	}
	if q.Get("plan_cache_mode") == "" {
		q.Set("plan_cache_mode", GenericPlans)
	}
	u.RawQuery = q.Encode()
	sqldb := sql.OpenDB(preparing{Connector: pgdriver.NewConnector(pgdriver.WithDSN(u.String())), broken: pgBroken, stripSQLC: true})
	// About four connections per core (8 on two cores) served best: more
	// only queue inside the server, and an unlimited pool collapses
	// under load.
	n := 4 * runtime.NumCPU()
	sqldb.SetMaxOpenConns(n)
	sqldb.SetMaxIdleConns(n)
	sqldb.SetConnMaxIdleTime(5 * time.Minute)
	return bun.NewDB(sqldb, pgdialect.New()), nil
}

// openSQLiteDSN opens a pool on dsn whose connections keep the
// statements run with sqlparams.Params prepared.
func openSQLiteDSN(dsn string) *sql.DB {
	return sql.OpenDB(preparing{Connector: dsnConnector{dsn: dsn, drv: &sqlite.Driver{}}})
}

// redact hides a password in a URL for error messages and logs.
func redact(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.User == nil {
		return rawURL
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}

// Redact hides the password of a database or storage URL.
func Redact(rawURL string) string { return redact(rawURL) }
