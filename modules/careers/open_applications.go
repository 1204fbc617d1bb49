package careers

import (
	"context"
	"fmt"
	"strings"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"github.com/uptrace/bun/migrate"
)

// openApplicationsMigration lets an application have no job (an open,
// unsolicited application): careers_applications.job_id becomes
// nullable. PostgreSQL drops the constraint; SQLite cannot alter a
// column, and rebuilding the table would cascade-delete every row that
// references it, so the table's definition is edited in place, the
// change SQLite documents as safe for dropping a NOT NULL (the stored
// rows do not change), with the schema version moved so that every
// connection reads the new definition. A Go migration: the schema
// version must be read first. Rolling it back deletes the open
// applications, then restores the constraint.
var openApplicationsMigration = migrate.Migration{
	Name: "20261128000401", Comment: "open_applications",
	Up: func(ctx context.Context, m *migrate.Migrator, _ *migrate.Migration) error {
		return m.DB().RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if tx.Dialect().Name() == dialect.PG {
				_, err := tx.ExecContext(ctx, "ALTER TABLE careers_applications ALTER COLUMN job_id DROP NOT NULL")
				return err
			}
			return editSQLiteTable(ctx, tx, "careers_applications",
				"job_id BIGINT NOT NULL REFERENCES careers_jobs (id)", "job_id BIGINT REFERENCES careers_jobs (id)")
		})
	},
	Down: func(ctx context.Context, m *migrate.Migrator, _ *migrate.Migration) error {
		return m.DB().RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := tx.ExecContext(ctx, "DELETE FROM careers_applications WHERE job_id IS NULL"); err != nil {
				return err
			}
			if tx.Dialect().Name() == dialect.PG {
				_, err := tx.ExecContext(ctx, "ALTER TABLE careers_applications ALTER COLUMN job_id SET NOT NULL")
				return err
			}
			return editSQLiteTable(ctx, tx, "careers_applications",
				"job_id BIGINT REFERENCES careers_jobs (id)", "job_id BIGINT NOT NULL REFERENCES careers_jobs (id)")
		})
	},
}

// editSQLiteTable replaces from with to in a SQLite table's definition
// (https://sqlite.org/lang_altertable.html, "making other kinds of table
// schema changes": for changes that leave the stored rows valid).
func editSQLiteTable(ctx context.Context, tx bun.Tx, table, from, to string) error {
	var def string
	if err := tx.QueryRowContext(ctx, "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?", table).Scan(&def); err != nil {
		return err
	}
	if !strings.Contains(def, from) {
		return fmt.Errorf("careers: %s has no %q", table, from)
	}
	var version int64
	if err := tx.QueryRowContext(ctx, "PRAGMA schema_version").Scan(&version); err != nil {
		return err
	}
	for _, q := range []string{
		"PRAGMA writable_schema = ON",
		"UPDATE sqlite_schema SET sql = '" + strings.ReplaceAll(strings.Replace(def, from, to, 1), "'", "''") + "' WHERE type = 'table' AND name = '" + table + "'",
		fmt.Sprintf("PRAGMA schema_version = %d", version+1),
		"PRAGMA writable_schema = OFF",
	} {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("careers: editing %s: %w", table, err)
		}
	}
	return nil
}
