package graph_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/client"

	"corkboard/internal/testkit"
	"corkboard/modules/careers/careerstest"
	"corkboard/storage"
)

// newServerOn is testkit.NewServer with another storage (nil: local disk).
func newServerOn(t *testing.T, store storage.Storage) *testkit.Server {
	t.Helper()
	return testkit.NewServer(t, testkit.WithStorage(store))
}

// file writes data to a temporary file named name (gqlgen's client sends
// *os.File variables as multipart files).
func file(t *testing.T, name string, data []byte) *os.File {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = f.Close() })
	return f
}

const uploadMutation = `mutation($kind: FileKind!, $file: Upload!) { uploadFile(kind: $kind, file: $file) {
  id kind mediaType nameOriginal size status expiresAt createdAt } }`

type uploaded struct {
	UploadFile struct {
		ID, Kind, MediaType, NameOriginal, Status, ExpiresAt string
		Size                                                 int64
	}
}

// TestUploadFile uploads through the GraphQL multipart request spec (with
// gqlgen's client) to local disk and to MinIO, with the sniffing and
// limits of REST's POST /content/v1/file.
func TestUploadFile(t *testing.T) {
	t.Parallel()
	for _, backend := range []string{"local disk", "minio"} {
		t.Run(backend, func(t *testing.T) {
			var store storage.Storage
			if backend == "minio" {
				store = testkit.S3Storage(t)
			}
			s := newServerOn(t, store)
			settings := s.Modules.Careers.Settings
			settings.MaxImageBytes, settings.MaxDocumentBytes = 20<<10, 30<<10
			acc, m := s.Modules.Accounts, s.Modules.Careers
			acme := testkit.NewTenant(t, acc, "acme")
			reader := testkit.NewTenant(t, acc, "reader", "content:read")
			a := newAPI(s)
			key := bearer(acme.Key)
			upload := func(kind, name string, data []byte, opts ...client.Option) (json.RawMessage, []gqlError) {
				t.Helper()
				return a.post(t, uploadMutation, append([]client.Option{vars("kind", kind, "file", file(t, name, data)), client.WithFiles()}, opts...)...)
			}

			var cv, photo uploaded
			data, errs := upload("DOCUMENT", "../My CV.pdf", careerstest.PDF("Jane"), key)
			if len(errs) > 0 {
				t.Fatalf("upload: %+v", errs)
			}
			_ = json.Unmarshal(data, &cv)
			f := cv.UploadFile
			if f.Kind != "DOCUMENT" || f.MediaType != "application/pdf" || f.NameOriginal != "My CV.pdf" || f.Status != "QUEUED" ||
				f.Size != int64(len(careerstest.PDF("Jane"))) || f.ExpiresAt != "2026-11-22T09:00:00Z" {
				t.Fatalf("uploaded: %+v", f)
			}
			// The object is in the storage, with the size sent.
			stored, err := m.Files.Get(testkit.System(), acme.Company.ID, mustInt(t, f.ID))
			if err != nil {
				t.Fatal(err)
			}
			if info, err := s.Storage.Stat(context.Background(), stored.StorageKey); err != nil || info.Size != f.Size {
				t.Fatalf("object: %+v %v", info, err)
			}
			data, errs = upload("IMAGE", "me.jpg", careerstest.JPEG(8, 8), key)
			if len(errs) > 0 {
				t.Fatalf("photo: %+v", errs)
			}
			_ = json.Unmarshal(data, &photo)
			if photo.UploadFile.MediaType != "image/jpeg" {
				t.Fatalf("photo: %+v", photo)
			}
			// The queued files make an application.
			job := careerstest.NewJob(t, m, acme.Company.ID, careerstest.Job("Engineer", s.Clock.Now()))
			var applied struct{ CreateApplication struct{ ID string } }
			a.data(t, applyMutation, &applied, key, vars("input", map[string]any{"jobId": id(job.ID), "firstName": "Jane", "lastName": "Doe",
				"email": "jane@example.com", "curriculumVitae": f.ID, "photo": photo.UploadFile.ID, "disclaimer": true}))

			for _, tc := range []struct {
				name, kind, file, code, field string
				data                          []byte
				opts                          []client.Option
			}{
				{"a PDF as image", "IMAGE", "cv.pdf", "UNSUPPORTED_MEDIA_TYPE", "file", careerstest.PDF("x"), []client.Option{key}},
				{"SVG", "IMAGE", "logo.png", "UNSUPPORTED_MEDIA_TYPE", "file", careerstest.SVG(), []client.Option{key}},
				{"an executable", "DOCUMENT", "cv.pdf", "UNSUPPORTED_MEDIA_TYPE", "file", careerstest.EXE(), []client.Option{key}},
				{"empty", "DOCUMENT", "cv.pdf", "VALIDATION_FAILED", "file", nil, []client.Option{key}},
				{"over the image limit", "IMAGE", "big.jpg", "TOO_LARGE", "", careerstest.NoisyJPEG(200, 200), []client.Option{key}},
				{"key without content:write", "DOCUMENT", "cv.pdf", "FORBIDDEN", "", careerstest.PDF("x"), []client.Option{bearer(reader.Key)}},
				{"anonymous", "DOCUMENT", "cv.pdf", "UNAUTHENTICATED", "", careerstest.PDF("x"), nil},
			} {
				t.Run(tc.name, func(t *testing.T) {
					_, errs := upload(tc.kind, tc.file, tc.data, tc.opts...)
					if len(errs) == 0 || errs[0].Extensions.Code != tc.code || tc.field != "" && !strings.Contains(strings.Join(fieldNames(errs[0]), ","), tc.field) {
						t.Fatalf("got %+v, want %s on %q", errs, tc.code, tc.field)
					}
					if tc.code == "TOO_LARGE" && !strings.Contains(errs[0].Message, "20480") {
						t.Fatalf("message %q does not name the limit", errs[0].Message)
					}
				})
			}
			// Nothing was left behind by the refused uploads.
			var rows int
			rows, err = s.DB.NewSelect().Table("careers_files").Count(context.Background())
			if err != nil || rows != 2 {
				t.Fatalf("%d file rows, %v", rows, err)
			}
		})
	}
}

