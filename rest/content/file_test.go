package content_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"syscall"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/storage"
)

// Upload limits of the upload tests (small, so over-size files are cheap).
const (
	testImageLimit    = 20 << 10
	testDocumentLimit = 30 << 10
)

// state counts what uploads left behind: file rows and objects.
func state(t *testing.T, s *testkit.Server) (rows, objects int) {
	t.Helper()
	n, err := s.DB.NewSelect().Table("careers_files").Count(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	err = s.Storage.List(context.Background(), "careers/", func(storage.Info) error { objects++; return nil })
	if err != nil {
		t.Fatal(err)
	}
	return n, objects
}

func backends(t *testing.T, run func(t *testing.T, store storage.Storage)) {
	t.Run("local disk", func(t *testing.T) { run(t, nil) })
	t.Run("minio", func(t *testing.T) { run(t, testkit.S3Storage(t)) })
}

func uploadServer(t *testing.T, store storage.Storage) (*testkit.Server, testkit.Tenant) {
	s := newServerOn(t, store)
	s.Modules.Careers.Settings.MaxImageBytes = testImageLimit
	s.Modules.Careers.Settings.MaxDocumentBytes = testDocumentLimit
	return s, testkit.NewTenant(t, s.Modules.Accounts, "acme")
}

func padded(b []byte, size int) []byte {
	return append(append([]byte(nil), b...), bytes.Repeat([]byte("%"), size-len(b))...)
}

func TestUploadAccepted(t *testing.T) {
	backends(t, func(t *testing.T, store storage.Storage) {
		s, acme := uploadServer(t, store)
		tests := []struct {
			kind, name string
			data       []byte
			mediaType  string
		}{
			{"image", "photo.jpg", careerstest.JPEG(64, 48), careers.TypeJPEG},
			{"image", "photo.png", careerstest.PNG(32, 32), careers.TypePNG},
			{"image", "photo.webp", careerstest.WebP(), careers.TypeWebP},
			{"image", "photo.pdf", careerstest.PNG(8, 8), careers.TypePNG}, // the name does not matter
			{"document", "cv.pdf", careerstest.PDF("Jane Doe"), careers.TypePDF},
			{"document", "cv.docx", careerstest.DOCX("Jane Doe"), careers.TypeDOCX},
			{"document", "cv.doc", careerstest.DOC(), careers.TypeDOC},
			{"document", "cv.odt", careerstest.ODT(), careers.TypeODT},
			{"document", "cv.rtf", careerstest.RTF(), careers.TypeRTF},
			{"document", "cv.txt", careerstest.Text(), careers.TypeText},
			{"document", "cv-at-limit.txt", bytes.Repeat([]byte("a"), testDocumentLimit), careers.TypeText},
			{"document", "big.pdf", padded(careerstest.PDF("x"), testDocumentLimit), careers.TypePDF},
		}
		for i, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				r := s.Do(t, multipartRequest(t, tt.kind, tt.name, tt.data, "Authorization", "Bearer "+acme.Key))
				if r.StatusCode != 200 {
					t.Fatalf("%d %s", r.StatusCode, r.Body)
				}
				var b struct {
					ID         int64
					Type       string
					Attributes struct {
						Type, NameOriginal, Kind, Status string
						Size                             int64
					}
				}
				r.JSON(t, &b)
				if b.Type != "file" || b.Attributes.Type != tt.mediaType || b.Attributes.Kind != tt.kind ||
					b.Attributes.Size != int64(len(tt.data)) || b.Attributes.Status != "queued" {
					t.Fatalf("%s", r.Body)
				}
				f := new(careers.File)
				if err := s.DB.NewSelect().Model(f).Where("id = ?", b.ID).Scan(context.Background()); err != nil {
					t.Fatal(err)
				}
				rc, info, err := s.Storage.Open(context.Background(), f.StorageKey)
				if err != nil {
					t.Fatal(err)
				}
				stored, _ := io.ReadAll(rc)
				rc.Close()
				if !bytes.Equal(stored, tt.data) || !strings.HasPrefix(info.ContentType, tt.mediaType) ||
					!strings.HasPrefix(f.StorageKey, "careers/1/files/") {
					t.Fatalf("stored %d bytes as %q under %q", len(stored), info.ContentType, f.StorageKey)
				}
				if rows, objects := state(t, s); rows != i+1 || objects != i+1 {
					t.Fatalf("rows %d objects %d", rows, objects)
				}
			})
		}
	})
}

