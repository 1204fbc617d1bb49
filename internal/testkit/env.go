package testkit

import (
	"context"
	"io"
	"log/slog"
	"os"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"corkboard/internal/dbpool"
	"corkboard/internal/migrator"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/storage"
)

// Secret signs local download URLs in tests.
var Secret = []byte("test-secret-0123456789abcdef0123456789")

// Env is one test's world: a fresh database, local storage in a temp dir,
// a settable clock, and the dependencies modules are built from.
type Env struct {
	DB      *bun.DB
	Storage storage.Storage
	Signer  *storage.Signer
	Clock   *Clock
	Deps    modules.Deps
	// PublicURL is the base of absolute links.
	PublicURL string
	// DatabaseURL names the Env's database.
	DatabaseURL string
}

// NewEnv builds an Env. The clock starts at 2026-11-21 09:00:00 UTC.
func NewEnv(t testing.TB) *Env {
	t.Helper()
	const public = "http://corkboard.test"
	signer := storage.NewSigner(public, Secret)
	store, err := storage.NewLocal(t.TempDir(), signer)
	if err != nil {
		t.Fatal(err)
	}
	clock := NewClock(time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC))
	e := &Env{Storage: store, Signer: signer, Clock: clock, PublicURL: public, DatabaseURL: DatabaseURL(t)}
	e.open(t)
	return e
}

// Instance is another process's view of e's world: the same database
// (through pools of its own), storage and clock, and dependencies of its
// own (no data version yet: each instance has its own). Two servers built
// on e and on e.Instance are two instances of Corkboard on one database.
func (e *Env) Instance(t testing.TB) *Env {
	t.Helper()
	other := &Env{Storage: e.Storage, Signer: e.Signer, Clock: e.Clock, PublicURL: e.PublicURL, DatabaseURL: e.DatabaseURL}
	other.open(t)
	return other
}

// open connects e's pools and builds its dependencies.
func (e *Env) open(t testing.TB) {
	db, read, busy := PoolsOn(t, e.DatabaseURL)
	e.DB = db
	e.Deps = modules.Deps{
		DB: db, Reads: &dbpool.Reads{Pool: read, BusyPool: busy}, Storage: e.Storage, Logger: Logger(t), Clock: e.Clock.Now,
		Config: modules.Config{PublicURL: e.PublicURL, SiteTimezone: time.UTC},
	}
}

// Migrate registers the modules' models and applies their migrations.
func (e *Env) Migrate(t testing.TB, mods ...modules.Module) {
	t.Helper()
	for _, m := range mods {
		e.DB.RegisterModel(m.Models()...)
	}
	if err := migrator.Up(context.Background(), e.DB, mods); err != nil {
		t.Fatal(err)
	}
}

// Accounts builds and migrates the accounts module.
func (e *Env) Accounts(t testing.TB) *accounts.Module {
	t.Helper()
	m := accounts.New(e.Deps)
	e.Migrate(t, m)
	return m
}

// System is a context acting as the CLI operator.
func System() context.Context {
	return modules.WithPrincipal(context.Background(), modules.System)
}

// Logger discards logs unless CORKBOARD_TEST_LOG=1.
func Logger(t testing.TB) *slog.Logger {
	if os.Getenv("CORKBOARD_TEST_LOG") == "1" {
		return slog.New(slog.NewTextHandler(os.Stderr, nil))
	}
	return slog.New(slog.NewTextHandler(io.Discard, nil))
}

// LocalStorage opens a local-disk store in dir.
func LocalStorage(t testing.TB, dir string, signer *storage.Signer) storage.Storage {
	t.Helper()
	s, err := storage.NewLocal(dir, signer)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
