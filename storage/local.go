package storage

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"hash/maphash"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Layout of a local store: object bytes live under objects/<key> (with their
// content type in an extended attribute, see local_type.go), sidecar
// metadata where the file system has no attributes under meta/<key>.json,
// and uploads in progress in tmp/. Keeping the three trees apart means no
// key can collide with a sidecar or a temp file, and List never sees either.
const (
	objectsDir = "objects"
	metaDir    = "meta"
	tmpDir     = "tmp"

	defaultContentType = "application/octet-stream"
	staleTempAge       = 24 * time.Hour
)

// Local stores objects on local disk under one directory. All file access goes
// through an os.Root, so neither a crafted key nor a symlink planted inside the
// directory can reach a file outside it. Create it with NewLocal.
//
// Writes are atomic: Put streams into tmp/ and renames the finished file into
// place, so readers see either the old or the new bytes, never a mix. The
// content type travels in the file's extended attribute, so bytes and type
// are published together by one rename after one fsync. Without attributes
// it lives in a sidecar renamed just before the bytes; commits and deletes of
// one key are serialized in-process, so bytes and type always end up paired,
// though a reader racing an overwrite may briefly see the new type with the
// old bytes. One process per directory is assumed.
// An object key and a "directory" key cannot coexist: with "a/b" stored,
// putting "a" fails (S3 allows it; the app's keys never do this).
type Local struct {
	root   *os.Root
	signer *Signer
	seed   maphash.Seed
	locks  [64]sync.Mutex // striped per key: commit and delete
	attrs  bool           // content types in extended attributes, not sidecars
}

// lock takes key's stripe lock and returns its unlock.
func (l *Local) lock(key string) func() {
	m := &l.locks[maphash.String(l.seed, key)%uint64(len(l.locks))]
	m.Lock()
	return m.Unlock
}

var _ Storage = (*Local)(nil)

// NewLocal opens (creating if needed) a local store in dir. signer produces
// the URLs returned by URL; it may be nil if URL is never called. Stale temp
// files left by a crash (older than a day) are removed. Close the store when
// done.
func NewLocal(dir string, signer *Signer) (*Local, error) {
	if dir == "" {
		return nil, errors.New("storage: local directory not set")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("storage: local directory: %w", err)
	}
	if err := os.MkdirAll(abs, 0o750); err != nil {
		return nil, fmt.Errorf("storage: create local directory: %w", err)
	}
	root, err := os.OpenRoot(abs)
	if err != nil {
		return nil, fmt.Errorf("storage: open local directory: %w", err)
	}
	for _, d := range []string{objectsDir, metaDir, tmpDir} {
		if err := root.MkdirAll(d, 0o750); err != nil {
			root.Close()
			return nil, fmt.Errorf("storage: create %s in %s: %w", d, abs, err)
		}
	}
	l := &Local{root: root, signer: signer, seed: maphash.MakeSeed()}
	l.removeStaleTemps()
	l.attrs = l.probeAttrs()
	return l, nil
}

// Close releases the directory handle. The store must not be used afterwards.
func (l *Local) Close() error { return l.root.Close() }

func objectPath(key string) string { return objectsDir + "/" + key }
func metaPath(key string) string   { return metaDir + "/" + key + ".json" }

// Put implements Storage. The bytes (and their type) are fsynced before the
// rename. A failed Put removes its temp file and leaves any previous object
// under key intact.
func (l *Local) Put(ctx context.Context, key string, r io.Reader, opts PutOptions) (Info, error) {
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
	if len(ct) > maxTypeLen {
		return Info{}, fmt.Errorf("storage: put %q: content type longer than %d bytes", key, maxTypeLen)
	}
	g := &guardReader{r: r, ctx: ctx, max: opts.MaxSize}
	var src io.Reader = g
	if opts.Size >= 0 {
		src = io.LimitReader(g, opts.Size)
	}
	attrType := ""
	if l.attrs {
		attrType = ct
	}
	tmpData, n, modTime, err := l.writeTemp(src, attrType)
	if err != nil {
		return Info{}, g.explain(key, err)
	}
	defer l.root.Remove(tmpData) // fails harmlessly once renamed
	if opts.Size >= 0 && n != opts.Size {
		return Info{}, fmt.Errorf("storage: upload of %q ended after %d of %d bytes: %w", key, n, opts.Size, io.ErrUnexpectedEOF)
	}
	if err := ctx.Err(); err != nil {
		return Info{}, err
	}
	if l.attrs {
		return l.commit(key, tmpData, Info{Key: key, Size: n, ContentType: ct, ModTime: modTime})
	}
	metaJSON, err := json.Marshal(localMeta{ContentType: ct})
	if err != nil {
		return Info{}, err
	}
	tmpMeta, _, _, err := l.writeTemp(bytes.NewReader(metaJSON), "")
	if err != nil {
		return Info{}, fmt.Errorf("storage: write metadata for %q: %w", key, err)
	}
	defer l.root.Remove(tmpMeta)

	defer l.lock(key)()
	for _, p := range []string{objectPath(key), metaPath(key)} {
		if err := l.root.MkdirAll(path.Dir(p), 0o750); err != nil {
			return Info{}, fmt.Errorf("storage: put %q: %w", key, err)
		}
	}
	// Metadata first: a leftover sidecar without its object is invisible,
	// whereas an object without its sidecar would lose its content type.
	if err := l.root.Rename(tmpMeta, metaPath(key)); err != nil {
		return Info{}, fmt.Errorf("storage: put %q: %w", key, err)
	}
	if err := l.root.Rename(tmpData, objectPath(key)); err != nil {
		if fi, serr := l.root.Lstat(objectPath(key)); serr != nil || !fi.Mode().IsRegular() {
			l.root.Remove(metaPath(key))
		}
		return Info{}, fmt.Errorf("storage: put %q: %w", key, err)
	}
	return Info{Key: key, Size: n, ContentType: ct, ModTime: modTime}, nil
}

// commit publishes tmpData, which carries its type attribute, as key's
// object, and removes a sidecar an earlier Put without attributes may have
// left (reads prefer the attribute, so it is only tidying).
func (l *Local) commit(key, tmpData string, info Info) (Info, error) {
	defer l.lock(key)()
	if err := l.root.MkdirAll(path.Dir(objectPath(key)), 0o750); err != nil {
		return Info{}, fmt.Errorf("storage: put %q: %w", key, err)
	}
	if err := l.root.Rename(tmpData, objectPath(key)); err != nil {
		return Info{}, fmt.Errorf("storage: put %q: %w", key, err)
	}
	l.root.Remove(metaPath(key))
	return info, nil
}

// writeTemp copies src (nil: nothing) into a new file under tmp/, sets its
// type attribute to attrType unless that is empty, fsyncs it and returns its
// name, size and modification time. On error the file is already removed.
func (l *Local) writeTemp(src io.Reader, attrType string) (name string, n int64, mod time.Time, err error) {
	name = tmpDir + "/" + rand.Text()
	f, err := l.root.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o640)
	if err != nil {
		return "", 0, time.Time{}, err
	}
	if src != nil {
		n, err = copyGathered(f, src)
	}
	if err == nil && attrType != "" {
		err = setTypeAttr(f, attrType)
	}
	if err == nil {
		err = f.Sync()
	}
	var fi os.FileInfo
	if err == nil {
		fi, err = f.Stat()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		l.root.Remove(name)
		return "", 0, time.Time{}, err
	}
	return name, n, fi.ModTime(), nil
}

