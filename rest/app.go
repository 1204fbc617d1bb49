// Package rest builds Corkboard's Fiber application: the shared middleware,
// the one error handler, health checks, signed file downloads, and the
// mounts of both interfaces, GraphQL and the admin.
package rest

import (
	"log/slog"
	"net/http"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/adaptor"
	"github.com/gofiber/fiber/v2/middleware/pprof"
	"github.com/gofiber/fiber/v2/middleware/recover"
	"github.com/uptrace/bun"

	"corkboard/graph"
	"corkboard/internal/changes"
	"corkboard/internal/metrics"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/calendar"
	"corkboard/modules/careers"
	"corkboard/modules/media"
	"corkboard/rest/admin"
	"corkboard/rest/admission"
	restcalendar "corkboard/rest/calendar"
	"corkboard/rest/content"
	"corkboard/rest/middleware"
	"corkboard/rest/respcache"
	"corkboard/storage"
)

// DefaultBodyLimit bounds every request body except streamed uploads,
// which have their own per-kind limits.
const DefaultBodyLimit = 1 << 20

// Config is what the app is built from.
type Config struct {
	Logger   *slog.Logger
	DB       *bun.DB
	Storage  storage.Storage
	Signer   *storage.Signer // verifies /files/ URLs of the local driver; nil for S3
	Accounts *accounts.Module
	// Careers serves the content interface (/content/v1) when set.
	Careers *careers.Module
	// Content tunes the content interface (links, rate limits, CORS).
	Content content.Options
	// Media serves the media library's images under /media/.
	Media *media.Module
	// Calendar serves interface B under /calendar/events/v1 and the
	// language roots.
	Calendar *calendar.Module
	// PublicURL is the base of absolute links, without a trailing slash.
	PublicURL string
	// GraphQL serves /graphql (POST and GET; package graph is the whole
	// transport): it authenticates with the same
	// accounts.Authenticator.Resolve itself, bounds JSON bodies by
	// BodyLimit and uploads by its own limit.
	GraphQL *graph.Handler
	// Admin serves /admin and everything below it.
	Admin http.Handler
	// BodyLimit overrides DefaultBodyLimit when > 0.
	BodyLimit int
	// ReadTimeout bounds reading one request, upload included.
	ReadTimeout time.Duration
	// Metrics, when set, records every request and serves GET /metrics.
	Metrics *metrics.Registry
	// Clock is the current time for the login throttle and the response
	// caches; nil is time.Now.
	Clock func() time.Time
	// Pprof serves Go's profiles under /debug/pprof/ (for operators only).
	Pprof bool
	// Changes is the data version the response caches compare.
	Changes *changes.Changes
	// ResponseCacheTTL is how long a rendered read response may be served
	// again (while no write happened); 0 disables the response caches.
	ResponseCacheTTL time.Duration
	// ReadConcurrency bounds how many cacheable reads are rendered at
	// once, the others waiting in order of arrival (see package
	// admission); 0 means no bound.
	ReadConcurrency int
	// TrustedProxies are the reverse proxies whose X-Forwarded-For names
	// the client (for the per-IP rate limits, the login throttle and the
	// access log); none: the connection's peer is the client.
	TrustedProxies middleware.TrustedProxies
}

