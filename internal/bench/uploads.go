package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
	"github.com/valyala/fasthttp"

	"corkboard/storage"
)

// Sizes of the upload scenarios.
const (
	photoBytes    = 200 << 10
	documentBytes = 9 << 20
)

// uploadCount numbers raw objects and files across workers.
var uploadCount atomic.Int64

// photo is the 200 KB JPEG of the photo uploads and their raw
// references, encoded once (it takes a few hundred milliseconds); its
// users only read it.
var photo = sync.OnceValue(func() []byte { return JPEG(photoBytes) })

// uploadFile posts file as kind to /content/v1/file with the first
// company's key; the answer must be 200 with the queued file.
func uploadFile(addr, key, kind, name, contentType string, file []byte) Load {
	body, ct := UploadBody(kind, name, contentType, file)
	check := wantBody(`"status":"queued"`)
	return Load{Addr: addr, Request: func(_ *rand.Rand, req *fasthttp.Request) Check {
		req.Header.SetMethod(fasthttp.MethodPost)
		req.SetRequestURI(contentRoot + "/file")
		req.Header.Set("Authorization", "Bearer "+key)
		req.Header.SetContentType(ct)
		req.SetBodyRaw(body)
		return check
	}}
}

// PhotoUpload is scenario 5's POST /content/v1/file with a 200 KB JPEG.
func PhotoUpload(server *Process, s *Seeded) Load {
	return uploadFile(server.Addr, s.Companies[0].APIKey, "image", "photo.jpg", "image/jpeg", photo())
}

// removingUploads has l (uploads of the first company to the server's
// local store) remove the uploaded files after each run, as the raw
// writes do: tens of thousands of photos a run would otherwise fill the
// disk. Their rows stay, queued, until the upload sweep expires them.
func removingUploads(env *Env, l Load) Load {
	dir := filepath.Join(env.DataDir, "uploads", "objects", "careers", strconv.FormatInt(env.Seeded.Companies[0].ID, 10), "files")
	l.Cleanup = func() error {
		if err := os.RemoveAll(dir); err != nil {
			return err
		}
		return settle(env.DataDir)
	}
	return l
}

// DocumentUpload posts 9 MB PDF documents: with 64 connections, 64 are
// in flight at once (the server's memory bound).
func DocumentUpload(server *Process, s *Seeded) Load {
	l := uploadFile(server.Addr, s.Companies[0].APIKey, "document", "cv.pdf", "application/pdf", PDF(documentBytes))
	l.Timeout = 2 * time.Minute // 64 × 9 MB through one disk take a while
	return l
}

// ApplicationPost is scenario 5's POST /content/v1/applications to a
// random job of a random company whose form needs no file.
func ApplicationPost(server *Process, s *Seeded) Load {
	return Load{Addr: server.Addr, Request: func(r *rand.Rand, req *fasthttp.Request) Check {
		c := pick(r, s.Companies)
		body, _ := json.Marshal(map[string]any{"data": map[string]any{"type": "application",
			"attributes": Application(r, pick(r, c.OpenFormJobIDs))}})
		req.Header.SetMethod(fasthttp.MethodPost)
		req.SetRequestURI(contentRoot + "/applications")
		req.Header.Set("Authorization", "Bearer "+c.APIKey)
		req.Header.SetContentType("application/json")
		req.SetBodyRaw(body)
		return wantCreated
	}}
}

// wantCreated wants a write's answer: 201, or 200.
func wantCreated(resp *fasthttp.Response) error {
	if sc := resp.StatusCode(); sc != fasthttp.StatusCreated && sc != fasthttp.StatusOK {
		return fmt.Errorf("status %d: %.300s", sc, resp.Body())
	}
	return nil
}

// RawDiskWrite writes the upload's bytes straight to files in dir, each
// synced to disk as the local storage driver does: the reference of the
// local-disk upload target. The files are removed after each run (a fast
// disk writes tens of gigabytes in one).
func RawDiskWrite(dir string) (Load, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Load{}, err
	}
	data := photo()
	return Load{Op: func(context.Context, *rand.Rand) error {
		f, err := os.Create(filepath.Join(dir, "raw-"+strconv.FormatInt(uploadCount.Add(1), 10)+".jpg"))
		if err != nil {
			return err
		}
		if _, err := f.Write(data); err != nil {
			f.Close()
			return err
		}
		if err := f.Sync(); err != nil {
			f.Close()
			return err
		}
		return f.Close()
	}, Cleanup: func() error {
		if err := os.RemoveAll(dir); err != nil {
			return err
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		return settle(dir)
	}}, nil
}

// RawPutObject uploads the upload's bytes with minio-go PutObject (known
// size) to the bucket of s3URL: the reference of the MinIO upload target.
func RawPutObject(ctx context.Context, s3URL, bucket string) (Load, error) {
	cfg, err := storage.ParseS3URL(s3URL)
	if err != nil {
		return Load{}, err
	}
	client, err := minio.New(cfg.Endpoint, &minio.Options{Creds: credentials.NewStaticV4(cfg.AccessKey, cfg.SecretKey, ""),
		Secure: cfg.Secure, Region: cfg.Region})
	if err != nil {
		return Load{}, err
	}
	if ok, err := client.BucketExists(ctx, bucket); err != nil {
		return Load{}, err
	} else if !ok {
		if err := client.MakeBucket(ctx, bucket, minio.MakeBucketOptions{Region: cfg.Region}); err != nil {
			return Load{}, err
		}
	}
	data := photo()
	return Load{Op: func(ctx context.Context, _ *rand.Rand) error {
		key := "raw/" + strconv.FormatInt(uploadCount.Add(1), 10) + ".jpg"
		_, err := client.PutObject(ctx, bucket, key, bytes.NewReader(data), int64(len(data)),
			minio.PutObjectOptions{ContentType: "image/jpeg"})
		return err
	}}, nil
}

// S3StorageURL is the storage URL of a bucket on the server of s3URL.
func S3StorageURL(s3URL, bucket string) (string, error) {
	u, err := url.Parse(s3URL)
	if err != nil {
		return "", fmt.Errorf("malformed s3 URL")
	}
	u.Path = "/" + bucket
	return u.String(), nil
}
