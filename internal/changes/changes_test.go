package changes_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"corkboard/internal/changes"
	"corkboard/internal/dbpool"
	"corkboard/internal/testkit"
)

// The areas of the tests, as changesDB declares them (in this order).
const (
	areaAccounts changes.Area = iota
	areaCareers
	areaCalendar
)

type careersProbe struct {
	bun.BaseModel `bun:"table:careers_probe"`
	ID            int64 `bun:",pk"`
	N             int
}

type calendarProbe struct {
	bun.BaseModel `bun:"table:calendar_probe"`
	ID            int64 `bun:",pk"`
	N             int
}

type keyProbe struct {
	bun.BaseModel `bun:"table:api_keys"`
	ID            int64 `bun:",pk"`
	N             int
}

// versions snapshots the versions of all data and of each area.
type versions struct{ all, accounts, careers, calendar uint64 }

func snapshot(c *changes.Changes) versions {
	return versions{c.Version(), c.AreaVersion(areaAccounts), c.AreaVersion(areaCareers), c.AreaVersion(areaCalendar)}
}

// moved reports which versions differ: "all", then the areas.
func moved(a, b versions) (out []string) {
	for _, d := range []struct {
		name string
		x, y uint64
	}{{"all", a.all, b.all}, {"accounts", a.accounts, b.accounts}, {"careers", a.careers, b.careers}, {"calendar", a.calendar, b.calendar}} {
		if d.x != d.y {
			out = append(out, d.name)
		}
	}
	return out
}

func changesDB(t *testing.T) (*bun.DB, *changes.Changes) {
	db := testkit.DB(t)
	ctx := context.Background()
	for _, m := range []any{(*careersProbe)(nil), (*calendarProbe)(nil), (*keyProbe)(nil)} {
		if _, err := db.NewCreateTable().Model(m).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	c := new(changes.Changes)
	c.Declare("accounts", changes.Tables((*keyProbe)(nil))...)
	c.Declare("careers", changes.Tables((*careersProbe)(nil))...)
	c.Declare("calendar", changes.Tables((*calendarProbe)(nil))...)
	db.AddQueryHook(c.Hook())
	return db, c
}

func wantMoved(t *testing.T, what string, before, after versions, want ...string) {
	t.Helper()
	got := moved(before, after)
	if len(got) != len(want) {
		t.Errorf("%s moved %v; want %v", what, got, want)
		return
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("%s moved %v; want %v", what, got, want)
			return
		}
	}
}

