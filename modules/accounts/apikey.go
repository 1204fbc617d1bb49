package accounts

import (
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// KeyPrefix starts every Corkboard API key, so leaked keys are recognisable.
const KeyPrefix = "cbk_"

// APIKey is a company's bearer key. Only the SHA-256 of the key is stored,
// plus its first characters (Prefix) to tell keys apart in lists.
type APIKey struct {
	bun.BaseModel `bun:"table:api_keys"`

	ID         int64      `bun:"id,pk,autoincrement"`
	CompanyID  int64      `bun:"company_id,notnull"`
	Name       string     `bun:"name,notnull"`
	Prefix     string     `bun:"prefix,notnull"`
	Hash       string     `bun:"hash,notnull"`
	Scopes     []string   `bun:"scopes,type:jsonb,notnull"`
	CreatedAt  time.Time  `bun:"created_at,notnull"`
	ExpiresAt  *time.Time `bun:"expires_at"`
	RevokedAt  *time.Time `bun:"revoked_at"`
	LastUsedAt *time.Time `bun:"last_used_at"`
	// CreatedBy is the admin user who created the key; 0 when it was made
	// at the command line (or before keys recorded their creator).
	CreatedBy int64 `bun:"created_by,nullzero"`
}

// Active reports whether the key may be used at now.
func (k *APIKey) Active(now time.Time) bool {
	return k.RevokedAt == nil && (k.ExpiresAt == nil || now.Before(*k.ExpiresAt))
}

// KeyState is what a key's timestamps mean at a given time.
type KeyState string

// The states of an API key.
const (
	KeyActive  KeyState = "active"
	KeyExpired KeyState = "expired"
	KeyRevoked KeyState = "revoked"
)

// CreateAPIKey is the input of APIKeyService.Create.
type CreateAPIKey struct {
	CompanyID int64
	Name      string
	Scopes    []string
	ExpiresAt *time.Time
}

// Normalize trims the name and sorts and dedupes the scopes.
func (in *CreateAPIKey) Normalize() {
	in.Name = strings.TrimSpace(in.Name)
	for i := range in.Scopes {
		in.Scopes[i] = strings.TrimSpace(in.Scopes[i])
	}
	slices.Sort(in.Scopes)
	in.Scopes = slices.Compact(in.Scopes)
}

// Validate checks scopes and name.
func (in CreateAPIKey) Validate(now time.Time) error {
	var fe []modules.FieldError
	if len(in.Name) > 100 {
		fe = append(fe, modules.FieldError{Field: "name", Message: "must be at most 100 characters"})
	}
	if len(in.Scopes) == 0 {
		fe = append(fe, modules.FieldError{Field: "scopes", Message: "at least one scope is required"})
	}
	for _, s := range in.Scopes {
		if !slices.Contains(modules.AllScopes, s) {
			fe = append(fe, modules.FieldError{Field: "scopes", Message: "unknown scope " + s + " (want " + strings.Join(modules.AllScopes, ", ") + ")"})
		}
	}
	if slices.Contains(in.Scopes, modules.ScopeFeedsRead) && len(in.Scopes) > 1 {
		fe = append(fe, modules.FieldError{Field: "scopes", Message: modules.ScopeFeedsRead +
			" is a key of its own (it travels in feed URLs): it cannot be combined with other scopes"})
	}
	if in.ExpiresAt != nil && !in.ExpiresAt.After(now) {
		fe = append(fe, modules.FieldError{Field: "expires_at", Message: "must be in the future"})
	}
	if len(fe) > 0 {
		return modules.Validation(fe...)
	}
	return nil
}
