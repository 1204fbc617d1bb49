package main

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"corkboard/internal/testkit"
)

var (
	buildOnce sync.Once
	builtBin  string
	buildErr  error
)

// corkboardBinary builds the corkboard binary once per test run and
// returns its path.
func corkboardBinary(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "corkboard-bin-")
		if err != nil {
			buildErr = err
			return
		}
		builtBin = filepath.Join(dir, "corkboard")
		build := exec.Command("go", "build", "-o", builtBin, ".")
		build.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := build.CombinedOutput(); err != nil {
			buildErr = &buildError{err: err, out: string(out)}
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return builtBin
}

type buildError struct {
	err error
	out string
}

func (e *buildError) Error() string { return "go build: " + e.err.Error() + "\n" + e.out }

// lockedBuffer collects a process's output while it runs.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// procConfig describes one `corkboard serve` process.
type procConfig struct {
	Data, DatabaseURL, StorageURL string
	Addr                          string // default: a free loopback port
	Demo                          bool
	LogLevel                      string // default error
	Env                           []string
}

// proc is a running `corkboard serve` of the built binary.
type proc struct {
	t      testing.TB
	cmd    *exec.Cmd
	Addr   string
	Base   string
	out    *lockedBuffer
	errb   *lockedBuffer
	exited chan struct{}
	err    error
}

// startProc runs serve and waits until /readyz answers 200.
func startProc(t *testing.T, c procConfig) *proc {
	t.Helper()
	p := launchProc(t, c)
	if err := p.waitReady(60 * time.Second); err != nil {
		t.Fatal(err)
	}
	return p
}

// launchProc runs serve without waiting for it (see waitReady). It may be
// called from one goroutine only (it uses t).
func launchProc(t *testing.T, c procConfig) *proc {
	t.Helper()
	bin := corkboardBinary(t)
	if c.Addr == "" {
		c.Addr = freeAddr(t)
	}
	if c.LogLevel == "" {
		c.LogLevel = "error"
	}
	args := []string{"serve", "--addr", c.Addr, "--data", c.Data, "--log-level", c.LogLevel}
	if c.DatabaseURL != "" {
		args = append(args, "--database-url", c.DatabaseURL)
	}
	if c.StorageURL != "" {
		args = append(args, "--storage-url", c.StorageURL)
	}
	if c.Demo {
		args = append(args, "--demo")
	}
	p := &proc{t: t, Addr: c.Addr, Base: "http://" + c.Addr, out: &lockedBuffer{}, errb: &lockedBuffer{}, exited: make(chan struct{})}
	p.cmd = exec.Command(bin, args...)
	// Load from one client would hit the per-IP budgets: off unless the
	// test sets them.
	p.cmd.Env = append(append(os.Environ(), "CORKBOARD_SECRET=proc-test-secret-0123456789abcdef0123", "CORKBOARD_RATE_LIMITS=off"), c.Env...)
	p.cmd.Stdout, p.cmd.Stderr = p.out, p.errb
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.err = p.cmd.Wait(); close(p.exited) }()
	t.Cleanup(func() {
		select {
		case <-p.exited:
		default:
			_ = p.cmd.Process.Kill()
			<-p.exited
		}
	})
	return p
}

// waitReady polls /readyz until it answers 200, the process exits, or
// within elapses. Safe to call from any goroutine.
func (p *proc) waitReady(within time.Duration) error {
	exited := false
	ready := testkit.Eventually(within, func() bool {
		select {
		case <-p.exited:
			exited = true
			return true
		default:
		}
		resp, err := http.Get(p.Base + "/readyz")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == 200
	})
	switch {
	case exited:
		return fmt.Errorf("serve exited: %v\n%s", p.err, p.errb.String())
	case !ready:
		return fmt.Errorf("serve did not become ready within %v\n%s", within, p.errb.String())
	}
	return nil
}

// DemoKey is the API key `serve --demo` printed.
func (p *proc) DemoKey() string {
	key := ""
	for _, line := range strings.Split(p.out.String(), "\n") {
		if strings.HasPrefix(line, "cbk_") {
			key = strings.TrimSpace(line)
		}
	}
	if key == "" {
		p.t.Fatalf("no key printed: %s", p.out.String())
	}
	return key
}

// Logs is what the process wrote to stderr so far.
func (p *proc) Logs() string { return p.errb.String() }

// Stop sends SIGTERM and waits for a clean exit.
func (p *proc) Stop() {
	p.t.Helper()
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.exited:
		if p.err != nil {
			p.t.Fatalf("serve exit: %v\n%s", p.err, p.Logs())
		}
	case <-time.After(30 * time.Second):
		p.t.Fatal("serve did not stop within 30s")
	}
}

// Kill ends the process with SIGKILL, as a crash would.
func (p *proc) Kill() {
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.exited
}
