package testkit

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"

	"corkboard/internal/app"
	"corkboard/rest/content"
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

// NewServer builds and migrates every module and the HTTP app. Requests
// are counted against rate limits (the headers are sent) so large that a
// test never reaches them: every request of a test comes from one
// address. tune may change the configuration (rate limit tests set
// their own budgets).
func NewServer(t testing.TB, tune ...func(*app.HTTPConfig)) *Server {
	t.Helper()
	var cfg app.HTTPConfig
	for _, f := range tune {
		f(&cfg)
	}
	return NewServerOn(t, NewEnv(t), cfg)
}

// NewServerOn builds the modules on env (migrating its database if need
// be) and the HTTP app with cfg (its Signer is env's). With env.Instance
// it builds another instance on the same database. Without rate limits in
// cfg, it counts against budgets no test reaches, as NewServer.
func NewServerOn(t testing.TB, env *Env, cfg app.HTTPConfig) *Server {
	t.Helper()
	mods := app.NewModules(env.Deps)
	env.Migrate(t, mods.List()...)
	cfg.Signer = env.Signer
	if rl := cfg.RateLimits; !rl.Disabled && rl.Read.Window == 0 && rl.Write.Window == 0 {
		cfg.RateLimits.Read = content.Budget{PerKey: 1 << 20, PerIP: 1 << 20, Window: time.Minute}
		cfg.RateLimits.Write = cfg.RateLimits.Read
	}
	return &Server{Env: env, Modules: mods, App: mods.HTTP(cfg)}
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
