package bench

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/uptrace/bun/driver/pgdriver"
)

// Config is one benchmark run.
type Config struct {
	// Server is the corkboard binary; Self this program (it serves the
	// baseline as `Self baseline`).
	Server, Self string
	// Databases are "sqlite" and/or "postgres", measured in turn.
	Databases []string
	// PostgresAdminURL names a database of the server the benchmark
	// creates its own database on (and drops afterwards unless Keep).
	PostgresAdminURL string
	// S3URL (s3://KEY:SECRET@host:port/bucket?secure=false) is a MinIO
	// server for the MinIO upload scenarios; empty skips them.
	S3URL string
	// Out is the results directory (bench-results).
	Out string
	// Keep keeps the seeded data (Out/data, database corkboard_bench)
	// and reuses it when the data set matches.
	Keep    bool
	Quick   bool
	Dataset Dataset
	Runner  Runner
	// Mixed is the duration of one run of the mixed load.
	Mixed time.Duration
	// Only, when set, runs the scenarios whose key starts with one of
	// these prefixes (the baseline always runs).
	Only []string
	Logf func(format string, args ...any)
}

func (c *Config) selected(key string) bool {
	if len(c.Only) == 0 || key == BaselineKey {
		return true
	}
	for _, p := range c.Only {
		if strings.HasPrefix(key, p) {
			return true
		}
	}
	return false
}

// secret signs download links of the benchmark's servers.
const secret = "corkboard-bench-secret-0123456789abcdef"

// Run measures every database in turn and returns the evaluated report.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	rep := &Report{Started: time.Now().UTC(), Machine: ThisMachine(), Dataset: cfg.Dataset,
		Settings: Settings{Quick: cfg.Quick, Conns: cfg.Runner.Conns, WarmupSec: cfg.Runner.Warmup.Seconds(),
			DurationSec: cfg.Runner.Duration.Seconds(), Repeats: cfg.Runner.Repeats, MixedSec: cfg.Mixed.Seconds()}}
	for _, db := range cfg.Databases {
		if err := runDatabase(ctx, cfg, db, rep); err != nil {
			return rep, fmt.Errorf("%s: %w", db, err)
		}
		if ctx.Err() != nil {
			return rep, ctx.Err()
		}
	}
	rep.Finished = time.Now().UTC()
	rep.Evaluate()
	return rep, nil
}

// prepareDatabase prepares the database of one dialect: its URL, its
// data directory, the description of its data set when a kept one can be
// measured again (nil: seed a fresh database), and its cleanup.
func prepareDatabase(ctx context.Context, cfg Config, db string) (dbURL, dataDir string, seeded *Seeded, cleanup func(), err error) {
	base := filepath.Join(cfg.Out, "data")
	if !cfg.Keep {
		base = filepath.Join(cfg.Out, fmt.Sprintf("tmp-%d", os.Getpid()))
	}
	if dataDir, err = filepath.Abs(filepath.Join(base, db)); err != nil {
		return "", "", nil, nil, err
	}
	if cfg.Keep {
		seeded, _ = LoadSeeded(dataDir, cfg.Dataset)
	}
	if seeded == nil {
		_ = os.RemoveAll(dataDir)
	}
	if err := os.MkdirAll(dataDir, 0o755); err != nil {
		return "", "", nil, nil, err
	}
	removeDir := func() {
		if !cfg.Keep {
			_ = os.RemoveAll(base)
		}
	}
	switch db {
	case "sqlite":
		return "sqlite://" + filepath.Join(dataDir, "corkboard.db"), dataDir, seeded, removeDir, nil
	case "postgres":
		name := "corkboard_bench"
		if !cfg.Keep {
			name = fmt.Sprintf("corkboard_bench_%d", os.Getpid())
		}
		admin := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(cfg.PostgresAdminURL), pgdriver.WithTimeout(5*time.Minute)))
		fail := func(err error) (string, string, *Seeded, func(), error) {
			admin.Close()
			return "", "", nil, nil, err
		}
		if err := admin.PingContext(ctx); err != nil {
			return fail(fmt.Errorf("PostgreSQL at %s: %w", redactURL(cfg.PostgresAdminURL), err))
		}
		exists := false
		if err := admin.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", name).Scan(&exists); err != nil {
			return fail(err)
		}
		if !exists {
			seeded = nil
		}
		if exists && seeded == nil {
			if _, err := admin.ExecContext(ctx, "DROP DATABASE "+name+" WITH (FORCE)"); err != nil {
				return fail(err)
			}
		}
		if seeded == nil {
			if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
				return fail(err)
			}
		}
		u, _ := url.Parse(cfg.PostgresAdminURL)
		u.Path = "/" + name
		cleanup := func() {
			if !cfg.Keep {
				_, _ = admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
			}
			admin.Close()
			removeDir()
		}
		return u.String(), dataDir, seeded, cleanup, nil
	}
	return "", "", nil, nil, fmt.Errorf("unknown database %q (want sqlite or postgres)", db)
}

func redactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "(malformed URL)"
	}
	return u.Redacted()
}

func runDatabase(ctx context.Context, cfg Config, db string, rep *Report) error {
	logf := cfg.Logf
	dbURL, dataDir, seeded, cleanup, err := prepareDatabase(ctx, cfg, db)
	if err != nil {
		return err
	}
	defer cleanup()
	if seeded != nil {
		logf("%s: reusing the data set seeded at %s", db, seeded.SeededAt.Format(time.RFC3339))
		if err := Tidy(ctx, dbURL); err != nil {
			return fmt.Errorf("vacuum: %w", err)
		}
	} else {
		logf("%s: seeding %d events, %d jobs, %d applications through the services…", db,
			cfg.Dataset.Events, cfg.Dataset.Jobs, cfg.Dataset.Applications)
		start := time.Now()
		if seeded, err = Seed(ctx, dbURL, dataDir, cfg.Dataset, logf); err != nil {
			return fmt.Errorf("seed: %w", err)
		}
		logf("%s: seeded in %s", db, time.Since(start).Round(time.Second))
	}
	add := func(key, name string, target *Target, f Figures, runs []Figures, note string) {
		rep.Results = append(rep.Results, Result{Database: db, Key: key, Scenario: name, Figures: f, Runs: runs, Target: target, Note: note})
	}
	skip := func(key, name, why string) {
		rep.Results = append(rep.Results, Result{Database: db, Key: key, Scenario: name, Skipped: why})
		logf("  %-34s not available: %s", name, why)
	}
	server, err := startServer(ctx, cfg, db, dbURL, dataDir, "")
	if err != nil {
		return err
	}
	defer func() { server.Stop() }()

	// The baseline answers the bytes of the real events page.
	page, err := fetch("http://" + server.Addr + calendarRoot + "/events?per_page=10")
	if err != nil {
		return fmt.Errorf("events page for the baseline: %w", err)
	}
	bodyFile := filepath.Join(dataDir, "baseline.json")
	if err := os.WriteFile(bodyFile, page, 0o644); err != nil {
		return err
	}
	addr, err := FreeAddr()
	if err != nil {
		return err
	}
	baseline, err := Start(ctx, "baseline", addr, cfg.Self, []string{"baseline", "-addr", addr, "-body", bodyFile}, nil,
		filepath.Join(dataDir, "baseline.log"), "/readyz")
	if err != nil {
		return err
	}
	name := fmt.Sprintf("B baseline (%d KB pre-encoded)", (len(page)+512)>>10)
	f, runs, note := cfg.Runner.Measure(ctx, name, Load{Addr: addr, Request: get(BaselinePath, `"total_pages":`)}, baseline, 0, false)
	f.QueriesPerRequest = nil
	add(BaselineKey, name, nil, f, runs, note)
	baseline.Stop()

	if db == "postgres" { // the scenarios' PostgreSQL CPU, not the baseline's (none)
		cfg.Runner.DatabaseCPU = func() (ProcessCPU, error) { return CommandCPU("postgres") }
	}
	env := &Env{Database: db, Server: server, Seeded: seeded, DataDir: dataDir, DatabaseURL: dbURL}
	if err := measureReference(ctx, cfg, env, add, skip); err != nil {
		return err
	}
	mix := MixedScenario()
	mix.Duration = cfg.Mixed
	for _, sc := range append(append(append(ReadScenarios(), ArchiveScenarios()...), mix), uploadScenarios()...) {
		if !cfg.selected(sc.Key) {
			continue
		}
		if sc.Fresh {
			server.Stop()
			if server, err = startServer(ctx, cfg, db, dbURL, dataDir, ""); err != nil {
				return err
			}
			env.Server = server
		}
		if err := measure(ctx, cfg, env, sc, add, skip); err != nil {
			return err
		}
		if sc.Key == "application" || sc.Key == "mixed" { // the writes again, delivered to an endpoint
			if err := measureWithWebhook(ctx, cfg, env, sc, add, skip); err != nil {
				return err
			}
		}
	}
	server.Stop()
	server = nil

	s3Keys := []string{"upload-photo/minio", "raw-put/minio", "upload-9mb/minio"}
	if !cfg.selected(s3Keys[0]) && !cfg.selected(s3Keys[1]) && !cfg.selected(s3Keys[2]) {
		return nil
	}
	if cfg.S3URL == "" {
		skip(s3Keys[0], "5 upload 200 KB photo, MinIO", "no MinIO (run through scripts/with-minio.sh or set -s3)")
		return nil
	}
	storageURL, err := S3StorageURL(cfg.S3URL, "corkboard-bench-"+db)
	if err != nil {
		return err
	}
	if server, err = startServer(ctx, cfg, db, dbURL, dataDir, storageURL); err != nil {
		return err
	}
	env.Server = server
	raw, err := RawPutObject(ctx, cfg.S3URL, "bench-raw-"+db)
	if err != nil {
		return fmt.Errorf("raw PutObject: %w", err)
	}
	for _, sc := range []Scenario{
		{Key: s3Keys[0], Name: "5 upload 200 KB photo, MinIO", Target: &Target{Ref: s3Keys[1], MinRatio: 0.5, ZeroErrors: true},
			Build: func(env *Env) (Load, string) { return PhotoUpload(env.Server, env.Seeded), "" }},
		{Key: s3Keys[1], Name: "5 raw minio-go PutObject 200 KB", Build: func(*Env) (Load, string) { return raw, "" }},
		{Key: s3Keys[2], Name: "5 upload 9 MB document ×64, MinIO", Target: &Target{MaxRSSMB: 150, ZeroErrors: true}, Once: true, Duration: time.Minute,
			Build: func(env *Env) (Load, string) { return DocumentUpload(env.Server, env.Seeded), "" }},
	} {
		if cfg.selected(sc.Key) {
			if err := measure(ctx, cfg, env, sc, add, skip); err != nil {
				return err
			}
		}
	}
	return nil
}

