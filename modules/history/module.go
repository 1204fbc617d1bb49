// Package history is the history module: the revisions of content
// records (jobs, events, venues, organizers, categories, tags, locations,
// the company profile) and the audit trail, both written in the
// transaction of the change they record (it implements
// modules.Recorder, wired in internal/app).
//
// Who may call: revisions are read and restored by whoever may edit the
// record (the module owning the record decides, see Keeper): editors and
// admins, contributors for their own drafts; API keys get CodeForbidden.
// The audit trail is read by admins only and never written through an
// API.
package history

import (
	"embed"
	"io/fs"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun/migrate"

	"corkboard/internal/changes"
	"corkboard/internal/jobs"
	"corkboard/internal/migrations"
	"corkboard/modules"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Settings tune the module; zero values take the defaults.
type Settings struct {
	// KeepRevisions is how many revisions each record keeps, the newest
	// (default 50; CORKBOARD_REVISIONS_KEEP).
	KeepRevisions int
	// AuditRetention is how long audit entries are kept (default one
	// year; CORKBOARD_AUDIT_RETENTION).
	AuditRetention time.Duration
}

// DefaultKeepRevisions and DefaultAuditRetention are the defaults of
// Settings.
const (
	DefaultKeepRevisions  = 50
	DefaultAuditRetention = 365 * 24 * time.Hour
)

func (s *Settings) defaults() {
	if s.KeepRevisions <= 0 {
		s.KeepRevisions = DefaultKeepRevisions
	}
	if s.AuditRetention <= 0 {
		s.AuditRetention = DefaultAuditRetention
	}
}

// Module is the history module. Build it with New.
type Module struct {
	deps     modules.Deps
	settings Settings
	jobs     *jobs.Runner
	keepers  map[string]Keeper
}

// New builds the module and registers its retention worker on runner.
func New(deps modules.Deps, runner *jobs.Runner, settings Settings) *Module {
	settings.defaults()
	m := &Module{deps: deps, settings: settings, jobs: runner, keepers: map[string]Keeper{}}
	// Its own area: history written with other modules' changes leaves
	// their caches as the change itself does.
	deps.Changes.Declare("history", changes.Tables(m.Models()...)...)
	jobs.Register(runner, &pruneWorker{m: m})
	return m
}

// Configure replaces the settings (zero values: the defaults).
func (m *Module) Configure(settings Settings) {
	settings.defaults()
	m.settings = settings
}

// Keep names the module that owns records of the types: it decides who
// may read their history and restores them.
func (m *Module) Keep(k Keeper, types ...string) {
	for _, t := range types {
		m.keepers[t] = k
	}
}

// SchedulePruning removes audit entries older than the retention every
// hour (on the job machinery's leader).
func (m *Module) SchedulePruning() {
	m.jobs.Every(time.Hour, func() river.JobArgs { return pruneArgs{} })
}

// Name implements modules.Module.
func (m *Module) Name() string { return "history" }

// Models implements modules.Module.
func (m *Module) Models() []any { return []any{(*Revision)(nil), (*Entry)(nil)} }

// Migrations implements modules.Module.
func (m *Module) Migrations() *migrate.Migrations {
	return migrations.FromFiles(m.MigrationFiles())
}

// MigrationFiles implements migrator.Source.
func (m *Module) MigrationFiles() fs.FS { return migrations.Sub(migrationFiles, "migrations") }
