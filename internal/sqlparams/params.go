// Package sqlparams is the SQL parameter protocol between the stores of
// the modules and the database connections (internal/database): a
// statement's values travel beside its text, in the context, so that the
// text stays the same and is prepared once. It imports nothing of
// Corkboard.
package sqlparams

import (
	"bytes"
	"context"
	"database/sql/driver"
	"reflect"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"github.com/uptrace/bun/schema"
)

// Params are the values of one statement's placeholders ($1, $2, …),
// for reads that run often with different values: the statement text
// stays the same, so the database prepares it once per connection and
// reuses it (internal/database keeps the prepared statements), instead of
// parsing and planning a new text for every set of values.
//
// Build the statement with bun as usual, putting Arg(v) where a value
// goes, then run it with the context Bind returns:
//
//	p := sqlparams.New(db)
//	q := db.NewSelect().Model(&events).Where("start_utc >= ?", p.Arg(from))
//	err := q.Scan(p.Bind(ctx))
//
// Only values that vary belong in Params; constants of the query's shape
// (a status the code always filters on) stay in its text. Bind's context
// serves exactly one statement: the first one run with it.
type Params struct {
	dialect schema.Dialect
	args    []any
	taken   atomic.Bool
}

// New starts the placeholders of a statement for db.
func New(db bun.IDB) *Params { return &Params{dialect: db.Dialect()} }

// Arg adds v (an integer, a string, a bool or a time) and returns its
// placeholder.
//
// On SQLite an integer's placeholder is cast: SQLite plans a bare
// integer placeholder by its value where that matters (a LIMIT, an
// OFFSET, an equality with 1, 0 or -1), so it would compile the statement
// again whenever a new value crosses those lines (the next page, company
// 1 after company 2); a cast it leaves to run time.
func (p *Params) Arg(v any) bun.Safe {
	if t, ok := v.(time.Time); ok {
		// Times go as text exactly as bun writes them into statements
		// (SQLite compares them as text).
		v = string(bytes.Trim(p.dialect.AppendTime(nil, t), "'"))
	}
	p.args = append(p.args, v)
	ph := "$" + strconv.Itoa(len(p.args))
	if p.dialect.Name() == dialect.SQLite && isInteger(v) {
		ph = "CAST(" + ph + " AS INTEGER)"
	}
	return bun.Safe(ph)
}

// isInteger reports an integer of any Go integer kind.
func isInteger(v any) bool {
	switch reflect.ValueOf(v).Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return true
	}
	return false
}

// Args adds every value of vs and returns their placeholders, comma
// separated (for IN lists).
func Args[T any](p *Params, vs []T) bun.Safe {
	b := make([]byte, 0, 4*len(vs))
	for i, v := range vs {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = append(b, p.Arg(v)...)
	}
	return bun.Safe(b)
}

// Bind returns ctx carrying the values for the next statement run with
// it.
func (p *Params) Bind(ctx context.Context) context.Context {
	return context.WithValue(ctx, paramsKey{}, p)
}

type paramsKey struct{}

// Take returns the values the statement about to run with ctx
// takes, as driver arguments, or false when ctx carries none or they were
// taken already. Drivers call it (internal/database).
func Take(ctx context.Context) ([]driver.NamedValue, bool) {
	p, _ := ctx.Value(paramsKey{}).(*Params)
	if p == nil || !p.taken.CompareAndSwap(false, true) {
		return nil, false
	}
	out := make([]driver.NamedValue, len(p.args))
	for i, v := range p.args {
		out[i] = driver.NamedValue{Ordinal: i + 1, Value: driverValue(v)}
	}
	return out, true
}

// Peek returns the values ctx carries without taking them (for
// tests that EXPLAIN the statements they see).
func Peek(ctx context.Context) []any {
	if p, _ := ctx.Value(paramsKey{}).(*Params); p != nil {
		return p.args
	}
	return nil
}

// driverValue converts v (a named string or integer type, say) to a
// type every driver takes.
func driverValue(v any) driver.Value {
	if dv, err := driver.DefaultParameterConverter.ConvertValue(v); err == nil {
		return dv
	}
	return v
}

// OrderPage orders sel by order (SQL, e.g. "start_utc, id") and takes
// limit rows after offset, both placeholders of p: bun's Limit and Offset
// write the numbers into the text, which would make every page a
// statement of its own. bun writes LIMIT right after ORDER BY, so sel
// must have no other order and no FOR clause.
func OrderPage(sel *bun.SelectQuery, p *Params, order string, limit, offset int) *bun.SelectQuery {
	return sel.OrderExpr(order+" LIMIT ? OFFSET ?", p.Arg(limit), p.Arg(offset))
}
