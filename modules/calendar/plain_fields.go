package calendar

import (
	"context"
	"fmt"
	"slices"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// plainFields names the columns that hold plain text (stored through
// PlainText since writes clean them) per table; the cost column of events
// is a JSON list of such texts.
var plainFields = []struct {
	table   string
	columns []string
}{
	{"calendar_venues", []string{"address", "city", "country", "province", "state", "zip", "phone", "website", "stateprovince"}},
	{"calendar_organizers", []string{"phone", "website", "email"}},
	{"calendar_events", []string{"currency_symbol", "currency_code", "website"}},
}

// plainFieldsMigration cleans the plain-text columns of rows written
// before writes made them plain text: the markup an attacker stored in a
// venue's address or an event's cost is removed once, in place, as a
// write would have. It is a Go migration (bun's query builders, both
// databases) because the cleaning is PlainText itself. Rolling it back
// changes nothing: the removed markup is not kept.
var plainFieldsMigration = migrate.Migration{
	Name: "20261126000001", Comment: "plain_text_fields",
	Up: func(ctx context.Context, m *migrate.Migrator, _ *migrate.Migration) error {
		return m.DB().RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			return CleanPlainFields(ctx, tx)
		})
	},
	Down: func(context.Context, *migrate.Migrator, *migrate.Migration) error { return nil },
}

// CleanPlainFields rewrites, through PlainText, the plain-text columns of
// the calendar's rows that may hold markup (a '<' or an '&'), and the
// cost texts of events. It returns nothing else and is safe to repeat.
func CleanPlainFields(ctx context.Context, db bun.IDB) error {
	for _, t := range plainFields {
		q := db.NewSelect().Table(t.table).Column("id").Column(t.columns...)
		q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			for _, c := range t.columns {
				q.WhereOr("? LIKE '%<%' OR ? LIKE '%&%'", bun.Ident(c), bun.Ident(c))
			}
			return q
		})
		rows, err := q.Rows(ctx)
		if err != nil {
			return fmt.Errorf("%s: %w", t.table, err)
		}
		type change struct {
			id   int64
			vals []string
		}
		var changes []change
		for rows.Next() {
			vals := make([]string, len(t.columns))
			dest := []any{new(int64)}
			for i := range vals {
				dest = append(dest, &vals[i])
			}
			if err := rows.Scan(dest...); err != nil {
				_ = rows.Close()
				return err
			}
			clean := make([]string, len(vals))
			for i, v := range vals {
				clean[i] = PlainText(v)
			}
			if !slices.Equal(clean, vals) {
				changes = append(changes, change{id: *dest[0].(*int64), vals: clean})
			}
		}
		if err := rows.Close(); err != nil {
			return err
		}
		if err := rows.Err(); err != nil {
			return err
		}
		for _, ch := range changes {
			u := db.NewUpdate().Table(t.table).Where("id = ?", ch.id)
			for i, c := range t.columns {
				u.Set("? = ?", bun.Ident(c), ch.vals[i])
			}
			if _, err := u.Exec(ctx); err != nil {
				return fmt.Errorf("%s %d: %w", t.table, ch.id, err)
			}
		}
	}
	return cleanCosts(ctx, db)
}

// cleanCosts makes the cost texts of events plain text (what stripping
// empties goes).
func cleanCosts(ctx context.Context, db bun.IDB) error {
	var events []Event
	if err := db.NewSelect().Model(&events).Column("id", "cost").
		// The JSON text may hold the characters or their \u escapes.
		Where("CAST(cost AS TEXT) LIKE '%<%' OR CAST(cost AS TEXT) LIKE '%&%' OR CAST(cost AS TEXT) LIKE '%u003c%' OR CAST(cost AS TEXT) LIKE '%u0026%'").
		Scan(ctx); err != nil {
		return fmt.Errorf("calendar_events cost: %w", err)
	}
	for _, e := range events {
		clean := []string{}
		for _, c := range e.Cost {
			if c = PlainText(c); c != "" {
				clean = append(clean, c)
			}
		}
		if slices.Equal(clean, e.Cost) {
			continue
		}
		e.Cost = clean
		if _, err := db.NewUpdate().Model(&e).Column("cost").WherePK().Exec(ctx); err != nil {
			return fmt.Errorf("calendar_events %d cost: %w", e.ID, err)
		}
	}
	return nil
}
