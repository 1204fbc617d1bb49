package bench

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"github.com/valyala/fasthttp"
)

// RequestFunc fills one request of a load; rng belongs to the calling
// worker. It returns the check for the response (nil: any 2xx).
type RequestFunc func(rng *rand.Rand, req *fasthttp.Request) Check

// Check validates a response; a non-nil error counts the request as an
// error.
type Check func(resp *fasthttp.Response) error

// Load is a closed-loop load: Conns workers, each with its own keep-alive
// connection, send requests back to back.
type Load struct {
	// Addr is the server, host:port.
	Addr string
	// Conns is the number of concurrent connections (64 by default).
	Conns int
	// Request builds each request.
	Request RequestFunc
	// Kind, when set, names the kind of each request built (for a mixed
	// load, e.g. "graphql" or "write"): the latencies are then also kept
	// per kind (Sample.ByKind).
	Kind func(req *fasthttp.Request) string
	// Op, when set instead of Request, is one operation that is not an
	// HTTP request to Addr (a raw disk write, a raw PutObject).
	Op func(ctx context.Context, rng *rand.Rand) error
	// Timeout bounds one request (10s by default).
	Timeout time.Duration
	// PerConn, when > 0, ends each worker after that many requests (or
	// at the deadline, whichever comes first).
	PerConn int
	// Cleanup, when set, runs after the warm-up and after each measured
	// run, outside the measured time: it removes what the runs left (the
	// raw writes' files, which would otherwise fill the disk).
	Cleanup func() error
}

// Sample is what one run of a load measured.
type Sample struct {
	Requests int
	Errors   int
	Elapsed  time.Duration
	// Latencies of every request, sorted.
	Latencies []time.Duration
	// FirstError describes the first failed request.
	FirstError string
	// ByKind are the sorted latencies of each kind of request, when the
	// load names them (Load.Kind).
	ByKind map[string][]time.Duration
}

// RPS is the completed requests per second.
func (s Sample) RPS() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Requests) / s.Elapsed.Seconds()
}

// Run drives the load for d (or until ctx ends) and returns what it
// measured. Requests still in flight at the end are waited for and
// counted.
func (l Load) Run(ctx context.Context, d time.Duration) Sample {
	conns := l.Conns
	if conns <= 0 {
		conns = 64
	}
	timeout := l.Timeout
	if timeout <= 0 {
		timeout = 10 * time.Second
	}
	hc := &fasthttp.HostClient{
		Addr: l.Addr, MaxConns: conns, ReadTimeout: timeout, WriteTimeout: timeout,
		MaxIdleConnDuration: time.Minute, MaxResponseBodySize: 64 << 20,
		ReadBufferSize: 16 << 10, WriteBufferSize: 64 << 10,
		MaxConnWaitTimeout: timeout, DisablePathNormalizing: true,
	}
	defer hc.CloseIdleConnections()
	type result struct {
		lat      []time.Duration
		byKind   map[string][]time.Duration
		errors   int
		firstErr string
	}
	results := make([]result, conns)
	start := time.Now()
	deadline := start.Add(d)
	var wg sync.WaitGroup
	for w := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(start.UnixNano()), uint64(w)))
			req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
			defer fasthttp.ReleaseRequest(req)
			defer fasthttp.ReleaseResponse(resp)
			r := &results[w]
			r.lat = make([]time.Duration, 0, 4096)
			if l.Kind != nil {
				r.byKind = map[string][]time.Duration{}
			}
			for ctx.Err() == nil {
				var err error
				var t0, t1 time.Time
				kind := ""
				if l.Op != nil {
					t0 = time.Now()
					err = l.Op(ctx, rng)
					t1 = time.Now()
				} else {
					req.Reset()
					resp.Reset()
					check := l.Request(rng, req)
					req.SetHost(l.Addr) // after the URI, which would reset it
					if l.Kind != nil {
						kind = l.Kind(req)
					}
					t0 = time.Now()
					err = hc.DoTimeout(req, resp, timeout)
					t1 = time.Now()
					if err == nil {
						err = verify(resp, check)
					}
					if err != nil {
						err = fmt.Errorf("%s %s: %w", req.Header.Method(), req.URI().RequestURI(), err)
					}
				}
				r.lat = append(r.lat, t1.Sub(t0))
				if kind != "" {
					r.byKind[kind] = append(r.byKind[kind], t1.Sub(t0))
				}
				if err != nil {
					r.errors++
					if r.firstErr == "" {
						r.firstErr = err.Error()
					}
				}
				if t1.After(deadline) || (l.PerConn > 0 && len(r.lat) >= l.PerConn) {
					return
				}
			}
		}()
	}
	wg.Wait()
	s := Sample{Elapsed: time.Since(start)}
	if l.Kind != nil {
		s.ByKind = map[string][]time.Duration{}
	}
	for _, r := range results {
		s.Requests += len(r.lat)
		s.Errors += r.errors
		s.Latencies = append(s.Latencies, r.lat...)
		for k, lat := range r.byKind {
			s.ByKind[k] = append(s.ByKind[k], lat...)
		}
		if s.FirstError == "" {
			s.FirstError = r.firstErr
		}
	}
	slices.Sort(s.Latencies)
	for _, lat := range s.ByKind {
		slices.Sort(lat)
	}
	return s
}

// verify applies check, or by default wants a 2xx status.
func verify(resp *fasthttp.Response, check Check) error {
	if check != nil {
		return check(resp)
	}
	return Status2xx(resp)
}

// Status2xx wants a 2xx status.
func Status2xx(resp *fasthttp.Response) error {
	if sc := resp.StatusCode(); sc < 200 || sc > 299 {
		return fmt.Errorf("status %d: %.200s", sc, resp.Body())
	}
	return nil
}