// measureReference measures the reference queries (reference.go) like
// the scenarios, against a reference server of their own, stopped
// afterwards.
func measureReference(ctx context.Context, cfg Config, env *Env,
	add func(key, name string, target *Target, f Figures, runs []Figures, note string), skip func(key, name, why string)) error {
	if !cfg.selected(RefQueryKey) && !cfg.selected(RefCountKey) {
		return nil
	}
	addr, err := FreeAddr()
	if err != nil {
		return err
	}
	ref, err := Start(ctx, "reference", addr, cfg.Self, []string{"reference", "-addr", addr, "-db", env.DatabaseURL}, nil,
		filepath.Join(env.DataDir, "reference.log"), "/readyz")
	if err != nil {
		return err
	}
	defer ref.Stop()
	refEnv := *env
	refEnv.Server = ref
	for _, sc := range referenceScenarios() {
		if cfg.selected(sc.Key) {
			if err := measure(ctx, cfg, &refEnv, sc, add, skip); err != nil {
				return err
			}
		}
	}
	return nil
}

// uploadScenarios are scenario 5 on local disk.
func uploadScenarios() []Scenario {
	return []Scenario{
		{Key: "upload-photo/local", Name: "5 upload 200 KB photo, local disk",
			Target: &Target{Ref: "raw-write/local", MinRatio: 0.25, ZeroErrors: true},
			Build:  func(env *Env) (Load, string) { return removingUploads(env, PhotoUpload(env.Server, env.Seeded)), "" }},
		{Key: "raw-write/local", Name: "5 raw disk write 200 KB (fsync)", Build: nil},
		{Key: "application", Name: "5 POST application", Target: &Target{ZeroErrors: true},
			Build: func(env *Env) (Load, string) { return ApplicationPost(env.Server, env.Seeded), "" }},
		{Key: "upload-9mb/local", Name: "5 upload 9 MB document ×64, local disk", Target: &Target{MaxRSSMB: 150, ZeroErrors: true}, Once: true, Fresh: true, Duration: time.Minute,
			Build: func(env *Env) (Load, string) { return removingUploads(env, DocumentUpload(env.Server, env.Seeded)), "" }},
	}
}

