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
	// FeedKey is the key parameter of a feed URL (?key=). Only feed routes
	// set it, and they set nothing else: a feed is read with a feed key
	// (ScopeFeedsRead) in its URL, never with a header or a session.
	FeedKey string
}

// Feed keys: accepted only in the key parameter of a feed, and only they
// are accepted there.
var (
	errFeedKeyElsewhere = &modules.Error{Code: modules.CodeForbidden,
		Message: "a " + modules.ScopeFeedsRead + " key is accepted only in the key parameter of a feed (GET /content/v1/jobs.xml?key=…)"}
	errNotAFeedKey = &modules.Error{Code: modules.CodeForbidden,
		Message: "the key parameter takes only keys with the scope " + modules.ScopeFeedsRead}
)

// Resolve is the one authentication function of every transport. An
// Authorization header wins over a session cookie. It returns nil for an
// anonymous request. Errors: CodeUnauthenticated for bad credentials or an
// expired session; CodeForbidden for a session mutation without a valid
// CSRF token.
//
// A feed key (ScopeFeedsRead) authenticates only as cr.FeedKey; in the
// Authorization header it is CodeForbidden on every route. cr.FeedKey
// must be a feed key: another valid key there is CodeForbidden too.
func (a *Authenticator) Resolve(ctx context.Context, cr Credentials) (*modules.Principal, error) {
	if cr.FeedKey != "" {
		p, err := a.apiKey(ctx, cr.FeedKey)
		if err != nil {
			return nil, err
		}
		if !p.IsFeedKey() {
			return nil, errNotAFeedKey
		}
		return p, nil
	}
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
