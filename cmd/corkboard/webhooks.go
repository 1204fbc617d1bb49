package main

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"corkboard/internal/jobs"
	"corkboard/modules/webhooks"
)

// webhooksEnv reads the webhook settings of the environment:
//
//	CORKBOARD_WEBHOOK_SECRET_KEY      encrypts signing secrets at rest (none: stored in clear)
//	CORKBOARD_WEBHOOK_ALLOW_PRIVATE   true: endpoints may be loopback, private or link-local addresses (false)
//	CORKBOARD_WEBHOOK_TIMEOUT         one attempt's time limit (10s)
//	CORKBOARD_WEBHOOK_BACKOFF         waits before each retry (5s,1m,5m,30m,2h,8h,24h)
//	CORKBOARD_WEBHOOK_DISABLE_AFTER   an endpoint failing this long is disabled (72h)
//	CORKBOARD_WEBHOOK_LOG_RETENTION   how long delivery attempts are kept (720h)
func webhooksEnv() (webhooks.Settings, error) {
	s := webhooks.Settings{SecretKey: os.Getenv("CORKBOARD_WEBHOOK_SECRET_KEY")}
	switch v := os.Getenv("CORKBOARD_WEBHOOK_ALLOW_PRIVATE"); v {
	case "", "false", "0":
	case "true", "1":
		s.AllowPrivate = true
	default:
		return s, fmt.Errorf("CORKBOARD_WEBHOOK_ALLOW_PRIVATE=%q: want true or false", v)
	}
	for name, dst := range map[string]*time.Duration{
		"CORKBOARD_WEBHOOK_TIMEOUT":       &s.Timeout,
		"CORKBOARD_WEBHOOK_DISABLE_AFTER": &s.DisableAfter,
		"CORKBOARD_WEBHOOK_LOG_RETENTION": &s.LogRetention,
	} {
		if v := os.Getenv(name); v != "" {
			d, err := time.ParseDuration(v)
			if err != nil || d <= 0 {
				return s, fmt.Errorf("%s=%q: want a positive duration such as 10s", name, v)
			}
			*dst = d
		}
	}
	if v := os.Getenv("CORKBOARD_WEBHOOK_BACKOFF"); v != "" {
		for _, p := range strings.Split(v, ",") {
			d, err := time.ParseDuration(strings.TrimSpace(p))
			if err != nil || d <= 0 || len(s.Backoff) >= 20 {
				return s, fmt.Errorf("CORKBOARD_WEBHOOK_BACKOFF=%q: want up to 20 positive durations such as 5s,1m,5m", v)
			}
			s.Backoff = append(s.Backoff, d)
		}
	}
	return s, nil
}

// jobsEnv reads the job machinery's settings:
//
//	CORKBOARD_JOBS_POLL_INTERVAL   how often idle workers look for due jobs (500ms)
//	CORKBOARD_WEBHOOK_WORKERS      concurrent deliveries per instance (8)
func jobsEnv() (jobs.Config, error) {
	var c jobs.Config
	if v := os.Getenv("CORKBOARD_JOBS_POLL_INTERVAL"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return c, fmt.Errorf("CORKBOARD_JOBS_POLL_INTERVAL=%q: want a positive duration such as 500ms", v)
		}
		c.PollInterval = d
	}
	if v := os.Getenv("CORKBOARD_WEBHOOK_WORKERS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 || n > 1000 {
			return c, fmt.Errorf("CORKBOARD_WEBHOOK_WORKERS=%q: want a number from 1 to 1000", v)
		}
		c.WebhookWorkers = n
	}
	return c, nil
}

// startWebhooks schedules the pruning of the delivery log and exports
// the delivery queue's depth; deliveries themselves run on the jobs.
func (rt *runtime) startWebhooks() {
	rt.Webhooks.SchedulePruning()
	rt.History.SchedulePruning() // the audit trail's retention
	if rt.metrics != nil {
		rt.metrics.WebhookQueue(func() (int, error) {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			defer cancel()
			return rt.Webhooks.QueueDepth(ctx)
		})
	}
}