// writeChunk is the most the local store writes at once. An upload's body
// arrives in pieces of a few kilobytes (a multipart part reads through a
// 4 KiB buffer), and writing each piece as it came cost a system call and
// the file system's per-write work fifty times for a 200 KB photo;
// gathered, such a photo is one write.
const writeChunk = 256 << 10

var writeBuffers = sync.Pool{New: func() any { b := make([]byte, writeChunk); return &b }}

// copyGathered copies src to its end into f, in writes of up to writeChunk
// bytes.
func copyGathered(f *os.File, src io.Reader) (int64, error) {
	bp := writeBuffers.Get().(*[]byte)
	defer writeBuffers.Put(bp)
	var total int64
	for {
		n, rerr := fill(src, *bp)
		if n > 0 {
			if _, err := f.Write((*bp)[:n]); err != nil {
				return total, err
			}
			total += int64(n)
		}
		if rerr == io.EOF {
			return total, nil
		}
		if rerr != nil {
			return total, rerr
		}
	}
}

// fill reads from r until buf is full or r fails (io.EOF at its end).
// Not io.ReadFull: it reports a short read at the end as
// io.ErrUnexpectedEOF, the very error of a truncated multipart body,
// which must fail the write.
func fill(r io.Reader, buf []byte) (int, error) {
	n := 0
	for n < len(buf) {
		m, err := r.Read(buf[n:])
		n += m
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// Open implements Storage. The reader is an *os.File, so it also implements
// io.ReadSeeker (handy for http.ServeContent and Range requests).
func (l *Local) Open(ctx context.Context, key string) (io.ReadCloser, Info, error) {
	if err := CheckKey(key); err != nil {
		return nil, Info{}, err
	}
	f, err := l.root.Open(objectPath(key))
	if err != nil {
		return nil, Info{}, notFound("open", key, err)
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		f.Close()
		if err != nil {
			return nil, Info{}, fmt.Errorf("storage: open %q: %w", key, err)
		}
		return nil, Info{}, ErrNotFound
	}
	return f, Info{Key: key, Size: fi.Size(), ContentType: l.contentType(f, key), ModTime: fi.ModTime()}, nil
}

// Stat implements Storage.
func (l *Local) Stat(ctx context.Context, key string) (Info, error) {
	if err := CheckKey(key); err != nil {
		return Info{}, err
	}
	r, info, err := l.Open(ctx, key)
	if err != nil {
		return Info{}, err
	}
	r.Close()
	return info, nil
}

// notFound maps "no such file" errors (including a path component being a
// file) to ErrNotFound and wraps anything else.
func notFound(op, key string, err error) error {
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		return ErrNotFound
	}
	return fmt.Errorf("storage: %s %q: %w", op, key, err)
}

// Delete implements Storage. Empty parent directories are left in place.
func (l *Local) Delete(ctx context.Context, key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	defer l.lock(key)()
	for _, p := range []string{objectPath(key), metaPath(key)} {
		fi, err := l.root.Lstat(p)
		if err == nil && !fi.IsDir() {
			err = l.root.Remove(p)
		}
		if err != nil && notFound("delete", key, err) != ErrNotFound {
			return notFound("delete", key, err)
		}
	}
	return nil
}

// List implements Storage. Keys are visited directory by directory (not in
// strict byte order); Info.ContentType is left empty. Returning an error from
// fn stops the walk and List returns that error unchanged.
func (l *Local) List(ctx context.Context, prefix string, fn func(Info) error) error {
	if !prefixCanMatch(prefix) {
		return nil
	}
	start := objectsDir
	if dir := prefix[:strings.LastIndex(prefix, "/")+1]; dir != "" {
		start = objectsDir + "/" + strings.TrimSuffix(dir, "/")
	}
	return fs.WalkDir(l.root.FS(), start, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == start && notFound("list", prefix, err) == ErrNotFound {
				return fs.SkipAll
			}
			return fmt.Errorf("storage: list %q: %w", prefix, err)
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(p, objectsDir), "/")
		if d.IsDir() {
			if p != start && !strings.HasPrefix(rel+"/", prefix) && !strings.HasPrefix(prefix, rel+"/") {
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || !strings.HasPrefix(rel, prefix) || CheckKey(rel) != nil {
			return nil
		}
		fi, err := d.Info()
		if err != nil {
			return nil // removed while walking
		}
		return fn(Info{Key: rel, Size: fi.Size(), ModTime: fi.ModTime()})
	})
}

// URL implements Storage with a URL from the Signer given to NewLocal. It does
// not check that the object exists; the download route answers 404 then.
func (l *Local) URL(ctx context.Context, key string, ttl time.Duration, opts URLOptions) (string, error) {
	if err := CheckKey(key); err != nil {
		return "", err
	}
	if ttl <= 0 {
		return "", fmt.Errorf("storage: URL ttl must be positive, got %v", ttl)
	}
	if l.signer == nil {
		return "", errors.New("storage: local store has no URL signer")
	}
	return l.signer.Sign(key, time.Now().Add(ttl), opts), nil
}

// Ping implements Storage by creating and removing a file in tmp/, proving
// the directory exists and is writable.
func (l *Local) Ping(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if _, err := l.root.Stat(objectsDir); err != nil {
		return fmt.Errorf("storage: ping: %w", err)
	}
	name, _, _, err := l.writeTemp(strings.NewReader("ping"), "")
	if err != nil {
		return fmt.Errorf("storage: ping: %w", err)
	}
	return l.root.Remove(name)
}

func (l *Local) removeStaleTemps() {
	entries, err := fs.ReadDir(l.root.FS(), tmpDir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if fi, err := e.Info(); err == nil && time.Since(fi.ModTime()) > staleTempAge {
			l.root.Remove(tmpDir + "/" + e.Name())
		}
	}
}

// guardReader wraps an upload body. It stops with ctx's error once ctx is
// done, fails with ErrTooLarge after more than max bytes (max > 0), and
// remembers the first error of the underlying reader so the driver can report
// it instead of a less helpful downstream error.
type guardReader struct {
	r        io.Reader
	ctx      context.Context
	max      int64
	n        int64
	tooLarge bool
	readErr  error
}

func (g *guardReader) Read(p []byte) (int, error) {
	if g.tooLarge {
		return 0, ErrTooLarge
	}
	if err := g.ctx.Err(); err != nil {
		if g.readErr == nil {
			g.readErr = err
		}
		return 0, err
	}
	if g.max > 0 && int64(len(p)) > g.max+1-g.n {
		p = p[:g.max+1-g.n]
	}
	n, err := g.r.Read(p)
	g.n += int64(n)
	if g.max > 0 && g.n > g.max {
		g.tooLarge = true
		return n - int(g.n-g.max), ErrTooLarge
	}
	if err != nil && err != io.EOF && g.readErr == nil {
		g.readErr = err
	}
	return n, err
}

// explain turns a failed write into the error Put returns.
func (g *guardReader) explain(key string, err error) error {
	switch {
	case g.tooLarge:
		return ErrTooLarge
	case g.readErr != nil:
		return fmt.Errorf("storage: reading upload for %q: %w", key, g.readErr)
	}
	return fmt.Errorf("storage: put %q: %w", key, err)
}
