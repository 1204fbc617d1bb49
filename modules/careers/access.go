package careers

import (
	"context"
	"strconv"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

// access says what a use case needs from each kind of caller.
//
// Contributors have no careers access at all: careers data (the company
// profile, locations, categories, jobs of every status, applications with
// their applicants' personal data and files) is for editors and admins, so
// every use case needs at least RoleEditor of an admin user. A contributor
// (session or application password) gets CodeForbidden everywhere, as
// docs/admin.md and the README say.
type access struct {
	// scope an API key must hold; "" means API keys may not call.
	scope string
	// role an admin user must have at least.
	role modules.Role
}

var (
	readAccess    = access{scope: modules.ScopeContentRead, role: modules.RoleEditor}
	writeAccess   = access{scope: modules.ScopeContentWrite, role: modules.RoleEditor}
	editAccess    = access{role: modules.RoleEditor} // admin writes: no API key
	inspectAccess = access{role: modules.RoleEditor} // admin reads of private data (applications, files)
	adminAccess   = access{role: modules.RoleAdmin}  // destructive, company-wide
)

// ContentView names what the caller of ctx reads through the content
// API when it is an API key allowed to read ("company:<id>": the
// published, open jobs of its company), so that response caches can
// share answers between such callers; ok is false for every other
// caller, whose answers are not shared.
func ContentView(ctx context.Context) (view string, ok bool) {
	p := modules.PrincipalFrom(ctx)
	if p == nil || p.Kind != modules.PrincipalAPIKey || !p.HasScope(readAccess.scope) {
		return "", false
	}
	return "company:" + strconv.FormatInt(p.CompanyID, 10), true
}

// companyFor returns the company the caller acts on and checks the caller
// may perform a use case needing a:
//   - an API key acts on its own company; companyID must be 0 or that
//     company, else CodeNotFound (no existence leak);
//   - an admin user (editor or admin: contributors have no careers
//     access) or the system names the company (CodeValidation when
//     companyID is 0), which must exist: CodeNotFound otherwise, before
//     the input is validated or anything is written.
//
// Errors: CodeUnauthenticated (anonymous), CodeForbidden (scope or role
// missing), CodeNotFound, CodeValidation.
func (s service) companyFor(ctx context.Context, companyID int64, a access) (int64, error) {
	p := modules.PrincipalFrom(ctx)
	if p == nil {
		return 0, &modules.Error{Code: modules.CodeUnauthenticated, Message: "authentication required"}
	}
	switch p.Kind {
	case modules.PrincipalAPIKey:
		if a.scope == "" {
			return 0, &modules.Error{Code: modules.CodeForbidden, Message: "API keys may not do this"}
		}
		if err := modules.RequireScope(ctx, a.scope); err != nil {
			return 0, err
		}
		if companyID != 0 && companyID != p.CompanyID {
			return 0, modules.NotFound("company")
		}
		return p.CompanyID, nil // its key exists, so does the company
	case modules.PrincipalUser:
		// Never below editor: contributors have no careers access.
		if a.role == "" || !p.IsUser(a.role) || !p.IsUser(modules.RoleEditor) {
			return 0, &modules.Error{Code: modules.CodeForbidden, Message: "your role may not do this"}
		}
	case modules.PrincipalSystem:
	default:
		return 0, &modules.Error{Code: modules.CodeForbidden, Message: "unknown caller"}
	}
	if companyID <= 0 {
		return 0, modules.Validation(modules.FieldError{Field: "company_id", Message: "is required"})
	}
	ok, err := s.deps.Reader().NewSelect().Model((*accounts.Company)(nil)).Where("id = ?", companyID).Exists(ctx)
	if err != nil {
		return 0, modules.As(err)
	}
	if !ok {
		return 0, modules.NotFound("company")
	}
	return companyID, nil
}

// isAPIKey reports whether the caller is an API key (the public content
// interface), which sees only published, open jobs.
func isAPIKey(ctx context.Context) bool {
	p := modules.PrincipalFrom(ctx)
	return p != nil && p.Kind == modules.PrincipalAPIKey
}

// requireOperator allows the system and admin users (housekeeping).
func requireOperator(ctx context.Context) error {
	p := modules.PrincipalFrom(ctx)
	switch {
	case p == nil:
		return &modules.Error{Code: modules.CodeUnauthenticated, Message: "authentication required"}
	case p.Kind == modules.PrincipalSystem, p.IsUser(modules.RoleAdmin):
		return nil
	}
	return &modules.Error{Code: modules.CodeForbidden, Message: "only administrators may do this"}
}
