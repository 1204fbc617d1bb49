package testkit

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"

	"corkboard/internal/app"
	"corkboard/rest/content"
	"corkboard/storage"
)

// Server is the real HTTP app on a fresh database, driven with app.Test.
type Server struct {
	*Env
	Modules *app.Modules
	App     *fiber.App
	// Observe, when set, sees every request Do sends with its response
	// (say, to validate each against an interface description).
	Observe func(t testing.TB, req *http.Request, res *Response)
}

// NewServer builds the modules on a fresh Env (migrating its database)
// and the HTTP app, tuned by opts (see Option). Requests are counted
// against rate limits (the headers are sent) so large that a test never
// reaches them, unless an option sets limits: every request of a test
// comes from one address.
//
//	s := testkit.NewServer(t)
//	s := testkit.NewServer(t, testkit.WithHTTP(func(c *app.HTTPConfig) { c.DisableIntrospection = true }))
//	s := testkit.NewServer(t, testkit.WithStorage(store), testkit.WithLogger(log))
func NewServer(t testing.TB, opts ...Option) *Server {
	t.Helper()
	var b build
	for _, o := range opts {
		o(&b)
	}
	if b.on != nil { // another app on a server's env and modules
		cfg := b.config(b.on.Env)
		return &Server{Env: b.on.Env, Modules: b.on.Modules, App: b.on.Modules.HTTP(cfg), Observe: b.observe}
	}
	env := b.env
	if env == nil {
		env = NewEnv(t)
	}
	for _, f := range b.prepare {
		f(env)
	}
	mods := app.NewModules(env.Deps)
	env.Migrate(t, mods.List()...)
	return &Server{Env: env, Modules: mods, App: mods.HTTP(b.config(env)), Observe: b.observe}
}

// NewServerOn is NewServer on env with cfg: with env.Instance it builds
// another instance on the same database.
func NewServerOn(t testing.TB, env *Env, cfg app.HTTPConfig) *Server {
	t.Helper()
	return NewServer(t, OnEnv(env), WithHTTP(func(c *app.HTTPConfig) { *c = cfg }))
}

// An Option tunes NewServer.
type Option func(*build)

type build struct {
	env     *Env
	on      *Server
	prepare []func(*Env)
	http    []func(*app.HTTPConfig)
	observe func(t testing.TB, req *http.Request, res *Response)
}

// config is the app's configuration: the options' changes, env's signer,
// and budgets no test reaches unless rate limits were set.
func (b *build) config(env *Env) app.HTTPConfig {
	var cfg app.HTTPConfig
	for _, f := range b.http {
		f(&cfg)
	}
	cfg.Signer = env.Signer
	if rl := cfg.RateLimits; !rl.Disabled && rl.Read.Window == 0 && rl.Write.Window == 0 {
		cfg.RateLimits.Read = content.Budget{PerKey: 1 << 20, PerIP: 1 << 20, Window: time.Minute}
		cfg.RateLimits.Write = cfg.RateLimits.Read
	}
	return cfg
}

// OnEnv builds the server on env (one the test prepared: another
// instance's, a database behind a proxy) instead of a fresh one.
func OnEnv(env *Env) Option { return func(b *build) { b.env = env } }

// SharingModules builds only another app, on s's env and modules (say,
// with other rate limits): two instances of the HTTP layer of one process.
func SharingModules(s *Server) Option { return func(b *build) { b.on = s } }

// WithEnv changes the Env (its dependencies, its configuration) before
// the modules are built on it.
func WithEnv(f func(*Env)) Option { return func(b *build) { b.prepare = append(b.prepare, f) } }

// WithStorage puts the modules on store (nil: the Env's local disk).
func WithStorage(store storage.Storage) Option {
	return WithEnv(func(e *Env) {
		if store != nil {
			e.Storage, e.Deps.Storage = store, store
		}
	})
}

// WithLogger gives the modules and the app log.
func WithLogger(log *slog.Logger) Option {
	return WithEnv(func(e *Env) { e.Deps.Logger = log })
}

// WithHTTP changes the app's configuration; its Signer is the Env's.
func WithHTTP(f func(*app.HTTPConfig)) Option {
	return func(b *build) { b.http = append(b.http, f) }
}

// WithObserver sets Server.Observe.
func WithObserver(f func(t testing.TB, req *http.Request, res *Response)) Option {
	return func(b *build) { b.observe = f }
}

// Response is a finished test response with its body read.
type Response struct {
	*http.Response
	Body []byte
}

// JSON decodes the body into v, failing the test on error.
func (r *Response) JSON(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Body, v); err != nil {
		t.Fatalf("decode %s body %q: %v", r.Status, r.Body, err)
	}
}

// Do sends req through the app and reads the response.
func (s *Server) Do(t testing.TB, req *http.Request) *Response {
	t.Helper()
	resp, err := s.App.Test(req, -1)
	if err != nil {
		t.Fatalf("%s %s: %v", req.Method, req.URL, err)
	}
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
	res := &Response{Response: resp, Body: body}
	if s.Observe != nil {
		s.Observe(t, req, res)
	}
	return res
}

// Request builds a request; body may be nil, []byte, string or a value to
// encode as JSON. headers are name/value pairs.
func Request(method, target string, body any, headers ...string) *http.Request {
	var r io.Reader
	ct := ""
	switch b := body.(type) {
	case nil:
	case []byte:
		r = bytes.NewReader(b)
	case string:
		r = bytes.NewBufferString(b)
	default:
		enc, err := json.Marshal(b)
		if err != nil {
			panic(err)
		}
		r, ct = bytes.NewReader(enc), "application/json"
	}
	req := httptest.NewRequest(method, target, r)
	if ct != "" {
		req.Header.Set("Content-Type", ct)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	return req
}

// Listen serves the app on a loopback listener until the test ends (a
// graceful shutdown of up to 5 s) and returns its address (host:port):
// for tests that need a real connection (streamed or chunked bodies,
// clients that go away, proxies).
func (s *Server) Listen(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = s.App.Listener(ln) }()
	t.Cleanup(func() { _ = s.App.ShutdownWithTimeout(5 * time.Second) })
	return ln.Addr().String()
}
