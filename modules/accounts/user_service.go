package accounts

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"golang.org/x/crypto/bcrypt"

	"corkboard/modules"
)

// UserService manages admin users and their application passwords.
type UserService struct {
	deps modules.Deps
}

// Create adds an admin user. Callers: system and admins.
// Errors: CodeValidation, CodeConflict (e-mail taken).
func (s *UserService) Create(ctx context.Context, in CreateUser) (*User, error) {
	in.Normalize()
	if err := in.Validate(); err != nil {
		return nil, err
	}
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(in.Password), bcrypt.DefaultCost)
	if err != nil {
		return nil, modules.Internal(err)
	}
	now := s.deps.Now()
	u := &User{Email: in.Email, Name: in.Name, PasswordHash: string(hash), Role: in.Role,
		Active: true, CreatedAt: now, UpdatedAt: now}
	exists, err := s.deps.DB.NewSelect().Model((*User)(nil)).Where("email = ?", u.Email).Exists(ctx)
	if err != nil {
		return nil, modules.As(err)
	}
	if exists {
		return nil, &modules.Error{Code: modules.CodeConflict, Message: "a user with this e-mail exists",
			Fields: []modules.FieldError{{Field: "email", Message: "is already taken"}}}
	}
	if _, err := s.deps.DB.NewInsert().Model(u).Returning("id").Exec(ctx); err != nil {
		if modules.IsUniqueViolation(err) {
			return nil, &modules.Error{Code: modules.CodeConflict, Message: "a user with this e-mail exists"}
		}
		return nil, modules.As(err)
	}
	return u, nil
}

// ByEmail returns a user by e-mail (case-insensitive). Errors: CodeNotFound.
func (s *UserService) ByEmail(ctx context.Context, email string) (*User, error) {
	u := new(User)
	err := s.deps.DB.NewSelect().Model(u).Where("email = ?", strings.ToLower(strings.TrimSpace(email))).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, modules.NotFound("user")
	}
	if err != nil {
		return nil, modules.As(err)
	}
	return u, nil
}

// CreateAppPassword issues an application password for the user with that
// e-mail and returns it in clear, once. Callers: system, admins, and the
// user themself. Errors: CodeNotFound, CodeForbidden.
func (s *UserService) CreateAppPassword(ctx context.Context, email, name string) (string, *AppPassword, error) {
	u, err := s.ByEmail(ctx, email)
	if err != nil {
		return "", nil, err
	}
	p := modules.PrincipalFrom(ctx)
	if !(p != nil && p.Kind == modules.PrincipalUser && p.UserID == u.ID) {
		if err := requireAdmin(ctx); err != nil {
			return "", nil, err
		}
	}
	name = strings.TrimSpace(name)
	if len(name) > 100 {
		return "", nil, modules.Validation(modules.FieldError{Field: "name", Message: "must be at most 100 characters"})
	}
	secret := randomToken(18) // 24 characters, like WordPress
	ap := &AppPassword{UserID: u.ID, Name: name, Hash: hashToken(secret), CreatedAt: s.deps.Now()}
	if _, err := s.deps.DB.NewInsert().Model(ap).Returning("id").Exec(ctx); err != nil {
		return "", nil, modules.As(err)
	}
	return secret, ap, nil
}

// RevokeAppPassword revokes one application password. Callers: system,
// admins and the owner. Errors: CodeNotFound, CodeForbidden.
func (s *UserService) RevokeAppPassword(ctx context.Context, id int64) error {
	ap := new(AppPassword)
	err := s.deps.DB.NewSelect().Model(ap).Where("id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return modules.NotFound("application password")
	}
	if err != nil {
		return modules.As(err)
	}
	p := modules.PrincipalFrom(ctx)
	if !(p != nil && p.Kind == modules.PrincipalUser && p.UserID == ap.UserID) {
		if err := requireAdmin(ctx); err != nil {
			return err
		}
	}
	if ap.RevokedAt == nil {
		now := s.deps.Now()
		ap.RevokedAt = &now
		if _, err := s.deps.DB.NewUpdate().Model(ap).Column("revoked_at").WherePK().Exec(ctx); err != nil {
			return modules.As(err)
		}
	}
	return nil
}