// A write moves the version of all data and its table's area only; a
// DELETE, raw SQL or a table of no area moves every area; reads move
// nothing.
func TestChangesAreas(t *testing.T) {
	db, c := changesDB(t)
	ctx := context.Background()
	steps := []struct {
		name string
		run  func() error
		want []string
	}{
		{"insert into careers_probe", func() error {
			_, err := db.NewInsert().Model(&careersProbe{ID: 1}).Exec(ctx)
			return err
		}, []string{"all", "careers"}},
		{"update calendar_probe", func() error {
			_, err := db.NewUpdate().Model((*calendarProbe)(nil)).Set("n = n + 1").Where("id > 0").Exec(ctx)
			return err
		}, []string{"all", "calendar"}},
		{"update of a table named by Table", func() error {
			_, err := db.NewUpdate().Table("calendar_probe").Set("n = 2").Where("id > 0").Exec(ctx)
			return err
		}, []string{"all", "calendar"}},
		{"insert into api_keys", func() error {
			_, err := db.NewInsert().Model(&keyProbe{ID: 1}).Exec(ctx)
			return err
		}, []string{"all", "accounts"}},
		{"select", func() error {
			var n int
			return db.NewSelect().Model((*careersProbe)(nil)).ColumnExpr("count(*)").Scan(ctx, &n)
		}, nil},
		{"delete (may cascade)", func() error {
			_, err := db.NewDelete().Model((*careersProbe)(nil)).Where("id = 1").Exec(ctx)
			return err
		}, []string{"all", "accounts", "careers", "calendar"}},
		{"raw SQL", func() error {
			_, err := db.ExecContext(ctx, "UPDATE careers_probe SET n = 3")
			return err
		}, []string{"all", "accounts", "careers", "calendar"}},
	}
	for _, s := range steps {
		before := snapshot(c)
		if err := s.run(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		wantMoved(t, s.name, before, snapshot(c), s.want...)
	}
}

// A transaction's writes move their area when made and again at COMMIT,
// when they become visible; a rolled-back transaction moves nothing at
// its end, and one transaction's COMMIT leaves other areas alone once no
// other transaction is open.
func TestChangesTransactions(t *testing.T) {
	db, c := changesDB(t)
	ctx := context.Background()
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	before := snapshot(c)
	if _, err := tx.NewInsert().Model(&calendarProbe{ID: 1}).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	afterWrite := snapshot(c)
	wantMoved(t, "write in a transaction", before, afterWrite, "all", "calendar")
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	wantMoved(t, "COMMIT", afterWrite, snapshot(c), "all", "calendar")

	tx, err = db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.NewInsert().Model(&careersProbe{ID: 2}).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	afterWrite = snapshot(c)
	if err := tx.Rollback(); err != nil {
		t.Fatal(err)
	}
	wantMoved(t, "ROLLBACK", afterWrite, snapshot(c))

	err = db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		_, err := tx.NewInsert().Model(&careersProbe{ID: 3}).Exec(ctx)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	before = snapshot(c)
	err = db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		_, err := tx.NewUpdate().Model((*keyProbe)(nil)).Set("n = 1").Where("id > 0").Exec(ctx)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	wantMoved(t, "a later accounts transaction", before, snapshot(c), "all", "accounts")
}

// Two transactions open at once: the COMMIT of the one that wrote
// calendar_probe moves the calendar's version after that commit, though
// the other (careers) committed in between.
func TestChangesOverlappingTransactions(t *testing.T) {
	db, c := changesDB(t)
	if !testkit.IsPostgres(db) {
		t.Skip("SQLite has one writer connection: its transactions never overlap")
	}
	ctx := context.Background()
	a, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.NewInsert().Model(&careersProbe{ID: 1}).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := b.NewInsert().Model(&calendarProbe{ID: 1}).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	if err := a.Commit(); err != nil {
		t.Fatal(err)
	}
	beforeB := snapshot(c) // a reader now still sees b's row missing
	if err := b.Commit(); err != nil {
		t.Fatal(err)
	}
	got := moved(beforeB, snapshot(c))
	if len(got) < 2 || got[0] != "all" || !slices.Contains(got, "calendar") {
		t.Errorf("b's COMMIT moved %v; want all and calendar", got)
	}
	if slices.Contains(got, "accounts") {
		t.Errorf("b's COMMIT moved accounts: %v", got)
	}
}

// Writes outside a transaction and COMMITs count as commits for Busy, the
// statements inside a transaction do not; while busy, dbpool.Reads
// reads through BusyPool.
func TestChangesBusyAndReader(t *testing.T) {
	db, c := changesDB(t)
	ctx := context.Background()
	read, busy := testkit.DB(t), testkit.DB(t)
	reads := &dbpool.Reads{Pool: read, BusyPool: busy, Changes: c}
	if err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for i := range 10 {
			if _, err := tx.NewInsert().Model(&careersProbe{ID: int64(i + 1)}).Exec(ctx); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if c.Busy() || reads.Reader(db) != read {
		t.Fatal("one transaction of 10 inserts made the process busy")
	}
	for i := range 3 {
		if _, err := db.NewUpdate().Model(&careersProbe{ID: 1, N: i}).WherePK().Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if c.Busy() {
		t.Fatal("busy after 4 commits (a transaction and 3 updates)")
	}
	if _, err := db.NewUpdate().Model(&careersProbe{ID: 2, N: 9}).WherePK().Exec(ctx); err != nil {
		t.Fatal(err)
	}
	if !c.Busy() || reads.Reader(db) != busy {
		t.Fatalf("not busy after 5 commits in well under a second (reader %p, busy %p)", reads.Reader(db), busy)
	}
	time.Sleep(1100 * time.Millisecond)
	if c.Busy() || reads.Reader(db) != read {
		t.Fatal("still busy a second after the last commit")
	}
	if (&dbpool.Reads{Pool: read, Changes: c}).Reader(db) != read {
		t.Fatal("without a BusyPool, Reader is Pool")
	}
	if (*dbpool.Reads)(nil).Reader(db) != db {
		t.Fatal("without read pools, Reader is the writer")
	}
}

// BumpArea moves the version of all data and of its area, not the
// others: a scheduled publication retires the calendar's caches and the
// response caches, not the API keys.
func TestChangesBumpArea(t *testing.T) {
	var c changes.Changes
	v, cal, acc := c.Version(), c.AreaVersion(areaCalendar), c.AreaVersion(areaAccounts)
	c.BumpArea(areaCalendar)
	if c.Version() == v || c.AreaVersion(areaCalendar) == cal || c.AreaVersion(areaAccounts) != acc {
		t.Fatalf("after BumpArea(calendar): version %d→%d, calendar %d→%d, accounts %d→%d", v, c.Version(),
			cal, c.AreaVersion(areaCalendar), acc, c.AreaVersion(areaAccounts))
	}
	var none *changes.Changes
	none.BumpArea(areaCalendar) // nil-safe, as Bump
}

// Other processes' writes: an announcement moves its area (only,
// BumpArea), and so does every change of whether announcements arrive;
// while they are expected but lost, the area's version is not complete.
func TestAnnouncedWrites(t *testing.T) {
	c := new(changes.Changes)
	if !c.Complete(areaAccounts) || c.Announced(areaAccounts) {
		t.Fatal("nothing announced: complete, not announced")
	}
	accounts, careers := c.AreaVersion(areaAccounts), c.AreaVersion(areaCareers)
	c.BumpArea(areaAccounts) // what an announcement does
	if c.AreaVersion(areaAccounts) == accounts || c.AreaVersion(areaCareers) != careers {
		t.Fatal("an announcement moves its area only")
	}
	for _, step := range []struct {
		ok, complete, moves bool
	}{{false, false, true}, {false, false, false}, {true, true, true}, {true, true, false}, {false, false, true}} {
		before := c.AreaVersion(areaAccounts)
		c.SetAnnounced(areaAccounts, step.ok)
		if c.Complete(areaAccounts) != step.complete || c.Announced(areaAccounts) != step.ok ||
			(c.AreaVersion(areaAccounts) != before) != step.moves {
			t.Fatalf("SetAnnounced(%v): complete %v, moved %v", step.ok, c.Complete(areaAccounts), c.AreaVersion(areaAccounts) != before)
		}
	}
	if !c.Complete(areaCareers) {
		t.Fatal("another area is complete")
	}
	var none *changes.Changes
	if none.Complete(areaAccounts) {
		t.Fatal("no Changes: not complete")
	}
}
