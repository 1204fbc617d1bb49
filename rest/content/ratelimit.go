package content

import (
	"context"
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

// Budgets counts requests against RateLimits. The content interface and
// GraphQL share one, so that a request counts against the same budgets
// (per client IP, per credential; reads and writes apart) whichever
// transport carries it, in memory or in the shared storage (Redis).
type Budgets struct {
	rl      RateLimits
	limiter *ratelimit.Limiter
	log     *slog.Logger
}

// NewBudgets counts against rl (its defaults filled in); log may be nil.
func NewBudgets(rl RateLimits, log *slog.Logger) *Budgets {
	if log == nil {
		log = slog.Default()
	}
	rl = rl.withDefaults()
	return &Budgets{rl: rl, limiter: ratelimit.New(rl.Storage, rl.Now), log: log}
}

// Verdict is the state, after a request was counted, of the tighter of
// the budgets it was counted against.
type Verdict struct {
	Limit     int
	Remaining int
	// Reset is the number of seconds until the window ends (at least 1).
	Reset   int
	Allowed bool
}

// Take counts one request from the client ip with credential (the
// Authorization header; "" without one; any other text that identifies
// the caller's credentials) as a read or a write: against the IP's
// budget, and the credential's when there is one. The credential is kept
// only as a hash; wrong credentials get their own budget, bounded by the
// IP's. ok is false when nothing was counted: limits disabled, or their
// storage failing (logged; the request is allowed: limits fail open).
func (b *Budgets) Take(ctx context.Context, write bool, ip, credential string) (Verdict, bool) {
	if b.rl.Disabled {
		return Verdict{}, false
	}
	class, budget := "r", b.rl.Read
	if write {
		class, budget = "w", b.rl.Write
	}
	var results []ratelimit.Result
	take := func(key string, limit int) {
		res, err := b.limiter.Take(key, ratelimit.Rule{Limit: limit, Window: budget.Window})
		if err != nil {
			b.log.WarnContext(ctx, "rate limit storage failed; request allowed", slog.String("error", err.Error()))
			return
		}
		results = append(results, res)
	}
	take("content:"+class+":ip:"+ip, budget.PerIP)
	if id := credentialID(credential); id != "" {
		take("content:"+class+":key:"+id, budget.PerKey)
	}
	if len(results) == 0 {
		return Verdict{}, false
	}
	tight := results[0]
	for _, r := range results[1:] {
		if !r.Allowed && tight.Allowed || (r.Allowed == tight.Allowed && r.Remaining < tight.Remaining) {
			tight = r
		}
	}
	now := time.Now()
	if b.rl.Now != nil {
		now = b.rl.Now()
	}
	reset := max(int(tight.Reset.Sub(now).Round(time.Second)/time.Second), 1)
	return Verdict{Limit: tight.Limit, Remaining: tight.Remaining, Reset: reset, Allowed: tight.Allowed}, true
}

// RateLimitedError is the error of a request over its budget.
func RateLimitedError(v Verdict) *modules.Error {
	return &modules.Error{Code: modules.CodeRateLimited, Message: "too many requests; retry after " + strconv.Itoa(v.Reset) + " seconds"}
}

// rateLimit counts the request against the key's and the IP's budget
// (reads are GET, HEAD and OPTIONS; writes everything else) and sets
// X-RateLimit-Limit, -Remaining and -Reset (seconds until the window
// ends) from the tighter of the two. Over budget it answers 429 with
// Retry-After.
func (a *API) rateLimit(c *fiber.Ctx) error {
	write := true
	switch c.Method() {
	case fiber.MethodGet, fiber.MethodHead, fiber.MethodOptions:
		write = false
	}
	credential := c.Get(fiber.HeaderAuthorization)
	if credential == "" && c.Path() == feedPath && c.Query("key") != "" {
		credential = "key " + c.Query("key") // a feed's key is in its URL
	}
	v, ok := a.budgets.Take(c.UserContext(), write, middleware.GetClientIP(c), credential)
	if !ok {
		return nil
	}
	if e := v.Apply(c); e != nil {
		return e
	}
	return nil
}

// Apply sets the X-RateLimit-Limit, -Remaining and -Reset headers of v
// and, over budget, Retry-After; over budget it returns the rate_limited
// error to answer with, else nil.
func (v Verdict) Apply(c *fiber.Ctx) *modules.Error {
	c.Set("X-RateLimit-Limit", strconv.Itoa(v.Limit))
	c.Set("X-RateLimit-Remaining", strconv.Itoa(v.Remaining))
	c.Set("X-RateLimit-Reset", strconv.Itoa(v.Reset))
	if v.Allowed {
		return nil
	}
	c.Set(fiber.HeaderRetryAfter, strconv.Itoa(v.Reset))
	return RateLimitedError(v)
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
