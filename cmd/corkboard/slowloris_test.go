package main

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"corkboard/internal/database"
	"corkboard/internal/testkit"
)

// dribble opens a connection, sends head, then one byte of body every
// interval until the server closes the connection or limit passes. It
// returns how long the server let it go on and what it answered ("" when
// it just closed).
func dribble(t *testing.T, addr, head string, interval, limit time.Duration) (time.Duration, string) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	start := time.Now()
	if _, err := io.WriteString(conn, head); err != nil {
		t.Fatal(err)
	}
	answer := make(chan string, 1)
	go func() {
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			answer <- ""
			return
		}
		resp.Body.Close()
		answer <- resp.Status
	}()
	for time.Since(start) < limit {
		select {
		case a := <-answer:
			return time.Since(start), a
		case <-time.After(interval):
		}
		if _, err := conn.Write([]byte("a")); err != nil {
			select {
			case a := <-answer:
				return time.Since(start), a
			case <-time.After(2 * time.Second):
				return time.Since(start), ""
			}
		}
	}
	t.Fatalf("the server still reads after %v", limit)
	return 0, ""
}

// TestSlowClientsAreCutOff: with CORKBOARD_READ_TIMEOUT=2s, a client that
// sends an upload (or its headers) one byte at a time is cut off about
// then; the upload leaves no row and no object, and the server goes on
// serving.
func TestSlowClientsAreCutOff(t *testing.T) {
	data := t.TempDir()
	dbURL := testkit.DatabaseURL(t)
	p := startProc(t, procConfig{Data: data, DatabaseURL: dbURL, Demo: true, Env: []string{"CORKBOARD_READ_TIMEOUT=2s"}})
	key := p.DemoKey()

	body := "--b\r\nContent-Disposition: form-data; name=\"type\"\r\n\r\ndocument\r\n" +
		"--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"slow.txt\"\r\n\r\n"
	head := fmt.Sprintf("POST /content/v1/file HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer %s\r\n"+
		"Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 200000\r\n\r\n%s", p.Addr, key, body)
	took, answer := dribble(t, p.Addr, head, 100*time.Millisecond, 20*time.Second)
	if took > 6*time.Second {
		t.Fatalf("slow upload cut off after %v", took)
	}
	t.Logf("slow upload cut off after %v (answer %q)", took.Round(time.Millisecond), answer)

	took, answer = dribble(t, p.Addr, "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ", 100*time.Millisecond, 20*time.Second)
	if took > 6*time.Second {
		t.Fatalf("slow headers cut off after %v", took)
	}
	t.Logf("slow headers cut off after %v (answer %q)", took.Round(time.Millisecond), answer)

	// The server is well, and the slow upload left nothing behind.
	resp, err := http.Get(p.Base + "/readyz")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("after: %v %v", resp, err)
	}
	resp.Body.Close()
	p.Stop()
	db, err := database.Open(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	n, err := db.NewSelect().Table("careers_files").Count(testkit.System())
	if err != nil || n != 0 {
		t.Fatalf("%d file rows, %v", n, err)
	}
	_ = filepath.WalkDir(filepath.Join(data, "uploads", "careers"), func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && !strings.Contains(path, "/logo/") && !strings.Contains(path, "/jobs/") {
			t.Errorf("object left behind: %s", path)
		}
		return nil
	})
}
