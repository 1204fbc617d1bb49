package bench

import (
	"context"
	"math/rand/v2"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/valyala/fasthttp"
)

// A load that names its kinds of requests gets the latencies of each
// kind apart: here the slow writes of a loopback server make the tail.
func TestMeasureSplitsLatenciesByKind(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &fasthttp.Server{Handler: func(c *fasthttp.RequestCtx) {
		if !c.IsGet() {
			time.Sleep(20 * time.Millisecond)
		}
	}}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Shutdown() })
	load := Load{Addr: ln.Addr().String(), Conns: 4, Kind: mixedKind,
		Request: func(r *rand.Rand, req *fasthttp.Request) Check {
			if r.IntN(4) == 0 {
				req.Header.SetMethod(fasthttp.MethodPost)
				req.SetRequestURI(contentRoot + "/applications")
			} else {
				req.SetRequestURI(contentRoot + "/jobs/7")
			}
			return nil
		}}
	f, runs, note := Runner{Duration: 300 * time.Millisecond, Repeats: 2}.Measure(context.Background(), "kinds", load, nil, 0, false)
	if note != "" {
		t.Fatalf("note %q", note)
	}
	if len(runs) != 2 || f.Errors != 0 {
		t.Fatalf("runs %d, errors %d", len(runs), f.Errors)
	}
	write, job := f.P99ByKindMs["write"], f.P99ByKindMs["job"]
	if len(f.P99ByKindMs) != 2 || write < 20 || job <= 0 || job >= write {
		t.Fatalf("p99 by kind %v: want write ≥ 20 ms, job faster", f.P99ByKindMs)
	}
	if line := kindsLine(f.P99ByKindMs); !strings.HasPrefix(line, "write ") || !strings.Contains(line, ", job ") {
		t.Fatalf("kinds line %q: want the slowest first", line)
	}
}

func TestMixedKind(t *testing.T) {
	for _, c := range []struct{ method, uri, want string }{
		{"GET", calendarRoot + "/events?per_page=10&categories=jazz", "events list"},
		{"GET", calendarRoot + "/events/123", "event"},
		{"POST", calendarRoot + "/events", "write"},
		{"PATCH", calendarRoot + "/events/123", "write"},
		{"GET", contentRoot + "/jobs?location=4", "jobs list"},
		{"GET", contentRoot + "/jobs/9", "job"},
		{"POST", contentRoot + "/applications", "write"},
		{"POST", "/graphql", "graphql"},
	} {
		req := fasthttp.AcquireRequest()
		req.Header.SetMethod(c.method)
		req.SetRequestURI(c.uri)
		if got := mixedKind(req); got != c.want {
			t.Errorf("%s %s: kind %q, want %q", c.method, c.uri, got, c.want)
		}
		fasthttp.ReleaseRequest(req)
	}
}
