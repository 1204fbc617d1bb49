package ratelimit

import (
	"context"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/redis/go-redis/v9"
)

// Shared keeps the counters in Redis, shared by every instance, and falls
// back on counters in this process's memory while Redis cannot be
// reached, whether at start or later: rate limits then hold per instance
// instead of across instances, and no request waits for Redis.
//
// One rule for every failure: the first failed command (or the ping at
// start) logs an error and opens the circuit; from then on requests count
// in memory without contacting Redis, while one background loop pings it,
// 1 s after the failure and then with a backoff up to 10 s; the first
// answer closes the circuit (logged) and requests count in Redis again.
// The in-memory counters start from zero for each window, so during an
// outage a client may get up to one extra budget per instance.
type Shared struct {
	redis *Redis
	local *Memory
	log   *slog.Logger
	// retry and maxRetry are the first and the longest pause between
	// reconnection attempts.
	retry, maxRetry time.Duration

	up        atomic.Bool
	fallbacks atomic.Uint64

	mu           sync.Mutex
	reconnecting bool
	closed       chan struct{}
	closeOnce    sync.Once
	loop         sync.WaitGroup
}

var (
	_ fiber.Storage = (*Shared)(nil)
	_ Counter       = (*Shared)(nil)
)

// SharedOptions tune OpenShared; zero values take the defaults.
type SharedOptions struct {
	// Logger receives the outage and recovery lines (default: discard).
	Logger *slog.Logger
	// Retry is the pause before the first reconnection attempt (1 s);
	// it doubles after each failed one up to MaxRetry (10 s).
	Retry, MaxRetry time.Duration
	// Now is the in-memory counters' clock (default time.Now).
	Now func() time.Time
}

var quietRedis sync.Once

// OpenShared opens the Redis store of rawURL (see NewRedis) with its
// in-memory fallback. Only a malformed URL is an error: an unreachable
// server is logged and retried in the background, and the counters stay
// in memory meanwhile.
func OpenShared(ctx context.Context, rawURL string, o SharedOptions) (*Shared, error) {
	r, err := ParseRedis(rawURL)
	if err != nil {
		return nil, err
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	if o.Retry <= 0 {
		o.Retry = time.Second
	}
	if o.MaxRetry < o.Retry {
		o.MaxRetry = max(10*time.Second, o.Retry)
	}
	// go-redis prints its own dial failures on stderr; Shared logs the
	// outage once, in the server's log format.
	quietRedis.Do(func() { redis.SetLogger(quietLogger{}) })
	s := &Shared{redis: r, local: NewMemory(o.Now), log: o.Logger, retry: o.Retry, maxRetry: o.MaxRetry, closed: make(chan struct{})}
	if err := r.Ping(ctx); err != nil {
		s.trip(err)
	} else {
		s.up.Store(true)
	}
	return s, nil
}

// Up reports whether the counters are in Redis now.
func (s *Shared) Up() bool { return s.up.Load() }

// Fallbacks is the number of operations served by the in-memory
// counters because Redis could not be reached.
func (s *Shared) Fallbacks() uint64 { return s.fallbacks.Load() }

// trip opens the circuit after err and starts the reconnection loop (once
// per outage).
func (s *Shared) trip(err error) {
	s.up.Store(false)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.reconnecting {
		return
	}
	select {
	case <-s.closed:
		return
	default:
	}
	s.reconnecting = true
	s.log.Error("Redis is unreachable: rate limits are counted per instance, in memory, until it is back; reconnecting in the background",
		slog.String("redis", s.redis.Addr()), slog.String("error", err.Error()))
	s.loop.Add(1)
	go s.reconnect()
}

// reconnect pings Redis with a growing pause until it answers.
func (s *Shared) reconnect() {
	defer s.loop.Done()
	pause := s.retry
	for {
		t := time.NewTimer(pause)
		select {
		case <-s.closed:
			t.Stop()
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		err := s.redis.Ping(ctx)
		cancel()
		if err == nil {
			s.mu.Lock()
			s.reconnecting = false
			s.up.Store(true)
			s.mu.Unlock()
			s.log.Warn("Redis is reachable again: rate limits are shared again", slog.String("redis", s.redis.Addr()))
			return
		}
		pause = min(2*pause, s.maxRetry)
	}
}

// Incr implements Counter: in Redis while it answers, else in memory.
func (s *Shared) Incr(key string, until time.Time) (uint64, error) {
	if s.up.Load() {
		n, err := s.redis.Incr(key, until)
		if err == nil {
			return n, nil
		}
		s.trip(err)
	}
	s.fallbacks.Add(1)
	return s.local.Incr(key, until)
}

// Get implements fiber.Storage, as Incr falls back.
func (s *Shared) Get(key string) ([]byte, error) {
	if s.up.Load() {
		v, err := s.redis.Get(key)
		if err == nil {
			return v, nil
		}
		s.trip(err)
	}
	s.fallbacks.Add(1)
	return s.local.Get(key)
}

// Set implements fiber.Storage, as Incr falls back.
func (s *Shared) Set(key string, val []byte, exp time.Duration) error {
	if s.up.Load() {
		err := s.redis.Set(key, val, exp)
		if err == nil {
			return nil
		}
		s.trip(err)
	}
	s.fallbacks.Add(1)
	return s.local.Set(key, val, exp)
}

// Delete implements fiber.Storage: the key goes from both stores.
func (s *Shared) Delete(key string) error {
	_ = s.local.Delete(key)
	if !s.up.Load() {
		return nil
	}
	if err := s.redis.Delete(key); err != nil {
		s.trip(err)
	}
	return nil
}

// Reset implements fiber.Storage: both stores are emptied (Redis only
// under the prefix, when it answers).
func (s *Shared) Reset() error {
	_ = s.local.Reset()
	if !s.up.Load() {
		return nil
	}
	return s.redis.Reset()
}

// Close stops the reconnection loop and closes the client.
func (s *Shared) Close() error {
	s.closeOnce.Do(func() { close(s.closed) })
	s.loop.Wait()
	return s.redis.Close()
}

// quietLogger drops go-redis's own log lines.
type quietLogger struct{}

func (quietLogger) Printf(context.Context, string, ...any) {}
