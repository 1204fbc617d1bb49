package careers

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// Settings of a company's careers (a row only once changed; the zero
// value otherwise).
type CareersSettings struct {
	bun.BaseModel `bun:"table:careers_settings"`

	CompanyID int64 `bun:"company_id,pk"`
	// OpenApplications lets applicants apply without a job (an open,
	// unsolicited application), answering the company's default
	// questions.
	OpenApplications bool      `bun:"open_applications,notnull"`
	UpdatedAt        time.Time `bun:"updated_at,notnull"`
}

// SettingsInput is the whole of a company's careers settings.
type SettingsInput struct {
	OpenApplications bool
}

// SettingsService reads and changes a company's careers settings.
type SettingsService struct{ service }

// Get returns a company's settings. Callers: editors, admins, the
// system. Errors: the access errors of companyFor.
func (s *SettingsService) Get(ctx context.Context, companyID int64) (*CareersSettings, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	return loadSettings(ctx, s.deps.DB, cid)
}

func loadSettings(ctx context.Context, db bun.IDB, cid int64) (*CareersSettings, error) {
	st := &CareersSettings{CompanyID: cid}
	err := db.NewSelect().Model(st).WherePK().Scan(ctx)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, modules.As(err)
	}
	return st, nil
}

// Update replaces a company's settings. Callers: editors, admins, the
// system. Errors: the access errors of companyFor.
func (s *SettingsService) Update(ctx context.Context, companyID int64, in SettingsInput) (*CareersSettings, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	st := &CareersSettings{CompanyID: cid, OpenApplications: in.OpenApplications, UpdatedAt: s.now()}
	if _, err := s.deps.DB.NewInsert().Model(st).On("CONFLICT (company_id) DO UPDATE").
		Set("open_applications = EXCLUDED.open_applications").Set("updated_at = EXCLUDED.updated_at").Exec(ctx); err != nil {
		return nil, modules.As(err)
	}
	return st, nil
}
