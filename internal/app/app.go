// Package app is the composition root shared by the corkboard command and
// the tests: it lists the modules explicitly and builds the HTTP app from
// them, so tests run exactly the production wiring.
package app

import (
	"context"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/uptrace/bun"

	"corkboard/graph"
	"corkboard/internal/changes"
	"corkboard/internal/jobs"
	"corkboard/internal/metrics"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/calendar"
	"corkboard/modules/careers"
	"corkboard/modules/history"
	"corkboard/modules/media"
	"corkboard/modules/webhooks"
	"corkboard/rest"
	"corkboard/rest/content"
	"corkboard/rest/middleware"
	"corkboard/storage"
	"corkboard/web"
)

// Modules are Corkboard's feature modules, built from one Deps.
type Modules struct {
	Deps     modules.Deps
	Accounts *accounts.Module
	Media    *media.Module
	Careers  *careers.Module
	Calendar *calendar.Module
	// Jobs runs background work (webhook deliveries, the upload sweep);
	// serve starts it, tests may.
	Jobs *jobs.Runner
	// Webhooks is the notifier of every module's writes (Deps.Notifier).
	Webhooks *webhooks.Module
	// History keeps revisions and the audit trail of every module's
	// writes (Deps.Recorder).
	History *history.Module
}

// NewModules builds every module and registers their models with bun.
// Unless deps carries one, it makes the Changes version and adds its
// hook to deps.DB, so that every write invalidates the caches.
func NewModules(deps modules.Deps) *Modules { return NewModulesWith(deps, jobs.Config{}) }

// NewModulesWith is NewModules with the job machinery tuned by jobsCfg.
func NewModulesWith(deps modules.Deps, jobsCfg jobs.Config) *Modules {
	if deps.Changes == nil {
		deps.Changes = new(changes.Changes)
		deps.DB.AddQueryHook(deps.Changes.Hook())
	}
	if deps.Reads != nil && deps.Reads.Changes == nil {
		deps.Reads.Changes = deps.Changes // the write rate that picks the pool
	}
	m := &Modules{Deps: deps}
	runner, err := jobs.New(deps.DB, deps.Logger, jobsCfg)
	if err != nil {
		panic(err) // a configuration bug of this package, caught by every test
	}
	m.Jobs = runner
	m.History = history.New(deps, runner, history.Settings{})
	deps.Recorder = m.History
	m.Webhooks = webhooks.New(deps, runner, webhooks.Settings{})
	deps.Notifier = m.Webhooks
	m.Deps = deps
	m.Accounts = accounts.New(deps)
	m.Media = media.New(deps)
	m.Careers = careers.New(deps, m.Media.Images, m.Accounts.Companies)
	m.Calendar = calendar.New(deps, m.Media.Images)
	m.History.Keep(m.Careers, careers.RecordTypes...)
	m.History.Keep(m.Calendar, calendar.RecordTypes...)
	for _, mod := range m.List() {
		deps.DB.RegisterModel(mod.Models()...)
	}
	return m
}

// List returns the modules in migration order.
func (m *Modules) List() []modules.Module {
	return []modules.Module{jobs.Module{}, m.Accounts, m.Webhooks, m.History, m.Media, m.Careers, m.Calendar}
}

// HTTPConfig tunes the HTTP app.
type HTTPConfig struct {
	// Signer verifies the local driver's download URLs; nil with S3.
	Signer *storage.Signer
	// DisableIntrospection turns GraphQL introspection and GraphiQL off.
	DisableIntrospection bool
	// Metrics, when set, serves GET /metrics; pass the same registry as
	// Deps.Metrics.
	Metrics *metrics.Registry
	// RateLimits of the content interface (zero: the defaults).
	RateLimits content.RateLimits
	// OriginCacheTTL is how long CORS origins are cached (0: 30s).
	OriginCacheTTL time.Duration
	// ReadTimeout bounds reading one request, upload included (0: 60s).
	ReadTimeout time.Duration
	// Pprof serves Go's profiles under /debug/pprof/.
	Pprof bool
	// ResponseCacheTTL is how long a rendered read may be served again
	// while nothing was written (0: DefaultResponseCacheTTL; negative:
	// no response cache).
	ResponseCacheTTL time.Duration
	// ReadConcurrency bounds how many reads that miss the response cache
	// are rendered at once (0: as many as the read pool has connections;
	// negative: no bound).
	ReadConcurrency int
	// TrustedProxies are the reverse proxies whose X-Forwarded-For is
	// believed (CORKBOARD_TRUSTED_PROXIES).
	TrustedProxies middleware.TrustedProxies
}

// DefaultResponseCacheTTL bounds how stale a cached read may be with
// regard to the clock and to other processes' writes.
const DefaultResponseCacheTTL = time.Second

// HTTP builds the Fiber app serving every interface.
func (m *Modules) HTTP(cfg HTTPConfig) *fiber.App {
	log := m.Deps.Logger
	ttl := cfg.ResponseCacheTTL
	switch {
	case ttl == 0:
		ttl = DefaultResponseCacheTTL
	case ttl < 0:
		ttl = 0
	}
	reads := cfg.ReadConcurrency
	if reads == 0 {
		if pool, ok := m.Deps.Reader().(*bun.DB); ok {
			reads = pool.DB.Stats().MaxOpenConnections
		}
	}
	// One set of budgets for the content interface and GraphQL: a request
	// counts against the same per-key and per-IP budgets whichever
	// transport carries it.
	budgets := content.NewBudgets(cfg.RateLimits, log)
	return rest.New(rest.Config{
		Changes: m.Deps.Changes, ResponseCacheTTL: ttl, ReadConcurrency: reads, TrustedProxies: cfg.TrustedProxies,
		Logger: log, DB: m.Deps.DB, Storage: m.Deps.Storage, Signer: cfg.Signer,
		Accounts: m.Accounts, Metrics: cfg.Metrics, Clock: m.Deps.Clock,
		Careers: m.Careers,
		Content: content.Options{PublicURL: m.Deps.Config.PublicURL, RateLimits: cfg.RateLimits, Budgets: budgets,
			OriginCacheTTL: cfg.OriginCacheTTL, Metrics: m.Deps.M()},
		Media: m.Media, Calendar: m.Calendar, PublicURL: m.Deps.Config.PublicURL,
		GraphQL: graph.NewHandler(graph.Config{Accounts: m.Accounts, Careers: m.Careers, Calendar: m.Calendar,
			Media: m.Media, Webhooks: m.Webhooks, History: m.History, Logger: log, PublicURL: m.Deps.Config.PublicURL, DisableIntrospection: cfg.DisableIntrospection,
			RateLimit: graphQLRateLimit(budgets)}),
		Admin:       web.Handler(),
		ReadTimeout: cfg.ReadTimeout,
		Pprof:       cfg.Pprof,
	})
}

// graphQLRateLimit counts GraphQL requests against budgets.
func graphQLRateLimit(budgets *content.Budgets) graph.RateLimit {
	return func(ctx context.Context, c graph.RateCaller, write bool) (graph.RateVerdict, bool) {
		v, ok := budgets.Take(ctx, write, c.IP, c.Credential)
		return graph.RateVerdict(v), ok
	}
}