// New builds the Fiber app.
func New(cfg Config) *fiber.App {
	if cfg.BodyLimit <= 0 {
		cfg.BodyLimit = DefaultBodyLimit
	}
	if cfg.ReadTimeout <= 0 {
		cfg.ReadTimeout = 60 * time.Second
	}
	app := fiber.New(fiber.Config{
		AppName:           "corkboard",
		ErrorHandler:      errorHandler(cfg.Logger),
		BodyLimit:         cfg.BodyLimit,
		StreamRequestBody: true,
		// Multipart bodies are parsed as streams by the handlers, never
		// spooled by fasthttp before the handler runs.
		DisablePreParseMultipartForm: true,
		ReadTimeout:                  cfg.ReadTimeout,
		WriteTimeout:                 60 * time.Second,
		IdleTimeout:                  90 * time.Second,
		ReadBufferSize:               16 << 10,
		DisableStartupMessage:        true,
		Immutable:                    false,
	})
	app.Use(middleware.RequestID())
	if len(cfg.TrustedProxies) > 0 {
		app.Use(middleware.ClientIP(cfg.TrustedProxies))
	}
	app.Use(middleware.Client())
	if cfg.Metrics != nil {
		app.Use(cfg.Metrics.Middleware()) // outside AccessLog, which renders errors
	}
	app.Use(middleware.AccessLog(cfg.Logger))
	app.Use(recover.New(recover.Config{EnableStackTrace: true, StackTraceHandler: func(c *fiber.Ctx, e any) {
		cfg.Logger.ErrorContext(c.UserContext(), "panic", slog.Any("panic", e), slog.String("request_id", middleware.GetRequestID(c)))
	}}))
	// URLs and every body but a streamed upload are checked here: the
	// body is read within the limit, text must be UTF-8.
	app.Use(middleware.ValidURL())
	app.Use(middleware.BodyLimit(cfg.BodyLimit, func(c *fiber.Ctx) bool {
		// These read their bodies as bounded streams themselves.
		return content.StreamsBody(c) || (cfg.GraphQL != nil && c.Path() == "/graphql")
	}))

	h := &health{db: cfg.DB, storage: cfg.Storage}
	middleware.Methods(app, "/healthz", map[string]fiber.Handler{fiber.MethodGet: h.live})
	middleware.Methods(app, "/readyz", map[string]fiber.Handler{fiber.MethodGet: h.ready})
	if cfg.Metrics != nil {
		middleware.Methods(app, "/metrics", map[string]fiber.Handler{fiber.MethodGet: cfg.Metrics.Handler()})
	}
	if cfg.Pprof {
		app.Use(pprof.New())
	}
	if cfg.Signer != nil {
		f := &files{storage: cfg.Storage, signer: cfg.Signer, careers: cfg.Careers}
		middleware.Methods(app, "/files/*", map[string]fiber.Handler{fiber.MethodGet: f.get})
	}
	// The admin's endpoints first: the app's catch-all below would answer
	// them with index.html.
	admin.Mount(app, admin.Config{Accounts: cfg.Accounts, Clock: cfg.Clock})
	if cfg.Admin != nil {
		spa := adaptor.HTTPHandler(cfg.Admin)
		app.Get("/admin", spa)
		app.Get("/admin/*", spa)
	}

	gate := admission.New(cfg.ReadConcurrency) // one for every interface: they share the database
	newCache := func(name string, headers []string) *respcache.Cache {
		return respcache.New(respcache.Config{Name: name, TTL: cfg.ResponseCacheTTL, Headers: headers,
			Clock: cfg.Clock, Changes: cfg.Changes, Metrics: metricsOf(cfg.Metrics), Gate: gate})
	}
	if cfg.Content.Budgets == nil {
		// One set of budgets for every transport's writes: the content
		// interface, the calendar's writes and (given by internal/app) GraphQL.
		cfg.Content.Budgets = content.NewBudgets(cfg.Content.RateLimits, cfg.Logger)
	}
	var contentAPI *content.API
	if cfg.Careers != nil {
		cfg.Content.Cache = newCache("content", content.CacheHeaders)
		if cfg.Content.Logger == nil {
			cfg.Content.Logger = cfg.Logger
		}
		if cfg.Content.BodyLimit <= 0 {
			cfg.Content.BodyLimit = int64(cfg.BodyLimit)
		}
		contentAPI = content.New(cfg.Careers, cfg.Content)
		contentAPI.Guard(app) // CORS preflight and rate limits see unauthenticated requests
		// The feed reads its key from its URL, never from the headers the
		// authentication middleware reads: mounted before it.
		contentAPI.Feeds(app, cfg.Accounts.Auth)
	}
	if cfg.GraphQL != nil {
		// Mounted before Authenticate: the GraphQL handler authenticates
		// itself with the same function.
		var origins graph.OriginCheck
		if contentAPI != nil {
			origins = contentAPI.OriginAllowed
		}
		mountGraphQL(app, cfg.GraphQL, int64(cfg.BodyLimit), origins, newCache("graphql", graph.CORSHeaders))
	}
	if cfg.Media != nil {
		mf := &mediaFiles{images: cfg.Media.Images}
		middleware.Methods(app, "/media/:id/:name?", map[string]fiber.Handler{fiber.MethodGet: mf.get})
	}
	if cfg.Calendar != nil && cfg.Media != nil {
		app.Use(calendarWriteLimit(cfg.Content.Budgets))
	}
	app.Use(middleware.Authenticate(cfg.Accounts.Auth))
	if cfg.Calendar != nil && cfg.Media != nil {
		restcalendar.Mount(app, restcalendar.Config{Calendar: cfg.Calendar, Images: cfg.Media.Images, PublicURL: cfg.PublicURL,
			Cache: newCache("calendar", restcalendar.CacheHeaders)})
	}
	if contentAPI != nil {
		contentAPI.Routes(app)
	}
	return app
}

// metricsOf is the sink of domain metrics (none without a registry).
func metricsOf(r *metrics.Registry) modules.Metrics {
	if r == nil {
		return modules.NopMetrics{}
	}
	return r
}

// unavailable reports a dependency outage in the error vocabulary.
func unavailable(what string, err error) *modules.Error {
	return &modules.Error{Code: modules.CodeUnavailable, Message: what + " is unavailable", Err: err}
}
