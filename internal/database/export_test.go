package database

import (
	"context"
	"database/sql"
)

// PreparedCount is the number of statements conn keeps prepared.
func PreparedCount(ctx context.Context, conn *sql.Conn) (n int, err error) {
	err = conn.Raw(func(dc any) error {
		n = dc.(*preparingConn).order.Len()
		return nil
	})
	return n, err
}

const StmtsPerConn = stmtsPerConn

var ErrParamCount = errParamCount

var StripSQLCComments = stripSQLCComments
