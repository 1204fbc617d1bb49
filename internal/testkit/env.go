package testkit

import (
	"context"
	"io"
	"log/slog"
	"os"
	"testing"
	"time"

	"github.com/uptrace/bun"

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
}

// NewEnv builds an Env. The clock starts at 2026-11-21 09:00:00 UTC.
func NewEnv(t testing.TB) *Env {
	t.Helper()
	db, read, busy := Pools(t)
	const public = "http://corkboard.test"
	signer := storage.NewSigner(public, Secret)
	store, err := storage.NewLocal(t.TempDir(), signer)
	if err != nil {
		t.Fatal(err)
	}
	clock := NewClock(time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC))
	deps := modules.Deps{
		DB: db, ReadDB: read, BusyReadDB: busy, Storage: store, Logger: Logger(t), Clock: clock.Now,
		Config: modules.Config{PublicURL: public, SiteTimezone: time.UTC},
	}
	return &Env{DB: db, Storage: store, Signer: signer, Clock: clock, Deps: deps, PublicURL: public}
}

// Migrate registers the modules' models and applies their migrations.
func (e *Env) Migrate(t testing.TB, mods ...modules.Module) {
	t.Helper()
	for _, m := range mods {
		e.DB.RegisterModel(m.Models()...)
	}
	if err := modules.MigrateUp(context.Background(), e.DB, mods); err != nil {
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
