package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"corkboard/internal/app"
	"corkboard/internal/database"
	"corkboard/internal/dbpool"
	"corkboard/internal/metrics"
	"corkboard/internal/migrator"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/rest/ratelimit"
	"corkboard/storage"
)

// runtime is everything a command works with: the composition root.
type runtime struct {
	cfg    config
	log    *slog.Logger
	db     *bun.DB
	store  storage.Storage
	signer *storage.Signer
	deps   modules.Deps
	// metrics is nil unless CORKBOARD_METRICS is on.
	metrics *metrics.Registry
	*app.Modules
	accounts *accounts.Module
	// mods lists every module, in migration order.
	mods []modules.Module
	// closers release what open acquired besides the database.
	closers []func() error
	// instance names this process among others on the same database
	// (the holder of database leases).
	instance string
}

// open connects to the database and storage and builds the modules. It
// does not migrate.
func open(ctx context.Context, cfg config, log *slog.Logger) (*runtime, error) {
	if err := cfg.resolve(); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(cfg.DataDir, 0o750); err != nil {
		return nil, fmt.Errorf("data dir: %w", err)
	}
	secret, err := loadSecret(cfg)
	if err != nil {
		return nil, err
	}
	db, err := database.Open(cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	readDB, err := database.OpenReader(cfg.DatabaseURL, db)
	if err != nil {
		_ = db.Close()
		return nil, err
	}
	var busyDB *bun.DB
	closeDBs := func() {
		if busyDB != nil {
			_ = busyDB.Close()
		}
		if readDB != db {
			_ = readDB.Close()
		}
		_ = db.Close()
	}
	if busyDB, err = database.OpenBusyReader(cfg.DatabaseURL); err != nil {
		closeDBs()
		return nil, err
	}
	signer := storage.NewSigner(cfg.PublicURL, secret)
	store, err := storage.OpenWith(ctx, cfg.StorageURL, signer, storage.Options{PublicURL: cfg.StoragePublicURL})
	if err != nil {
		closeDBs()
		if cfg.StoragePublicURL != "" {
			return nil, fmt.Errorf("storage %s (CORKBOARD_STORAGE_PUBLIC_URL %s): %w", database.Redact(cfg.StorageURL), cfg.StoragePublicURL, err)
		}
		return nil, fmt.Errorf("storage %s: %w", database.Redact(cfg.StorageURL), err)
	}
	if !strings.HasPrefix(cfg.StorageURL, "file:") {
		signer = nil // S3 presigns its own URLs; /files/ is not served
	}
	tz, _ := time.LoadLocation(cfg.SiteTimezone)
	deps := modules.Deps{
		DB: db, Reads: &dbpool.Reads{Pool: readDB, BusyPool: busyDB}, Storage: store, Logger: log,
		Clock: func() time.Time { return time.Now().UTC() },
		Config: modules.Config{PublicURL: cfg.PublicURL, SiteTimezone: tz, SiteURL: cfg.SiteURL, SiteLanguage: cfg.SiteLanguage,
			LinkedCacheTTL: cfg.LinkedCacheTTL, APIKeyCacheTTL: cfg.APIKeyCacheTTL, FeedMaxEvents: cfg.ICSMaxEvents,
			TrashDays: cfg.TrashDays},
	}
	rt := &runtime{cfg: cfg, log: log, db: db, store: store, signer: signer, deps: deps, instance: instanceName()}
	if cfg.Metrics {
		rt.metrics = metrics.New(db.DB)
		db.AddQueryHook(rt.metrics.QueryHook())
		if readDB != db {
			readDB.AddQueryHook(rt.metrics.QueryHook())
		}
		if busyDB != nil {
			busyDB.AddQueryHook(rt.metrics.QueryHook())
		}
		rt.deps.Metrics = rt.metrics
		deps.Metrics = rt.metrics
	}
	if cfg.RedisURL != "" {
		// A Redis that is down does not stop the server: the limits are
		// counted in memory until it answers (ratelimit.Shared).
		r, err := ratelimit.OpenShared(ctx, cfg.RedisURL, ratelimit.SharedOptions{Logger: log})
		if err != nil {
			closeDBs()
			return nil, fmt.Errorf("CORKBOARD_REDIS_URL: %w", err)
		}
		rt.cfg.RateLimits.Storage = r
		rt.closers = append(rt.closers, r.Close)
		if rt.metrics != nil {
			rt.metrics.RateLimitRedis(r.Up, r.Fallbacks)
		}
	}
	jobsCfg, err := jobsEnv()
	if err != nil {
		closeDBs()
		return nil, err
	}
	rt.Modules = app.NewModulesWith(deps, jobsCfg)
	if err := careersEnv(rt.Modules.Careers.Settings); err != nil {
		closeDBs()
		return nil, err
	}
	hooks, err := webhooksEnv()
	if err != nil {
		closeDBs()
		return nil, err
	}
	rt.Modules.Webhooks.Configure(hooks)
	rt.accounts = rt.Modules.Accounts
	rt.mods = rt.Modules.List()
	return rt, nil
}

func (rt *runtime) close() {
	for _, c := range rt.closers {
		_ = c()
	}
	rt.deps.Reads.Close(rt.db)
	_ = rt.db.Close()
}

// migrate applies pending migrations, waiting up to 30s for the database,
// and drops SQLite's value samples (database.DropSQLiteSamples). Instances
// started together take turns (exclusively); a migration lock row left by
// an instance that stopped while migrating is removed, with a warning.
func (rt *runtime) migrate(ctx context.Context) error {
	deadline := time.Now().Add(30 * time.Second)
	for {
		err := rt.db.PingContext(ctx)
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("database %s unreachable: %w", database.Redact(rt.cfg.DatabaseURL), err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Second):
		}
	}
	return rt.exclusively(ctx, rt.cfg.MigrateLockWait, func(exclusive bool) error {
		if exclusive {
			if err := rt.clearStaleLocks(ctx); err != nil {
				return err
			}
		}
		if err := migrator.Up(ctx, rt.db, rt.mods); err != nil {
			return err
		}
		return database.DropSQLiteSamples(ctx, rt.db)
	})
}

