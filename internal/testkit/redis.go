package testkit

import (
	"context"
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// RedisURLEnv names the Redis server of the tests (default
// redis://127.0.0.1:6379/15: database 15, not the default 0).
const RedisURLEnv = "CORKBOARD_TEST_REDIS_URL"

// RedisURL returns a CORKBOARD_REDIS_URL for this test: the test server's
// database with a key prefix of its own (prefix=t-<random>:), whose keys
// are deleted at cleanup. Without a reachable server the test is skipped
// locally and fails under CI=true.
func RedisURL(t testing.TB) string {
	t.Helper()
	raw := os.Getenv(RedisURLEnv)
	if raw == "" {
		raw = "redis://127.0.0.1:6379/15"
	}
	opts, err := redis.ParseURL(raw)
	if err != nil {
		t.Fatalf("%s: %v", RedisURLEnv, err)
	}
	c := redis.NewClient(opts)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	if err := c.Ping(ctx).Err(); err != nil {
		_ = c.Close()
		SkipOrFail(t, "Redis at "+opts.Addr+" ("+RedisURLEnv+"): "+err.Error())
	}
	prefix := "t-" + randomHex(8) + ":"
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		iter := c.Scan(ctx, 0, prefix+"*", 500).Iterator()
		for iter.Next(ctx) {
			_ = c.Del(ctx, iter.Val()).Err()
		}
		_ = c.Close()
	})
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("prefix", prefix)
	u.RawQuery = q.Encode()
	return u.String()
}
