package admin

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/rest/middleware"
)

// userJSON is the admin user as the session endpoints render it. The id is
// a string, as GraphQL IDs are.
type userJSON struct {
	ID    string `json:"id"`
	Email string `json:"email"`
	Name  string `json:"name"`
	Role  string `json:"role"`
}

// sessionJSON answers login and session: the user and the CSRF token the
// app must send in X-CSRF-Token on every unsafe request.
type sessionJSON struct {
	User      userJSON `json:"user"`
	CSRFToken string   `json:"csrf_token"`
}

func renderSession(c *fiber.Ctx, sess *accounts.Session) error {
	c.Set(fiber.HeaderCacheControl, "no-store")
	u := sess.User
	return c.JSON(sessionJSON{
		User:      userJSON{ID: strconv.FormatInt(u.ID, 10), Email: u.Email, Name: u.Name, Role: string(u.Role)},
		CSRFToken: sess.CSRFToken,
	})
}

// login checks e-mail and password, opens a session and sets its cookie.
// The body must be JSON: a cross-site HTML form cannot send that without a
// CORS preflight, so no other site can log a browser into an account.
// Failed attempts are throttled per client IP and per e-mail (429 with
// Retry-After).
func (h *handlers) login(c *fiber.Ctx) error {
	if !c.Is("json") {
		return &modules.Error{Code: modules.CodeUnsupportedType, Message: "send the credentials as application/json"}
	}
	var in struct {
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	if err := json.Unmarshal(c.Body(), &in); err != nil {
		return &modules.Error{Code: modules.CodeBadRequest, Message: "the body must be a JSON object {email, password}"}
	}
	ipKey := strings.Clone(middleware.GetClientIP(c))
	emailKey := strings.ToLower(strings.TrimSpace(in.Email))
	if wait, ok := h.byIP.blocked(ipKey); ok {
		return tooManyAttempts(c, wait)
	}
	if wait, ok := h.byEmail.blocked(emailKey); ok && emailKey != "" {
		return tooManyAttempts(c, wait)
	}
	ctx := c.UserContext()
	token, sess, err := h.acc.Sessions.Login(ctx, in.Email, in.Password)
	if err != nil {
		if modules.As(err).Code == modules.CodeUnauthenticated {
			h.byIP.fail(ipKey)
			h.byEmail.fail(emailKey)
		}
		return err
	}
	if old := c.Cookies(accounts.SessionCookie); old != "" {
		if err := h.acc.Sessions.Logout(ctx, old); err != nil {
			return err
		}
	}
	setCookie(c, token)
	return renderSession(c, sess)
}

func tooManyAttempts(c *fiber.Ctx, wait time.Duration) error {
	secs := int(math.Ceil(wait.Seconds()))
	if secs < 1 {
		secs = 1
	}
	c.Set(fiber.HeaderRetryAfter, strconv.Itoa(secs))
	return &modules.Error{Code: modules.CodeRateLimited,
		Message: fmt.Sprintf("too many failed logins; try again in %d seconds", secs),
		Data:    map[string]any{"retry_after": secs}}
}

// logout ends the session of the cookie and clears the cookie. A live
// session needs its CSRF token (403 without). Without a live session
// there is nothing to end: the cookie is cleared and the answer is 204 as
// well, so logging out is idempotent.
func (h *handlers) logout(c *fiber.Ctx) error {
	ctx := c.UserContext()
	if token := c.Cookies(accounts.SessionCookie); token != "" {
		_, err := h.acc.Auth.Resolve(ctx, accounts.Credentials{
			SessionToken: token, CSRFToken: c.Get(accounts.CSRFHeader), Method: c.Method(),
		})
		switch {
		case err == nil:
			if err := h.acc.Sessions.Logout(ctx, token); err != nil {
				return err
			}
		case modules.As(err).Code != modules.CodeUnauthenticated:
			return err
		}
	}
	clearCookie(c)
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.SendStatus(fiber.StatusNoContent)
}

// session answers who is logged in with the cookie, and the session's
// CSRF token (the app reads it after a reload). 401 without a live
// session; a stale cookie is cleared.
func (h *handlers) session(c *fiber.Ctx) error {
	token := c.Cookies(accounts.SessionCookie)
	sess, err := h.acc.Sessions.Lookup(c.UserContext(), token)
	if err != nil {
		if token != "" && modules.As(err).Code == modules.CodeUnauthenticated {
			clearCookie(c)
		}
		return err
	}
	return renderSession(c, sess)
}

// setCookie sets the session cookie: HttpOnly, SameSite=Lax, for the whole
// site (GraphQL lives at /graphql), Secure when the request came over
// HTTPS (directly or through a proxy that says so). It has no expiry: it
// ends with the browser, and the server ends idle sessions.
func setCookie(c *fiber.Ctx, token string) {
	c.Cookie(&fiber.Cookie{
		Name: accounts.SessionCookie, Value: token, Path: "/",
		HTTPOnly: true, SameSite: fiber.CookieSameSiteLaxMode, Secure: secure(c),
	})
}

func clearCookie(c *fiber.Ctx) {
	c.Cookie(&fiber.Cookie{
		Name: accounts.SessionCookie, Value: "", Path: "/", MaxAge: -1,
		Expires:  time.Unix(0, 0),
		HTTPOnly: true, SameSite: fiber.CookieSameSiteLaxMode, Secure: secure(c),
	})
}

func secure(c *fiber.Ctx) bool {
	return c.Protocol() == "https" || strings.EqualFold(strings.TrimSpace(c.Get(fiber.HeaderXForwardedProto)), "https")
}
