package bench

import (
	"context"
	"net/url"
	"os"
	"testing"

	"corkboard/internal/database"
	"corkboard/internal/testkit"
)

// Prewarm reads the whole database: the SQLite file (and its WAL), or
// every table and index of the PostgreSQL schema.
func TestPrewarmReadsTheDatabase(t *testing.T) {
	ctx := context.Background()
	dbURL := testkit.DatabaseURL(t)
	db, err := database.Open(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range []string{
		"CREATE TABLE warm (id BIGINT PRIMARY KEY, body TEXT NOT NULL)",
		"INSERT INTO warm (id, body) SELECT n, 'row ' || n FROM (WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < 5000) SELECT n FROM s) AS s",
		"CREATE INDEX warm_body ON warm (body)",
	} {
		if _, err := db.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	read, err := Prewarm(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	if testkit.Dialect() == "sqlite" {
		u, _ := url.Parse(dbURL)
		var want int64
		for _, f := range []string{u.Path, u.Path + "-wal"} {
			if st, err := os.Stat(f); err == nil {
				want += st.Size()
			}
		}
		if read != want || read == 0 {
			t.Fatalf("read %d bytes, the database's files hold %d", read, want)
		}
		return
	}
	// The table, its primary key and the index: more than the table alone.
	var table int64
	if err := db.QueryRowContext(ctx, "SELECT pg_relation_size('warm')").Scan(&table); err != nil {
		t.Fatal(err)
	}
	if read <= table {
		t.Fatalf("read %d bytes, the table alone holds %d", read, table)
	}
}
