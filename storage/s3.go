package storage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

const (
	// s3SpoolMemory is how much of an upload of unknown length is kept in
	// memory while its length is learnt; a longer one goes on to a
	// temporary file.
	s3SpoolMemory = 256 << 10

	s3PingTimeout    = 5 * time.Second
	s3CleanupTimeout = 30 * time.Second
	s3DialTimeout    = 5 * time.Second
	s3MaxRetries     = 3
)

// S3Config locates an S3-compatible bucket.
type S3Config struct {
	// Endpoint is host:port without scheme, e.g. "minio.internal:9000".
	Endpoint string
	// AccessKey and SecretKey are static credentials (both required).
	AccessKey string
	SecretKey string
	// Bucket is created by NewS3 if it does not exist.
	Bucket string
	// Secure selects HTTPS.
	Secure bool
	// Region is used for signing and bucket creation; empty means
	// auto-detect (and "us-east-1" when creating the bucket).
	Region string
	// SpoolDir holds uploads of unknown length while their length is
	// learnt (default os.TempDir()).
	SpoolDir string
	// PublicURL, when set, is the base of download links
	// (scheme://host[:port], no path): URL presigns for that host instead
	// of Endpoint, for browsers that cannot reach the internal endpoint.
	// The signature covers the host, so whatever serves PublicURL (a
	// reverse proxy, a load balancer) must pass requests on to the S3
	// server with their Host header unchanged.
	PublicURL string
}

// S3 stores objects in one bucket of an S3-compatible server through
// minio-go. Create it with NewS3. Keys are checked with CheckKey, so both
// drivers accept exactly the same keys.
type S3 struct {
	client *minio.Client
	// presigner signs download links: client, or a client for
	// S3Config.PublicURL (it never sends a request).
	presigner *minio.Client
	bucket    string
	spoolDir  string
}

var _ Storage = (*S3)(nil)

