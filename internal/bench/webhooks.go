package bench

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"sync/atomic"
	"time"

	"corkboard/internal/app"
	"corkboard/internal/database"
	"corkboard/modules"
	"corkboard/modules/webhooks"
)

// The write scenarios again with an active webhook endpoint: each
// company of the data set gets one endpoint subscribed to everything
// ("*"), pointing at a receiver in the bench process (loopback, so the
// server runs with CORKBOARD_WEBHOOK_ALLOW_PRIVATE=true), which answers
// 204 at once. The target: at most 10 % fewer requests/s than the same
// scenario without endpoints, measured just before in the same run.

// WebhookSuffix marks the key of a scenario run with an endpoint.
const WebhookSuffix = "/webhook"

// DeliveriesKey is the result of the deliveries per second.
const DeliveriesKey = "webhook-deliveries"

// webhookScenario is sc with an active endpoint.
func webhookScenario(sc Scenario) Scenario {
	w := sc
	w.Key = sc.Key + WebhookSuffix
	w.Name = sc.Name + ", 1 active webhook endpoint"
	w.Target = &Target{Ref: sc.Key, MinRatio: 0.9, ZeroErrors: true}
	return w
}

// receiver counts the deliveries it answers.
type receiver struct {
	srv   *http.Server
	url   string
	count atomic.Int64
}

func startReceiver() (*receiver, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	r := &receiver{url: "http://" + ln.Addr().String() + "/hook"}
	r.srv = &http.Server{ReadHeaderTimeout: 5 * time.Second, Handler: http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		_, _ = io.Copy(io.Discard, req.Body)
		r.count.Add(1)
		w.WriteHeader(http.StatusNoContent)
	})}
	go func() { _ = r.srv.Serve(ln) }()
	return r, nil
}

// addEndpoints creates an endpoint to url for every company and returns
// their removal.
func addEndpoints(ctx context.Context, dbURL string, s *Seeded, url string) (func() error, error) {
	db, err := database.Open(dbURL)
	if err != nil {
		return nil, err
	}
	mods := app.NewModules(modules.Deps{DB: db, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Config: modules.Config{PublicURL: "http://127.0.0.1"}})
	mods.Webhooks.Configure(webhooks.Settings{AllowPrivate: true})
	ctx = modules.WithPrincipal(ctx, modules.System)
	type made struct{ company, id int64 }
	var eps []made
	remove := func() error {
		defer db.Close()
		for _, e := range eps {
			if err := mods.Webhooks.Endpoints.Delete(ctx, e.company, e.id); err != nil {
				return err
			}
		}
		return nil
	}
	for _, c := range s.Companies {
		_, ep, err := mods.Webhooks.Endpoints.Create(ctx, c.ID, webhooks.EndpointInput{URL: &url, Events: []string{"*"}})
		if err != nil {
			_ = remove()
			return nil, fmt.Errorf("webhook endpoint: %w", err)
		}
		eps = append(eps, made{c.ID, ep.ID})
	}
	return remove, nil
}

// measureWithWebhook measures sc with an active endpoint per company, then
// waits for the deliveries to drain and records their rate: the
// deliveries received from the start of the measurement until the last
// one, per second of that time.
func measureWithWebhook(ctx context.Context, cfg Config, env *Env, sc Scenario,
	add func(key, name string, target *Target, f Figures, runs []Figures, note string), skip func(key, name, why string)) error {
	rc, err := startReceiver()
	if err != nil {
		return err
	}
	defer rc.srv.Close()
	remove, err := addEndpoints(ctx, env.DatabaseURL, env.Seeded, rc.url)
	if err != nil {
		return err
	}
	start := time.Now()
	if err := measure(ctx, cfg, env, webhookScenario(sc), add, skip); err != nil {
		_ = remove()
		return err
	}
	// Drain: until no delivery arrived for 2 s (at most a minute).
	last, lastAt := rc.count.Load(), time.Now()
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline) && time.Since(lastAt) < 2*time.Second; {
		time.Sleep(100 * time.Millisecond)
		if n := rc.count.Load(); n != last {
			last, lastAt = n, time.Now()
		}
	}
	if err := remove(); err != nil {
		return err
	}
	secs := lastAt.Sub(start).Seconds()
	f := Figures{Requests: int(last)}
	if secs > 0 {
		f.RPS = float64(last) / secs
	}
	add(DeliveriesKey, "webhook deliveries per second (during and after "+sc.Key+WebhookSuffix+")", nil, f, nil,
		fmt.Sprintf("%d deliveries in %.1f s, receiver on loopback answering 204", last, secs))
	return nil
}
