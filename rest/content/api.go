package content

import (
	"log/slog"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/rest/middleware"
	"corkboard/rest/respcache"
)

// Options tune the content interface.
type Options struct {
	// PublicURL is the base of absolute links, without a trailing slash.
	PublicURL string
	// BodyLimit bounds JSON request bodies (default 1 MiB).
	BodyLimit int64
	// RateLimits are the request budgets per API key and per client IP.
	RateLimits RateLimits
	// Budgets, when set, counts the requests instead of new budgets over
	// RateLimits: pass the one GraphQL counts against too.
	Budgets *Budgets
	// OriginCacheTTL is how long the companies' allowed CORS origins are
	// cached (default 30s; negative: not cached).
	OriginCacheTTL time.Duration
	Logger         *slog.Logger
	// Metrics receives the origin cache's hits and misses (nil: none).
	Metrics modules.Metrics
	// Cache keeps the job reads of API keys (nil: none); see
	// CacheHeaders.
	Cache *respcache.Cache
}

// CacheHeaders are the headers a content response is kept with.
var CacheHeaders = []string{fiber.HeaderContentLanguage, fiber.HeaderVary, fiber.HeaderCacheControl, fiber.HeaderXContentTypeOptions}

// API serves /content/v1. Build it with New, mount Guard before the
// authentication middleware and Routes after it.
type API struct {
	careers *careers.Module
	opts    Options
	budgets *Budgets
	origins *originCache
	doc     openAPI
}

// New builds the content interface over the careers module.
func New(m *careers.Module, opts Options) *API {
	if opts.BodyLimit <= 0 {
		opts.BodyLimit = 1 << 20
	}
	if opts.OriginCacheTTL == 0 {
		opts.OriginCacheTTL = 30 * time.Second
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	opts.PublicURL = strings.TrimRight(opts.PublicURL, "/")
	if opts.Budgets == nil {
		opts.Budgets = NewBudgets(opts.RateLimits, opts.Logger)
	}
	return &API{
		careers: m,
		opts:    opts,
		budgets: opts.Budgets,
		doc:     newOpenAPI(opts.PublicURL),
		origins: &originCache{load: m.Companies.AllOrigins, ttl: opts.OriginCacheTTL, lookup: func(hit bool) {
			if opts.Metrics != nil {
				opts.Metrics.CacheLookup("cors_origins", hit)
			}
		}},
	}
}

// Guard mounts what runs before authentication on /content/v1: CORS
// headers and preflight answers (a preflight carries no credentials) and
// the rate limits, so that failed authentications are counted too.
func (a *API) Guard(r fiber.Router) {
	r.Use(Prefix, a.guard)
}

// Routes mounts the endpoints; r must authenticate first.
func (a *API) Routes(r fiber.Router) {
	admitted := func(h fiber.Handler) fiber.Handler {
		return func(c *fiber.Ctx) error {
			if err := a.admit(c); err != nil {
				return err
			}
			return h(c)
		}
	}
	get := func(path string, h fiber.Handler) {
		middleware.Methods(r, Prefix+path, map[string]fiber.Handler{fiber.MethodGet: admitted(h)})
	}
	post := func(path string, h fiber.Handler) {
		middleware.Methods(r, Prefix+path, map[string]fiber.Handler{fiber.MethodPost: admitted(h)})
	}
	get("/company", a.getCompany)
	get("/locations", a.listLocations)
	get("/jobs", a.listJobs)
	get("/jobs/:job_id<int>", a.getJob)
	post("/applications", a.createApplication)
	get("/applications/:application_id<int>", a.getApplication)
	post(strings.TrimPrefix(uploadPath, Prefix), a.uploadFile)
	// The document is public: no key needed (bad credentials are still
	// refused by the authentication before it).
	middleware.Methods(r, Prefix+"/openapi.json", map[string]fiber.Handler{fiber.MethodGet: a.serveOpenAPI})
}

// cached serves h through the response cache when the caller's answers
// may be shared: keyed by URL, company and languages asked for.
func (a *API) cached(c *fiber.Ctx, h func() error) error {
	view, ok := careers.ContentView(c.UserContext())
	if !ok || !a.opts.Cache.Enabled() {
		return h()
	}
	langs := strings.Join(careers.ParseAcceptLanguage(c.Get(fiber.HeaderAcceptLanguage)), ",")
	return a.opts.Cache.Serve(c, respcache.Key(c, view, langs), h)
}

// link builds an absolute URL of the content interface.
func (a *API) link(path string) string {
	return a.opts.PublicURL + Prefix + path
}