// NewS3 connects to cfg.Endpoint and makes sure cfg.Bucket exists, creating
// it if missing. It fails if the server cannot be reached within ctx.
func NewS3(ctx context.Context, cfg S3Config) (*S3, error) {
	switch {
	case cfg.Endpoint == "":
		return nil, errors.New("storage: s3 endpoint not set")
	case cfg.Bucket == "":
		return nil, errors.New("storage: s3 bucket not set")
	case cfg.AccessKey == "" || cfg.SecretKey == "":
		return nil, errors.New("storage: s3 access key and secret key are required")
	}
	if cfg.PublicURL != "" {
		if _, _, err := ParsePublicURL(cfg.PublicURL); err != nil {
			return nil, err
		}
	}
	// An unreachable server must fail requests within seconds (503 for
	// the client) rather than hold them through minio-go's default of 10
	// retries with backoff: a few retries, and a short connect timeout.
	tr, err := minio.DefaultTransport(cfg.Secure)
	if err != nil {
		return nil, fmt.Errorf("storage: s3 transport: %w", err)
	}
	tr.DialContext = (&net.Dialer{Timeout: s3DialTimeout, KeepAlive: 30 * time.Second}).DialContext
	client, err := minio.New(cfg.Endpoint, &minio.Options{
		Creds:      credentials.NewStaticV4(cfg.AccessKey, cfg.SecretKey, ""),
		Secure:     cfg.Secure,
		Region:     cfg.Region,
		Transport:  tr,
		MaxRetries: s3MaxRetries,
	})
	if err != nil {
		return nil, fmt.Errorf("storage: s3 client for %s: %w", cfg.Endpoint, err)
	}
	exists, err := client.BucketExists(ctx, cfg.Bucket)
	if err != nil {
		return nil, fmt.Errorf("storage: s3 bucket %q at %s: %w", cfg.Bucket, cfg.Endpoint, err)
	}
	if !exists {
		err := client.MakeBucket(ctx, cfg.Bucket, minio.MakeBucketOptions{Region: cfg.Region})
		if err != nil && errorCode(err) != minio.BucketAlreadyOwnedByYou {
			return nil, fmt.Errorf("storage: create s3 bucket %q at %s: %w", cfg.Bucket, cfg.Endpoint, err)
		}
	}
	s := &S3{client: client, presigner: client, bucket: cfg.Bucket, spoolDir: cfg.SpoolDir}
	if cfg.PublicURL != "" {
		if s.presigner, err = publicPresigner(ctx, client, cfg); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// ParsePublicURL checks a public base URL of S3 downloads
// (S3Config.PublicURL): http or https, a host, and nothing else (a path
// would not reach the bucket through a proxy that passes requests on
// unchanged). It returns the host[:port] and whether it is HTTPS.
func ParsePublicURL(raw string) (host string, secure bool, err error) {
	u, err := url.Parse(strings.TrimRight(raw, "/"))
	switch {
	case err != nil:
		return "", false, fmt.Errorf("storage: public URL %q is not a URL", raw)
	case u.Scheme != "http" && u.Scheme != "https":
		return "", false, fmt.Errorf("storage: public URL %q: want http:// or https://", raw)
	case u.Host == "" || u.Hostname() == "":
		return "", false, fmt.Errorf("storage: public URL %q has no host", raw)
	case u.User != nil || u.Path != "" || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "":
		return "", false, fmt.Errorf("storage: public URL %q: only scheme://host[:port], without a path, query or credentials", raw)
	}
	return u.Host, u.Scheme == "https", nil
}

// publicPresigner returns a client that presigns for cfg.PublicURL. Its
// region is fixed (cfg.Region, else the bucket's, asked now through the
// internal endpoint), so that presigning never sends a request to the
// public host.
func publicPresigner(ctx context.Context, internal *minio.Client, cfg S3Config) (*minio.Client, error) {
	host, secure, err := ParsePublicURL(cfg.PublicURL)
	if err != nil {
		return nil, err
	}
	region := cfg.Region
	if region == "" {
		if region, err = internal.GetBucketLocation(ctx, cfg.Bucket); err != nil {
			return nil, fmt.Errorf("storage: s3 bucket %q location: %w", cfg.Bucket, err)
		}
		if region == "" {
			region = "us-east-1"
		}
	}
	c, err := minio.New(host, &minio.Options{
		Creds:  credentials.NewStaticV4(cfg.AccessKey, cfg.SecretKey, ""),
		Secure: secure,
		Region: region,
	})
	if err != nil {
		return nil, fmt.Errorf("storage: s3 client for public URL %s: %w", cfg.PublicURL, err)
	}
	return c, nil
}

func errorCode(err error) string {
	var er minio.ErrorResponse
	if errors.As(err, &er) {
		return er.Code
	}
	return ""
}

// s3Err maps NoSuchKey to ErrNotFound and wraps anything else.
func s3Err(op, key string, err error) error {
	if errorCode(err) == minio.NoSuchKey {
		return ErrNotFound
	}
	return fmt.Errorf("storage: s3 %s %q: %w", op, key, err)
}

// Put implements Storage with one PutObject of known length. A body of
// unknown length (Size -1) is spooled first: up to 256 KiB in memory,
// beyond that to a temporary file in SpoolDir, removed afterwards. So
// memory use stays small and bounded per upload (minio-go would hold a
// 5 MiB part buffer for each upload of unknown length, and send three
// requests for a multipart upload of even a small file). S3 only commits
// an object once the whole body has arrived, so a failed Put leaves any
// previous object under key intact.
func (s *S3) Put(ctx context.Context, key string, r io.Reader, opts PutOptions) (Info, error) {
	if err := CheckKey(key); err != nil {
		return Info{}, err
	}
	if opts.MaxSize > 0 && opts.Size > opts.MaxSize {
		return Info{}, ErrTooLarge
	}
	ct := opts.ContentType
	if ct == "" {
		ct = defaultContentType
	}
	g := &guardReader{r: r, ctx: ctx, max: opts.MaxSize}
	body, size := io.Reader(g), opts.Size
	if size < 0 {
		sp, err := s.spool(g)
		if err != nil {
			return Info{}, g.explain(key, err)
		}
		defer sp.close()
		body, size = sp.reader, sp.size
	}
	up, err := s.client.PutObject(ctx, s.bucket, key, body, size, minio.PutObjectOptions{ContentType: ct})
	if err != nil || g.tooLarge || g.readErr != nil {
		cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s3CleanupTimeout)
		defer cancel()
		if err == nil { // committed although the body failed: undo it
			_ = s.client.RemoveObject(cctx, s.bucket, key, minio.RemoveObjectOptions{})
		}
		_ = s.client.RemoveIncompleteUpload(cctx, s.bucket, key)
		return Info{}, g.explain(key, err)
	}
	mod := up.LastModified
	if mod.IsZero() {
		mod = time.Now()
	}
	return Info{Key: key, Size: up.Size, ContentType: ct, ModTime: mod}, nil
}

// spooled is an upload read to its end: in memory, or in a temporary
// file; close releases both.
type spooled struct {
	reader io.Reader
	size   int64
	head   *[]byte
	file   *os.File
}

func (sp *spooled) close() {
	if sp.file != nil {
		_ = sp.file.Close()
		_ = os.Remove(sp.file.Name())
	}
	spoolBuffers.Put(sp.head)
}

// spoolBuffers are the in-memory heads of spooled uploads.
var spoolBuffers = sync.Pool{New: func() any { b := make([]byte, s3SpoolMemory); return &b }}

// spool reads r to its end, keeping up to s3SpoolMemory bytes in memory
// and the rest in a temporary file.
func (s *S3) spool(r io.Reader) (*spooled, error) {
	sp := &spooled{head: spoolBuffers.Get().(*[]byte)}
	head := *sp.head
	n, err := io.ReadFull(r, head)
	switch {
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		sp.reader, sp.size = bytes.NewReader(head[:n]), int64(n)
		return sp, nil
	case err != nil:
		sp.close()
		return nil, err
	}
	f, err := os.CreateTemp(s.spoolDir, "corkboard-upload-*")
	if err != nil {
		sp.close()
		return nil, fmt.Errorf("storage: spool upload: %w", err)
	}
	sp.file = f
	size, err := io.Copy(f, io.MultiReader(bytes.NewReader(head), r))
	if err == nil {
		_, err = f.Seek(0, io.SeekStart)
	}
	if err != nil {
		sp.close()
		return nil, err
	}
	sp.reader, sp.size = f, size
	return sp, nil
}

// Open implements Storage with GetObject; the object is stat'ed first so a
// missing key yields ErrNotFound immediately rather than on the first Read.
func (s *S3) Open(ctx context.Context, key string) (io.ReadCloser, Info, error) {
	if err := CheckKey(key); err != nil {
		return nil, Info{}, err
	}
	obj, err := s.client.GetObject(ctx, s.bucket, key, minio.GetObjectOptions{})
	if err != nil {
		return nil, Info{}, s3Err("open", key, err)
	}
	oi, err := obj.Stat()
	if err != nil {
		obj.Close()
		return nil, Info{}, s3Err("open", key, err)
	}
	return obj, s3Info(oi), nil
}

func s3Info(oi minio.ObjectInfo) Info {
	return Info{Key: oi.Key, Size: oi.Size, ContentType: oi.ContentType, ModTime: oi.LastModified}
}

// Stat implements Storage with StatObject.
func (s *S3) Stat(ctx context.Context, key string) (Info, error) {
	if err := CheckKey(key); err != nil {
		return Info{}, err
	}
	oi, err := s.client.StatObject(ctx, s.bucket, key, minio.StatObjectOptions{})
	if err != nil {
		return Info{}, s3Err("stat", key, err)
	}
	return s3Info(oi), nil
}

// Delete implements Storage with RemoveObject.
func (s *S3) Delete(ctx context.Context, key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	err := s.client.RemoveObject(ctx, s.bucket, key, minio.RemoveObjectOptions{})
	if err != nil && s3Err("delete", key, err) != ErrNotFound {
		return s3Err("delete", key, err)
	}
	return nil
}

// List implements Storage with a recursive ListObjects, in key order.
// Info.ContentType is left empty, and keys that CheckKey would refuse
// (written to the bucket by other tools) are skipped. Returning an error from
// fn stops the listing and List returns that error unchanged.
func (s *S3) List(ctx context.Context, prefix string, fn func(Info) error) error {
	if !prefixCanMatch(prefix) {
		return nil
	}
	// MinIO refuses prefixes ending in a "." or ".." segment even though
	// keys like "a/.b" are valid, so list the parent and filter here.
	listPrefix := prefix
	if i := strings.LastIndex(prefix, "/"); prefix[i+1:] == "." || prefix[i+1:] == ".." {
		listPrefix = prefix[:i+1]
	}
	lctx, cancel := context.WithCancel(ctx)
	defer cancel() // stops minio-go's listing goroutine on early return
	for oi := range s.client.ListObjects(lctx, s.bucket, minio.ListObjectsOptions{Prefix: listPrefix, Recursive: true}) {
		if oi.Err != nil {
			return fmt.Errorf("storage: s3 list %q: %w", prefix, oi.Err)
		}
		if !strings.HasPrefix(oi.Key, prefix) || CheckKey(oi.Key) != nil {
			continue
		}
		if err := fn(Info{Key: oi.Key, Size: oi.Size, ModTime: oi.LastModified}); err != nil {
			return err
		}
	}
	return ctx.Err()
}

// URL implements Storage with a presigned GET. The URL always carries
// response-content-disposition (see ContentDisposition), so the server sends
// attachment unless opts.Inline. The object's stored content type is served
// as is. ttl is rounded up to whole seconds and may not exceed 7 days (an S3
// limit). The URL embeds the endpoint host, or S3Config.PublicURL's, which
// browsers must be able to reach.
func (s *S3) URL(ctx context.Context, key string, ttl time.Duration, opts URLOptions) (string, error) {
	if err := CheckKey(key); err != nil {
		return "", err
	}
	if ttl <= 0 {
		return "", fmt.Errorf("storage: URL ttl must be positive, got %v", ttl)
	}
	ttl = (ttl + time.Second - 1).Truncate(time.Second)
	params := url.Values{}
	params.Set("response-content-disposition", ContentDisposition(opts))
	u, err := s.presigner.PresignedGetObject(ctx, s.bucket, key, ttl, params)
	if err != nil {
		return "", fmt.Errorf("storage: s3 presign %q: %w", key, err)
	}
	return u.String(), nil
}

// Ping implements Storage: the bucket must exist, checked within 5 seconds.
func (s *S3) Ping(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, s3PingTimeout)
	defer cancel()
	ok, err := s.client.BucketExists(ctx, s.bucket)
	if err != nil {
		return fmt.Errorf("storage: s3 ping: %w", err)
	}
	if !ok {
		return fmt.Errorf("storage: s3 ping: bucket %q does not exist", s.bucket)
	}
	return nil
}
