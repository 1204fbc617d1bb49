// Package migrator runs the modules' migrations: each module with its
// own history table, up, down (with a plan of what a rollback drops) and
// their status. The command and the tests use it; modules do not.
package migrator

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"

	"corkboard/internal/migrations"
	"corkboard/modules"
)

// For returns the migrator of one module, with its own history table.
func For(db *bun.DB, m modules.Module) *migrate.Migrator {
	return migrate.NewMigrator(db, m.Migrations(),
		migrate.WithTableName("bun_migrations_"+m.Name()),
		migrate.WithLocksTableName(locksTable(m)),
		migrate.WithMarkAppliedOnSuccess(true),
		migrate.WithTemplateData(migrations.TypesFor(db)),
	)
}

// locksTable is the table of bun's migration lock row of m.
func locksTable(m modules.Module) string { return "bun_migration_locks_" + m.Name() }

// Up applies every pending migration of each module, in order.
// Each module's migrations run under bun's lock row, which makes a second
// process that migrates at the same moment fail ("migrations table is
// already locked") rather than migrate twice. Processes that may start
// together take database.LockMigrations around it (and clear stale rows
// first, ClearLocks) so that they wait for each other instead.
func Up(ctx context.Context, db *bun.DB, mods []modules.Module) error {
	for _, m := range mods {
		if len(m.Migrations().Sorted()) == 0 {
			continue
		}
		mg := For(db, m)
		if err := mg.Init(ctx); err != nil {
			return fmt.Errorf("migrate %s: init: %w", m.Name(), err)
		}
		if err := mg.Lock(ctx); err != nil {
			return fmt.Errorf("migrate %s: lock: %w", m.Name(), err)
		}
		_, err := mg.Migrate(ctx)
		if uerr := mg.Unlock(ctx); err == nil && uerr != nil {
			err = uerr
		}
		if err != nil {
			return fmt.Errorf("migrate %s: %w", m.Name(), err)
		}
	}
	return nil
}

// ClearLocks creates the migration tables where missing and
// deletes bun's migration lock rows, returning the modules that had one.
// Call it only while holding database.LockMigrations: no other process
// migrates then, so a row is what a process that stopped in the middle
// of migrating left behind, and it would make every later start fail.
func ClearLocks(ctx context.Context, db *bun.DB, mods []modules.Module) ([]string, error) {
	var cleared []string
	for _, m := range mods {
		if len(m.Migrations().Sorted()) == 0 {
			continue
		}
		if err := For(db, m).Init(ctx); err != nil {
			return cleared, fmt.Errorf("migrate %s: init: %w", m.Name(), err)
		}
		res, err := db.ExecContext(ctx, "DELETE FROM ?", bun.Ident(locksTable(m)))
		if err != nil {
			return cleared, fmt.Errorf("migrate %s: clear lock: %w", m.Name(), err)
		}
		if n, err := res.RowsAffected(); err == nil && n > 0 {
			cleared = append(cleared, m.Name())
		}
	}
	return cleared, nil
}

// Down rolls back the last migration group of each module, in
// reverse module order.
func Down(ctx context.Context, db *bun.DB, mods []modules.Module) error {
	for i := len(mods) - 1; i >= 0; i-- {
		if len(mods[i].Migrations().Sorted()) == 0 {
			continue
		}
		mg := For(db, mods[i])
		if err := mg.Init(ctx); err != nil {
			return err
		}
		if _, err := mg.Rollback(ctx); err != nil {
			return fmt.Errorf("rollback %s: %w", mods[i].Name(), err)
		}
	}
	return nil
}

// ModuleStatus describes one module's migrations.
type ModuleStatus struct {
	Module  string
	Applied []string
	Pending []string
}

// Status lists applied and pending migrations per module.
func Status(ctx context.Context, db *bun.DB, mods []modules.Module) ([]ModuleStatus, error) {
	var out []ModuleStatus
	for _, m := range mods {
		if len(m.Migrations().Sorted()) == 0 {
			out = append(out, ModuleStatus{Module: m.Name()})
			continue
		}
		mg := For(db, m)
		if err := mg.Init(ctx); err != nil {
			return nil, err
		}
		ms, err := mg.MigrationsWithStatus(ctx)
		if err != nil {
			return nil, err
		}
		st := ModuleStatus{Module: m.Name()}
		for _, x := range ms {
			name := x.Name + "_" + x.Comment
			if x.IsApplied() {
				st.Applied = append(st.Applied, name)
			} else {
				st.Pending = append(st.Pending, name)
			}
		}
		out = append(out, st)
	}
	return out, nil
}
