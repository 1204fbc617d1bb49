package database

import (
	"container/list"
	"context"
	"corkboard/internal/sqlparams"
	"database/sql/driver"
	"errors"
	"fmt"
	"strings"
)

// stmtsPerConn bounds the prepared statements one connection keeps: the
// hot reads have a few dozen shapes; the least recently used goes first.
const stmtsPerConn = 128

// preparing wraps a driver's connections so that a statement run with
// sqlparams.Params (its values in the context, $1… in its text) is prepared
// once per connection and then only executed with new values. Any other
// statement goes to the driver as it is. bun still runs every statement,
// so its query hooks (metrics, the data version) see them all.
type preparing struct {
	driver.Connector
	// broken reports an error of a prepared statement that leaves the
	// connection unusable (nil: none does); the driver's own statements
	// check that themselves, its prepared ones do not.
	broken func(error) bool
	// stripSQLC drops the comment lines of River's statements (see
	// stripSQLCComments); set for pgdriver.
	stripSQLC bool
}

func (c preparing) Connect(ctx context.Context) (driver.Conn, error) {
	cn, err := c.Connector.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &preparingConn{Conn: cn, broken: c.broken, stripSQLC: c.stripSQLC, stmts: map[string]*list.Element{}, order: list.New()}, nil
}

// pgBroken reports the errors after which pgdriver drops a connection:
// anything but an error the server answered (a timeout or a cancel
// leaves the rest of an answer unread), and the server's fatal errors
// and cancels.
func pgBroken(err error) bool {
	var server interface{ Field(byte) string }
	if !errors.As(err, &server) {
		return true
	}
	switch server.Field('V') {
	case "FATAL", "PANIC":
		return true
	}
	switch server.Field('C') {
	case "25P02", "57014": // transaction aborted, statement canceled
		return true
	}
	return false
}

// dsnConnector is a driver.Connector for a driver that has none.
type dsnConnector struct {
	dsn string
	drv driver.Driver
}

func (c dsnConnector) Connect(context.Context) (driver.Conn, error) { return c.drv.Open(c.dsn) }
func (c dsnConnector) Driver() driver.Driver                        { return c.drv }

// preparingConn is one connection and its prepared statements (database/sql
// uses a connection from one goroutine at a time).
type preparingConn struct {
	driver.Conn
	broken    func(error) bool
	stripSQLC bool
	// bad is set once a prepared statement failed in a way that leaves
	// the connection unusable: database/sql then drops it.
	bad   bool
	stmts map[string]*list.Element // of *preparedStmt, most recent in front
	order *list.List
}

// check notes err of a prepared statement.
func (c *preparingConn) check(err error) error {
	if err != nil && c.broken != nil && !errors.Is(err, errParamCount) && c.broken(err) {
		c.bad = true
	}
	return err
}

type preparedStmt struct {
	query string
	stmt  driver.Stmt
}

var errParamCount = errors.New("database: statement placeholders and sqlparams.Params values differ in number")

func (c *preparingConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	if len(args) == 0 {
		if params, ok := sqlparams.Take(ctx); ok {
			stmt, err := c.prepared(ctx, query, len(params))
			if err != nil {
				return nil, c.check(err)
			}
			rows, err := stmt.(driver.StmtQueryContext).QueryContext(ctx, params)
			return rows, c.check(err)
		}
	}
	q, ok := c.Conn.(driver.QueryerContext)
	if !ok {
		return nil, driver.ErrSkip
	}
	if c.stripSQLC {
		query = stripSQLCComments(query)
	}
	return q.QueryContext(ctx, query, args)
}

func (c *preparingConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	if len(args) == 0 {
		if params, ok := sqlparams.Take(ctx); ok {
			stmt, err := c.prepared(ctx, query, len(params))
			if err != nil {
				return nil, c.check(err)
			}
			res, err := stmt.(driver.StmtExecContext).ExecContext(ctx, params)
			return res, c.check(err)
		}
	}
	e, ok := c.Conn.(driver.ExecerContext)
	if !ok {
		return nil, driver.ErrSkip
	}
	if c.stripSQLC {
		query = stripSQLCComments(query)
	}
	return e.ExecContext(ctx, query, args)
}

