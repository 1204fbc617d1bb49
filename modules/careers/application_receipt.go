package careers

import (
	"context"
	"database/sql"
	"errors"

	"corkboard/modules"
)

// Receipt returns an application as it was answered when it was created
// (the links.self of POST /content/v1/applications), to the API key that
// created it and to no one else: a key reads back what it sent, never
// other applicants' data. Admin users read applications in full with Get.
//
// Callers: API keys with content:write. Errors: CodeUnauthenticated,
// CodeForbidden (not an API key, or without content:write), CodeNotFound
// (unknown id, another company's application, or one another key or the
// admin created).
func (s *ApplicationService) Receipt(ctx context.Context, id int64) (*Application, error) {
	p := modules.PrincipalFrom(ctx)
	switch {
	case p == nil:
		return nil, &modules.Error{Code: modules.CodeUnauthenticated, Message: "authentication required"}
	case p.Kind != modules.PrincipalAPIKey:
		return nil, &modules.Error{Code: modules.CodeForbidden,
			Message: "only the API key that created an application reads it back; admin users see applications in the admin"}
	}
	if err := modules.RequireScope(ctx, modules.ScopeContentWrite); err != nil {
		return nil, err
	}
	app := new(Application)
	err := s.deps.DB.NewSelect().Model(app).
		Where("id = ? AND company_id = ? AND api_key_id = ?", id, p.CompanyID, p.APIKeyID).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, modules.NotFound("application")
	}
	if err != nil {
		return nil, modules.As(err)
	}
	return app, nil
}

// creatingKey is the API key of ctx's caller, nil for other callers.
func creatingKey(ctx context.Context) *int64 {
	p := modules.PrincipalFrom(ctx)
	if p == nil || p.Kind != modules.PrincipalAPIKey || p.APIKeyID == 0 {
		return nil
	}
	id := p.APIKeyID
	return &id
}
