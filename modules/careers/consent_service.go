package careers

import (
	"context"
	"database/sql"
	"errors"
	"strconv"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// ConsentService manages the consents a company asks applicants for.
type ConsentService struct{ service }

// List returns every consent of a company, inactive ones included, in
// order. Callers: editors, admins, the system. Errors: the access errors
// of companyFor.
func (s *ConsentService) List(ctx context.Context, companyID int64) ([]Consent, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	out := []Consent{}
	if err := s.deps.DB.NewSelect().Model(&out).Where("company_id = ?", cid).Order("position", "id").Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	return out, nil
}

// Active returns the active consents an applicant to the company's jobs
// must (Required) or may give, in order. Callers: those of JobService.Get
// (API keys with content:read for their own company). Errors: the access
// errors of companyFor.
func (s *ConsentService) Active(ctx context.Context, companyID int64) ([]Consent, error) {
	cid, err := s.companyFor(ctx, companyID, readAccess)
	if err != nil {
		return nil, err
	}
	return activeConsents(ctx, s.deps.Reader(), cid)
}

func activeConsents(ctx context.Context, db bun.IDB, cid int64) ([]Consent, error) {
	out := []Consent{}
	if err := db.NewSelect().Model(&out).Where("company_id = ? AND active = ?", cid, true).Order("position", "id").Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	return out, nil
}

// Save creates a consent (ID 0, at the end of the list, version 1) or
// changes one: new texts make a new version (the old text stays what
// earlier applications agreed to); kind, name, required and active
// change in place. A company has at most one active consent of each kind
// but custom, and at most 20 consents.
//
// Callers: editors, admins, the system. Errors: CodeValidation,
// CodeNotFound (an unknown id), the access errors of companyFor.
func (s *ConsentService) Save(ctx context.Context, companyID int64, in ConsentInput) (*Consent, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	in.normalize()
	if err := in.Validate(); err != nil {
		return nil, err
	}
	now := s.now()
	c := &Consent{}
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var all []Consent
		if err := tx.NewSelect().Model(&all).Where("company_id = ?", cid).Scan(ctx); err != nil {
			return err
		}
		for _, o := range all {
			if o.ID != in.ID && o.Active && in.Active && o.Kind == in.Kind && in.Kind != ConsentCustom {
				return modules.Validation(modules.FieldError{Field: "kind", Message: "another active consent has kind " + string(in.Kind)})
			}
		}
		newVersion := true
		if in.ID == 0 {
			if len(all) >= maxConsents {
				return modules.Validation(modules.FieldError{Field: "id", Message: "at most " + strconv.Itoa(maxConsents) + " consents"})
			}
			*c = Consent{CompanyID: cid, Position: len(all), Version: 1, CreatedAt: now}
		} else {
			err := tx.NewSelect().Model(c).Where("id = ? AND company_id = ?", in.ID, cid).Scan(ctx)
			if errors.Is(err, sql.ErrNoRows) {
				return modules.NotFound("consent")
			}
			if err != nil {
				return err
			}
			if newVersion = !sameTexts(c.Texts, in.Texts); newVersion {
				c.Version++
			}
		}
		c.Kind, c.Name, c.Required, c.Active, c.Texts, c.UpdatedAt = in.Kind, in.Name, in.Required, in.Active, in.Texts, now
		if c.ID == 0 {
			if _, err := tx.NewInsert().Model(c).Returning("id").Exec(ctx); err != nil {
				return err
			}
		} else if _, err := tx.NewUpdate().Model(c).WherePK().ExcludeColumn("id", "company_id", "created_at", "position").Exec(ctx); err != nil {
			return err
		}
		if newVersion {
			v := &ConsentVersion{ConsentID: c.ID, Version: c.Version, Texts: c.Texts, CreatedAt: now}
			if _, err := tx.NewInsert().Model(v).Exec(ctx); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, modules.As(err)
	}
	return c, nil
}

// checkConsents matches the consents an application gives against the
// company's active ones (in tx): each must be active and, when it names a
// version, at the current one; every required consent must be given. The
// processing consent counts as given by disclaimer. It returns the
// records to write and the field errors ("consents/1/version").
func checkConsents(ctx context.Context, tx bun.Tx, cid int64, given []ConsentGiven, disclaimer bool) ([]ApplicationConsent, []modules.FieldError, error) {
	active, err := activeConsents(ctx, tx, cid)
	if err != nil {
		return nil, nil, err
	}
	byID := map[int64]*Consent{}
	for i := range active {
		byID[active[i].ID] = &active[i]
	}
	var fe []modules.FieldError
	var out []ApplicationConsent
	seen := map[int64]bool{}
	for i, g := range given {
		p := "consents/" + strconv.Itoa(i) + "/"
		c := byID[g.ConsentID]
		switch {
		case c == nil:
			fe = append(fe, modules.FieldError{Field: p + "consent_id", Message: "no consent of this company has this id"})
			continue
		case seen[c.ID]:
			fe = append(fe, modules.FieldError{Field: p + "consent_id", Message: "is given twice"})
			continue
		case g.Version != 0 && g.Version != c.Version:
			fe = append(fe, modules.FieldError{Field: p + "version", Message: "the text changed: show version " + strconv.Itoa(c.Version) + " and ask again"})
		}
		seen[c.ID] = true
		out = append(out, ApplicationConsent{ConsentID: c.ID, Version: c.Version})
	}
	for _, c := range active {
		if seen[c.ID] {
			continue
		}
		if c.Kind == ConsentProcessing && disclaimer {
			out = append(out, ApplicationConsent{ConsentID: c.ID, Version: c.Version})
			continue
		}
		if c.Required {
			fe = append(fe, modules.FieldError{Field: "consents", Message: "consent " + strconv.FormatInt(c.ID, 10) + " is required"})
		}
	}
	return out, fe, nil
}

// givesProcessing reports whether given names the company's active
// processing consent (which then stands for disclaimer).
func givesProcessing(ctx context.Context, db bun.IDB, cid int64, given []ConsentGiven) (bool, error) {
	if len(given) == 0 {
		return false, nil
	}
	ids := make([]int64, len(given))
	for i, g := range given {
		ids[i] = g.ConsentID
	}
	return db.NewSelect().Model((*Consent)(nil)).
		Where("company_id = ? AND active = ? AND kind = ? AND id IN (?)", cid, true, ConsentProcessing, bun.In(ids)).Exists(ctx)
}
