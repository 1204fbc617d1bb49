package app_test

import (
	"context"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"corkboard/internal/app"
	"corkboard/internal/migrator"
	"corkboard/internal/testkit"
)

var update = flag.Bool("update", false, "rewrite golden files")

// TestMigrationsGiveTheSameSchemaOnBothDatabases describes the migrated
// schema in dialect-neutral terms (table, column, type family, nullability)
// and compares it with one golden file shared by SQLite and PostgreSQL.
// It also checks that every migration rolls back and re-applies cleanly.
// River's tables (river_*, the jobs module) are River's own, made by its
// migrator per dialect at a pinned version, and are left out.
func TestMigrationsGiveTheSameSchemaOnBothDatabases(t *testing.T) {
	env := testkit.NewEnv(t)
	mods := app.NewModules(env.Deps)
	ctx := context.Background()
	env.Migrate(t, mods.List()...)
	got := describeSchema(t, env)

	const golden = "testdata/schema.golden"
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Fatalf("schema on %s differs from %s (run with -update on SQLite after a migration change):\n%s", testkit.Dialect(), golden, got)
	}

	for i := 0; i < 5; i++ { // more than the number of migration groups
		if err := migrator.Down(ctx, env.DB, mods.List()); err != nil {
			t.Fatal(err)
		}
	}
	if err := migrator.Up(ctx, env.DB, mods.List()); err != nil {
		t.Fatal(err)
	}
	if again := describeSchema(t, env); again != got {
		t.Fatalf("schema after down/up differs:\n%s", again)
	}
}

func describeSchema(t *testing.T, env *testkit.Env) string {
	ctx := context.Background()
	type col struct{ table, name, typ, null string }
	var cols []col
	if testkit.IsPostgres(env.DB) {
		rows, err := env.DB.QueryContext(ctx, `SELECT table_name, column_name, data_type, is_nullable
			FROM information_schema.columns WHERE table_schema = current_schema() AND table_name NOT LIKE 'bun_%' AND table_name NOT LIKE 'river_%'`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			var c col
			if err := rows.Scan(&c.table, &c.name, &c.typ, &c.null); err != nil {
				t.Fatal(err)
			}
			c.null = map[string]string{"YES": "null", "NO": "not null"}[c.null]
			cols = append(cols, c)
		}
	} else {
		var tables []string
		if err := env.DB.NewRaw(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'bun_%' AND name NOT LIKE 'river_%' AND name NOT LIKE 'sqlite_%'`).Scan(ctx, &tables); err != nil {
			t.Fatal(err)
		}
		for _, tb := range tables {
			rows, err := env.DB.QueryContext(ctx, `SELECT name, type, "notnull", pk FROM pragma_table_info(?)`, tb)
			if err != nil {
				t.Fatal(err)
			}
			for rows.Next() {
				var c col
				var notnull, pk int
				if err := rows.Scan(&c.name, &c.typ, &notnull, &pk); err != nil {
					t.Fatal(err)
				}
				c.table = tb
				if instantsAsText[tb+"."+c.name] && c.typ == "TEXT" {
					c.typ = "timestamp" // the family of what they hold
				}
				c.null = "null"
				if notnull == 1 || pk == 1 {
					c.null = "not null"
				}
				cols = append(cols, c)
			}
			rows.Close()
		}
	}
	lines := make([]string, 0, len(cols))
	for _, c := range cols {
		lines = append(lines, fmt.Sprintf("%s.%s %s %s", c.table, c.name, family(c.typ), c.null))
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n") + "\n"
}

// instantsAsText are the instants SQLite declares TEXT rather than
// TIMESTAMP (migrations 20261128000600 and 20261128000601): a TIMESTAMP
// column gets NUMERIC affinity there, and the archive's counts compared
// every index entry as a number first. They hold the same instants as
// PostgreSQL's TIMESTAMPTZ columns, in one fixed UTC text form.
var instantsAsText = map[string]bool{
	"calendar_events.start_utc": true, "calendar_events.end_utc": true,
	"calendar_event_terms.start_utc": true, "calendar_event_terms.end_utc": true,
	"calendar_archive_long.start_utc": true, "calendar_archive_long.end_utc": true,
}

// family maps a column type to its dialect-neutral family. JSON is TEXT on
// SQLite, so both count as text.
func family(typ string) string {
	t := strings.ToLower(typ)
	switch {
	case strings.Contains(t, "int"):
		return "integer"
	case strings.Contains(t, "bool"):
		return "boolean"
	case strings.Contains(t, "timestamp"), t == "date":
		return "timestamp"
	case strings.Contains(t, "double"), strings.Contains(t, "real"), strings.Contains(t, "numeric"), strings.Contains(t, "float"):
		return "float"
	case strings.Contains(t, "bytea"), strings.Contains(t, "blob"):
		return "binary"
	default:
		return "text"
	}
}
