package accounts

import (
	"context"
	"database/sql"
	"errors"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"golang.org/x/crypto/bcrypt"

	"corkboard/modules"
)

// This file holds the user-management use cases of the admin: who am I,
// list, update and reset a password.

// Me returns the calling admin user (session or application password).
// Errors: CodeUnauthenticated (anonymous), CodeForbidden (an API key or the
// system, which are not users), CodeNotFound (the user was deleted).
func (s *UserService) Me(ctx context.Context) (*User, error) {
	p := modules.PrincipalFrom(ctx)
	switch {
	case p == nil:
		return nil, &modules.Error{Code: modules.CodeUnauthenticated, Message: "authentication required"}
	case p.Kind != modules.PrincipalUser:
		return nil, &modules.Error{Code: modules.CodeForbidden, Message: "only admin users have a profile"}
	}
	return s.get(ctx, s.deps.DB, p.UserID)
}

// List returns every admin user, by e-mail. Callers: system and admins.
// Errors: CodeUnauthenticated, CodeForbidden.
func (s *UserService) List(ctx context.Context) ([]User, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	var us []User
	if err := s.deps.DB.NewSelect().Model(&us).Order("email ASC", "id ASC").Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	return us, nil
}

// Update changes a user's name, role or active flag. Callers: system and
// admins. Two rules keep the admin reachable:
//   - nobody changes their own role or deactivates themself
//     (CodeForbidden): another admin must do it;
//   - the last active admin cannot be demoted or deactivated
//     (CodeConflict), which also binds the system.
//
// Deactivating a user ends their sessions and revokes their application
// passwords for good (activating them again restores neither). Errors:
// CodeValidation,
// CodeUnauthenticated, CodeForbidden, CodeNotFound, CodeConflict.
func (s *UserService) Update(ctx context.Context, id int64, in UpdateUser) (*User, error) {
	in.Normalize()
	if err := in.Validate(); err != nil {
		return nil, err
	}
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	var u *User
	err := s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if u, err = s.get(ctx, tx, id); err != nil {
			return err
		}
		demoted := in.Role != nil && *in.Role != u.Role
		deactivated := in.Active != nil && !*in.Active && u.Active
		if p := modules.PrincipalFrom(ctx); p.Kind == modules.PrincipalUser && p.UserID == u.ID && (demoted || deactivated) {
			field := "role"
			if deactivated {
				field = "active"
			}
			return &modules.Error{Code: modules.CodeForbidden,
				Message: "you cannot change your own role or deactivate yourself; ask another administrator",
				Fields:  []modules.FieldError{{Field: field, Message: "cannot be changed on your own account"}}}
		}
		if u.Role == modules.RoleAdmin && u.Active && (demoted || deactivated) {
			if err := s.requireAnotherAdmin(ctx, tx, u.ID); err != nil {
				return err
			}
		}
		oldRole, wasActive := u.Role, u.Active
		if in.Name != nil {
			u.Name = *in.Name
		}
		if in.Role != nil {
			u.Role = *in.Role
		}
		if in.Active != nil {
			u.Active = *in.Active
		}
		u.UpdatedAt = s.deps.Now()
		if _, err := tx.NewUpdate().Model(u).Column("name", "role", "active", "updated_at").WherePK().Exec(ctx); err != nil {
			return err
		}
		if err := s.auditUpdate(ctx, tx, u, oldRole, wasActive); err != nil {
			return err
		}
		if deactivated {
			if err := revokeAppPasswords(ctx, tx, u.ID, u.UpdatedAt); err != nil {
				return err
			}
			return deleteSessions(ctx, tx, u.ID)
		}
		return nil
	})
	if err != nil {
		return nil, modules.As(err)
	}
	return u, nil
}

// requireAnotherAdmin fails with CodeConflict unless an active admin other
// than id exists. On PostgreSQL it locks the admins' rows so that two
// concurrent demotions cannot both pass.
func (s *UserService) requireAnotherAdmin(ctx context.Context, tx bun.Tx, id int64) error {
	q := tx.NewSelect().Model((*User)(nil)).Column("id").
		Where("role = ?", modules.RoleAdmin).Where("active = ?", true).Where("id <> ?", id)
	if tx.Dialect().Name() == dialect.PG {
		q = q.For("UPDATE")
	}
	var ids []int64
	if err := q.Scan(ctx, &ids); err != nil {
		return err
	}
	if len(ids) == 0 {
		return &modules.Error{Code: modules.CodeConflict,
			Message: "this is the last active administrator; make another user an administrator first"}
	}
	return nil
}

// ResetPassword sets a user's login password. Callers: system and admins.
// Every application password of the user is revoked, and the user's
// sessions end, unless the caller resets their own password (they stay
// logged in). Errors: CodeValidation, CodeUnauthenticated, CodeForbidden,
// CodeNotFound.
func (s *UserService) ResetPassword(ctx context.Context, id int64, password string) (*User, error) {
	if err := validatePassword(password); err != nil {
		return nil, err
	}
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		return nil, modules.Internal(err)
	}
	var u *User
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if u, err = s.get(ctx, tx, id); err != nil {
			return err
		}
		u.PasswordHash, u.UpdatedAt = string(hash), s.deps.Now()
		if _, err := tx.NewUpdate().Model(u).Column("password_hash", "updated_at").WherePK().Exec(ctx); err != nil {
			return err
		}
		if err := s.deps.Audit(ctx, tx, modules.AuditEntry{Action: "user.password_reset", Type: "user", ID: u.ID, Summary: u.Email}); err != nil {
			return err
		}
		if err := revokeAppPasswords(ctx, tx, u.ID, u.UpdatedAt); err != nil {
			return err
		}
		if p := modules.PrincipalFrom(ctx); p.Kind == modules.PrincipalUser && p.UserID == u.ID {
			return nil
		}
		return deleteSessions(ctx, tx, u.ID)
	})
	if err != nil {
		return nil, modules.As(err)
	}
	return u, nil
}

// get reads a user by id. Errors: CodeNotFound.
func (s *UserService) get(ctx context.Context, db bun.IDB, id int64) (*User, error) {
	u := new(User)
	err := db.NewSelect().Model(u).Where("id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, modules.NotFound("user")
	}
	if err != nil {
		return nil, modules.As(err)
	}
	return u, nil
}

func deleteSessions(ctx context.Context, db bun.IDB, userID int64) error {
	_, err := db.NewDelete().Model((*Session)(nil)).Where("user_id = ?", userID).Exec(ctx)
	return err
}

// auditUpdate records a user update: user.role_change, user.deactivate,
// user.activate, else user.update.
func (s *UserService) auditUpdate(ctx context.Context, tx bun.Tx, u *User, oldRole modules.Role, wasActive bool) error {
	var entries []modules.AuditEntry
	if u.Role != oldRole {
		entries = append(entries, modules.AuditEntry{Action: "user.role_change", Summary: u.Email + ": " + string(oldRole) + " → " + string(u.Role)})
	}
	switch {
	case wasActive && !u.Active:
		entries = append(entries, modules.AuditEntry{Action: "user.deactivate", Summary: u.Email})
	case !wasActive && u.Active:
		entries = append(entries, modules.AuditEntry{Action: "user.activate", Summary: u.Email})
	}
	if len(entries) == 0 {
		entries = append(entries, modules.AuditEntry{Action: "user.update", Summary: u.Email})
	}
	for _, e := range entries {
		e.Type, e.ID = "user", u.ID
		if err := s.deps.Audit(ctx, tx, e); err != nil {
			return err
		}
	}
	return nil
}
