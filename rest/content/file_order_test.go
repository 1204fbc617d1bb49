package content_test

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"net/textproto"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/storage"
)

// spoolDir points the process's temporary directory at a fresh one and
// returns a function that lists the upload spools in it.
func spoolDir(t *testing.T) func() []string {
	dir := t.TempDir()
	t.Setenv("TMPDIR", dir)
	return func() []string {
		m, _ := filepath.Glob(filepath.Join(dir, "corkboard-multipart-*"))
		return m
	}
}

// TestUploadTypeAfterFile: the type part may follow the file part
// (clients do not always control the order): the file is accepted as
// when the type comes first, and a refused one leaves no object, no row
// and no spool, on local disk and MinIO.
func TestUploadTypeAfterFile(t *testing.T) {
	backends(t, func(t *testing.T, store storage.Storage) {
		spools := spoolDir(t)
		s, acme := uploadServer(t, store)
		auth := []string{"Authorization", "Bearer " + acme.Key}
		send := func(p ...part) *testkit.Response {
			body, ct := multipartBody(t, p...)
			return s.Do(t, testkit.Request("POST", "/content/v1/file", body, append([]string{"Content-Type", ct}, auth...)...))
		}
		accepted := []struct {
			kind, name string
			data       []byte
			mediaType  string
			parts      func(file, typ part) []part
		}{
			{"image", "photo.png", careerstest.PNG(32, 32), careers.TypePNG, func(f, ty part) []part { return []part{f, ty} }},
			{"document", "cv.pdf", careerstest.PDF("Jane Doe"), careers.TypePDF, func(f, ty part) []part { return []part{f, ty} }},
			{"document", "cv-at-limit.txt", bytes.Repeat([]byte("a"), testDocumentLimit), careers.TypeText, func(f, ty part) []part { return []part{f, ty} }},
			{"document", "cv.txt", careerstest.Text(), careers.TypeText, func(f, ty part) []part {
				return []part{{name: "note", data: []byte("x")}, f, {name: "other", data: []byte("y")}, ty, {name: "after", data: []byte("z")}}
			}},
		}
		for _, tt := range accepted {
			t.Run(tt.name, func(t *testing.T) {
				before, _ := state(t, s)
				r := send(tt.parts(part{name: "file", filename: tt.name, data: tt.data}, part{name: "type", data: []byte(tt.kind)})...)
				if r.StatusCode != 200 {
					t.Fatalf("%d %s", r.StatusCode, r.Body)
				}
				var got struct {
					ID         int64
					Attributes struct {
						Type, Kind string
						Size       int64
					}
				}
				r.JSON(t, &got)
				a := got.Attributes
				if a.Type != tt.mediaType || a.Kind != tt.kind || a.Size != int64(len(tt.data)) {
					t.Fatalf("attributes %+v", a)
				}
				f, err := careersOf(s).Files.Get(testkit.System(), acme.Company.ID, got.ID)
				if err != nil {
					t.Fatal(err)
				}
				rc, _, err := s.Storage.Open(t.Context(), f.StorageKey)
				if err != nil {
					t.Fatal(err)
				}
				stored, _ := io.ReadAll(rc)
				rc.Close()
				if !bytes.Equal(stored, tt.data) {
					t.Fatalf("stored %d bytes that differ from the %d sent", len(stored), len(tt.data))
				}
				if rows, _ := state(t, s); rows != before+1 {
					t.Fatalf("%d rows after, %d before", rows, before)
				}
			})
		}
		before, objects := state(t, s)
		file := func(data []byte) part { return part{name: "file", filename: "upload.bin", data: data} }
		typ := func(kind string) part { return part{name: "type", data: []byte(kind)} }
		refused := []struct {
			name   string
			parts  []part
			status int
			code   string
			source string
		}{
			{"PDF sent as type=image", []part{file(careerstest.PDF("x")), typ("image")}, 415, "unsupported_media_type", "file"},
			{"image over its limit", []part{file(padded(careerstest.PNG(4, 4), testImageLimit+1)), typ("image")}, 413, "too_large", ""},
			{"file over every limit", []part{file(bytes.Repeat([]byte("a"), testDocumentLimit+1)), typ("document")}, 413, "too_large", ""},
			{"unknown type", []part{file(careerstest.PNG(4, 4)), typ("video")}, 422, "validation_failed", "type"},
			{"no type at all", []part{file(careerstest.PNG(4, 4))}, 422, "validation_failed", "type"},
			{"empty file", []part{file(nil), typ("image")}, 422, "validation_failed", "file"},
		}
		for _, tt := range refused {
			t.Run(tt.name, func(t *testing.T) {
				var sources []string
				if tt.source != "" {
					sources = []string{tt.source}
				}
				expectError(t, send(tt.parts...), tt.status, tt.code, sources...)
				if rows, objs := state(t, s); rows != before || objs != objects {
					t.Fatalf("left behind: %d rows, %d objects (were %d, %d)", rows, objs, before, objects)
				}
			})
		}
		t.Run("cut off after the file", func(t *testing.T) {
			body, ct := multipartBody(t, file(careerstest.PNG(4, 4)), typ("image"))
			cut := body[:bytes.LastIndex(body, []byte(`name="type"`))]
			expectError(t, s.Do(t, testkit.Request("POST", "/content/v1/file", cut, append([]string{"Content-Type", ct}, auth...)...)), 400, "bad_request")
		})
		if left := spools(); len(left) != 0 {
			t.Fatalf("spools left behind: %v", left)
		}
	})
}

