package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestGracefulShutdown sends half a request, stops the server (as SIGTERM
// does), checks that new connections are refused, then finishes the
// request: it must still be answered, and serve must exit cleanly.
func TestGracefulShutdown(t *testing.T) {
	c := newCLI(t)
	addr := freeAddr(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errb bytes.Buffer
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--addr", addr, "--data", c.data, "--database-url", c.dbURL, "--log-level", "error"}, &syncWriter{w: &out}, &errb)
	}()
	waitFor(t, "http://"+addr+"/healthz")

	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	body := `{"query":"{ __typename }"}`
	fmt.Fprintf(conn, "POST /graphql HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", addr, len(body), body[:10])

	cancel() // SIGTERM
	deadline := time.Now().Add(10 * time.Second)
	for {
		c2, err := net.DialTimeout("tcp", addr, 200*time.Millisecond)
		if err != nil {
			break // the listener is closed: new connections are refused
		}
		c2.Close()
		if time.Now().After(deadline) {
			t.Fatal("server still accepts connections after shutdown began")
		}
		time.Sleep(20 * time.Millisecond)
	}

	if _, err := conn.Write([]byte(body[10:])); err != nil {
		t.Fatal(err)
	}
	_ = conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("in-flight request lost: %v", err)
	}
	var b strings.Builder
	_, _ = bufio.NewReader(resp.Body).WriteTo(&b)
	if resp.StatusCode != 200 || !strings.Contains(b.String(), "Query") {
		t.Fatalf("in-flight request: %d %s", resp.StatusCode, b.String())
	}
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("serve exit %d: %s", code, errb.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatal("serve did not exit")
	}
}
