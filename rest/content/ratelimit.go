package content

import (
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/rest/middleware"
	"corkboard/rest/ratelimit"
)

// RateLimits are the request budgets of the content interface. Reads are
// GET, HEAD and OPTIONS; writes are everything else (POST).
type RateLimits struct {
	Read  Budget
	Write Budget
	// Storage holds the counters (default: in memory, per instance). A
	// shared fiber.Storage (e.g. Redis) makes the limits global.
	Storage fiber.Storage
	// Now is the clock of the windows (default time.Now).
	Now func() time.Time
	// Disabled turns rate limiting off (the headers are not sent).
	Disabled bool
}

// Budget allows PerKey requests per API key and PerIP per client IP in
// each Window.
type Budget struct {
	PerKey int
	PerIP  int
	Window time.Duration
}

// DefaultRateLimits: a jobsite's public key serves many visitors, so the
// per-key budget is large; one visitor (IP) gets much less, and POSTs
// (uploads, applications) are stricter.
func DefaultRateLimits() RateLimits {
	return RateLimits{
		Read:  Budget{PerKey: 1200, PerIP: 300, Window: time.Minute},
		Write: Budget{PerKey: 120, PerIP: 30, Window: time.Minute},
	}
}

func (r RateLimits) withDefaults() RateLimits {
	d := DefaultRateLimits()
	if r.Read.Window <= 0 {
		r.Read = d.Read
	}
	if r.Write.Window <= 0 {
		r.Write = d.Write
	}
	if r.Storage == nil {
		r.Storage = ratelimit.NewMemory(r.Now)
	}
	return r
}

// rateLimit counts the request against the key's and the IP's budget and
// sets X-RateLimit-Limit, -Remaining and -Reset (seconds until the window
// ends) from the tighter of the two. Over budget it answers 429 with
// Retry-After.
func (a *API) rateLimit(c *fiber.Ctx) error {
	rl := a.opts.RateLimits
	if rl.Disabled {
		return nil
	}
	class, budget := "r", rl.Read
	switch c.Method() {
	case fiber.MethodGet, fiber.MethodHead, fiber.MethodOptions:
	default:
		class, budget = "w", rl.Write
	}
	var results []ratelimit.Result
	take := func(key string, limit int) {
		res, err := a.limiter.Take(key, ratelimit.Rule{Limit: limit, Window: budget.Window})
		if err != nil {
			a.opts.Logger.WarnContext(c.UserContext(), "rate limit storage failed; request allowed", slog.String("error", err.Error()))
			return
		}
		results = append(results, res)
	}
	take("content:"+class+":ip:"+middleware.GetClientIP(c), budget.PerIP)
	id := credentialID(c.Get(fiber.HeaderAuthorization))
	if id == "" && c.Path() == feedPath && c.Query("key") != "" {
		id = credentialID("key " + c.Query("key")) // a feed's key is in its URL
	}
	if id != "" {
		take("content:"+class+":key:"+id, budget.PerKey)
	}
	if len(results) == 0 {
		return nil
	}
	tight := results[0]
	for _, r := range results[1:] {
		if !r.Allowed && tight.Allowed || (r.Allowed == tight.Allowed && r.Remaining < tight.Remaining) {
			tight = r
		}
	}
	now := time.Now()
	if rl.Now != nil {
		now = rl.Now()
	}
	reset := max(int(tight.Reset.Sub(now).Round(time.Second)/time.Second), 1)
	c.Set("X-RateLimit-Limit", strconv.Itoa(tight.Limit))
	c.Set("X-RateLimit-Remaining", strconv.Itoa(tight.Remaining))
	c.Set("X-RateLimit-Reset", strconv.Itoa(reset))
	if !tight.Allowed {
		c.Set(fiber.HeaderRetryAfter, strconv.Itoa(reset))
		return &modules.Error{Code: modules.CodeRateLimited, Message: "too many requests; retry after " + strconv.Itoa(reset) + " seconds"}
	}
	return nil
}

// credentialID identifies the credential of a request without keeping it:
// a hash of the Authorization value ("" without one), or of a feed's key
// parameter. Wrong keys get
// their own budget; the IP budget bounds guessing.
func credentialID(authorization string) string {
	authorization = strings.TrimSpace(authorization)
	if authorization == "" {
		return ""
	}
	sum := sha256.Sum256([]byte(authorization))
	return hex.EncodeToString(sum[:12])
}

// guard runs before authentication on every /content/v1 request: CORS
// headers (so a browser can read any answer, 429 included), the rate
// limits, then the answer to a preflight. A failed request that may have
// left body bytes unread closes the connection.
func (a *API) guard(c *fiber.Ctx) error {
	err := a.guarded(c)
	if err != nil && c.Request().Header.ContentLength() != 0 {
		c.Context().SetConnectionClose()
	}
	return err
}

func (a *API) guarded(c *fiber.Ctx) error {
	preflight, err := a.cors(c)
	if rerr := a.rateLimit(c); rerr != nil {
		return rerr
	}
	if err != nil {
		return err
	}
	if preflight {
		return c.SendStatus(fiber.StatusNoContent)
	}
	return c.Next()
}
