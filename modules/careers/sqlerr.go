package careers

import (
	"errors"

	"github.com/uptrace/bun/driver/pgdriver"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// isUniqueViolation reports whether err is a unique-constraint violation
// on PostgreSQL or SQLite.
func isUniqueViolation(err error) bool {
	var pe pgdriver.Error
	if errors.As(err, &pe) {
		return pe.Field('C') == "23505"
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE || se.Code() == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY
	}
	return false
}
