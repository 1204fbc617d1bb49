package accounts

import (
	"strings"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// User is an admin user (editor of content). Passwords are bcrypt hashes.
type User struct {
	bun.BaseModel `bun:"table:admin_users"`

	ID           int64        `bun:"id,pk,autoincrement"`
	Email        string       `bun:"email,notnull"`
	Name         string       `bun:"name,notnull"`
	PasswordHash string       `bun:"password_hash,notnull" json:"-"`
	Role         modules.Role `bun:"role,notnull"`
	Active       bool         `bun:"active,notnull"`
	CreatedAt    time.Time    `bun:"created_at,notnull"`
	UpdatedAt    time.Time    `bun:"updated_at,notnull"`
	LastLoginAt  *time.Time   `bun:"last_login_at"`
}

// MinPasswordLength is the shortest accepted admin password.
const MinPasswordLength = 8

// CreateUser is the input of UserService.Create.
type CreateUser struct {
	Email    string
	Name     string
	Password string
	Role     modules.Role
}

// Normalize lowercases the e-mail and defaults the role to editor.
func (in *CreateUser) Normalize() {
	in.Email = strings.ToLower(strings.TrimSpace(in.Email))
	in.Name = strings.TrimSpace(in.Name)
	if in.Role == "" {
		in.Role = modules.RoleEditor
	}
}

// Validate checks e-mail, password length and role.
func (in CreateUser) Validate() error {
	var fe []modules.FieldError
	if !ValidEmail(in.Email) {
		fe = append(fe, modules.FieldError{Field: "email", Message: "must be a valid e-mail address"})
	}
	if len(in.Password) < MinPasswordLength || len(in.Password) > 72 {
		fe = append(fe, modules.FieldError{Field: "password", Message: "must be 8 to 72 characters"})
	}
	if !in.Role.Valid() {
		fe = append(fe, modules.FieldError{Field: "role", Message: "must be admin, editor or contributor"})
	}
	if len(in.Name) > 255 {
		fe = append(fe, modules.FieldError{Field: "name", Message: "must be at most 255 characters"})
	}
	if len(fe) > 0 {
		return modules.Validation(fe...)
	}
	return nil
}

// UpdateUser is the input of UserService.Update: nil fields stay as they
// are.
type UpdateUser struct {
	Name   *string
	Role   *modules.Role
	Active *bool
}

// Normalize trims the name.
func (in *UpdateUser) Normalize() {
	if in.Name != nil {
		n := strings.TrimSpace(*in.Name)
		in.Name = &n
	}
}

// Validate checks the role and the name length.
func (in UpdateUser) Validate() error {
	var fe []modules.FieldError
	if in.Role != nil && !in.Role.Valid() {
		fe = append(fe, modules.FieldError{Field: "role", Message: "must be admin, editor or contributor"})
	}
	if in.Name != nil && len(*in.Name) > 255 {
		fe = append(fe, modules.FieldError{Field: "name", Message: "must be at most 255 characters"})
	}
	if len(fe) > 0 {
		return modules.Validation(fe...)
	}
	return nil
}

// validatePassword checks a new login password's length (bcrypt reads at
// most 72 bytes).
func validatePassword(password string) error {
	if len(password) < MinPasswordLength || len(password) > 72 {
		return modules.Validation(modules.FieldError{Field: "password", Message: "must be 8 to 72 characters"})
	}
	return nil
}
