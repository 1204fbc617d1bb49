package database

import (
	"context"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// DropSQLiteSamples removes the value samples ANALYZE keeps in
// sqlite_stat4; the per-index statistics of sqlite_stat1 stay. With
// samples, SQLite compiles a prepared statement anew whenever a value it
// compares with an indexed column changes (a date range, an id), so the
// hot reads' prepared statements (sqlparams.Params) would be compiled for
// every request again; Corkboard's indexes need no more than
// sqlite_stat1 to be chosen. Connections opened afterwards plan without
// the samples. A no-op on PostgreSQL and when there are none.
func DropSQLiteSamples(ctx context.Context, db *bun.DB) error {
	if db.Dialect().Name() != dialect.SQLite {
		return nil
	}
	var n int
	if err := db.NewRaw("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat4'").Scan(ctx, &n); err != nil || n == 0 {
		return err
	}
	if err := db.NewRaw("SELECT count(*) FROM sqlite_stat4").Scan(ctx, &n); err != nil || n == 0 {
		return err
	}
	if _, err := db.ExecContext(ctx, "DELETE FROM sqlite_stat4"); err != nil {
		return err
	}
	// (reloads the statistics of this connection)
	_, err := db.ExecContext(ctx, "ANALYZE sqlite_schema")
	return err
}
