package careers

import (
	"context"
	"database/sql"
	"errors"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// LocationService manages a company's locations.
type LocationService struct{ service }

// maxLocations caps the location list (a company has a handful).
const maxLocations = 1000

// List returns the locations of companyID (0: the API key's company), by
// id. Callers: API keys (content:read), admin users, the system.
// Errors: the access errors of companyFor.
func (s *LocationService) List(ctx context.Context, companyID int64) ([]Location, error) {
	cid, err := s.companyFor(ctx, companyID, readAccess)
	if err != nil {
		return nil, err
	}
	locs := []Location{}
	err = s.deps.DB.NewSelect().Model(&locs).Where("company_id = ?", cid).
		Order("id ASC").Limit(maxLocations).Scan(ctx)
	if err != nil {
		return nil, modules.As(err)
	}
	return locs, nil
}

// Get returns one location. Errors: CodeNotFound (unknown or foreign id)
// and the access errors of companyFor.
func (s *LocationService) Get(ctx context.Context, companyID, id int64) (*Location, error) {
	cid, err := s.companyFor(ctx, companyID, readAccess)
	if err != nil {
		return nil, err
	}
	return getLocation(ctx, s.deps.DB, cid, id)
}

func getLocation(ctx context.Context, db bun.IDB, cid, id int64) (*Location, error) {
	l := new(Location)
	err := db.NewSelect().Model(l).Where("id = ? AND company_id = ?", id, cid).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, modules.NotFound("location")
	}
	if err != nil {
		return nil, modules.As(err)
	}
	return l, nil
}

// Create adds a location. Callers: editors, admins, the system.
// Errors: CodeValidation, the access errors of companyFor.
func (s *LocationService) Create(ctx context.Context, companyID int64, in LocationInput) (*Location, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return nil, err
	}
	now := s.now()
	l := &Location{CompanyID: cid, CreatedAt: now, UpdatedAt: now}
	l.apply(in)
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(l).Returning("id").Exec(ctx); err != nil {
			return err
		}
		return s.deps.Revise(ctx, tx, "create", locationRecord(l, in))
	})
	if err != nil {
		return nil, modules.As(err)
	}
	return l, nil
}

func (l *Location) apply(in LocationInput) {
	l.Street, l.PostalCode, l.City, l.Country = in.Street, in.PostalCode, in.City, in.Country
	l.Phone, l.Email, l.Lat, l.Lng = in.Phone, in.Email, in.Lat, in.Lng
}

// Update replaces a location's fields. Callers: editors, admins, the
// system. Errors: CodeValidation, CodeNotFound, the access errors.
func (s *LocationService) Update(ctx context.Context, companyID, id int64, in LocationInput) (*Location, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var l *Location
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if l, err = getLocation(ctx, tx, cid, id); err != nil {
			return err
		}
		l.apply(in)
		l.UpdatedAt = s.now()
		if _, err := tx.NewUpdate().Model(l).WherePK().Exec(ctx); err != nil {
			return err
		}
		return s.deps.Revise(ctx, tx, "update", locationRecord(l, in))
	})
	if err != nil {
		return nil, modules.As(err)
	}
	return l, nil
}

// Delete removes a location; jobs lose it from their locations.
// Callers: editors, admins, the system. Errors: CodeNotFound, the access
// errors.
func (s *LocationService) Delete(ctx context.Context, companyID, id int64) error {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return err
	}
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		r, err := tx.NewDelete().Model((*Location)(nil)).Where("id = ? AND company_id = ?", id, cid).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := r.RowsAffected(); n == 0 {
			return modules.NotFound("location")
		}
		return s.deps.Revise(ctx, tx, "delete", modules.Record{Type: RecordLocation, ID: id, CompanyID: cid})
	})
	if err != nil {
		return modules.As(err)
	}
	return nil
}
