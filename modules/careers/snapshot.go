package careers

import (
	"context"
	"database/sql"
	"errors"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// The reads of a change's notification (webhooks): the resource through
// db, the transaction of the write, whatever its state, so that the
// payload shows it as of that change. The callers are the notifier's
// renderer (internal/app), not users: no access check.

// JobAt returns job id as Detail does in its default language.
// Errors: CodeNotFound.
func (m *Module) JobAt(ctx context.Context, db bun.IDB, id int64) (*JobDetail, error) {
	var cid int64
	if err := db.NewSelect().Model((*Job)(nil)).Column("company_id").Where("id = ?", id).Scan(ctx, &cid); err != nil {
		return nil, notFoundOr(err, "job")
	}
	j, err := (jobStore{db}).get(ctx, cid, id, false, m.Jobs.now())
	if err != nil {
		return nil, err
	}
	jobs := []Job{*j}
	if err := m.Jobs.decorate(ctx, jobs); err != nil {
		return nil, err
	}
	return m.Jobs.detail(ctx, db, &jobs[0], nil)
}

// ApplicationAt returns application id (without its files).
// Errors: CodeNotFound.
func (m *Module) ApplicationAt(ctx context.Context, db bun.IDB, id int64) (*Application, error) {
	a := new(Application)
	if err := db.NewSelect().Model(a).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, notFoundOr(err, "application")
	}
	return a, nil
}

// CompanyAt returns company id's profile as Companies.Get does.
// Errors: CodeNotFound.
func (m *Module) CompanyAt(ctx context.Context, db bun.IDB, id int64) (*Company, error) {
	cs := m.Companies
	c, err := cs.load(ctx, db, id)
	if err != nil {
		return nil, err
	}
	return cs.present(ctx, c)
}

func notFoundOr(err error, what string) error {
	if errors.Is(err, sql.ErrNoRows) {
		return modules.NotFound(what)
	}
	return modules.As(err)
}
