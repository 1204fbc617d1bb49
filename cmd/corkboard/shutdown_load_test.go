package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"syscall"
	"testing"
	"time"

	"corkboard/internal/loadtest"
	"corkboard/internal/testkit"
	"corkboard/modules/careers/careerstest"
)

// TestGracefulShutdownUnderLoad sends SIGTERM to the built binary while
// clients keep it busy and three uploads are half sent: the uploads,
// finished after the signal, are answered 200; new connections are
// refused; no answer is a 5xx; the process exits 0 within the configured
// shutdown timeout.
func TestGracefulShutdownUnderLoad(t *testing.T) {
	const timeout = 10 * time.Second
	p := startProc(t, procConfig{Data: t.TempDir(), DatabaseURL: testkit.DatabaseURL(t), Demo: true,
		Env: []string{"CORKBOARD_SHUTDOWN_TIMEOUT=" + timeout.String()}})
	key := p.DemoKey()
	c := loadtest.New(p.Base, key)
	defer c.Close()
	load := newMixedLoad(c, "term")

	// Half-sent uploads: headers and the first half of the body.
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	_ = mw.WriteField("type", "document")
	fw, _ := mw.CreateFormFile("file", "cv.pdf")
	_, _ = fw.Write(careerstest.PDF("in flight"))
	_ = mw.Close()
	body := b.Bytes()
	var conns []net.Conn
	for i := 0; i < 3; i++ {
		conn, err := net.Dial("tcp", p.Addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		fmt.Fprintf(conn, "POST /content/v1/file HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer %s\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n",
			p.Addr, key, mw.FormDataContentType(), len(body))
		if _, err := conn.Write(body[:len(body)/2]); err != nil {
			t.Fatal(err)
		}
		conns = append(conns, conn)
	}

	stats := loadtest.NewStats()
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		loadtest.Run(ctx, 6, 0, nil, func(w, i int) loadtest.Result {
			r := load.step(w, i)
			stats.Add(r)
			return r
		})
	}()
	// SIGTERM in the middle of the load, once it is under way.
	if !testkit.Eventually(60*time.Second, func() bool { return stats.Total() >= 20 }) {
		t.Fatalf("the load does not get going: %s", stats)
	}
	signalled := time.Now()
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	// New connections are refused once shutdown began.
	if !testkit.Eventually(5*time.Second-time.Since(signalled), func() bool {
		conn, err := net.DialTimeout("tcp", p.Addr, 200*time.Millisecond)
		if err != nil {
			return true
		}
		conn.Close()
		return false
	}) {
		t.Fatal("still accepting connections 5s after SIGTERM")
	}
	// The half-sent uploads finish and are answered.
	for i, conn := range conns {
		if _, err := conn.Write(body[len(body)/2:]); err != nil {
			t.Fatalf("upload %d: %v", i, err)
		}
		_ = conn.SetReadDeadline(time.Now().Add(timeout))
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatalf("in-flight upload %d lost: %v", i, err)
		}
		rb, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("in-flight upload %d: %d %s", i, resp.StatusCode, rb)
		}
	}
	select {
	case <-p.exited:
	case <-time.After(timeout + 5*time.Second):
		t.Fatalf("no exit %v after SIGTERM", timeout+5*time.Second)
	}
	took := time.Since(signalled)
	stop()
	<-done
	if p.err != nil {
		t.Fatalf("exit: %v\n%s", p.err, p.Logs())
	}
	t.Logf("exited cleanly %v after SIGTERM; load: %s", took.Round(time.Millisecond), stats)
	if stats.Count(500, 599) > 0 {
		t.Errorf("5xx during shutdown: %v", stats.Samples())
	}
}
