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

func (s *store) db() *bun.DB { return s.deps.DB }

// now is the current time in UTC, to the second (the API's resolution).
func (s *store) now() time.Time { return s.deps.Now().Truncate(time.Second) }

// txAttempts bounds how often a transaction that lost a race is rerun.
const txAttempts = 4

// tx runs fn in a transaction. A unique-constraint failure means a
// concurrent writer took the same slug or name between fn's check and its
// insert: fn runs again on fresh reads (it has no effects outside the
// transaction), and then finds a free slug or reports the duplicate.
func (s *store) tx(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	var err error
	for attempt := 0; attempt < txAttempts; attempt++ {
		err = s.deps.DB.RunInTx(ctx, nil, fn)
		if !modules.IsUniqueViolation(err) {
			break
		}
	}
	return wrap(err)
}

// wrap converts err to a *modules.Error, keeping nil as a nil error
// (modules.As(nil) is a nil *Error, which is a non-nil error value).
func wrap(err error) error {
	if err == nil {
		return nil
	}
	return modules.As(err)
}
