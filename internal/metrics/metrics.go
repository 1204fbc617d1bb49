// Package metrics exports Corkboard's Prometheus metrics: HTTP requests by
// route and status with latency histograms, database pool use, upload
// bytes, cache hits and background sweep runs.
package metrics

import (
	"context"
	"database/sql"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/adaptor"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/uptrace/bun"
)

// Registry holds the collectors of one process. It implements
// modules.Metrics.
type Registry struct {
	reg       *prometheus.Registry
	requests  *prometheus.CounterVec
	latency   *prometheus.HistogramVec
	uploads   *prometheus.CounterVec
	cache     *prometheus.CounterVec
	sweeps    *prometheus.CounterVec
	sweptRows *prometheus.CounterVec
	queries   prometheus.Counter
	webhooks  *prometheus.HistogramVec
}

// New builds a registry with Go runtime, process and database pool
// collectors.
func New(db *sql.DB) *Registry {
	r := &Registry{reg: prometheus.NewRegistry()}
	r.requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "corkboard_http_requests_total", Help: "HTTP requests by method, route and status.",
	}, []string{"method", "route", "status"})
	r.latency = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "corkboard_http_request_duration_seconds", Help: "HTTP request latency by method and route.",
		Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
	}, []string{"method", "route"})
	r.uploads = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "corkboard_upload_bytes_total", Help: "Bytes stored by uploads, by kind.",
	}, []string{"kind"})
	r.cache = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "corkboard_cache_lookups_total", Help: "Cache lookups by cache and result (hit or miss).",
	}, []string{"cache", "result"})
	r.sweeps = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "corkboard_sweep_runs_total", Help: "Background sweep runs by sweep and result.",
	}, []string{"sweep", "result"})
	r.sweptRows = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "corkboard_sweep_removed_total", Help: "Items removed by background sweeps.",
	}, []string{"sweep"})
	r.queries = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "corkboard_db_queries_total", Help: "SQL statements sent to the database (BEGIN and COMMIT included).",
	})
	r.webhooks = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "corkboard_webhook_attempts_seconds", Help: "Webhook delivery attempts by result (delivered or failed) and their duration.",
		Buckets: []float64{.01, .05, .1, .25, .5, 1, 2.5, 5, 10},
	}, []string{"result"})
	r.reg.MustRegister(r.requests, r.latency, r.uploads, r.cache, r.sweeps, r.sweptRows, r.queries, r.webhooks,
		// The default Go figures, plus the heap marked live by the last GC
		// (go_gc_heap_live_bytes): the memory a leak would grow.
		collectors.NewGoCollector(collectors.WithGoCollectorRuntimeMetrics(
			collectors.GoRuntimeMetricsRule{Matcher: regexp.MustCompile(`^/gc/heap/live:bytes$`)})),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	if db != nil {
		r.reg.MustRegister(collectors.NewDBStatsCollector(db, "corkboard"))
	}
	return r
}

// QueryHook counts every statement bun sends (corkboard_db_queries_total);
// add it to each *bun.DB of the process.
func (r *Registry) QueryHook() bun.QueryHook { return queryHook{r.queries} }

type queryHook struct{ n prometheus.Counter }

func (h queryHook) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (h queryHook) AfterQuery(context.Context, *bun.QueryEvent) { h.n.Inc() }

// Middleware records every request under its route template (never the raw
// path, to keep label cardinality bounded).
func (r *Registry) Middleware() fiber.Handler {
	return func(c *fiber.Ctx) error {
		start := time.Now()
		err := c.Next() // the access log below has already rendered errors
		status := c.Response().StatusCode()
		route := "unmatched"
		if rt := c.Route(); rt != nil && rt.Path != "/" && rt.Path != "" {
			route = rt.Path
		}
		// Labels outlive the request: copy out of fasthttp's reused buffers.
		method := strings.Clone(c.Method())
		r.requests.WithLabelValues(method, route, strconv.Itoa(status)).Inc()
		r.latency.WithLabelValues(method, route).Observe(time.Since(start).Seconds())
		return err
	}
}

// Handler serves the Prometheus text format.
func (r *Registry) Handler() fiber.Handler {
	return adaptor.HTTPHandler(promhttp.HandlerFor(r.reg, promhttp.HandlerOpts{}))
}

// UploadBytes implements modules.Metrics.
func (r *Registry) UploadBytes(kind string, n int64) { r.uploads.WithLabelValues(kind).Add(float64(n)) }

// CacheLookup implements modules.Metrics.
func (r *Registry) CacheLookup(cache string, hit bool) {
	result := "miss"
	if hit {
		result = "hit"
	}
	r.cache.WithLabelValues(cache, result).Inc()
}

// SweepRun implements modules.Metrics.
func (r *Registry) SweepRun(sweep string, removed int, err error) {
	result := "ok"
	if err != nil {
		result = "error"
	}
	r.sweeps.WithLabelValues(sweep, result).Inc()
	r.sweptRows.WithLabelValues(sweep).Add(float64(removed))
}

// WebhookAttempt implements modules.Metrics.
func (r *Registry) WebhookAttempt(ok bool, d time.Duration) {
	result := "delivered"
	if !ok {
		result = "failed"
	}
	r.webhooks.WithLabelValues(result).Observe(d.Seconds())
}

// WebhookQueue exports corkboard_webhook_queue_depth: the deliveries
// waiting (due, scheduled for a retry, or running), read at each scrape.
func (r *Registry) WebhookQueue(depth func() (int, error)) {
	r.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "corkboard_webhook_queue_depth",
		Help: "Webhook deliveries waiting to be attempted or running (all instances).",
	}, func() float64 {
		n, err := depth()
		if err != nil {
			return -1
		}
		return float64(n)
	}))
}

// RateLimitRedis exports the state of the rate limits' Redis store:
// corkboard_ratelimit_redis_up (1 while the counters are in Redis, 0 while
// they fall back on this instance's memory) and
// corkboard_ratelimit_redis_fallback_total (operations counted in memory
// because Redis could not be reached). Call it once, when Redis is
// configured.
func (r *Registry) RateLimitRedis(up func() bool, fallbacks func() uint64) {
	r.reg.MustRegister(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "corkboard_ratelimit_redis_up",
			Help: "1 while the rate-limit counters are kept in Redis, 0 while this instance counts in memory because Redis is unreachable.",
		}, func() float64 {
			if up() {
				return 1
			}
			return 0
		}),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "corkboard_ratelimit_redis_fallback_total",
			Help: "Rate-limit counter operations served in memory because Redis was unreachable.",
		}, func() float64 { return float64(fallbacks()) }))
}