func TestUploadShape(t *testing.T) {
	s, acme := uploadServer(t, nil)
	r := s.Do(t, multipartRequest(t, "image", `C:\fakepath\Jane's photo é.png`, careerstest.PNG(4, 4), "Authorization", "Bearer "+acme.Key))
	if r.StatusCode != 200 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	golden(t, "file", r.Body)
}

func TestUploadRefused(t *testing.T) {
	backends(t, func(t *testing.T, store storage.Storage) {
		s, acme := uploadServer(t, store)
		auth := []string{"Authorization", "Bearer " + acme.Key}
		type tcase struct {
			name   string
			req    func(t *testing.T) *testkit.Response
			status int
			code   string
			source string
		}
		upload := func(kind string, data []byte) func(t *testing.T) *testkit.Response {
			return func(t *testing.T) *testkit.Response {
				return s.Do(t, multipartRequest(t, kind, "upload.bin", data, auth...))
			}
		}
		raw := func(ct string, body []byte) func(t *testing.T) *testkit.Response {
			return func(t *testing.T) *testkit.Response {
				return s.Do(t, testkit.Request("POST", "/content/v1/file", body, append([]string{"Content-Type", ct}, auth...)...))
			}
		}
		parts := func(p ...part) func(t *testing.T) *testkit.Response {
			return func(t *testing.T) *testkit.Response {
				body, ct := multipartBody(t, p...)
				return s.Do(t, testkit.Request("POST", "/content/v1/file", body, append([]string{"Content-Type", ct}, auth...)...))
			}
		}
		tests := []tcase{
			{"PDF sent as type=image", upload("image", careerstest.PDF("x")), 415, "unsupported_media_type", "file"},
			{"PNG sent as type=document", upload("document", careerstest.PNG(4, 4)), 415, "unsupported_media_type", "file"},
			{"renamed executable as image", upload("image", careerstest.EXE()), 415, "unsupported_media_type", "file"},
			{"renamed executable as document", upload("document", careerstest.EXE()), 415, "unsupported_media_type", "file"},
			{"ELF executable", upload("document", careerstest.ELF()), 415, "unsupported_media_type", "file"},
			{"shell script", upload("document", []byte("#!/bin/sh\nrm -rf /\n")), 415, "unsupported_media_type", "file"},
			{"SVG as image", upload("image", careerstest.SVG()), 415, "unsupported_media_type", "file"},
			{"SVG as document", upload("document", careerstest.SVG()), 415, "unsupported_media_type", "file"},
			{"HTML as document", upload("document", []byte("<!DOCTYPE html><html><script>x</script></html>")), 415, "unsupported_media_type", "file"},
			{"GIF", upload("image", careerstest.GIF()), 415, "unsupported_media_type", "file"},
			{"macro-enabled Word", upload("document", careerstest.DOCM()), 415, "unsupported_media_type", "file"},
			{"spreadsheet archive", upload("document", careerstest.XLSX()), 415, "unsupported_media_type", "file"},
			{"OpenDocument spreadsheet", upload("document", careerstest.ODS()), 415, "unsupported_media_type", "file"},
			{"OLE2 without a Word stream", upload("document", careerstest.MSI()), 415, "unsupported_media_type", "file"},
			{"binary garbage", upload("document", []byte{0x00, 0x01, 0x02, 0xff, 0xfe}), 415, "unsupported_media_type", "file"},
			{"text turning binary after the head", upload("document", append(bytes.Repeat([]byte("a"), 5000), 0, 1, 2)), 415, "unsupported_media_type", "file"},
			{"empty file", upload("image", nil), 422, "validation_failed", "file"},
			{"image over its limit", upload("image", padded(careerstest.PNG(4, 4), testImageLimit+1)), 413, "too_large", ""},
			{"document over its limit", upload("document", bytes.Repeat([]byte("a"), testDocumentLimit+1)), 413, "too_large", ""},
			{"body far over the limit", upload("document", bytes.Repeat([]byte("a"), 4*testDocumentLimit)), 413, "too_large", ""},
			{"unknown type", upload("video", careerstest.PNG(4, 4)), 422, "validation_failed", "type"},
			{"no type field", upload("", careerstest.PNG(4, 4)), 422, "validation_failed", "type"},
			{"no file part", parts(part{name: "type", data: []byte("image")}), 422, "validation_failed", "file"},
			{"not multipart", raw("application/json", []byte(`{"type":"image"}`)), 415, "unsupported_media_type", ""},
			{"multipart without boundary", raw("multipart/form-data", []byte("x")), 415, "unsupported_media_type", ""},
			{"malformed multipart", raw("multipart/form-data; boundary=xyz", []byte("--xyz\r\nContent-Disposition: form-data; name=\"type\"\r\n\r\nimage\r\n--xyz\r\nbroken")), 400, "bad_request", ""},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				r := tt.req(t)
				var sources []string
				if tt.source != "" {
					sources = []string{tt.source}
				}
				e := expectError(t, r, tt.status, tt.code, sources...)
				if tt.status == 413 && e.Errors[0].Meta["max_bytes"] == nil {
					t.Fatalf("413 without meta.max_bytes: %s", r.Body)
				}
				if rows, objects := state(t, s); rows != 0 || objects != 0 {
					t.Fatalf("left behind: %d rows, %d objects", rows, objects)
				}
			})
		}
		r := upload("image", careerstest.PDF("x"))(t)
		if store == nil {
			golden(t, "error_415_upload", r.Body)
			r = upload("image", padded(careerstest.PNG(4, 4), testImageLimit+1))(t)
			golden(t, "error_413_upload", r.Body)
		}
	})
}