// measure runs one scenario and records its result.
func measure(ctx context.Context, cfg Config, env *Env, sc Scenario,
	add func(key, name string, target *Target, f Figures, runs []Figures, note string), skip func(key, name, why string)) error {
	server := env.Server
	var load Load
	switch {
	case sc.Key == "raw-write/local":
		dir := filepath.Join(cfg.Out, fmt.Sprintf("raw-%d", os.Getpid()))
		defer os.RemoveAll(dir)
		var err error
		if load, err = RawDiskWrite(dir); err != nil {
			return err
		}
		server = nil
	case strings.HasPrefix(sc.Key, "raw-"):
		load, _ = sc.Build(env)
		server = nil
	default:
		var why string
		if load, why = sc.Build(env); why != "" {
			skip(sc.Key, sc.Name, why)
			return nil
		}
	}
	if sc.Once {
		load.PerConn = 2
		if cfg.Quick {
			load.PerConn = 1
		}
	}
	var warmErr error
	if server != nil {
		_, warmErr = Prewarm(ctx, env.DatabaseURL)
	}
	f, runs, note := cfg.Runner.Measure(ctx, sc.Name, load, server, sc.Duration, sc.Once)
	if warmErr != nil && note == "" {
		note = "database not prewarmed: " + warmErr.Error()
	}
	add(sc.Key, sc.Name, sc.Target, f, runs, note)
	return ctx.Err()
}

// startServer starts corkboard on dbURL, with local storage in dataDir or
// storageURL, metrics on, info logs off and the content API's rate
// limits off (the load comes from one client).
func startServer(ctx context.Context, cfg Config, db, dbURL, dataDir, storageURL string) (*Process, error) {
	addr, err := FreeAddr()
	if err != nil {
		return nil, err
	}
	env := []string{"CORKBOARD_DATABASE_URL=" + dbURL, "CORKBOARD_DATA_DIR=" + dataDir, "CORKBOARD_ADDR=" + addr,
		"CORKBOARD_METRICS=true", "CORKBOARD_LOG_LEVEL=warn", "CORKBOARD_RATE_LIMITS=off", "CORKBOARD_SECRET=" + secret,
		"CORKBOARD_UPLOAD_SWEEP_INTERVAL=24h", "CORKBOARD_WEBHOOK_ALLOW_PRIVATE=true"}
	if storageURL != "" {
		env = append(env, "CORKBOARD_STORAGE_URL="+storageURL)
	}
	name := "corkboard-" + db
	if storageURL != "" {
		name += "-minio"
	}
	return Start(ctx, name, addr, cfg.Server, []string{"serve"}, env, filepath.Join(dataDir, name+".log"), "/readyz")
}

func fetch(u string) ([]byte, error) {
	resp, err := http.Get(u)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err == nil && resp.StatusCode != http.StatusOK {
		err = fmt.Errorf("GET %s: %s: %.200s", u, resp.Status, b)
	}
	return b, err
}
