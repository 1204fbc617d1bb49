package accounts

import (
	"context"
	"database/sql"
	"errors"

	"corkboard/modules"
)

// This file holds the application-password use cases of UserService:
// issue, list and revoke. A user manages their own; admins and the system
// manage anyone's.

// CreateAppPassword issues an application password for the user with that
// e-mail and returns it in clear, once (the CLI names users by e-mail).
// Callers: system, admins, and the user themself.
// Errors: CodeValidation, CodeNotFound, CodeForbidden.
func (s *UserService) CreateAppPassword(ctx context.Context, email, name string) (string, *AppPassword, error) {
	u, err := s.ByEmail(ctx, email)
	if err != nil {
		return "", nil, err
	}
	return s.CreateAppPasswordFor(ctx, CreateAppPassword{UserID: u.ID, Name: name})
}

// CreateAppPasswordFor issues an application password for in.UserID (0:
// the calling user) and returns it in clear, once; only its hash is kept.
// Callers: the user themself, admins, the system.
// Errors: CodeValidation (name too long; the system naming no user),
// CodeUnauthenticated, CodeForbidden (another user's, or an API key),
// CodeNotFound (user).
func (s *UserService) CreateAppPasswordFor(ctx context.Context, in CreateAppPassword) (string, *AppPassword, error) {
	in.Normalize()
	if err := in.Validate(); err != nil {
		return "", nil, err
	}
	uid, err := appPasswordOwner(ctx, in.UserID)
	if err != nil {
		return "", nil, err
	}
	if _, err := s.get(ctx, s.deps.DB, uid); err != nil {
		return "", nil, err
	}
	secret := randomToken(18) // 24 characters, like WordPress
	ap := &AppPassword{UserID: uid, Name: in.Name, Hash: hashToken(secret), CreatedAt: s.deps.Now()}
	if _, err := s.deps.DB.NewInsert().Model(ap).Returning("id").Exec(ctx); err != nil {
		return "", nil, modules.As(err)
	}
	return secret, ap, nil
}

// ListAppPasswords returns a user's application passwords (userID 0: the
// calling user's), revoked ones included, newest first. Callers: the user
// themself, admins, the system. Errors: CodeValidation (the system naming
// no user), CodeUnauthenticated, CodeForbidden, CodeNotFound (user).
func (s *UserService) ListAppPasswords(ctx context.Context, userID int64) ([]AppPassword, error) {
	uid, err := appPasswordOwner(ctx, userID)
	if err != nil {
		return nil, err
	}
	if _, err := s.get(ctx, s.deps.DB, uid); err != nil {
		return nil, err
	}
	aps := []AppPassword{}
	err = s.deps.DB.NewSelect().Model(&aps).Where("user_id = ?", uid).Order("created_at DESC", "id DESC").Scan(ctx)
	if err != nil {
		return nil, modules.As(err)
	}
	return aps, nil
}

// RevokeAppPassword revokes one application password; it stops working at
// once. Revoking twice is fine. Callers: the owner, admins, the system.
// Errors: CodeUnauthenticated, CodeForbidden (another user's, or an API
// key), CodeNotFound.
func (s *UserService) RevokeAppPassword(ctx context.Context, id int64) (*AppPassword, error) {
	if err := requireUser(ctx); err != nil {
		return nil, err
	}
	ap := new(AppPassword)
	err := s.deps.DB.NewSelect().Model(ap).Where("id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, modules.NotFound("application password")
	}
	if err != nil {
		return nil, modules.As(err)
	}
	if _, err := appPasswordOwner(ctx, ap.UserID); err != nil {
		return nil, err
	}
	if ap.RevokedAt == nil {
		now := s.deps.Now()
		ap.RevokedAt = &now
		if _, err := s.deps.DB.NewUpdate().Model(ap).Column("revoked_at").WherePK().Exec(ctx); err != nil {
			return nil, modules.As(err)
		}
	}
	return ap, nil
}

// appPasswordOwner returns the user whose application passwords the
// caller may manage: userID itself for the user (0 meaning the calling
// user), admins and the system.
func appPasswordOwner(ctx context.Context, userID int64) (int64, error) {
	p := modules.PrincipalFrom(ctx)
	if p != nil && p.Kind == modules.PrincipalUser && (userID == 0 || userID == p.UserID) {
		return p.UserID, nil
	}
	if err := requireAdmin(ctx); err != nil {
		return 0, err
	}
	if userID == 0 {
		return 0, modules.Validation(modules.FieldError{Field: "user_id", Message: "is required"})
	}
	return userID, nil
}
