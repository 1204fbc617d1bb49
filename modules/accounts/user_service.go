package accounts

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"golang.org/x/crypto/bcrypt"

	"github.com/uptrace/bun"

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
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(u).Returning("id").Exec(ctx); err != nil {
			return err
		}
		return s.deps.Audit(ctx, tx, modules.AuditEntry{Action: "user.create", Type: "user", ID: u.ID,
			Summary: u.Email + " (" + string(u.Role) + ")"})
	})
	if err != nil {
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