// failingStorage passes Put through to a real store but breaks the
// stream after failAfter bytes, as a backend dying mid-upload; the real
// store cleans up its partial object.
type failingStorage struct {
	storage.Storage
	failAfter int64
}

var errBackendDown = errors.New("storage backend connection reset")

type breakingReader struct {
	r    io.Reader
	left int64
}

func (b *breakingReader) Read(p []byte) (int, error) {
	if b.left <= 0 {
		return 0, syscall.ECONNRESET
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.r.Read(p)
	b.left -= int64(n)
	return n, err
}

func (f *failingStorage) Put(ctx context.Context, key string, r io.Reader, opts storage.PutOptions) (storage.Info, error) {
	_, err := f.Storage.Put(ctx, key, &breakingReader{r: r, left: f.failAfter}, opts)
	if err == nil {
		return storage.Info{}, errors.New("test bug: the upload was shorter than failAfter")
	}
	return storage.Info{}, errBackendDown
}

func TestUploadStorageFailure(t *testing.T) {
	backends(t, func(t *testing.T, store storage.Storage) {
		if store == nil {
			env := testkit.NewEnv(t)
			store = env.Storage
		}
		s := newServerOn(t, &failingStorage{Storage: store, failAfter: 6000})
		acme := testkit.NewTenant(t, s.Modules.Accounts, "acme")
		r := s.Do(t, multipartRequest(t, "document", "cv.txt", bytes.Repeat([]byte("cv "), 10000), "Authorization", "Bearer "+acme.Key))
		expectError(t, r, 503, "unavailable")
		if r.Header.Get("Retry-After") == "" {
			t.Fatal("503 without Retry-After")
		}
		n, _ := s.DB.NewSelect().Table("careers_files").Count(context.Background())
		objects := 0
		_ = store.List(context.Background(), "", func(storage.Info) error { objects++; return nil })
		if n != 0 || objects != 0 {
			t.Fatalf("left behind: %d rows, %d objects", n, objects)
		}
	})
}

// TestUploadRowFailureDeletesObject breaks the database table: the
// object is written first, the row fails, and the object is deleted.
func TestUploadRowFailureDeletesObject(t *testing.T) {
	s, acme := uploadServer(t, nil)
	if _, err := s.DB.ExecContext(context.Background(), "ALTER TABLE careers_files RENAME TO careers_files_gone"); err != nil {
		t.Fatal(err)
	}
	r := s.Do(t, multipartRequest(t, "image", "a.png", careerstest.PNG(4, 4), "Authorization", "Bearer "+acme.Key))
	if r.StatusCode < 500 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	objects := 0
	_ = s.Storage.List(context.Background(), "", func(storage.Info) error { objects++; return nil })
	if objects != 0 {
		t.Fatalf("%d objects left", objects)
	}
}
