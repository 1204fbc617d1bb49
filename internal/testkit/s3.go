package testkit

import (
	"context"
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"corkboard/storage"
)

// S3URLEnv names the MinIO server of the tests (set by scripts/with-minio.sh).
const S3URLEnv = "CORKBOARD_TEST_S3_URL"

// S3URL returns the storage URL of a fresh bucket on the test MinIO
// server (created now), emptied and removed when t ends. Without
// CORKBOARD_TEST_S3_URL the test is skipped locally and fails under
// CI=true.
func S3URL(t testing.TB) string {
	t.Helper()
	raw := os.Getenv(S3URLEnv)
	if raw == "" {
		SkipOrFail(t, "MinIO ("+S3URLEnv+" not set; run under scripts/with-minio.sh)")
	}
	cfg, err := storage.ParseS3URL(raw)
	if err != nil {
		t.Fatalf("%s: %v", S3URLEnv, err)
	}
	cfg.Bucket = "t-" + randomHex(8)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := storage.NewS3(ctx, cfg); err != nil {
		t.Fatalf("MinIO: %v", err)
	}
	t.Cleanup(func() { dropBucket(cfg) })
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + cfg.Bucket
	return u.String()
}

// S3Storage returns an S3 store on a fresh bucket (see S3URL).
func S3Storage(t testing.TB) storage.Storage {
	t.Helper()
	raw := S3URL(t)
	s, err := storage.Open(context.Background(), raw, nil)
	if err != nil {
		t.Fatalf("MinIO: %v", err)
	}
	return s
}

// dropBucket removes a test bucket with its objects and incomplete
// uploads.
func dropBucket(cfg storage.S3Config) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := minio.New(cfg.Endpoint, &minio.Options{
		Creds: credentials.NewStaticV4(cfg.AccessKey, cfg.SecretKey, ""), Secure: cfg.Secure, Region: cfg.Region,
	})
	if err != nil {
		return
	}
	for oi := range c.ListObjects(ctx, cfg.Bucket, minio.ListObjectsOptions{Recursive: true}) {
		if oi.Err == nil {
			_ = c.RemoveObject(ctx, cfg.Bucket, oi.Key, minio.RemoveObjectOptions{})
		}
	}
	for up := range c.ListIncompleteUploads(ctx, cfg.Bucket, "", true) {
		if up.Err == nil {
			_ = c.RemoveIncompleteUpload(ctx, cfg.Bucket, up.Key)
		}
	}
	_ = c.RemoveBucket(ctx, cfg.Bucket)
}
