package graph

import (
	"context"
	"net"
	"net/http"
	"strconv"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

// RateLimit counts one GraphQL request against the caller's budgets, the
// ones the content interface's requests count against (content.Budgets):
// a write (a mutation, or a multipart request: uploads) against the write
// budgets, anything else against the read budgets, per client IP and per
// credential. ok is false when nothing was counted (limits off, or their
// storage failing: limits fail open). The handler counts every request
// but those of a valid session (the admin's signed-in users).
type RateLimit func(ctx context.Context, c RateCaller, write bool) (v RateVerdict, ok bool)

// RateCaller is who a request is counted for.
type RateCaller struct {
	// IP is the client's address (the transport's RemoteAddr: rest sets
	// it to the client behind trusted proxies).
	IP string
	// Credential identifies the credentials sent: the Authorization
	// header (the same text REST counts, so that a key has one budget on
	// both transports), "session " and the session cookie (one that did
	// not authenticate), or "".
	Credential string
}

// RateVerdict is the state of the tighter budget after a request was
// counted.
type RateVerdict struct {
	Limit, Remaining int
	// Reset is the number of seconds until the window ends.
	Reset   int
	Allowed bool
}

// rateCaller is who r is counted for.
func rateCaller(r *http.Request) RateCaller {
	ip := remoteIP(r)
	cred := r.Header.Get("Authorization")
	if cred == "" {
		if c, err := r.Cookie(accounts.SessionCookie); err == nil && c.Value != "" {
			cred = "session " + c.Value
		}
	}
	return RateCaller{IP: ip, Credential: cred}
}

// applyRateLimit counts r and sets the X-RateLimit-* headers (as REST
// does); over budget it returns the rate_limited error (429, with
// Retry-After).
func applyRateLimit(ctx context.Context, limit RateLimit, w http.ResponseWriter, r *http.Request, write bool) *modules.Error {
	if limit == nil {
		return nil
	}
	v, ok := limit(ctx, rateCaller(r), write)
	if !ok {
		return nil
	}
	h := w.Header()
	h.Set("X-RateLimit-Limit", strconv.Itoa(v.Limit))
	h.Set("X-RateLimit-Remaining", strconv.Itoa(v.Remaining))
	h.Set("X-RateLimit-Reset", strconv.Itoa(v.Reset))
	if v.Allowed {
		return nil
	}
	h.Set("Retry-After", strconv.Itoa(v.Reset))
	return &modules.Error{Code: modules.CodeRateLimited, Message: "too many requests; retry after " + strconv.Itoa(v.Reset) + " seconds"}
}

// remoteIP is the client's address of r (rest passes it, behind trusted
// proxies, as RemoteAddr).
func remoteIP(r *http.Request) string {
	ip, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return ip
}
