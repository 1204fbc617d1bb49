// Package webhooks is the webhooks module: a company's endpoints, the
// notifications of its changes written in the same transaction as each
// change (a durable outbox on the job machinery), their signed delivery
// (Standard Webhooks) with retries, and the delivery log.
//
// Who may call: admin users with the admin role and the system manage
// endpoints of the company they name; editors, contributors and API keys
// get CodeForbidden; a foreign or unknown id is CodeNotFound.
package webhooks

import (
	"context"
	"embed"
	"io/fs"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"

	"corkboard/internal/changes"
	"corkboard/internal/jobs"
	"corkboard/internal/migrations"
	"corkboard/modules"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Settings tune the module; zero values take the defaults (New).
type Settings struct {
	// SecretKey, when set, encrypts endpoints' signing secrets at rest
	// (AES-256-GCM under a key derived from it): a database dump does not
	// reveal them (CORKBOARD_WEBHOOK_SECRET_KEY).
	SecretKey string
	// AllowPrivate lets endpoints resolve to loopback, private,
	// link-local and metadata addresses (CORKBOARD_WEBHOOK_ALLOW_PRIVATE).
	AllowPrivate bool
	// Timeout bounds one delivery attempt (default 10s).
	Timeout time.Duration
	// Backoff is the wait before each retry (default 5s, 1m, 5m, 30m, 2h,
	// 8h, 24h: 8 attempts over about 35 hours), each with ±10 % jitter.
	Backoff []time.Duration
	// DisableAfter disables an endpoint whose deliveries have failed
	// without a success for this long (default 72h).
	DisableAfter time.Duration
	// LogRetention is how long delivery attempts are kept (default 30 days).
	LogRetention time.Duration
	// PerEndpoint bounds concurrent deliveries to one endpoint in one
	// process (default 4).
	PerEndpoint int
}

func (s *Settings) defaults() {
	if s.Timeout <= 0 {
		s.Timeout = 10 * time.Second
	}
	if len(s.Backoff) == 0 {
		s.Backoff = []time.Duration{5 * time.Second, time.Minute, 5 * time.Minute, 30 * time.Minute,
			2 * time.Hour, 8 * time.Hour, 24 * time.Hour}
	}
	if s.DisableAfter <= 0 {
		s.DisableAfter = 72 * time.Hour
	}
	if s.LogRetention <= 0 {
		s.LogRetention = 30 * 24 * time.Hour
	}
	if s.PerEndpoint <= 0 {
		s.PerEndpoint = 4
	}
}

// Module is the webhooks module. Build it with New.
type Module struct {
	deps     modules.Deps
	settings Settings
	jobs     *jobs.Runner
	log      *slog.Logger
	// Endpoints manages endpoints and their delivery log.
	Endpoints *EndpointService
	sender    *sender
	seal      sealer
	renderer  Renderer
}

// New builds the module on the job machinery and registers its workers
// (delivery, log pruning).
func New(deps modules.Deps, runner *jobs.Runner, settings Settings) *Module {
	settings.defaults()
	log := deps.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	m := &Module{deps: deps, settings: settings, jobs: runner, log: log}
	// Its own area: the deliveries written with other modules' changes
	// leave their caches warm.
	deps.Changes.Declare("webhooks", changes.Tables(m.Models()...)...)
	m.sender = newSender(settings)
	m.seal = newSealer(settings.SecretKey)
	m.Endpoints = &EndpointService{m: m}
	jobs.Register(runner, &deliverWorker{m: m, slots: newSlots(settings.PerEndpoint)})
	jobs.Register(runner, &pruneWorker{m: m})
	return m
}

// Configure replaces the settings (zero values: the defaults). Call it
// before serving or starting the jobs.
func (m *Module) Configure(settings Settings) {
	settings.defaults()
	m.settings = settings
	m.sender = newSender(settings)
	m.seal = newSealer(settings.SecretKey)
}

// QueueDepth counts the deliveries waiting to be attempted or running,
// across instances.
func (m *Module) QueueDepth(ctx context.Context) (int, error) {
	return m.deps.DB.NewSelect().Table("river_job").Where("queue = ?", jobs.QueueWebhooks).
		Where("state IN (?)", bun.In([]string{"available", "retryable", "scheduled", "running", "pending"})).Count(ctx)
}

// SchedulePruning removes delivery attempts older than the retention
// every hour (on the job machinery's leader).
func (m *Module) SchedulePruning() {
	m.jobs.Every(time.Hour, func() river.JobArgs { return pruneArgs{} })
}

// Name implements modules.Module.
func (m *Module) Name() string { return "webhooks" }

// Models implements modules.Module.
func (m *Module) Models() []any { return []any{(*Endpoint)(nil), (*Delivery)(nil)} }

// Migrations implements modules.Module.
func (m *Module) Migrations() *migrate.Migrations {
	return migrations.FromFiles(m.MigrationFiles())
}

// MigrationFiles implements migrator.Source.
func (m *Module) MigrationFiles() fs.FS { return migrations.Sub(migrationFiles, "migrations") }
