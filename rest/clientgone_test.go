package rest_test

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"corkboard/internal/testkit"
)

// blocker holds the first database query made after it is armed until
// the query's context ends or it is released, and reports why it ended.
type blocker struct {
	armed   atomic.Bool
	entered chan struct{}
	release chan struct{}
	ended   chan error // the query context's cause; nil when released
}

func newBlocker(s *testkit.Server) *blocker {
	b := &blocker{entered: make(chan struct{}, 1), release: make(chan struct{}), ended: make(chan error, 1)}
	for _, db := range s.Pools() {
		if db != nil { // one pool for all on PostgreSQL
			db.AddQueryHook(b)
		}
	}
	return b
}

func (b *blocker) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	if !b.armed.CompareAndSwap(true, false) {
		return ctx
	}
	b.entered <- struct{}{}
	select {
	case <-ctx.Done():
		b.ended <- context.Cause(ctx)
	case <-b.release:
		b.ended <- nil
	case <-time.After(20 * time.Second):
		b.ended <- fmt.Errorf("the query's context was not cancelled in 20 s")
	}
	return ctx
}

func (b *blocker) AfterQuery(context.Context, *bun.QueryEvent) {}

// sendGraphQL writes an anonymous GraphQL POST on a new connection.
func sendGraphQL(t *testing.T, addr, query string) net.Conn {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	body := fmt.Sprintf(`{"query":%q}`, query)
	fmt.Fprintf(conn, "POST /graphql HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", addr, len(body), body)
	return conn
}

func waitFor(t *testing.T, c <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-c:
	case <-time.After(20 * time.Second):
		t.Fatalf("%s: nothing after 20 s", what)
	}
}

// TestGraphQLStopsWhenTheClientGoes: a GraphQL request whose client
// closes its connection is cancelled: the database query it was waiting
// for sees its context end, with the client's departure as the cause,
// instead of running on until the request's timeout.
func TestGraphQLStopsWhenTheClientGoes(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	b := newBlocker(s)
	addr := s.Listen(t)
	b.armed.Store(true)
	conn := sendGraphQL(t, addr, "{ events { totalCount } }")
	waitFor(t, b.entered, "the query")
	_ = conn.Close()
	if err := <-b.ended; err == nil || !strings.Contains(err.Error(), "client closed the connection") {
		t.Fatalf("the query ended with %v, want the client's departure", err)
	}
	// The connection's server side is fine for the next client.
	conn = sendGraphQL(t, addr, "{ events { totalCount } }")
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(20 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("next request: %v %v", resp, err)
	}
}

// TestGraphQLFinishesDuringShutdown: a graceful shutdown lets a GraphQL
// request in flight finish: its context is not cancelled, and its client
// gets the answer.
func TestGraphQLFinishesDuringShutdown(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	b := newBlocker(s)
	addr := s.Listen(t)
	b.armed.Store(true)
	conn := sendGraphQL(t, addr, "{ events { totalCount } }")
	defer conn.Close()
	waitFor(t, b.entered, "the query")
	stopped := make(chan error, 1)
	go func() { stopped <- s.App.ShutdownWithTimeout(20 * time.Second) }()
	// The shutdown has begun once the listener refuses connections.
	if !testkit.Eventually(20*time.Second, func() bool {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err != nil {
			return true
		}
		_ = c.Close()
		return false
	}) {
		t.Fatal("the listener still accepts 20 s after the shutdown began")
	}
	close(b.release)
	if err := <-b.ended; err != nil {
		t.Fatalf("the query's context ended during the shutdown: %v", err)
	}
	_ = conn.SetDeadline(time.Now().Add(20 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("answer during shutdown: %v %v", resp, err)
	}
	if err := <-stopped; err != nil {
		t.Fatal(err)
	}
}
