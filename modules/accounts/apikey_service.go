package accounts

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// APIKeyService creates, lists and revokes API keys.
type APIKeyService struct {
	deps modules.Deps
}

// Create makes a key and returns it in clear, once; only its hash is kept.
// The key records the admin user who creates it (none for the system):
// what it writes in the calendar is authored by that user.
// Callers: the system and admins. Errors: CodeValidation, CodeNotFound
// (company).
func (s *APIKeyService) Create(ctx context.Context, in CreateAPIKey) (string, *APIKey, error) {
	in.Normalize()
	now := s.deps.Now()
	if err := in.Validate(now); err != nil {
		return "", nil, err
	}
	if err := requireAdmin(ctx); err != nil {
		return "", nil, err
	}
	exists, err := s.deps.DB.NewSelect().Table("companies").Where("id = ?", in.CompanyID).Exists(ctx)
	if err != nil {
		return "", nil, modules.As(err)
	}
	if !exists {
		return "", nil, modules.NotFound("company")
	}
	secret := KeyPrefix + randomToken(32)
	k := &APIKey{
		CompanyID: in.CompanyID, Name: in.Name, Prefix: secret[:len(KeyPrefix)+8],
		Hash: hashToken(secret), Scopes: in.Scopes, CreatedAt: now, ExpiresAt: in.ExpiresAt,
	}
	if p := modules.PrincipalFrom(ctx); p != nil && p.Kind == modules.PrincipalUser {
		k.CreatedBy = p.UserID
	}
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(k).Returning("id").Exec(ctx); err != nil {
			return err
		}
		return s.deps.Audit(ctx, tx, modules.AuditEntry{Action: "api_key.create", Type: "api_key", ID: k.ID,
			CompanyID: k.CompanyID, Summary: k.Name + " (" + strings.Join(k.Scopes, ", ") + ")"})
	})
	if err != nil {
		return "", nil, modules.As(err)
	}
	return secret, k, nil
}

// List returns a company's keys, newest first. Callers: system and admins.
// Errors: CodeUnauthenticated, CodeForbidden, CodeNotFound (company).
func (s *APIKeyService) List(ctx context.Context, companyID int64) ([]APIKey, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	exists, err := s.deps.DB.NewSelect().Table("companies").Where("id = ?", companyID).Exists(ctx)
	if err != nil {
		return nil, modules.As(err)
	}
	if !exists {
		return nil, modules.NotFound("company")
	}
	var ks []APIKey
	err = s.deps.DB.NewSelect().Model(&ks).Where("company_id = ?", companyID).
		Order("created_at DESC", "id DESC").Scan(ctx)
	if err != nil {
		return nil, modules.As(err)
	}
	return ks, nil
}

// Revoke marks a key revoked; it stops working at once. Revoking twice is
// fine. Callers: system and admins. Errors: CodeNotFound.
func (s *APIKeyService) Revoke(ctx context.Context, id int64) (*APIKey, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	k := new(APIKey)
	err := s.deps.DB.NewSelect().Model(k).Where("id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, modules.NotFound("API key")
	}
	if err != nil {
		return nil, modules.As(err)
	}
	if k.RevokedAt == nil {
		now := s.deps.Now()
		k.RevokedAt = &now
		err := s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := tx.NewUpdate().Model(k).Column("revoked_at").WherePK().Exec(ctx); err != nil {
				return err
			}
			return s.deps.Audit(ctx, tx, modules.AuditEntry{Action: "api_key.revoke", Type: "api_key", ID: k.ID,
				CompanyID: k.CompanyID, Summary: k.Name})
		})
		if err != nil {
			return nil, modules.As(err)
		}
	}
	return k, nil
}

// State tells whether a key works now: active, expired or revoked
// (revoked wins over expired).
func (s *APIKeyService) State(k *APIKey) KeyState {
	switch {
	case k.RevokedAt != nil:
		return KeyRevoked
	case k.ExpiresAt != nil && !s.deps.Now().Before(*k.ExpiresAt):
		return KeyExpired
	}
	return KeyActive
}
