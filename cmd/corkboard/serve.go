package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"

	"corkboard/internal/app"
)

// serveCmd migrates, optionally loads demo content, starts the upload
// sweep (expired queued files, orphan objects) and the calendar's
// scheduled publication, and serves until
// SIGINT/SIGTERM; then it stops accepting connections and lets in-flight
// requests finish within the shutdown timeout.
func serveCmd(ctx context.Context, args []string, out io.Writer) error {
	var cfg config
	var demo bool
	rest0, err := parseFlags("serve", args, &cfg, func(fs *flag.FlagSet) {
		fs.StringVar(&cfg.Addr, "addr", env("CORKBOARD_ADDR", "127.0.0.1:8080"), "listen address HOST:PORT")
		fs.BoolVar(&demo, "demo", false, "load sample content if the database is empty; print an API key and the admin login")
	})
	if err != nil {
		return err
	}
	if len(rest0) > 0 {
		return fmt.Errorf("%w: unexpected argument %q", errUsage, rest0[0])
	}
	log := newLogger(cfg)
	rt, err := open(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer rt.close()
	if err := rt.migrate(ctx); err != nil {
		return err
	}
	if demo {
		if err := rt.loadDemo(ctx, out); err != nil {
			return fmt.Errorf("demo: %w", err)
		}
	}
	interval, err := sweepInterval()
	if err != nil {
		return err
	}
	publishEvery, err := publishInterval()
	if err != nil {
		return err
	}
	defer rt.announceWrites(ctx)()
	rt.scheduleSweep(interval)
	rt.schedulePurge(purgeInterval)
	rt.startWebhooks()
	if err := rt.Jobs.Start(context.WithoutCancel(ctx)); err != nil {
		return err
	}
	defer func() {
		stopCtx, cancel := context.WithTimeout(context.Background(), rt.cfg.ShutdownTimeout)
		defer cancel()
		rt.Jobs.Stop(stopCtx)
	}()
	sweepCtx, stopSweep := context.WithCancel(ctx)
	publishing := rt.schedulePublication(sweepCtx, publishEvery)
	defer func() { stopSweep(); <-publishing }()
	srv := rt.HTTP(app.HTTPConfig{Signer: rt.signer, DisableIntrospection: !rt.cfg.Introspection, Metrics: rt.metrics,
		ReadTimeout: rt.cfg.ReadTimeout, RateLimits: rt.cfg.RateLimits, Pprof: rt.cfg.Pprof,
		ResponseCacheTTL: rt.cfg.ResponseCacheTTL, ReadConcurrency: rt.cfg.ReadConcurrency,
		TrustedProxies: rt.cfg.TrustedProxies})
	ln, err := net.Listen("tcp", rt.cfg.Addr)
	if err != nil {
		return err
	}
	log.Info("corkboard listening", slog.String("url", "http://"+ln.Addr().String()),
		slog.String("public_url", rt.cfg.PublicURL))
	errc := make(chan error, 1)
	go func() { errc <- srv.Listener(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down", slog.Duration("timeout", rt.cfg.ShutdownTimeout))
	if err := srv.ShutdownWithTimeout(rt.cfg.ShutdownTimeout); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	log.Info("stopped")
	return nil
}
