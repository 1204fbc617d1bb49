package accounts

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// AppPassword is a WordPress-style application password: HTTP Basic auth
// with the user's e-mail and this password acts as the user, with the
// user's role. Only its SHA-256 is stored. A revoked password never works
// again: revoking is by hand (the owner or an admin), or by a reset of the
// user's password or the user's deactivation.
type AppPassword struct {
	bun.BaseModel `bun:"table:app_passwords"`

	ID     int64  `bun:"id,pk,autoincrement"`
	UserID int64  `bun:"user_id,notnull"`
	Name   string `bun:"name,notnull"`
	Hash   string `bun:"hash,notnull" json:"-"`
	// CreatedAt, RevokedAt (nil while it works) and LastUsedAt (written
	// at most once a minute, nil when never used).
	CreatedAt  time.Time  `bun:"created_at,notnull"`
	RevokedAt  *time.Time `bun:"revoked_at"`
	LastUsedAt *time.Time `bun:"last_used_at"`
}

// MaxAppPasswordName is the longest label of an application password.
const MaxAppPasswordName = 100

// CreateAppPassword is the input of UserService.CreateAppPasswordFor.
type CreateAppPassword struct {
	// UserID is the owner; 0 for the calling user.
	UserID int64
	// Name is a label (at most MaxAppPasswordName characters).
	Name string
}

// Normalize trims the name.
func (in *CreateAppPassword) Normalize() { in.Name = strings.TrimSpace(in.Name) }

// Validate checks the name's length.
func (in CreateAppPassword) Validate() error {
	if len(in.Name) > MaxAppPasswordName {
		return modules.Validation(modules.FieldError{Field: "name", Message: "must be at most 100 characters"})
	}
	return nil
}

// revokeAppPasswords revokes every working application password of a user
// (in the transaction of a password reset or a deactivation).
func revokeAppPasswords(ctx context.Context, db bun.IDB, userID int64, now time.Time) error {
	_, err := db.NewUpdate().Model((*AppPassword)(nil)).Set("revoked_at = ?", now).
		Where("user_id = ?", userID).Where("revoked_at IS NULL").Exec(ctx)
	return err
}
