package ratelimit

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/redis/go-redis/v9"
)

// Redis is a fiber.Storage on a Redis server, shared by every instance
// that uses the same server, database and key prefix, so that rate limits
// hold across instances. It also counts atomically (Incr): one INCR per
// request, no read-modify-write race between instances.
type Redis struct {
	client  *redis.Client
	prefix  string
	timeout time.Duration
}

var (
	_ fiber.Storage = (*Redis)(nil)
	_ Counter       = (*Redis)(nil)
)

// DefaultRedisPrefix prefixes every key unless the URL names another.
const DefaultRedisPrefix = "corkboard:ratelimit:"

// NewRedis connects to rawURL, redis://[user:password@]host:port[/db] or
// rediss:// for TLS, with an optional prefix=… query parameter for the
// keys (default DefaultRedisPrefix). It pings the server once and fails
// when it cannot be reached (OpenShared starts without it instead).
func NewRedis(ctx context.Context, rawURL string) (*Redis, error) {
	r, err := ParseRedis(rawURL)
	if err != nil {
		return nil, err
	}
	if err := r.Ping(ctx); err != nil {
		_ = r.client.Close()
		return nil, err
	}
	return r, nil
}

// ParseRedis builds the store of rawURL (see NewRedis) without
// contacting the server; only a malformed URL is an error. Its client
// gives up quickly: one dial attempt and one retry of a command, each
// bounded by half a second, so that a Redis that is down costs a request
// little (Shared then stops asking it at all).
func ParseRedis(rawURL string) (*Redis, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("redis URL: %w", err)
	}
	prefix := DefaultRedisPrefix
	q := u.Query()
	if q.Has("prefix") {
		prefix = q.Get("prefix")
		q.Del("prefix")
		u.RawQuery = q.Encode()
	}
	opts, err := redis.ParseURL(u.String())
	if err != nil {
		return nil, fmt.Errorf("redis URL: %w", err)
	}
	opts.DialTimeout, opts.ReadTimeout, opts.WriteTimeout = 500*time.Millisecond, 500*time.Millisecond, 500*time.Millisecond
	opts.DialerRetries = 1    // the pool's default is 5 attempts 100 ms apart
	opts.MaxRetries = 1       // a pooled connection the server closed is retried once, on a new one
	opts.MinRetryBackoff = -1 // at once
	opts.PoolTimeout = 500 * time.Millisecond
	return &Redis{client: redis.NewClient(opts), prefix: prefix, timeout: time.Second}, nil
}

// Addr is the server's host:port.
func (r *Redis) Addr() string { return r.client.Options().Addr }

// Ping checks that the server answers, within 5 s at most.
func (r *Redis) Ping(ctx context.Context) error {
	pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := r.client.Ping(pctx).Err(); err != nil {
		return fmt.Errorf("redis at %s: %w", r.Addr(), err)
	}
	return nil
}

func (r *Redis) ctx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), r.timeout)
}

// Get implements fiber.Storage: nil, nil for a missing key.
func (r *Redis) Get(key string) ([]byte, error) {
	ctx, cancel := r.ctx()
	defer cancel()
	b, err := r.client.Get(ctx, r.prefix+key).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, nil
	}
	return b, err
}

// Set implements fiber.Storage; exp 0 means no expiry. An empty key or
// value is ignored.
func (r *Redis) Set(key string, val []byte, exp time.Duration) error {
	if key == "" || len(val) == 0 {
		return nil
	}
	ctx, cancel := r.ctx()
	defer cancel()
	return r.client.Set(ctx, r.prefix+key, val, exp).Err()
}

// Delete implements fiber.Storage.
func (r *Redis) Delete(key string) error {
	ctx, cancel := r.ctx()
	defer cancel()
	return r.client.Del(ctx, r.prefix+key).Err()
}

// Reset implements fiber.Storage: it deletes the keys under the prefix
// (never the whole database, which may hold other data).
func (r *Redis) Reset() error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	iter := r.client.Scan(ctx, 0, r.prefix+"*", 500).Iterator()
	for iter.Next(ctx) {
		if err := r.client.Del(ctx, iter.Val()).Err(); err != nil {
			return err
		}
	}
	return iter.Err()
}

// Close implements fiber.Storage.
func (r *Redis) Close() error { return r.client.Close() }

// Incr implements Counter with INCR and PEXPIREAT in one transaction: the
// count is exact across instances, and the key expires at until.
func (r *Redis) Incr(key string, until time.Time) (uint64, error) {
	ctx, cancel := r.ctx()
	defer cancel()
	var incr *redis.IntCmd
	_, err := r.client.TxPipelined(ctx, func(p redis.Pipeliner) error {
		incr = p.Incr(ctx, r.prefix+key)
		p.PExpireAt(ctx, r.prefix+key, until)
		return nil
	})
	if err != nil {
		return 0, err
	}
	return uint64(incr.Val()), nil
}
