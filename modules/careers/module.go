// Package careers is the careers module: its bun models, migrations, validation and
// services. It knows nothing of HTTP or GraphQL.
//
// Services (one method per use case, ctx first, the caller read from ctx):
//
//	Companies    the company profile of the current company, its logo (uploaded or
//	             copied from the media library), its CORS origins
//	Locations    a company's offices
//	Categories   job categories
//	Jobs         job postings with their translations, categories and locations
//	Files        queued uploads (sniffed, size-limited, expiring) and the expiry sweep
//	Applications job applications, with idempotent creation, answers and consents
//	Questions    the application questions of jobs and the company's defaults
//	Consents     the consents a company asks applicants for, versioned
//	CareerSettings whether a company takes open applications (without a job)
//
// Who may call: an API key acts on its own company only (content:read for
// reads, content:write for applications and uploads); admin users act on
// any company they name (editors and admins write, contributors read); the
// system (CLI, background sweep) may do everything. A foreign id is
// CodeNotFound, never CodeForbidden. Access is checked before the input is
// validated, so callers without the right learn nothing from field errors.
package careers

import (
	"context"
	"embed"
	"io/fs"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"

	"corkboard/internal/changes"
	"corkboard/internal/migrations"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/media"
)

//go:embed all:migrations
var migrationFiles embed.FS

// Settings tune the module; New fills the defaults. Change them before
// serving requests.
type Settings struct {
	// FileTTL is how long a queued, unattached upload lives (default 24h).
	FileTTL time.Duration
	// MaxImageBytes and MaxDocumentBytes bound uploads per kind
	// (default 5 MiB and 10 MiB).
	MaxImageBytes    int64
	MaxDocumentBytes int64
	// MaxImagePixels bounds an image's width×height (default 40
	// megapixels), read from its header: a small file can declare a
	// huge image that would take gigabytes to decode.
	MaxImagePixels int64
	// URLTTL is the lifetime of the signed URLs of logos and job images
	// (default 24h).
	URLTTL time.Duration
	// OrphanGrace is how old an object no row refers to must be before the
	// sweep deletes it (default 1h; by the storage's clock).
	OrphanGrace time.Duration
	// OrphanSweepEvery is how often SweepExpiredFiles also lists the
	// storage for orphans (default 6h): listing grows with every stored
	// file, unlike the expiry sweep, which reads an index.
	OrphanSweepEvery time.Duration
}

// DefaultSettings are the settings New starts from.
func DefaultSettings() Settings {
	return Settings{
		FileTTL:          24 * time.Hour,
		MaxImageBytes:    5 << 20,
		MaxDocumentBytes: 10 << 20,
		MaxImagePixels:   media.MaxImagePixels,
		URLTTL:           24 * time.Hour,
		OrphanGrace:      time.Hour,
		OrphanSweepEvery: 6 * time.Hour,
	}
}

// Module is the careers module. Build it with New.
type Module struct {
	deps     modules.Deps
	Settings *Settings

	Companies      *CompanyService
	Locations      *LocationService
	Categories     *CategoryService
	Jobs           *JobService
	Files          *FileService
	Applications   *ApplicationService
	Questions      *QuestionService
	Consents       *ConsentService
	CareerSettings *SettingsService
	// Consistency checks rows against the storage (corkboard doctor).
	Consistency *Consistency
}

// New builds the module and its services. images is the media library
// company logos may be chosen from; companies writes the companies table
// (the accounts module's CompanyService).
func New(deps modules.Deps, images *media.ImageService, companies CompanyWriter) *Module {
	s := DefaultSettings()
	m := &Module{deps: deps, Settings: &s}
	deps.Changes.Declare("careers", changes.Tables(m.Models()...)...)
	base := service{deps: deps, settings: m.Settings, companies: companies, schedule: new(schedule)}
	m.Companies = &CompanyService{service: base, images: images}
	m.Locations = &LocationService{base}
	m.Categories = &CategoryService{base}
	m.Jobs = &JobService{base}
	m.Files = &FileService{service: base}
	m.Applications = &ApplicationService{base}
	m.Questions = &QuestionService{base}
	m.Consents = &ConsentService{base}
	m.CareerSettings = &SettingsService{base}
	m.Consistency = &Consistency{base}
	return m
}

// service is what every careers service is built from.
type service struct {
	deps     modules.Deps
	settings *Settings
	// companies writes the companies table, which the accounts module
	// owns.
	companies CompanyWriter
	// schedule announces jobs' publication and closing dates when they
	// pass (see UseJobs).
	schedule *schedule
}

// CompanyWriter writes the companies table for careers: the accounts
// module owns it (accounts.CompanyService implements this; internal/app
// wires it). careers checks its caller before each call.
type CompanyWriter interface {
	// UpdateProfile writes a profile after check accepted the current
	// row, in one transaction.
	UpdateProfile(ctx context.Context, id int64, p accounts.CompanyProfile, check func(current *accounts.Company) error) (*accounts.Company, error)
	// SetLogo points the company at a logo key (nil: none) and returns
	// the key it had.
	SetLogo(ctx context.Context, id int64, key, name *string) (*accounts.Company, *string, error)
	// ClearLogo removes the logo if it is still the one under key.
	ClearLogo(ctx context.Context, id int64, key string) error
	// Delete removes the company after before ran in its transaction.
	Delete(ctx context.Context, id int64, before func(ctx context.Context, tx bun.Tx, c *accounts.Company) error) error
}

// now is the current time at the precision both databases keep.
func (s service) now() time.Time {
	return s.deps.Now().Truncate(time.Microsecond)
}

// Name implements modules.Module.
func (m *Module) Name() string { return "careers" }

// Models implements modules.Module (join models first).
func (m *Module) Models() []any {
	return []any{
		(*JobLocation)(nil), (*JobCategory)(nil), (*JobEmploymentType)(nil), (*JobTranslation)(nil),
		(*Location)(nil), (*Category)(nil), (*Job)(nil), (*File)(nil),
		(*Application)(nil), (*Education)(nil), (*Experience)(nil), (*IdempotencyKey)(nil),
		(*Question)(nil), (*Answer)(nil), (*Consent)(nil), (*ConsentVersion)(nil), (*ApplicationConsent)(nil),
		(*CareersSettings)(nil),
	}
}

// Migrations implements modules.Module.
func (m *Module) Migrations() *migrate.Migrations {
	ms := migrations.FromFiles(m.MigrationFiles())
	ms.Add(openApplicationsMigration) // a Go migration: no file
	return ms
}

// MigrationFiles implements migrator.Source.
func (m *Module) MigrationFiles() fs.FS { return migrations.Sub(migrationFiles, "migrations") }
