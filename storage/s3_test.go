package storage_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"corkboard/storage"
	"corkboard/storage/storagetest"
)

const s3EnvVar = "CORKBOARD_TEST_S3_URL"

// s3URL returns the test server URL, skipping the test when none is
// configured, except under CI=true where a skipped S3 run is a failure.
func s3URL(t *testing.T) string {
	t.Helper()
	raw := os.Getenv(s3EnvVar)
	if raw == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("MinIO not configured: set " + s3EnvVar + " (required when CI=true; see scripts/with-minio.sh)")
		}
		t.Skip("MinIO not configured: set " + s3EnvVar)
	}
	return raw
}

func s3Config(t *testing.T) storage.S3Config {
	t.Helper()
	cfg, err := storage.ParseS3URL(s3URL(t))
	if err != nil {
		t.Fatalf("%s: %v", s3EnvVar, err)
	}
	return cfg
}

// uniqueBucket derives a fresh bucket name (at most 63 characters) from base.
func uniqueBucket(base string) string {
	b := make([]byte, 6)
	rand.Read(b)
	return base[:min(len(base), 48)] + "-" + hex.EncodeToString(b)
}

func adminClient(t *testing.T, cfg storage.S3Config) *minio.Client {
	t.Helper()
	c, err := minio.New(cfg.Endpoint, &minio.Options{
		Creds:  credentials.NewStaticV4(cfg.AccessKey, cfg.SecretKey, ""),
		Secure: cfg.Secure,
		Region: cfg.Region,
	})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// newS3 creates a store on a fresh bucket and removes the bucket, with all
// objects and incomplete uploads, when t ends.
func newS3(t *testing.T, cfg storage.S3Config) (*storage.S3, storage.S3Config) {
	t.Helper()
	cfg.Bucket = uniqueBucket(cfg.Bucket)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	s, err := storage.NewS3(ctx, cfg)
	if err != nil {
		t.Fatalf("NewS3: %v", err)
	}
	t.Cleanup(func() { dropBucket(t, cfg) })
	return s, cfg
}

func dropBucket(t *testing.T, cfg storage.S3Config) {
	c := adminClient(t, cfg)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if ok, err := c.BucketExists(ctx, cfg.Bucket); err == nil && !ok {
		return
	}
	for oi := range c.ListObjects(ctx, cfg.Bucket, minio.ListObjectsOptions{Recursive: true}) {
		if oi.Err != nil {
			t.Errorf("cleanup: list %s: %v", cfg.Bucket, oi.Err)
			break
		}
		if err := c.RemoveObject(ctx, cfg.Bucket, oi.Key, minio.RemoveObjectOptions{}); err != nil {
			t.Errorf("cleanup: remove %s/%s: %v", cfg.Bucket, oi.Key, err)
		}
	}
	for up := range c.ListIncompleteUploads(ctx, cfg.Bucket, "", true) {
		if up.Err == nil {
			c.RemoveIncompleteUpload(ctx, cfg.Bucket, up.Key)
		}
	}
	if err := c.RemoveBucket(ctx, cfg.Bucket); err != nil {
		t.Errorf("cleanup: remove bucket %s: %v", cfg.Bucket, err)
	}
}

func TestS3Conformance(t *testing.T) {
	cfg := s3Config(t)
	storagetest.Run(t, func(t *testing.T) storage.Storage {
		s, _ := newS3(t, cfg)
		return s
	})
}

// TestS3FailedUploadsLeaveNoParts checks that aborted multipart uploads are
// cleaned up on the server, not just hidden.
func TestS3FailedUploadsLeaveNoParts(t *testing.T) {
	s, cfg := newS3(t, s3Config(t))
	ctx := t.Context()
	big := strings.Repeat("x", 7<<20)
	_, err := s.Put(ctx, "parts/too-large", strings.NewReader(big), storage.PutOptions{Size: -1, MaxSize: 6 << 20})
	if !errors.Is(err, storage.ErrTooLarge) {
		t.Fatalf("Put = %v; want ErrTooLarge", err)
	}
	boom := errors.New("boom")
	r := &failAfter{data: big[:6<<20], err: boom}
	if _, err := s.Put(ctx, "parts/failing", r, storage.PutOptions{Size: -1}); !errors.Is(err, boom) {
		t.Fatalf("Put = %v; want boom", err)
	}
	// MinIO lists multipart uploads per exact object name, so ask per key.
	for _, key := range []string{"parts/too-large", "parts/failing"} {
		for up := range adminClient(t, cfg).ListIncompleteUploads(ctx, cfg.Bucket, key, false) {
			if up.Err != nil {
				t.Fatalf("list incomplete uploads: %v", up.Err)
			}
			t.Errorf("incomplete upload left behind: %s (%s)", up.Key, up.UploadID)
		}
	}
	if err := s.List(ctx, "parts/", func(info storage.Info) error {
		t.Errorf("object left behind: %s", info.Key)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

type failAfter struct {
	data string
	err  error
}

func (r *failAfter) Read(p []byte) (int, error) {
	if r.data == "" {
		return 0, r.err
	}
	n := copy(p, r.data)
	r.data = r.data[n:]
	return n, nil
}

func TestS3OpenAndPing(t *testing.T) {
	raw := s3URL(t)
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + uniqueBucket(strings.TrimPrefix(u.Path, "/"))
	cfg, _ := storage.ParseS3URL(u.String())
	t.Cleanup(func() { dropBucket(t, cfg) })
	s, err := storage.Open(t.Context(), u.String(), nil)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	if _, ok := s.(*storage.S3); !ok {
		t.Fatalf("Open(s3://) = %T", s)
	}
	if err := s.Ping(t.Context()); err != nil {
		t.Fatalf("Ping: %v", err)
	}
	// Opening again finds the existing bucket.
	if _, err := storage.Open(t.Context(), u.String(), nil); err != nil {
		t.Fatalf("second Open: %v", err)
	}
	if err := adminClient(t, cfg).RemoveBucket(t.Context(), cfg.Bucket); err != nil {
		t.Fatal(err)
	}
	if err := s.Ping(t.Context()); err == nil {
		t.Error("Ping succeeded after the bucket was removed")
	}
	wrong := cfg
	wrong.SecretKey += "x"
	wrong.Bucket = uniqueBucket("corkboard-denied")
	if _, err := storage.NewS3(t.Context(), wrong); err == nil {
		t.Error("NewS3 with a wrong secret succeeded")
	}
}

func TestS3Unreachable(t *testing.T) {
	ctx, cancel := context.WithTimeout(t.Context(), 3*time.Second)
	defer cancel()
	start := time.Now()
	_, err := storage.NewS3(ctx, storage.S3Config{Endpoint: "127.0.0.1:1", AccessKey: "a", SecretKey: "b", Bucket: "corkboard"})
	if err == nil {
		t.Fatal("NewS3 against a closed port succeeded")
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("NewS3 took %v; should give up with its context", d)
	}
}

func TestParseS3URL(t *testing.T) {
	good := map[string]storage.S3Config{
		"s3://AK:SK@minio:9000/files?secure=false&region=us-east-1": {Endpoint: "minio:9000", AccessKey: "AK", SecretKey: "SK", Bucket: "files", Region: "us-east-1"},
		"s3://AK:S%2FK%40@s3.example.com/files":                     {Endpoint: "s3.example.com", AccessKey: "AK", SecretKey: "S/K@", Bucket: "files", Secure: true},
		"s3://AK:SK@[::1]:9000/b?secure=true":                       {Endpoint: "[::1]:9000", AccessKey: "AK", SecretKey: "SK", Bucket: "b", Secure: true},
	}
	for raw, want := range good {
		if got, err := storage.ParseS3URL(raw); err != nil || got != want {
			t.Errorf("ParseS3URL(%q) = %+v, %v; want %+v", raw, got, err, want)
		}
	}
	bad := []string{
		"s3://minio:9000/files",                         // no credentials
		"s3://AK@minio:9000/files",                      // no secret
		"s3://AK:hunter2secret@/files",                  // no host
		"s3://AK:hunter2secret@minio:9000",              // no bucket
		"s3://AK:hunter2secret@minio:9000/",             // no bucket
		"s3://AK:hunter2secret@minio:9000/a/b",          // two segments
		"s3://AK:hunter2secret@minio:9000/b?secure=no!", // bad bool
		"s3://AK:hunter2secret@minio:9000/b?sslmode=x",  // unknown parameter
		"s3://AK:hunter2secret@minio:9000/b?region=a&region=b",
		"http://AK:hunter2secret@minio:9000/b",
	}
	for _, raw := range bad {
		_, err := storage.ParseS3URL(raw)
		if err == nil {
			t.Errorf("ParseS3URL(%q) succeeded", raw)
		} else if strings.Contains(err.Error(), "hunter2secret") {
			t.Errorf("ParseS3URL(%q) error leaks the secret: %v", raw, err)
		}
		if _, err := storage.Open(t.Context(), raw, nil); err != nil && strings.Contains(err.Error(), "hunter2secret") {
			t.Errorf("Open(%q) error leaks the secret: %v", raw, err)
		}
	}
}

// TestS3SpoolsUnknownLengths checks that uploads of unknown length leave
// no temporary file behind, whether they fit the memory head or not,
// succeed or fail.
func TestS3SpoolsUnknownLengths(t *testing.T) {
	cfg := s3Config(t)
	cfg.SpoolDir = t.TempDir()
	s, _ := newS3(t, cfg)
	ctx := t.Context()
	for _, size := range []int{10, 256 << 10, 256<<10 + 1, 3 << 20} {
		data := strings.Repeat("y", size)
		info, err := s.Put(ctx, "spool/ok", strings.NewReader(data), storage.PutOptions{Size: -1})
		if err != nil || info.Size != int64(size) {
			t.Fatalf("Put of %d bytes = %+v, %v", size, info, err)
		}
	}
	boom := errors.New("boom")
	if _, err := s.Put(ctx, "spool/failing", &failAfter{data: strings.Repeat("z", 1<<20), err: boom}, storage.PutOptions{Size: -1}); !errors.Is(err, boom) {
		t.Fatalf("failing Put = %v", err)
	}
	if _, err := s.Put(ctx, "spool/large", strings.NewReader(strings.Repeat("z", 2<<20)), storage.PutOptions{Size: -1, MaxSize: 1 << 20}); !errors.Is(err, storage.ErrTooLarge) {
		t.Fatalf("too large Put = %v", err)
	}
	if left, _ := os.ReadDir(cfg.SpoolDir); len(left) > 0 {
		t.Errorf("spool files left: %v", left)
	}
}
