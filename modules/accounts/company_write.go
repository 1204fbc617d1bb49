package accounts

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// The accounts module is the only writer of the companies table. Other
// modules that edit a company (the careers profile, its logo, deleting it
// with everything it owns) call the methods of this file after checking
// their caller themselves: these methods check no caller.

// CompanyProfile is a company's editable profile, as UpdateProfile writes
// it.
type CompanyProfile struct {
	Name  string
	Email string
	// Subdomain "" keeps the current one.
	Subdomain   string
	Social      Social
	Description map[string]string
	// Settings, when set, replaces the security settings; nil keeps them.
	Settings *CompanySettings
}

// CompanySettings are a company's security settings: whether its API keys
// work and the browser origins allowed to use them.
type CompanySettings struct {
	Active              bool
	DomainAlias         *string
	DomainAliasVerified *bool
	Website             string
	JobsiteURL          string
	CORSOrigins         []string
}

// UpdateProfile writes p to company id in one transaction: it reads the
// row, calls check with it (an error of check aborts before anything is
// written; the caller checks permissions and input there, against the
// current row), checks that a new subdomain is free and writes.
// Callers: other modules, after their own access check.
// Errors: CodeNotFound, CodeConflict (subdomain taken, on "subdomain"),
// those of check.
func (s *CompanyService) UpdateProfile(ctx context.Context, id int64, p CompanyProfile, check func(current *Company) error) (*Company, error) {
	var c *Company
	err := s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if c, err = loadCompany(ctx, tx, id); err != nil {
			return err
		}
		if check != nil {
			if err := check(c); err != nil {
				return err
			}
		}
		if p.Subdomain != "" && p.Subdomain != c.Subdomain {
			if err := CheckSubdomainFree(ctx, tx, p.Subdomain, id); err != nil {
				return err
			}
			c.Subdomain = p.Subdomain
		}
		c.Name, c.Email, c.Social, c.Description = p.Name, p.Email, p.Social, p.Description
		c.UpdatedAt = s.now()
		columns := []string{"name", "email", "subdomain", "social", "description", "updated_at"}
		if a := p.Settings; a != nil {
			c.Active, c.DomainAlias, c.DomainAliasVerified = a.Active, a.DomainAlias, a.DomainAliasVerified
			c.Website, c.JobsiteURL, c.CORSOrigins = a.Website, a.JobsiteURL, a.CORSOrigins
			columns = append(columns, "active", "domainalias", "domainalias_verified", "website", "jobsite_url", "cors_origins")
		}
		_, err = tx.NewUpdate().Model(c).WherePK().Column(columns...).Exec(ctx)
		if modules.IsUniqueViolation(err) { // a concurrent write took the subdomain
			return SubdomainTaken()
		}
		if err != nil {
			return err
		}
		if err := s.deps.Revise(ctx, tx, "update", profileRecord(c)); err != nil {
			return err
		}
		return s.deps.Notify(ctx, tx, modules.Notification{CompanyID: id, Type: "company.updated",
			Data: map[string]any{"id": id, "name": c.Name, "subdomain": c.Subdomain, "updated_at": c.UpdatedAt}})
	})
	if err != nil {
		return nil, modules.As(err)
	}
	return c, nil
}

// SetLogo points company id at the logo stored under key (nil: none),
// named name, and returns the company and the key it had before.
// Callers: other modules, after their own access check.
// Errors: CodeNotFound.
func (s *CompanyService) SetLogo(ctx context.Context, id int64, key, name *string) (*Company, *string, error) {
	var c *Company
	var old *string
	err := s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if c, err = loadCompany(ctx, tx, id); err != nil {
			return err
		}
		old = c.LogoKey
		c.LogoKey, c.LogoOriginalName, c.UpdatedAt = key, name, s.now()
		_, err = tx.NewUpdate().Model(c).WherePK().Column("logo_key", "logo_original_name", "updated_at").Exec(ctx)
		return err
	})
	if err != nil {
		return nil, nil, modules.As(err)
	}
	return c, old, nil
}

// ClearLogo removes the logo of company id if it is still the one stored
// under key (a repair: its object is gone). Callers: other modules, after
// their own access check. Errors: CodeUnavailable, CodeInternal.
func (s *CompanyService) ClearLogo(ctx context.Context, id int64, key string) error {
	_, err := s.deps.DB.NewUpdate().Model((*Company)(nil)).Set("logo_key = NULL, logo_original_name = NULL").
		Where("id = ? AND logo_key = ?", id, key).Exec(ctx)
	if err != nil {
		return modules.As(err)
	}
	return nil
}

// Delete removes company id and, by cascade, every row that belongs to
// it. before runs first in the same transaction, with the company: the
// caller removes there what would restrict the deletion and notes what
// it must clean up afterwards (stored objects). Callers: other modules,
// after their own access check. Errors: CodeNotFound, those of before.
func (s *CompanyService) Delete(ctx context.Context, id int64, before func(ctx context.Context, tx bun.Tx, c *Company) error) error {
	err := s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		c, err := loadCompany(ctx, tx, id)
		if err != nil {
			return err
		}
		if before != nil {
			if err := before(ctx, tx, c); err != nil {
				return err
			}
		}
		_, err = tx.NewDelete().Model((*Company)(nil)).Where("id = ?", id).Exec(ctx)
		return err
	})
	if err != nil {
		return modules.As(err)
	}
	return nil
}

// loadCompany reads company id in db. Errors: CodeNotFound.
func loadCompany(ctx context.Context, db bun.IDB, id int64) (*Company, error) {
	c := new(Company)
	err := db.NewSelect().Model(c).Where("id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, modules.NotFound("company")
	}
	if err != nil {
		return nil, err
	}
	return c, nil
}

// now is the current time at the precision both databases keep.
func (s *CompanyService) now() time.Time { return s.deps.Now().Truncate(time.Microsecond) }

// profileSnapshot is the company profile kept as a revision (record type
// "company"): its members are named as those of careers.UpdateCompany,
// which restores it.
type profileSnapshot struct {
	Name        string
	Email       string
	Subdomain   string
	Social      Social
	Description map[string]string
	Access      profileAccess
}

type profileAccess struct {
	Active              bool
	DomainAlias         *string
	DomainAliasVerified *bool
	Website             string
	JobsiteURL          string
	CORSOrigins         []string
}

// profileRecord is the revision of c's profile.
func profileRecord(c *Company) modules.Record {
	return modules.Record{Type: "company", ID: c.ID, CompanyID: c.ID, Title: c.Name, Data: profileSnapshot{
		Name: c.Name, Email: c.Email, Subdomain: c.Subdomain, Social: c.Social, Description: c.Description,
		Access: profileAccess{Active: c.Active, DomainAlias: c.DomainAlias, DomainAliasVerified: c.DomainAliasVerified,
			Website: c.Website, JobsiteURL: c.JobsiteURL, CORSOrigins: c.CORSOrigins}}}
}
