package database_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"corkboard/internal/database"
	"corkboard/internal/sqlparams"
	"corkboard/internal/testkit"
)

type stamp struct {
	bun.BaseModel `bun:"table:stamps"`
	ID            int64     `bun:"id,pk"`
	Name          string    `bun:"name"`
	At            time.Time `bun:"at"`
}

// preparedDB is a fresh database of the test's dialect with a stamps
// table of 10 rows an hour apart, on a pool of one connection (so that
// what that connection keeps prepared can be counted).
func preparedDB(t *testing.T) (*bun.DB, time.Time) {
	t.Helper()
	db := testkit.DB(t)
	db.SetMaxOpenConns(1)
	ctx := context.Background()
	if _, err := db.NewCreateTable().Model((*stamp)(nil)).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	start := time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)
	rows := make([]stamp, 10)
	for i := range rows {
		rows[i] = stamp{ID: int64(i + 1), Name: fmt.Sprintf("s%d", i+1), At: start.Add(time.Duration(i) * time.Hour)}
	}
	if _, err := db.NewInsert().Model(&rows).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	return db, start
}

func preparedCount(t *testing.T, db *bun.DB) int {
	t.Helper()
	ctx := context.Background()
	conn, err := db.DB.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	n, err := database.PreparedCount(ctx, conn)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestParamsRunPrepared runs a statement with sqlparams.Params for several
// values: each run answers as the same statement with its values written
// in does (times included, which SQLite compares as text), the text is
// prepared once, and bun's query hooks still see every run.
func TestParamsRunPrepared(t *testing.T) {
	db, start := preparedDB(t)
	ctx := context.Background()
	seen := testkit.CountQueries(db)
	for i, from := range []time.Time{start, start.Add(3 * time.Hour), start.Add(90 * time.Minute), start.Add(24 * time.Hour)} {
		var inline []int64
		if err := db.NewSelect().Model((*stamp)(nil)).Column("id").Where("at >= ?", from).Where("id IN (?)", bun.In([]int64{2, 5, 9})).
			Order("id").Scan(ctx, &inline); err != nil {
			t.Fatal(err)
		}
		var got []int64
		p := sqlparams.New(db)
		q := db.NewSelect().Model((*stamp)(nil)).Column("id").Where("at >= ?", p.Arg(from)).Where("id IN (?)", sqlparams.Args(p, []int64{2, 5, 9}))
		if err := sqlparams.OrderPage(q, p, "id", 10, 0).Scan(p.Bind(ctx), &got); err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(got) != fmt.Sprint(inline) {
			t.Errorf("run %d from %s: prepared %v, inline %v", i, from, got, inline)
		}
	}
	if n := preparedCount(t, db); n != 1 {
		t.Errorf("%d statements prepared for one text run 4 times, want 1", n)
	}
	if n := seen(); n != 8 {
		t.Errorf("the hooks saw %d statements, want 8", n)
	}
	// Pages: the limit and offset are values too.
	p := sqlparams.New(db)
	var names []string
	if err := sqlparams.OrderPage(db.NewSelect().Model((*stamp)(nil)).Column("name"), p, "id DESC", 3, 2).Scan(p.Bind(ctx), &names); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(names) != "[s8 s7 s6]" {
		t.Errorf("page 2 of 3 by id descending: %v", names)
	}
}

// TestParamsServeOneStatement checks that a context's values serve the
// first statement run with it only, and that values that do not match
// the placeholders are an error, not a wrong answer.
func TestParamsServeOneStatement(t *testing.T) {
	db, _ := preparedDB(t)
	ctx := context.Background()
	p := sqlparams.New(db)
	bound := p.Bind(ctx)
	var name string
	if err := db.NewSelect().Model((*stamp)(nil)).Column("name").Where("id = ?", p.Arg(4)).Scan(bound, &name); err != nil || name != "s4" {
		t.Fatalf("first statement: %q %v", name, err)
	}
	var n int
	if err := db.NewSelect().Model((*stamp)(nil)).ColumnExpr("count(*)").Where("id > ?", 7).Scan(bound, &n); err != nil || n != 3 {
		t.Fatalf("second statement on the same context: %d %v", n, err)
	}
	for _, c := range []struct {
		where  string
		values int
	}{{"id = $1 OR id = $2", 3}, {"id = $1 OR id = $3", 2}} {
		p = sqlparams.New(db)
		for i := range c.values {
			p.Arg(i + 1)
		}
		err := db.NewSelect().Model((*stamp)(nil)).Column("name").Where(c.where).Scan(p.Bind(ctx), &name)
		if !errors.Is(err, database.ErrParamCount) {
			t.Errorf("%d values for %s: %v", c.values, c.where, err)
		}
	}
}

// TestPreparedStatementsAreBounded runs more distinct texts than a
// connection keeps: the least recently used are closed, and every
// statement still answers.
func TestPreparedStatementsAreBounded(t *testing.T) {
	db, _ := preparedDB(t)
	ctx := context.Background()
	for i := range database.StmtsPerConn + 5 {
		p := sqlparams.New(db)
		var n int
		// i+1 placeholders: a text of its own each time.
		ids := make([]int64, i+1)
		for j := range ids {
			ids[j] = int64(j + 1)
		}
		if err := db.NewSelect().Model((*stamp)(nil)).ColumnExpr("count(*)").Where("id IN (?)", sqlparams.Args(p, ids)).Scan(p.Bind(ctx), &n); err != nil {
			t.Fatal(err)
		}
		if want := min(i+1, 10); n != want {
			t.Fatalf("%d ids: count %d, want %d", i+1, n, want)
		}
	}
	if n := preparedCount(t, db); n != database.StmtsPerConn {
		t.Errorf("%d statements kept, want %d", n, database.StmtsPerConn)
	}
}

// TestDropSQLiteSamples checks that the value samples of ANALYZE go and
// the per-index statistics stay (SQLite; a no-op on PostgreSQL).
func TestDropSQLiteSamples(t *testing.T) {
	db, _ := preparedDB(t)
	ctx := context.Background()
	if _, err := db.ExecContext(ctx, "CREATE INDEX stamps_at_idx ON stamps (at)"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.ExecContext(ctx, "ANALYZE"); err != nil {
		t.Fatal(err)
	}
	count := func(table string) int {
		var n int
		if err := db.NewRaw("SELECT count(*) FROM "+table).Scan(ctx, &n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if !testkit.IsPostgres(db) && count("sqlite_stat4") == 0 {
		t.Fatal("ANALYZE kept no samples to drop")
	}
	if err := database.DropSQLiteSamples(ctx, db); err != nil {
		t.Fatal(err)
	}
	if testkit.IsPostgres(db) {
		return
	}
	if n := count("sqlite_stat4"); n != 0 {
		t.Errorf("%d samples left in sqlite_stat4", n)
	}
	if n := count("sqlite_stat1"); n == 0 {
		t.Error("sqlite_stat1 emptied too")
	}
	// Twice is fine (nothing to drop).
	if err := database.DropSQLiteSamples(ctx, db); err != nil {
		t.Fatal(err)
	}
}

// TestPreparedStatementAfterCancel cancels a prepared statement while
// the server is still answering it: the connection, left in the middle
// of that answer, must not serve the next statement (it is dropped, and
// the next statement gets a fresh one and the right answer).
func TestPreparedStatementAfterCancel(t *testing.T) {
	db, _ := preparedDB(t)
	slow, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	p := sqlparams.New(db)
	var n int
	sleep := "SELECT count(*) FROM stamps WHERE id > ? AND (SELECT 1 FROM pg_sleep(0.5)) = 1"
	if !testkit.IsPostgres(db) {
		// (SQLite: a query long enough to be interrupted)
		sleep = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000000) SELECT count(*) FROM c WHERE x > ?"
	}
	if err := db.NewRaw(sleep, p.Arg(0)).Scan(p.Bind(slow), &n); err == nil {
		t.Fatalf("the slow statement was not cut short (%d)", n)
	}
	for i := range 3 {
		p := sqlparams.New(db)
		var name string
		if err := db.NewSelect().Model((*stamp)(nil)).Column("name").Where("id = ?", p.Arg(i+2)).Scan(p.Bind(context.Background()), &name); err != nil {
			t.Fatalf("statement %d after the cancel: %v", i, err)
		}
		if want := fmt.Sprintf("s%d", i+2); name != want {
			t.Fatalf("statement %d after the cancel read %q, want %q", i, name, want)
		}
	}
}

// The server's PostgreSQL sessions use generic plans for their prepared
// statements, unless the URL says otherwise.
func TestPostgresSessionsPlanGenerically(t *testing.T) {
	if testkit.Dialect() != "postgres" {
		t.Skip("PostgreSQL only")
	}
	base := testkit.DatabaseURL(t)
	for _, c := range []struct{ url, want string }{
		{base, database.GenericPlans},
		{base + "&plan_cache_mode=auto", "auto"},
	} {
		db, err := database.Open(c.url)
		if err != nil {
			t.Fatal(err)
		}
		var mode string
		err = db.QueryRowContext(context.Background(), "SHOW plan_cache_mode").Scan(&mode)
		db.Close()
		if err != nil || mode != c.want {
			t.Fatalf("%s: plan_cache_mode %q (%v), want %q", database.Redact(c.url), mode, err, c.want)
		}
	}
}

// TestStripSQLCComments: River's statements lose their comment lines
// (pgdriver would read "doesn't" as a quote); bun's statements, whose
// literals may hold user text, are left alone.
func TestStripSQLCComments(t *testing.T) {
	river := "-- name: X :one\nSELECT $1,\n    -- the driver doesn't care\n    $2\n"
	if got := database.StripSQLCComments(river); got != "SELECT $1,\n    $2\n" {
		t.Fatalf("river statement: %q", got)
	}
	bun := "INSERT INTO t (a) VALUES ('x\n-- kept')"
	if got := database.StripSQLCComments(bun); got != bun {
		t.Fatalf("bun statement changed: %q", got)
	}
}
