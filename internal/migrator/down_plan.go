package migrator

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"regexp"
	"strings"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// Source is implemented by modules whose migrations are SQL
// files: DownPlan reads their down files to tell what a rollback drops.
type Source interface {
	MigrationFiles() fs.FS
}

// DownStep is what Down does to one module: the migrations of its
// last group, newest first, and what their down files drop.
type DownStep struct {
	Module     string
	Migrations []string
	// Tables dropped, with the rows they hold now.
	Tables []TableRows
	// Columns dropped ("table.column").
	Columns []string
	// Rows is how many rows the tables the step drops or takes columns
	// from hold now: what is lost.
	Rows int
}

// TableRows is a table and its number of rows.
type TableRows struct {
	Table string
	Rows  int
}

var (
	dropTable  = regexp.MustCompile(`(?is)^\s*DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?"?([A-Za-z_][A-Za-z0-9_]*)"?`)
	dropColumn = regexp.MustCompile(`(?is)^\s*ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?"?([A-Za-z_][A-Za-z0-9_]*)"?\s+DROP\s+(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?"?([A-Za-z_][A-Za-z0-9_]*)"?`)
)

// DownPlan tells what Down would do, in the same order, without
// doing it: per module with applied migrations, its last group and the
// tables and columns their down files drop, with the rows those tables
// hold. Modules with nothing applied are left out.
func DownPlan(ctx context.Context, db *bun.DB, mods []modules.Module) ([]DownStep, error) {
	var plan []DownStep
	for i := len(mods) - 1; i >= 0; i-- {
		m := mods[i]
		if len(m.Migrations().Sorted()) == 0 {
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
		group := ms.LastGroup()
		if group.ID == 0 {
			continue
		}
		step := DownStep{Module: m.Name()}
		rows := map[string]int{} // tables counted so far
		count := func(table string) (int, error) {
			if n, ok := rows[table]; ok {
				return n, nil
			}
			n, err := db.NewSelect().Table(table).Count(ctx)
			if err != nil {
				return 0, fmt.Errorf("%s: count rows of %s: %w", m.Name(), table, err)
			}
			rows[table] = n
			step.Rows += n
			return n, nil
		}
		for j := len(group.Migrations) - 1; j >= 0; j-- {
			mig := group.Migrations[j]
			step.Migrations = append(step.Migrations, mig.String())
			src, ok := m.(Source)
			if !ok {
				continue
			}
			sql, err := downSQL(src.MigrationFiles(), mig.String())
			if err != nil {
				return nil, fmt.Errorf("%s: %w", m.Name(), err)
			}
			for _, stmt := range strings.Split(sql, "--bun:split") {
				stmt = stripSQLComments(stmt)
				if g := dropTable.FindStringSubmatch(stmt); g != nil {
					n, err := count(g[1])
					if err != nil {
						return nil, err
					}
					step.Tables = append(step.Tables, TableRows{Table: g[1], Rows: n})
				} else if g := dropColumn.FindStringSubmatch(stmt); g != nil {
					if _, err := count(g[1]); err != nil {
						return nil, err
					}
					step.Columns = append(step.Columns, g[1]+"."+g[2])
				}
			}
		}
		plan = append(plan, step)
	}
	return plan, nil
}

// downSQL reads the down file of a migration (bun's names: with or
// without the "tx" marker). A migration without one (a Go migration, such
// as the calendar's plain_text_fields, or an up file alone) drops nothing
// when rolled back: "".
func downSQL(fsys fs.FS, name string) (string, error) {
	for _, f := range []string{name + ".tx.down.sql", name + ".down.sql"} {
		b, err := fs.ReadFile(fsys, f)
		if err == nil {
			return string(b), nil
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return "", fmt.Errorf("down file of migration %s: %w", name, err)
		}
	}
	return "", nil
}

// stripSQLComments removes "--" line comments (the statements are ours:
// no "--" inside strings).
func stripSQLComments(stmt string) string {
	var b strings.Builder
	for line := range strings.SplitSeq(stmt, "\n") {
		if i := strings.Index(line, "--"); i >= 0 {
			line = line[:i]
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return b.String()
}
