// Package modules is the contract between Corkboard's feature modules and
// the transports (REST, GraphQL) and composition root (cmd/corkboard).
//
// It holds the contract only: the Module interface (and the optional
// interfaces a module may implement), the dependencies a module is built
// from (Deps), the error vocabulary (Code, Error), the caller carried in
// the context (Principal) and the page types (Page, PageRequest).
// Infrastructure lives in internal/ packages named for what they do
// (sqlparams, changes, dbpool, migrations, migrator, likepattern). It
// imports no module; modules import it (docs/development.md, Layers).
package modules

import (
	"context"
	"log/slog"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"

	"corkboard/internal/changes"
	"corkboard/internal/dbpool"
	"corkboard/storage"
)

// Module is one feature package (accounts, careers, calendar). main lists
// the modules explicitly; there is no registration by init().
type Module interface {
	// Name is short, lowercase and unique; it names the migration history
	// table ("bun_migrations_<name>").
	Name() string
	// Models are registered with bun before use (join models first).
	Models() []any
	// Migrations are embedded in the binary and run in order.
	Migrations() *migrate.Migrations
}

// DemoSeeder is implemented by modules that add sample content for
// `corkboard serve --demo`. SeedDemo runs only on an empty database, once.
type DemoSeeder interface {
	SeedDemo(ctx context.Context, demo Demo) error
}

// Demo identifies what the accounts module created for the demo.
type Demo struct {
	CompanyID int64
	UserID    int64
}

// Config is the runtime configuration modules need.
type Config struct {
	// PublicURL is the base of absolute links, without a trailing slash.
	PublicURL string
	// SiteTimezone is the calendar's site time zone.
	SiteTimezone *time.Location
	// SiteURL is the base of the calendar's public page links (event,
	// venue, organizer and term pages); "{language}" in it stands for the
	// site language. Empty means PublicURL.
	SiteURL string
	// SiteLanguage is the calendar's default site language (en_us when
	// empty).
	SiteLanguage string
	// LinkedCacheTTL bounds how long the calendar reuses the venues,
	// organizers and terms it read for events (0: 30 s; negative: not
	// at all). Writes of this process retire them at once; the TTL bounds
	// how long other processes' writes stay unseen.
	LinkedCacheTTL time.Duration
	// APIKeyCacheTTL bounds how long a resolved API key (with its
	// company's active flag) is reused without reading it again (0: 1 s;
	// negative: never). Writes of this process retire entries at once, and
	// so do other processes' writes where they are announced (PostgreSQL,
	// see changes.Changes.SetAnnounced); the TTL bounds only writes nothing
	// announces (the command line's on SQLite).
	APIKeyCacheTTL time.Duration
	// FeedMaxEvents bounds the events of one calendar feed (the iCalendar
	// events.ics; 0: 500).
	FeedMaxEvents int
	// TrashDays is how many days deleted events, venues, organizers and
	// jobs stay in the trash before the purge deletes them for good
	// (0: 30).
	TrashDays int
}

// DefaultTrashDays is Config.TrashDays when it is 0.
const DefaultTrashDays = 30

// TrashRetention is how long records stay in the trash (Config.TrashDays).
func (c Config) TrashRetention() time.Duration {
	days := c.TrashDays
	if days <= 0 {
		days = DefaultTrashDays
	}
	return time.Duration(days) * 24 * time.Hour
}

// Deps are what a module is built from.
type Deps struct {
	// DB takes writes and transactions.
	DB *bun.DB
	// Reads are the read pools a module's store sends reads outside a
	// transaction to (nil: none, DB takes them); see Reader.
	Reads   *dbpool.Reads
	Storage storage.Storage
	Logger  *slog.Logger
	// Clock returns the current time; tests inject a fixed one.
	Clock  func() time.Time
	Config Config
	// Metrics receives domain events; nil means NopMetrics (see M).
	Metrics Metrics
	// Changes is the version of the data, bumped by every write through
	// DB (its Hook is on DB); caches compare it. Each module declares its
	// tables in it (changes.Changes.Declare) when it is built.
	Changes *changes.Changes
	// Notifier records notifications of changes (webhooks) in the
	// write's transaction; nil: none (see Notify).
	Notifier Notifier
	// Recorder keeps revisions and the audit trail in the write's
	// transaction; nil: none (see Revise, Audit).
	Recorder Recorder
}

// Reader is where a store sends reads outside a transaction (see
// dbpool.Reads.Reader). Reads that must see a transaction's own writes
// use the transaction.
func (d Deps) Reader() bun.IDB { return d.Reads.Reader(d.DB) }

// M returns the metrics sink, never nil.
func (d Deps) M() Metrics {
	if d.Metrics == nil {
		return NopMetrics{}
	}
	return d.Metrics
}

// Now returns the current time from the injected clock, in UTC.
func (d Deps) Now() time.Time {
	if d.Clock == nil {
		return time.Now().UTC()
	}
	return d.Clock().UTC()
}
