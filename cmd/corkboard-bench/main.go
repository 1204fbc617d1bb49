// Command corkboard-bench is Corkboard's load benchmark, run by
// `make bench` (and `make bench-quick`): it seeds SQLite and PostgreSQL
// through the module services, starts the corkboard binary and a
// baseline Fiber server, measures every scenario and prints a table; the
// full report goes to bench-results/ as JSON, the table as Markdown too.
//
//	corkboard-bench [-quick] [-server bin/corkboard] [-databases sqlite,postgres] [-only events-list,job/]
//	corkboard-bench baseline -addr HOST:PORT -body FILE
//	corkboard-bench reference -addr HOST:PORT -db DATABASE_URL
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"corkboard/internal/bench"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "baseline" {
		os.Exit(baseline(os.Args[2:]))
	}
	if len(os.Args) > 1 && os.Args[1] == "reference" {
		os.Exit(reference(os.Args[2:]))
	}
	os.Exit(run())
}

func baseline(args []string) int {
	fs := flag.NewFlagSet("baseline", flag.ExitOnError)
	addr := fs.String("addr", "127.0.0.1:8090", "listen address")
	bodyFile := fs.String("body", "", "file with the JSON body to serve")
	_ = fs.Parse(args)
	body, err := os.ReadFile(*bodyFile)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if err := bench.ServeBaseline(*addr, body); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// reference serves the reference queries (bench.ServeReference).
func reference(args []string) int {
	fs := flag.NewFlagSet("reference", flag.ExitOnError)
	addr := fs.String("addr", "127.0.0.1:8091", "listen address")
	dbURL := fs.String("db", "", "the seeded database's URL")
	_ = fs.Parse(args)
	if err := bench.ServeReference(*addr, *dbURL); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

func run() int {
	var (
		quick     = flag.Bool("quick", false, "a small data set and short runs (make bench-quick)")
		server    = flag.String("server", "bin/corkboard", "the corkboard binary")
		databases = flag.String("databases", "sqlite,postgres", "databases to measure, in order")
		pgAdmin   = flag.String("postgres", env("CORKBOARD_BENCH_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"),
			"a PostgreSQL database URL; the benchmark creates (and drops) its own database on that server")
		s3      = flag.String("s3", os.Getenv("CORKBOARD_TEST_S3_URL"), "MinIO URL s3://KEY:SECRET@host:port/bucket?secure=false for the MinIO upload scenarios")
		out     = flag.String("out", "bench-results", "results directory")
		keep    = flag.Bool("keep", false, "keep the seeded data (bench-results/data, database corkboard_bench) and reuse it next time")
		conns   = flag.Int("conns", 64, "concurrent connections")
		warmup  = flag.Duration("warmup", 0, "warm-up per scenario (default 2s; quick 0.1s)")
		dur     = flag.Duration("duration", 0, "duration of one measured run (default 5s; quick 0.4s)")
		repeats = flag.Int("repeats", 3, "measured runs per scenario (the median is reported)")
		mixed   = flag.Duration("mixed", 0, "duration of one run of the mixed load (default 60s; quick 2s)")
		events  = flag.Int("events", 0, "events to seed (default 100,000; quick 2,000)")
		only    = flag.String("only", "", "comma-separated key prefixes of the scenarios to run (e.g. events-list,job/)")
	)
	flag.Parse()
	ds := bench.FullDataset()
	r := bench.Runner{Conns: *conns, Warmup: 2 * time.Second, Duration: 5 * time.Second, Repeats: *repeats}
	mix := 60 * time.Second
	if *quick {
		ds = bench.QuickDataset()
		r.Warmup, r.Duration, mix = 100*time.Millisecond, 400*time.Millisecond, 2*time.Second
	}
	if *events > 0 {
		ds.Events = *events
	}
	for dst, v := range map[*time.Duration]time.Duration{&r.Warmup: *warmup, &r.Duration: *dur, &mix: *mixed} {
		if v > 0 {
			*dst = v
		}
	}
	logf := func(format string, args ...any) {
		fmt.Fprintf(os.Stderr, time.Now().Format("15:04:05 ")+format+"\n", args...)
	}
	r.Logf = logf
	self, err := os.Executable()
	if err != nil {
		logf("%v", err)
		return 1
	}
	bin, err := filepath.Abs(*server)
	if err != nil {
		logf("%v", err)
		return 1
	}
	if _, err := os.Stat(bin); err != nil {
		logf("corkboard binary: %v (build it with make build)", err)
		return 1
	}
	cfg := bench.Config{Server: bin, Self: self, Databases: split(*databases), PostgresAdminURL: *pgAdmin,
		S3URL: *s3, Out: *out, Keep: *keep, Quick: *quick, Dataset: ds, Runner: r, Mixed: mix, Only: split(*only), Logf: logf}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	rep, err := bench.Run(ctx, cfg)
	if rep != nil && len(rep.Results) > 0 {
		rep.Evaluate()
		fmt.Println()
		_ = rep.WriteTable(os.Stdout)
		fmt.Println()
		_ = rep.WriteMarkdown(os.Stdout)
		rep.WriteNotes(os.Stdout)
		stamp := rep.Started.Format("20060102-150405")
		for _, name := range []string{"bench-" + stamp, "latest"} {
			if werr := rep.WriteJSON(filepath.Join(*out, name+".json")); werr != nil {
				logf("write report: %v", werr)
			}
			if f, werr := os.Create(filepath.Join(*out, name+".md")); werr == nil {
				_ = rep.WriteMarkdown(f)
				rep.WriteNotes(f)
				f.Close()
			}
		}
		fmt.Printf("\nreport: %s; machine: %s, %d CPUs, %.0f GiB, load %.1f at start\n",
			filepath.Join(*out, "bench-"+stamp+".json"), rep.Machine.CPUModel, rep.Machine.CPUs, rep.Machine.MemoryGiB, rep.Machine.Load1)
	}
	if err != nil {
		logf("bench: %v", err)
		return 1
	}
	if n := rep.Failed(); n > 0 {
		fmt.Printf("%d scenario(s) miss their target\n", n)
	}
	return 0
}

func split(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func env(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}
