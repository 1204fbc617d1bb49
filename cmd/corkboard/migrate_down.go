package main

import (
	"bufio"
	"context"
	"corkboard/internal/migrator"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"
)

// confirmInput returns where `migrate down` reads its confirmation and
// whether that is a terminal (tests replace it).
var confirmInput = func() (io.Reader, bool) {
	return os.Stdin, term.IsTerminal(int(os.Stdin.Fd()))
}

// confirmDown prints what `migrate down` is about to drop, module by
// module, and whether those tables hold rows. With rows it goes on only
// with --yes (yes) or when the operator types "yes" at a terminal;
// without a terminal and without --yes it refuses.
func confirmDown(ctx context.Context, rt *runtime, out io.Writer, yes bool) error {
	plan, err := migrator.DownPlan(ctx, rt.db, rt.mods)
	if err != nil {
		return err
	}
	if len(plan) == 0 {
		fmt.Fprintln(out, "no migration is applied: nothing to roll back")
		return nil
	}
	total := 0
	fmt.Fprintln(out, "migrate down rolls back the last migration group of each module:")
	for _, st := range plan {
		fmt.Fprintf(out, "  %s: %s\n", st.Module, strings.Join(st.Migrations, ", "))
		if len(st.Tables) > 0 {
			tables := make([]string, len(st.Tables))
			for i, tr := range st.Tables {
				tables[i] = fmt.Sprintf("%s (%s)", tr.Table, rowCount(tr.Rows))
			}
			fmt.Fprintf(out, "    drops the %s tables %s\n", st.Module, strings.Join(tables, ", "))
		}
		if len(st.Columns) > 0 {
			fmt.Fprintf(out, "    drops the columns %s\n", strings.Join(st.Columns, ", "))
		}
		total += st.Rows
	}
	if total == 0 || yes {
		return nil
	}
	in, tty := confirmInput()
	if !tty {
		return fmt.Errorf("the tables migrate down drops or changes hold %s, which would be lost: "+
			"run it at a terminal to confirm, or pass --yes (back up first: corkboard backup)", rowCount(total))
	}
	fmt.Fprintf(out, "This deletes %s (back up first: corkboard backup). Type yes to roll back: ", rowCount(total))
	line, _ := bufio.NewReader(in).ReadString('\n')
	if strings.TrimSpace(line) != "yes" {
		return fmt.Errorf("not confirmed: nothing was rolled back")
	}
	return nil
}

func rowCount(n int) string {
	if n == 1 {
		return "1 row"
	}
	return fmt.Sprintf("%d rows", n)
}
