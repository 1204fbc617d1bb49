package modules

import (
	"context"
	"slices"
)

// Role of an admin user. Roles are ordered: admin > editor > contributor.
type Role string

// The admin roles.
const (
	RoleAdmin       Role = "admin"
	RoleEditor      Role = "editor"
	RoleContributor Role = "contributor"
)

// Valid reports whether r is a known role.
func (r Role) Valid() bool {
	return r == RoleAdmin || r == RoleEditor || r == RoleContributor
}

// AtLeast reports whether r has at least the rights of min.
func (r Role) AtLeast(min Role) bool { return r.rank() >= min.rank() }

func (r Role) rank() int {
	switch r {
	case RoleAdmin:
		return 3
	case RoleEditor:
		return 2
	case RoleContributor:
		return 1
	}
	return 0
}

// API key scopes.
const (
	ScopeContentRead   = "content:read"
	ScopeContentWrite  = "content:write"
	ScopeCalendarWrite = "calendar:write"
	// ScopeFeedsRead reads the job feeds (GET /content/v1/jobs.xml) and
	// nothing else. Job boards cannot send headers, so such a key travels
	// in the feed's URL (?key=): it is a key of its own, never combined
	// with another scope, and accepted only there.
	ScopeFeedsRead = "feeds:read"
)

// AllScopes lists every scope a key may hold.
var AllScopes = []string{ScopeContentRead, ScopeContentWrite, ScopeCalendarWrite, ScopeFeedsRead}

// APIScopes are the scopes of keys sent in the Authorization header: a
// key may hold any of them together (every one of AllScopes but
// ScopeFeedsRead).
var APIScopes = []string{ScopeContentRead, ScopeContentWrite, ScopeCalendarWrite}

// IsFeedKey reports whether p is an API key of the feeds (ScopeFeedsRead),
// which only the feeds accept.
func (p *Principal) IsFeedKey() bool { return p.HasScope(ScopeFeedsRead) }

// PrincipalKind tells who is calling.
type PrincipalKind string

// Kinds of callers.
const (
	PrincipalAPIKey PrincipalKind = "api_key"
	PrincipalUser   PrincipalKind = "user"
	// PrincipalSystem is the operator at the command line: all rights.
	PrincipalSystem PrincipalKind = "system"
)

// System is the principal of CLI commands.
var System = &Principal{Kind: PrincipalSystem}

// Principal is the authenticated caller of a request. Transports put it in
// the context after authentication; services read it with PrincipalFrom.
type Principal struct {
	Kind PrincipalKind

	// For API keys.
	APIKeyID  int64
	CompanyID int64
	Scopes    []string
	// KeyCreatorID is the admin user who created the key (0: none, a key
	// made at the command line); writes made with the key are authored by
	// that user.
	KeyCreatorID int64

	// For admin users (session or application password).
	UserID     int64
	Email      string
	Role       Role
	ViaSession bool // true for the admin session cookie (CSRF applies)
}

// HasScope reports whether an API key principal holds scope.
func (p *Principal) HasScope(scope string) bool {
	return p != nil && p.Kind == PrincipalAPIKey && slices.Contains(p.Scopes, scope)
}

// IsUser reports whether the caller is an admin user with at least role min.
func (p *Principal) IsUser(min Role) bool {
	return p != nil && p.Kind == PrincipalUser && p.Role.AtLeast(min)
}

type principalKey struct{}

// WithPrincipal returns ctx carrying p.
func WithPrincipal(ctx context.Context, p *Principal) context.Context {
	return context.WithValue(ctx, principalKey{}, p)
}

// PrincipalFrom returns the caller, or nil for an anonymous request.
func PrincipalFrom(ctx context.Context) *Principal {
	p, _ := ctx.Value(principalKey{}).(*Principal)
	return p
}

// RequireScope returns nil when the caller is an API key with scope;
// CodeUnauthenticated when anonymous; CodeForbidden otherwise.
func RequireScope(ctx context.Context, scope string) error {
	p := PrincipalFrom(ctx)
	switch {
	case p == nil:
		return &Error{Code: CodeUnauthenticated, Message: "an API key is required"}
	case p.HasScope(scope):
		return nil
	default:
		return &Error{Code: CodeForbidden, Message: "the API key lacks the scope " + scope}
	}
}
