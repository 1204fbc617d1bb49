package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"

	"corkboard/modules"
)

// migrateCmd: migrate up|down [--yes]|status.
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
		return fmt.Errorf("%w: want exactly one of up, down, status", errUsage)
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
		if err := modules.MigrateDown(ctx, rt.db, rt.mods); err != nil {
			return err
		}
		fmt.Fprintln(out, "last migration group of each module rolled back")
	case "status":
		sts, err := modules.Status(ctx, rt.db, rt.mods)
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
	default:
		return fmt.Errorf("%w: unknown migrate action %q (want %s)", errUsage, rest[0], strings.Join([]string{"up", "down", "status"}, ", "))
	}
	return nil
}
