package calendar

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
	"corkboard/modules/media"
)

// store is what the services share: the database, the site settings, the
// clock and the media library.
type store struct {
	deps   modules.Deps
	site   Site
	images *media.ImageService
}

// db is where the calendar reads outside transactions.
func (s *store) db() bun.IDB { return s.deps.Reader() }

// now is the current time in UTC, to the second (the API's resolution).
func (s *store) now() time.Time { return s.deps.Now().Truncate(time.Second) }

// tx runs fn in a transaction.
func (s *store) tx(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	return wrap(s.deps.DB.RunInTx(ctx, nil, fn))
}

// wrap converts err to a *modules.Error, keeping nil as a nil error
// (modules.As(nil) is a nil *Error, which is a non-nil error value).
func wrap(err error) error {
	if err == nil {
		return nil
	}
	return modules.As(err)
}