// prepared returns the connection's statement for query, preparing it
// the first time.
func (c *preparingConn) prepared(ctx context.Context, query string, n int) (driver.Stmt, error) {
	if el, ok := c.stmts[query]; ok {
		c.order.MoveToFront(el)
		return el.Value.(*preparedStmt).stmt, nil
	}
	if got := lastPlaceholder(query); got != n {
		return nil, fmt.Errorf("%w: placeholders up to $%d, %d values in %q", errParamCount, got, n, query)
	}
	stmt, err := c.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	if c.order.Len() >= stmtsPerConn {
		oldest := c.order.Back()
		c.order.Remove(oldest)
		p := oldest.Value.(*preparedStmt)
		delete(c.stmts, p.query)
		_ = p.stmt.Close()
	}
	c.stmts[query] = c.order.PushFront(&preparedStmt{query: query, stmt: stmt})
	return stmt, nil
}

func (c *preparingConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	if p, ok := c.Conn.(driver.ConnPrepareContext); ok {
		return p.PrepareContext(ctx, query)
	}
	return c.Prepare(query)
}

func (c *preparingConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	if b, ok := c.Conn.(driver.ConnBeginTx); ok {
		return b.BeginTx(ctx, opts)
	}
	return c.Begin() //nolint:staticcheck // drivers without BeginTx
}

func (c *preparingConn) Ping(ctx context.Context) error {
	if p, ok := c.Conn.(driver.Pinger); ok {
		return p.Ping(ctx)
	}
	return nil
}

func (c *preparingConn) ResetSession(ctx context.Context) error {
	if c.bad {
		return driver.ErrBadConn
	}
	if r, ok := c.Conn.(driver.SessionResetter); ok {
		return r.ResetSession(ctx)
	}
	return nil
}

func (c *preparingConn) IsValid() bool {
	if c.bad {
		return false
	}
	if v, ok := c.Conn.(driver.Validator); ok {
		return v.IsValid()
	}
	return true
}

func (c *preparingConn) CheckNamedValue(nv *driver.NamedValue) error {
	if ch, ok := c.Conn.(driver.NamedValueChecker); ok {
		return ch.CheckNamedValue(nv)
	}
	return driver.ErrSkip
}

// Close closes the prepared statements (SQLite frees them; PostgreSQL
// drops them with the session anyway, so a broken connection skips
// that), then the connection.
func (c *preparingConn) Close() error {
	for el := c.order.Front(); el != nil && c.IsValid(); el = el.Next() {
		_ = el.Value.(*preparedStmt).stmt.Close()
	}
	c.stmts, c.order = nil, list.New()
	return c.Conn.Close()
}

// lastPlaceholder is the highest n of the placeholders $n in query.
func lastPlaceholder(query string) int {
	last := 0
	for i := 0; i < len(query); i++ {
		if query[i] != '$' {
			continue
		}
		n, j := 0, i+1
		for ; j < len(query) && query[j] >= '0' && query[j] <= '9'; j++ {
			n = n*10 + int(query[j]-'0')
		}
		last, i = max(last, n), j-1
	}
	return last
}

// stripSQLCComments removes the whole-line "--" comments of a statement
// generated by sqlc (the job machinery's, River's: they start with
// "-- name: "). pgdriver substitutes the values of $n itself and reads an
// apostrophe in a comment ("doesn't") as the start of a string literal,
// which hides the placeholders after it. Other statements (bun's, which
// may hold user text in literals) are returned as they are.
func stripSQLCComments(query string) string {
	if !strings.HasPrefix(query, "-- name: ") {
		return query
	}
	var b strings.Builder
	b.Grow(len(query))
	for line := range strings.Lines(query) {
		if !strings.HasPrefix(strings.TrimSpace(line), "--") {
			b.WriteString(line)
		}
	}
	return b.String()
}
