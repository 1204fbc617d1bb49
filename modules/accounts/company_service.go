package accounts

import (
	"context"
	"database/sql"
	"errors"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// CompanyService manages companies.
type CompanyService struct {
	deps modules.Deps
}

// requireAdmin allows the system (CLI) and admin users.
func requireAdmin(ctx context.Context) error {
	p := modules.PrincipalFrom(ctx)
	switch {
	case p == nil:
		return &modules.Error{Code: modules.CodeUnauthenticated, Message: "authentication required"}
	case p.Kind == modules.PrincipalSystem, p.IsUser(modules.RoleAdmin):
		return nil
	default:
		return &modules.Error{Code: modules.CodeForbidden, Message: "only administrators may do this"}
	}
}

// requireUser allows the system and admin users of any role.
func requireUser(ctx context.Context) error {
	return requireRole(ctx, modules.RoleContributor)
}

// requireRole allows the system and admin users of at least role min.
func requireRole(ctx context.Context, min modules.Role) error {
	p := modules.PrincipalFrom(ctx)
	switch {
	case p == nil:
		return &modules.Error{Code: modules.CodeUnauthenticated, Message: "authentication required"}
	case p.Kind == modules.PrincipalSystem, p.IsUser(min):
		return nil
	case p.Kind == modules.PrincipalUser:
		return &modules.Error{Code: modules.CodeForbidden, Message: "your role may not do this"}
	default:
		return &modules.Error{Code: modules.CodeForbidden, Message: "only admin users may do this"}
	}
}

// Create adds a company. Callers: the system (CLI) and admins.
// Errors: CodeValidation (bad name/subdomain), CodeConflict (subdomain taken).
func (s *CompanyService) Create(ctx context.Context, in CreateCompany) (*Company, error) {
	in.Normalize()
	if err := in.Validate(); err != nil {
		return nil, err
	}
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	now := s.deps.Now()
	c := &Company{
		Name: in.Name, Subdomain: in.Subdomain, Email: in.Email, Active: true,
		Social: Social{}, Description: map[string]string{}, CORSOrigins: []string{},
		CreatedAt: now, UpdatedAt: now,
	}
	err := s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := CheckSubdomainFree(ctx, tx, c.Subdomain, 0); err != nil {
			return err
		}
		_, err := tx.NewInsert().Model(c).Returning("id").Exec(ctx)
		if err != nil && modules.IsUniqueViolation(err) { // a concurrent create won the race
			return SubdomainTaken()
		}
		return err
	})
	if err != nil {
		return nil, modules.As(err)
	}
	return c, nil
}

// CheckSubdomainFree returns SubdomainTaken when a company other than
// exceptID (0: none) has subdomain sub, read in db (the transaction that
// then writes it). Writers also map a unique violation of their write to
// SubdomainTaken: a concurrent write may take it in between.
func CheckSubdomainFree(ctx context.Context, db bun.IDB, sub string, exceptID int64) error {
	n, err := db.NewSelect().Model((*Company)(nil)).Where("subdomain = ? AND id <> ?", sub, exceptID).Count(ctx)
	if err != nil {
		return err
	}
	if n > 0 {
		return SubdomainTaken()
	}
	return nil
}

// SubdomainTaken is the CodeConflict of a subdomain another company has.
func SubdomainTaken() *modules.Error {
	return &modules.Error{Code: modules.CodeConflict, Message: "subdomain already taken",
		Fields: []modules.FieldError{{Field: "subdomain", Message: "is already taken"}}}
}

// Get returns a company by id. Errors: CodeNotFound.
// No authorization: callers are the transports after authentication, which
// only pass the caller's own company id.
func (s *CompanyService) Get(ctx context.Context, id int64) (*Company, error) {
	c := new(Company)
	err := s.deps.DB.NewSelect().Model(c).Where("id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, modules.NotFound("company")
	}
	if err != nil {
		return nil, modules.As(err)
	}
	return c, nil
}

// BySubdomain returns a company by subdomain. Errors: CodeNotFound.
func (s *CompanyService) BySubdomain(ctx context.Context, sub string) (*Company, error) {
	c := new(Company)
	err := s.deps.DB.NewSelect().Model(c).Where("subdomain = ?", sub).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, modules.NotFound("company")
	}
	if err != nil {
		return nil, modules.As(err)
	}
	return c, nil
}

// Current returns the company of the calling API key.
// Errors: CodeUnauthenticated (no key), CodeForbidden (not a key with
// scope), CodeNotFound (company deleted).
func (s *CompanyService) Current(ctx context.Context, scope string) (*Company, error) {
	if err := modules.RequireScope(ctx, scope); err != nil {
		return nil, err
	}
	return s.Get(ctx, modules.PrincipalFrom(ctx).CompanyID)
}

// List returns every company, by name. Callers: the system, admins and
// editors (read-only for editors): a deployment serves one organisation,
// whose editors may work on any of its companies. Contributors are
// refused, as for every careers record (a company is its careers
// profile); API keys too: they see their own company through Current.
// Errors: CodeUnauthenticated, CodeForbidden.
func (s *CompanyService) List(ctx context.Context) ([]Company, error) {
	if err := requireRole(ctx, modules.RoleEditor); err != nil {
		return nil, err
	}
	var cs []Company
	if err := s.deps.DB.NewSelect().Model(&cs).Order("name ASC", "id ASC").Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	return cs, nil
}