// exclusively runs fn holding the database's migration lock
// (database.LockMigrations), waiting up to wait for another instance to
// release it. Where the system has no file lock for SQLite, fn runs
// without it (exclusive false): bun's lock row alone guards migrations.
func (rt *runtime) exclusively(ctx context.Context, wait time.Duration, fn func(exclusive bool) error) error {
	release, err := database.LockMigrations(ctx, rt.db, wait, rt.log)
	if errors.Is(err, database.ErrNoMigrationLock) {
		return fn(false)
	}
	if err != nil {
		return fmt.Errorf("migration lock: %w", err)
	}
	defer release()
	return fn(true)
}

// clearStaleLocks removes bun's migration lock rows (under the migration
// lock: they are stale) and says so.
func (rt *runtime) clearStaleLocks(ctx context.Context) error {
	cleared, err := migrator.ClearLocks(ctx, rt.db, rt.mods)
	if err != nil {
		return err
	}
	if len(cleared) > 0 {
		rt.log.Warn("removed migration locks left by an instance that stopped while migrating",
			slog.String("modules", strings.Join(cleared, ",")))
	}
	return nil
}

// announceWrites makes the writes of other processes (more instances, the
// command line) that cached API keys must see reach this one at once, on
// PostgreSQL (database.Announcer); until it listens, keys are read from the
// database. It returns the function that stops it. SQLite: nothing to do.
func (rt *runtime) announceWrites(ctx context.Context) (stop func()) {
	if !strings.HasPrefix(rt.cfg.DatabaseURL, "postgres") {
		return func() {}
	}
	changes, area := rt.Modules.Deps.Changes, rt.Modules.Accounts.ChangeArea
	changes.SetAnnounced(area, false) // before the first request
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		(&database.Announcer{DB: rt.db, URL: rt.cfg.DatabaseURL, Changes: changes, Area: area, Logger: rt.log}).Run(ctx)
	}()
	return func() { cancel(); <-done }
}

// instanceName is host/pid/random: unique among the instances sharing a
// database, also across restarts.
func instanceName() string {
	host, _ := os.Hostname()
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	return fmt.Sprintf("%s/%d/%s", host, os.Getpid(), hex.EncodeToString(b))
}

// loadSecret returns CORKBOARD_SECRET, or the secret kept in the data dir
// (created on first use), which signs download links.
func loadSecret(cfg config) ([]byte, error) {
	if cfg.Secret != "" {
		if len(cfg.Secret) < 32 {
			return nil, errors.New("CORKBOARD_SECRET must be at least 32 characters")
		}
		return []byte(cfg.Secret), nil
	}
	path := filepath.Join(cfg.DataDir, "secret.key")
	b, err := os.ReadFile(path)
	if err == nil && len(strings.TrimSpace(string(b))) >= 32 {
		return []byte(strings.TrimSpace(string(b))), nil
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return nil, err
	}
	secret := hex.EncodeToString(raw)
	if err := os.WriteFile(path, []byte(secret+"\n"), 0o600); err != nil {
		return nil, fmt.Errorf("write %s: %w", path, err)
	}
	return []byte(secret), nil
}
