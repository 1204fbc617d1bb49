package accounts

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// Lease is a named, expiring lock row shared by every instance through the
// database: background jobs (the upload expiry sweep) take one so that only
// one instance runs them at a time, and a crashed holder's lease simply
// expires.
type Lease struct {
	bun.BaseModel `bun:"table:leases"`

	Name      string    `bun:"name,pk"`
	Holder    string    `bun:"holder,notnull"`
	ExpiresAt time.Time `bun:"expires_at,notnull"`
}

// LeaseService takes and releases leases.
type LeaseService struct {
	deps modules.Deps
}

// TryAcquire takes the lease name for holder until now+ttl, if it is free,
// expired or already held by holder. It reports whether holder has it. One
// statement (an upsert guarded by the expiry) makes it atomic on both
// databases.
func (s *LeaseService) TryAcquire(ctx context.Context, name, holder string, ttl time.Duration) (bool, error) {
	now := s.deps.Now()
	l := &Lease{Name: name, Holder: holder, ExpiresAt: now.Add(ttl)}
	res, err := s.deps.DB.NewInsert().Model(l).
		On("CONFLICT (name) DO UPDATE").
		Set("holder = EXCLUDED.holder").
		Set("expires_at = EXCLUDED.expires_at").
		Where("lease.expires_at < ? OR lease.holder = ?", now, holder).
		Exec(ctx)
	if err != nil {
		return false, modules.As(err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, modules.As(err)
	}
	return n == 1, nil
}

// Release gives the lease up if holder has it.
func (s *LeaseService) Release(ctx context.Context, name, holder string) error {
	if _, err := s.deps.DB.NewDelete().Model((*Lease)(nil)).Where("name = ? AND holder = ?", name, holder).Exec(ctx); err != nil {
		return modules.As(err)
	}
	return nil
}
