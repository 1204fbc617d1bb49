package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"testing"
	"time"

	"corkboard/internal/testkit"
)

// served is `serve --demo` running in-process on c's data and database.
type served struct {
	base string
	out  *bytes.Buffer
	stop func()
}

// serveDemo starts `serve --demo` with extra arguments and waits until it
// answers; stop (also run at cleanup) cancels it as SIGTERM does.
func (c *cli) serveDemo(extra ...string) *served {
	t := c.t
	t.Helper()
	addr := freeAddr(t)
	ctx, cancel := context.WithCancel(context.Background())
	out, errb := new(bytes.Buffer), new(bytes.Buffer)
	done := make(chan int, 1)
	args := append([]string{"serve", "--demo", "--addr", addr, "--data", c.data, "--database-url", c.dbURL, "--log-level", "error"}, extra...)
	go func() { done <- run(ctx, args, &syncWriter{w: out}, &syncWriter{w: errb}) }()
	base := "http://" + addr
	if !testkit.Eventually(30*time.Second, func() bool {
		select {
		case code := <-done:
			cancel()
			t.Fatalf("serve exited with %d: %s", code, readSync(errb))
		default:
		}
		resp, err := http.Get(base + "/healthz")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == 200
	}) {
		t.Fatalf("serve did not come up: %s", readSync(errb))
	}
	stopped := false
	s := &served{base: base, out: out}
	s.stop = func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		select {
		case code := <-done:
			if code != 0 {
				t.Errorf("serve exit %d: %s", code, readSync(errb))
			}
		case <-time.After(30 * time.Second):
			t.Error("serve did not stop")
		}
	}
	t.Cleanup(s.stop)
	return s
}

// get sends a GET with a Bearer key and decodes a JSON answer into v.
func (s *served) get(t *testing.T, path, key string, v any) int {
	t.Helper()
	req, _ := http.NewRequest("GET", s.base+path, nil)
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if v != nil && resp.StatusCode == 200 {
		if err := json.Unmarshal(b, v); err != nil {
			t.Fatalf("GET %s: %v: %s", path, err, b)
		}
	}
	return resp.StatusCode
}
