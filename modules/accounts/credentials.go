package accounts

import (
	"context"
	"net/http"

	"corkboard/modules"
)

// SessionCookie is the admin session cookie; CSRFHeader carries the
// session's CSRF token on every unsafe request made with the cookie.
const (
	SessionCookie = "corkboard_session"
	CSRFHeader    = "X-CSRF-Token"
)

// Credentials are what a request presents.
type Credentials struct {
	Authorization string // the Authorization header
	SessionToken  string // the session cookie
	CSRFToken     string // the X-CSRF-Token header
	Method        string // the HTTP method (CSRF applies to unsafe ones)
}

// Resolve is the one authentication function of every transport. An
// Authorization header wins over a session cookie. It returns nil for an
// anonymous request. Errors: CodeUnauthenticated for bad credentials or an
// expired session; CodeForbidden for a session mutation without a valid
// CSRF token.
func (a *Authenticator) Resolve(ctx context.Context, cr Credentials) (*modules.Principal, error) {
	if cr.Authorization != "" {
		return a.Authenticate(ctx, cr.Authorization)
	}
	if cr.SessionToken == "" {
		return nil, nil
	}
	sessions := &SessionService{deps: a.deps}
	sess, err := sessions.Lookup(ctx, cr.SessionToken)
	if err != nil {
		return nil, err
	}
	if !safeMethod(cr.Method) {
		if err := sessions.CheckCSRF(sess, cr.CSRFToken); err != nil {
			return nil, err
		}
	}
	return SessionPrincipal(sess), nil
}

func safeMethod(m string) bool {
	return m == http.MethodGet || m == http.MethodHead || m == http.MethodOptions
}