// TestGraphQLBodyLimits checks the request body limits of /graphql: JSON
// bodies have the app's body limit, multipart ones the upload limit, both
// refused by Content-Length before they are read, with an error naming
// the limit.
func TestGraphQLBodyLimits(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	settings := s.Modules.Careers.Settings
	settings.MaxImageBytes, settings.MaxDocumentBytes = 20<<10, 30<<10
	acme := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	a := newAPI(s)
	// A JSON body over 1 MiB.
	big := `{ company { name } } #` + strings.Repeat("x", 1<<20)
	_, err := a.c.RawPost(big, bearer(acme.Key))
	if err == nil || !strings.Contains(err.Error(), "http 413") || !strings.Contains(err.Error(), `"code":"TOO_LARGE"`) ||
		!strings.Contains(err.Error(), "request body limit of 1048576 bytes") {
		t.Fatalf("JSON over the limit: %v", err)
	}
	// A multipart body over the upload limit (the media library's 10 MiB,
	// the largest, + 64 KiB).
	_, err = a.c.RawPost(uploadMutation, bearer(acme.Key), vars("kind", "DOCUMENT", "file", file(t, "cv.pdf", bytes.Repeat([]byte("%"), 11<<20))),
		client.WithFiles())
	if err == nil || !strings.Contains(err.Error(), "http 413") || !strings.Contains(err.Error(), "upload limit of 10551296 bytes") ||
		!strings.Contains(err.Error(), `"maxBytes":10551296`) {
		t.Fatalf("upload over the limit: %v", err)
	}
	// A multipart body within the limit goes through (an ordinary query too).
	var got struct{ Company struct{ Name string } }
	a.data(t, `{ company { name } }`, &got, bearer(acme.Key), vars("unused", file(t, "x.txt", []byte("hello"))), client.WithFiles())
	if got.Company.Name == "" {
		t.Fatal("multipart query failed")
	}
}

// TestUploadIsStreamed sends uploads over a real connection in chunks, as
// a browser streaming a large file does: the server holds no file whole in
// memory (gqlgen spools it to a temporary file, the service streams it to
// storage), and a chunked body over the upload limit is refused once it
// passes the limit.
func TestUploadIsStreamed(t *testing.T) {
	s := testkit.NewServer(t)
	acme := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	addr := s.Listen(t)
	url := "http://" + addr + "/graphql"

	// post streams a multipart upload of size bytes (a PDF) in chunks.
	post := func(size int) (int, string) {
		t.Helper()
		pr, pw := io.Pipe()
		mw := multipart.NewWriter(pw)
		go func() {
			ops, _ := json.Marshal(map[string]any{"query": uploadMutation, "variables": map[string]any{"kind": "DOCUMENT", "file": nil}})
			_ = mw.WriteField("operations", string(ops))
			_ = mw.WriteField("map", `{"0": ["variables.file"]}`)
			part, _ := mw.CreateFormFile("0", "big.pdf")
			chunk := bytes.Repeat([]byte("%"), 32<<10)
			_, _ = part.Write([]byte("%PDF-1.4\n"))
			for left := size - 9; left > 0; left -= len(chunk) {
				if _, err := part.Write(chunk[:min(left, len(chunk))]); err != nil {
					pw.CloseWithError(err)
					return
				}
			}
			pw.CloseWithError(mw.Close())
		}()
		req, _ := http.NewRequest("POST", url, pr) // unknown length: chunked
		req.Header.Set("Content-Type", mw.FormDataContentType())
		req.Header.Set("Authorization", "Bearer "+acme.Key)
		resp, err := (&http.Client{Timeout: time.Minute}).Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body)
	}

	const size = 9 << 20
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	status, body := post(size)
	runtime.ReadMemStats(&after)
	if status != 200 || !strings.Contains(body, fmt.Sprintf(`"size":%d`, size)) {
		t.Fatalf("upload: %d %s", status, body)
	}
	grew := after.TotalAlloc - before.TotalAlloc
	t.Logf("a %d-byte upload allocated %d bytes", size, grew)
	if grew > size/2 {
		t.Fatalf("a %d-byte upload allocated %d bytes: the file was held in memory", size, grew)
	}
	// Over the limit (documents: 10 MiB + 64 KiB for the request).
	status, body = post(11 << 20)
	if status != 413 || !strings.Contains(body, `"code":"TOO_LARGE"`) || !strings.Contains(body, "upload limit") {
		t.Fatalf("chunked upload over the limit: %d %s", status, body)
	}
	rows, err := s.DB.NewSelect().Table("careers_files").Count(context.Background())
	if err != nil || rows != 1 {
		t.Fatalf("%d file rows, %v", rows, err)
	}
}
