package main

import (
	"context"
	"corkboard/internal/migrator"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"
)

// migrateCmd: migrate up|down [--yes]|status|unlock.
func migrateCmd(ctx context.Context, args []string, out io.Writer) error {
	var cfg config
	var yes bool
	rest, err := parseFlags("migrate", args, &cfg, func(fs *flag.FlagSet) {
		fs.BoolVar(&yes, "yes", false, "migrate down: roll back without asking, even when the tables hold rows")
	})
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return fmt.Errorf("%w: want exactly one of up, down, status, unlock", errUsage)
	}
	rt, err := open(ctx, cfg, cliLogger(cfg))
	if err != nil {
		return err
	}
	defer rt.close()
	switch rest[0] {
	case "up":
		if err := rt.migrate(ctx); err != nil {
			return err
		}
		fmt.Fprintln(out, "migrations applied")
	case "down":
		if err := confirmDown(ctx, rt, out, yes); err != nil {
			return err
		}
		if err := rt.exclusively(ctx, rt.cfg.MigrateLockWait, func(bool) error {
			return migrator.Down(ctx, rt.db, rt.mods)
		}); err != nil {
			return err
		}
		fmt.Fprintln(out, "last migration group of each module rolled back")
	case "status":
		sts, err := migrator.Status(ctx, rt.db, rt.mods)
		if err != nil {
			return err
		}
		for _, st := range sts {
			fmt.Fprintf(out, "%s: %d applied, %d pending\n", st.Module, len(st.Applied), len(st.Pending))
			for _, a := range st.Applied {
				fmt.Fprintf(out, "  applied  %s\n", a)
			}
			for _, p := range st.Pending {
				fmt.Fprintf(out, "  pending  %s\n", p)
			}
		}
	case "unlock":
		return unlockMigrations(ctx, rt, out)
	default:
		return fmt.Errorf("%w: unknown migrate action %q (want %s)", errUsage, rest[0], strings.Join([]string{"up", "down", "status", "unlock"}, ", "))
	}
	return nil
}

// unlockMigrations removes the migration lock rows that an instance which
// stopped while migrating left behind. It takes the migration lock first
// (a few seconds at most): while a live instance migrates, its rows are
// not stale and stay.
func unlockMigrations(ctx context.Context, rt *runtime, out io.Writer) error {
	return rt.exclusively(ctx, 5*time.Second, func(exclusive bool) error {
		if !exclusive {
			return errors.New("no file locks on this system: stop every instance, then delete the rows of the bun_migration_locks_* tables by hand")
		}
		cleared, err := migrator.ClearLocks(ctx, rt.db, rt.mods)
		if err != nil {
			return err
		}
		if len(cleared) == 0 {
			fmt.Fprintln(out, "no migration lock was held")
			return nil
		}
		fmt.Fprintf(out, "removed the migration locks of %s\n", strings.Join(cleared, ", "))
		return nil
	})
}
