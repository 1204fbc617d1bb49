// Package admin serves the admin app's own REST endpoints under
// /admin/api: log in (opens a session cookie), log out, and read the
// current session. Everything else the admin does goes through /graphql.
//
//	POST /admin/api/login    {email, password} → 200 {user, csrf_token} + session cookie
//	POST /admin/api/logout   (X-CSRF-Token)     → 204, cookie cleared
//	GET  /admin/api/session                     → 200 {user, csrf_token} | 401
//	GET  /admin/api/audit.csv?actor=&action=&record_type=&record_id=&from=&to=
//	                                            → 200 text/csv (admins; see audit.go)
//
// Errors use the JSON:API envelope of the default renderer.
package admin

import (
	"time"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/history"
	"corkboard/rest/middleware"
)

// Prefix is the path prefix of the admin endpoints.
const Prefix = "/admin/api"

// Login throttling: within LoginWindow, at most LoginFailuresPerEmail
// failed attempts for one e-mail address (protects the account) and
// LoginFailuresPerIP from one client IP (slows a spray over many
// addresses, yet leaves room for an office behind one NAT address). Only
// failures count; a blocked attempt is answered 429 with Retry-After and
// never reaches the password check.
const (
	LoginFailuresPerEmail = 10
	LoginFailuresPerIP    = 30
	LoginWindow           = 5 * time.Minute
)

// Config is what the handlers are built from.
type Config struct {
	Accounts *accounts.Module
	// History serves the audit trail's export (nil: none).
	History *history.Module
	// Clock drives the login throttle; nil means time.Now.
	Clock func() time.Time
}

type handlers struct {
	acc     *accounts.Module
	byIP    *limiter
	byEmail *limiter
}

// Mount registers the admin endpoints on r. Mount it before the admin
// app's catch-all, which would otherwise answer these paths with HTML.
func Mount(r fiber.Router, cfg Config) {
	now := cfg.Clock
	if now == nil {
		now = time.Now
	}
	h := &handlers{
		acc:     cfg.Accounts,
		byIP:    newLimiter(LoginFailuresPerIP, LoginWindow, now),
		byEmail: newLimiter(LoginFailuresPerEmail, LoginWindow, now),
	}
	middleware.Methods(r, Prefix+"/login", map[string]fiber.Handler{fiber.MethodPost: h.login})
	middleware.Methods(r, Prefix+"/logout", map[string]fiber.Handler{fiber.MethodPost: h.logout})
	middleware.Methods(r, Prefix+"/session", map[string]fiber.Handler{fiber.MethodGet: h.session})
	if cfg.History != nil {
		a := &audit{history: cfg.History, auth: cfg.Accounts.Auth}
		middleware.Methods(r, Prefix+"/audit.csv", map[string]fiber.Handler{fiber.MethodGet: a.export})
	}
	notFound := func(c *fiber.Ctx) error {
		return &modules.Error{Code: modules.CodeNotFound, Message: "no admin endpoint matches the URL"}
	}
	r.All(Prefix, notFound)
	r.All(Prefix+"/*", notFound)
}