// TestUploadTypeAfterFileStreams: a file sent before its type goes to a
// temporary file on disk as it arrives (it is not held in memory) and
// is stored once the type arrives; the spool is removed afterwards.
func TestUploadTypeAfterFileStreams(t *testing.T) {
	backends(t, func(t *testing.T, store storage.Storage) {
		spools := spoolDir(t)
		s := newServerOn(t, store) // the default limits: 10 MiB documents
		acme := testkit.NewTenant(t, s.Modules.Accounts, "acme")
		addr := s.Listen(t)

		const size = 4 << 20
		var head, tail bytes.Buffer
		w := multipart.NewWriter(&head)
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", `form-data; name="file"; filename="cv.txt"`)
		if _, err := w.CreatePart(h); err != nil {
			t.Fatal(err)
		}
		headLen := head.Len()
		w2 := multipart.NewWriter(&tail)
		_ = w2.SetBoundary(w.Boundary())
		_ = w2.WriteField("type", "document")
		_ = w2.Close()
		// tail starts with "--boundary"; a part's data ends with CRLF.
		total := headLen + size + 2 + tail.Len()

		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		_ = conn.SetDeadline(time.Now().Add(60 * time.Second))
		fmt.Fprintf(conn, "POST /content/v1/file HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer %s\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n",
			acme.Key, w.FormDataContentType(), total)
		_, _ = conn.Write(head.Bytes())
		line := bytes.Repeat([]byte("curriculum vitae "), 64)
		for sent := 0; sent < size; {
			n := min(len(line), size-sent)
			if _, err := conn.Write(line[:n]); err != nil {
				t.Fatal(err)
			}
			sent += n
		}
		// The whole file is sent, the type not yet: it waits on disk.
		var spooled int64
		if !testkit.Eventually(30*time.Second, func() bool {
			spooled = 0
			for _, p := range spools() {
				if fi, err := os.Stat(p); err == nil {
					spooled += fi.Size()
				}
			}
			return spooled >= size-64<<10
		}) {
			t.Fatalf("the file is not on disk while the type is awaited (%d of %d bytes spooled)", spooled, size)
		}
		_, _ = conn.Write([]byte("\r\n"))
		_, _ = conn.Write(tail.Bytes())
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(string(b), fmt.Sprintf(`"size":%d`, size)) {
			t.Fatalf("%d %s", resp.StatusCode, b)
		}
		if left := spools(); len(left) != 0 {
			t.Fatalf("spools left behind: %v", left)
		}
	})
}
