package modules

import (
	"github.com/uptrace/bun"

	"corkboard/internal/likepattern"
	"corkboard/internal/sqlparams"
)

// Forwarders to internal/sqlparams for the callers not yet moved to it
// (modules/calendar); removed once they are.

// Params is sqlparams.Params.
type Params = sqlparams.Params

// NewParams is sqlparams.New.
func NewParams(db bun.IDB) *Params { return sqlparams.New(db) }

// Args is sqlparams.Args.
func Args[T any](p *Params, vs []T) bun.Safe { return sqlparams.Args(p, vs) }

// OrderPage is sqlparams.OrderPage.
func OrderPage(sel *bun.SelectQuery, p *Params, order string, limit, offset int) *bun.SelectQuery {
	return sqlparams.OrderPage(sel, p, order, limit, offset)
}

// EscapeLike is likepattern.Escape.
func EscapeLike(s string) string { return likepattern.Escape(s) }

// ContainsPattern is likepattern.Contains.
func ContainsPattern(s string) string { return likepattern.Contains(s) }
