package content_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"corkboard/internal/app"
	"corkboard/internal/testkit"
	"corkboard/storage"
)

// logBuffer collects JSON log lines written concurrently by the server.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

// levels returns the level of every log line whose message is msg.
func (l *logBuffer) levels(t *testing.T, msg string) []string {
	t.Helper()
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for line := range strings.SplitSeq(strings.TrimSpace(l.b.String()), "\n") {
		if line == "" {
			continue
		}
		var rec struct{ Level, Msg string }
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("log line %q: %v", line, err)
		}
		if rec.Msg == msg {
			out = append(out, rec.Level)
		}
	}
	return out
}

// truncatedUpload is a multipart upload of a document cut off in the
// middle of its file part: no closing boundary.
func truncatedUpload(t *testing.T) ([]byte, string) {
	t.Helper()
	body, ct := multipartBody(t, part{name: "type", data: []byte("document")},
		part{name: "file", filename: "cv.txt", data: bytes.Repeat([]byte("cv "), 10000)})
	return body[:len(body)/2], ct
}

// TestTruncatedUploadIsTheClientsFault: an upload whose body ends before
// its multipart framing does is 400 bad_request, logged at info, and
// leaves neither object nor row; not 503 "storage unavailable" logged as
// an error.
func TestTruncatedUploadIsTheClientsFault(t *testing.T) {
	backends(t, func(t *testing.T, store storage.Storage) {
		var logs logBuffer
		s := testkit.NewServer(t, testkit.WithStorage(store), testkit.WithLogger(slog.New(slog.NewJSONHandler(&logs, nil))),
			testkit.WithHTTP(func(c *app.HTTPConfig) { c.OriginCacheTTL = -1 }))
		mods := s.Modules
		acme := testkit.NewTenant(t, mods.Accounts, "acme")
		body, ct := truncatedUpload(t)

		t.Run("app.Test", func(t *testing.T) {
			r := s.Do(t, testkit.Request("POST", "/content/v1/file", body, "Content-Type", ct, "Authorization", "Bearer "+acme.Key))
			e := expectError(t, r, 400, "bad_request")
			if !strings.Contains(e.Errors[0].Detail, "ended before") {
				t.Errorf("detail %q does not say the upload was cut off", e.Errors[0].Detail)
			}
			if rows, objects := state(t, s); rows != 0 || objects != 0 {
				t.Fatalf("left behind: %d rows, %d objects", rows, objects)
			}
		})

		t.Run("socket", func(t *testing.T) {
			addr := s.Listen(t)
			conn, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			_ = conn.SetDeadline(time.Now().Add(30 * time.Second))
			// The client announces the whole body, sends half of it and
			// stops sending (half-close), still reading the answer.
			full, _ := multipartBody(t, part{name: "type", data: []byte("document")},
				part{name: "file", filename: "cv.txt", data: bytes.Repeat([]byte("cv "), 10000)})
			fmt.Fprintf(conn, "POST /content/v1/file HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer %s\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n",
				acme.Key, ct, len(full))
			if _, err := conn.Write(body); err != nil {
				t.Fatal(err)
			}
			if err := conn.(*net.TCPConn).CloseWrite(); err != nil {
				t.Fatal(err)
			}
			resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if resp.StatusCode != 400 {
				t.Fatalf("status %d, want 400", resp.StatusCode)
			}
			if rows, objects := state(t, s); rows != 0 || objects != 0 {
				t.Fatalf("left behind: %d rows, %d objects", rows, objects)
			}
		})

		levels := logs.levels(t, "request")
		if len(levels) != 2 {
			t.Fatalf("%d access log lines, want 2: %s", len(levels), logs.b.String())
		}
		for _, l := range levels {
			if l != "INFO" {
				t.Errorf("truncated upload logged at %s, want INFO", l)
			}
		}
	})
}
