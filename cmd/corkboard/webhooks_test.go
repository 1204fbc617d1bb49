package main

import (
	"context"
	"fmt"
	"testing"
	"time"

	"corkboard/internal/loadtest"
	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/webhooks"
	"corkboard/modules/webhooks/webhookstest"
)

// hookWorld is a receiver and an endpoint of the demo company subscribed
// to application.created, made through a runtime of the test on the
// servers' database.
type hookWorld struct {
	rc   *webhookstest.Receiver
	data string
	db   string
}

func newHookWorld(t *testing.T) *hookWorld {
	t.Setenv("CORKBOARD_WEBHOOK_ALLOW_PRIVATE", "true") // the receiver is on loopback
	return &hookWorld{rc: webhookstest.New(t), data: t.TempDir(), db: testkit.DatabaseURL(t)}
}

// subscribe adds the endpoint once the demo company exists.
func (h *hookWorld) subscribe(t *testing.T) {
	t.Helper()
	var cfg config
	if _, err := parseFlags("serve", []string{"--data", h.data, "--database-url", h.db, "--log-level", "error"}, &cfg, nil); err != nil {
		t.Fatal(err)
	}
	ctx := modules.WithPrincipal(context.Background(), modules.System)
	rt, err := openMigrated(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer rt.close()
	var cid int64
	if err := rt.db.NewSelect().Table("companies").Column("id").Order("id").Limit(1).Scan(ctx, &cid); err != nil {
		t.Fatal(err)
	}
	url := h.rc.URL + "/hook"
	secret, _, err := rt.Webhooks.Endpoints.Create(ctx, cid, webhooks.EndpointInput{URL: &url, Events: []string{"application.created"}})
	if err != nil {
		t.Fatal(err)
	}
	h.rc.SetSecret(secret)
}

// apply sends an application through p and returns once it is
// acknowledged.
func apply(t *testing.T, c *loadtest.Client, who string) {
	t.Helper()
	up := c.Upload("document", "cv.pdf", loadCV)
	if !up.OK() {
		t.Fatalf("upload: %d %s", up.Status, up.Body)
	}
	if r := c.Apply(loadtest.Application(1, up.ID, 0, who), "hook-"+who); r.Status != 200 {
		t.Fatalf("apply: %d %s", r.Status, r.Body)
	}
}

// byID counts requests and successes per webhook-id.
func byID(got []webhookstest.Received) (requests, successes map[string]int) {
	requests, successes = map[string]int{}, map[string]int{}
	for _, r := range got {
		requests[r.ID]++
		if r.Status < 300 && r.Valid {
			successes[r.ID]++
		}
	}
	return requests, successes
}

// TestWebhookSurvivesAKill: an application acknowledged just before the
// server is killed with SIGKILL (its delivery not yet picked up: the
// workers poll every 10 s) is delivered by the restarted server; the
// receiver, down for its first two attempts, gets it retried with the
// same webhook-id and accepts it once.
func TestWebhookSurvivesAKill(t *testing.T) {
	h := newHookWorld(t)
	slow := []string{"CORKBOARD_JOBS_POLL_INTERVAL=10s", "CORKBOARD_WEBHOOK_ALLOW_PRIVATE=true"}
	p := startProc(t, procConfig{Data: h.data, DatabaseURL: h.db, Demo: true, Env: slow})
	h.subscribe(t)
	c := loadtest.New(p.Base, p.DemoKey())
	defer c.Close()
	apply(t, c, "Killed")
	p.Kill()
	if got := h.rc.Got(); len(got) != 0 {
		t.Skipf("the delivery ran before the kill (%d requests): nothing to recover", len(got))
	}
	h.rc.Answer(func(n int, _ webhookstest.Received) int {
		if n <= 2 {
			return 503 // the receiver is down
		}
		return 200
	})
	fast := []string{"CORKBOARD_JOBS_POLL_INTERVAL=100ms", "CORKBOARD_WEBHOOK_ALLOW_PRIVATE=true", "CORKBOARD_WEBHOOK_BACKOFF=1s,1s,1s"}
	startProc(t, procConfig{Data: h.data, DatabaseURL: h.db, Env: fast})
	got := h.rc.Wait(t, 60*time.Second, "the delivery after the restart", func(r []webhookstest.Received) bool {
		_, ok := byID(r)
		return len(ok) == 1
	})
	time.Sleep(2 * time.Second) // no further attempt comes after the success
	got = h.rc.Got()
	requests, ok := byID(got)
	if len(requests) != 1 || len(got) != 3 || got[0].Type != "application.created" {
		t.Fatalf("deliveries: %v", webhookstest.Summary(got))
	}
	for id, n := range ok {
		if n != 1 {
			t.Fatalf("%s accepted %d times", id, n)
		}
	}
}

// TestTwoInstancesDeliverEachChangeOnce: two servers on one PostgreSQL
// database, applications sent through both: each is delivered exactly
// once (counted by webhook-id; the receiver accepts everything).
func TestTwoInstancesDeliverEachChangeOnce(t *testing.T) {
	if testkit.Dialect() != "postgres" {
		t.Skip("two instances share a PostgreSQL database")
	}
	h := newHookWorld(t)
	env := []string{"CORKBOARD_JOBS_POLL_INTERVAL=100ms", "CORKBOARD_WEBHOOK_ALLOW_PRIVATE=true"}
	a := startProc(t, procConfig{Data: h.data, DatabaseURL: h.db, Demo: true, Env: env, LogLevel: "info"})
	h.subscribe(t)
	b := startProc(t, procConfig{Data: t.TempDir(), DatabaseURL: h.db, Env: env, LogLevel: "info"})
	key := a.DemoKey()
	const n = 20
	for i := range n {
		p := a
		if i%2 == 1 {
			p = b
		}
		c := loadtest.New(p.Base, key)
		apply(t, c, fmt.Sprintf("Twice%d", i))
		c.Close()
	}
	h.rc.Wait(t, 60*time.Second, fmt.Sprintf("%d deliveries", n), func(r []webhookstest.Received) bool {
		_, ok := byID(r)
		return len(ok) == n
	})
	time.Sleep(time.Second) // a duplicate would come now
	requests, _ := byID(h.rc.Got())
	for id, k := range requests {
		if k != 1 {
			t.Errorf("%s delivered %d times", id, k)
		}
	}
	if len(requests) != n {
		t.Errorf("%d messages, want %d", len(requests), n)
	}
}
