// Package storage holds blobs (uploaded files) behind one interface with two
// drivers: local disk (the embedded default) and S3-compatible object storage
// (MinIO in production) through minio-go.
//
// Keys are slash-separated relative paths such as "company/12/ab/abcdef.pdf".
// They never start with "/" and never contain "." or ".." segments; drivers
// refuse such keys with ErrInvalidKey.
package storage

import (
	"context"
	"errors"
	"io"
	"time"
)

// Errors returned by every driver. Callers compare with errors.Is.
var (
	// ErrNotFound means no object exists under the key.
	ErrNotFound = errors.New("storage: object not found")
	// ErrInvalidKey means the key is empty, absolute or escapes the store.
	ErrInvalidKey = errors.New("storage: invalid key")
	// ErrTooLarge means the reader yielded more bytes than PutOptions.MaxSize.
	ErrTooLarge = errors.New("storage: object too large")
)

// Info describes a stored object.
type Info struct {
	Key         string
	Size        int64
	ContentType string
	ModTime     time.Time
}

// PutOptions tunes one Put.
type PutOptions struct {
	// Size is the exact number of bytes the reader yields, or -1 when unknown.
	// With -1 the S3 driver spools the stream (up to 256 KiB in memory, the
	// rest in a temporary file) to learn its length; it never holds more of
	// it in memory.
	Size int64
	// MaxSize, when > 0, aborts the write with ErrTooLarge once more bytes than
	// this have been read (or at once if Size > MaxSize). Nothing of the
	// aborted upload is left under the key.
	MaxSize int64
	// ContentType is stored with the object and returned by Stat and Open;
	// empty means "application/octet-stream".
	ContentType string
}

// URLOptions tunes a time-limited URL.
type URLOptions struct {
	// Filename, when set, is offered as the download name (Content-Disposition).
	Filename string
	// Inline serves the object with Content-Disposition: inline instead of
	// attachment. Use only for sniffed images.
	Inline bool
}

// Storage is implemented by the local and S3 drivers. Every method is safe for
// concurrent use.
type Storage interface {
	// Put streams r to the object under key, replacing any previous object.
	// The new object becomes visible only once complete. On any error
	// (including a failing reader, whose error is wrapped, a reader shorter
	// than opts.Size, a cancelled ctx, or ErrTooLarge) nothing of the new
	// data is left: a new key stays missing, an existing key keeps its
	// previous object.
	Put(ctx context.Context, key string, r io.Reader, opts PutOptions) (Info, error)
	// Open returns a reader for the object; the caller closes it.
	// ErrNotFound when missing.
	Open(ctx context.Context, key string) (io.ReadCloser, Info, error)
	// Stat describes the object. ErrNotFound when missing.
	Stat(ctx context.Context, key string) (Info, error)
	// Delete removes the object. Deleting a missing object is not an error.
	Delete(ctx context.Context, key string) error
	// List calls fn for each object whose key starts with prefix, in no
	// guaranteed order; Info.ContentType may be empty. An error from fn stops
	// the listing and is returned unchanged.
	List(ctx context.Context, prefix string, fn func(Info) error) error
	// URL returns a URL at which the object can be fetched until ttl (> 0)
	// passes, served with Content-Disposition per opts (see
	// ContentDisposition). It does not check that the object exists.
	URL(ctx context.Context, key string, ttl time.Duration, opts URLOptions) (string, error)
	// Ping reports whether the backend is reachable (used by /readyz).
	Ping(ctx context.Context) error
}
