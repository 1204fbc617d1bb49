package bench

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"net/url"
	"os"
	"strings"

	"corkboard/internal/database"
)

// Prewarm reads the database's files into the operating system's page
// cache, as a server whose data is in use has them, and returns the bytes
// it read. It runs before each
// scenario: a virtual machine may page out what was idle (DAMON's
// proactive reclaim pages out memory untouched for a minute on the
// machines the benchmark ran on), and a scenario that starts on tables
// the previous ones did not read then measures the disk: cold PostgreSQL
// events pages started at 164 requests/s with a p99 of 2.2 s, after the
// SQLite half of the run had left PostgreSQL's files idle for eight
// minutes. Reading data that is already cached takes a fraction of a
// second.
//
// SQLite: the database file and its WAL, read through. PostgreSQL: every
// table, index and TOAST table of the schema with pg_prewarm's 'read'
// mode (the extension ships with PostgreSQL; the bench creates it in its
// own database).
func Prewarm(ctx context.Context, dbURL string) (int64, error) {
	u, err := url.Parse(dbURL)
	if err != nil {
		return 0, err
	}
	if strings.HasPrefix(u.Scheme, "sqlite") {
		var total int64
		for _, f := range []string{u.Path, u.Path + "-wal"} {
			n, err := readThrough(f)
			if err != nil && !errors.Is(err, fs.ErrNotExist) {
				return total, err
			}
			total += n
		}
		return total, nil
	}
	db, err := database.Open(seedURL(dbURL))
	if err != nil {
		return 0, err
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, "CREATE EXTENSION IF NOT EXISTS pg_prewarm"); err != nil {
		return 0, err
	}
	var bytes int64
	err = db.QueryRowContext(ctx, `SELECT coalesce(sum(pg_prewarm(c.oid::regclass, 'read')), 0) * current_setting('block_size')::bigint
		FROM pg_class AS c WHERE c.relkind IN ('r', 'i', 'm', 't') AND c.relpersistence = 'p'
		AND (c.relnamespace = current_schema()::regnamespace
			OR c.oid IN (SELECT reltoastrelid FROM pg_class WHERE relnamespace = current_schema()::regnamespace))`).Scan(&bytes)
	return bytes, err
}

// readThrough reads the file at path to its end and returns its length.
func readThrough(path string) (int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	return io.Copy(io.Discard, f)
}
