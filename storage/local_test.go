package storage_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"corkboard/storage"
	"corkboard/storage/storagetest"
)

var testSecret = []byte("0123456789abcdef0123456789abcdef")

// fileHandler is a minimal version of the REST layer's GET /files/* route.
func fileHandler(signer *storage.Signer, store storage.Storage) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /files/{key...}", func(w http.ResponseWriter, r *http.Request) {
		key := r.PathValue("key") // already path-unescaped
		opts, err := signer.Verify(key, r.URL.Query(), time.Now())
		if err != nil {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		rc, info, err := store.Open(r.Context(), key)
		if errors.Is(err, storage.ErrNotFound) || errors.Is(err, storage.ErrInvalidKey) {
			http.NotFound(w, r)
			return
		} else if err != nil {
			http.Error(w, "internal error", http.StatusInternalServerError)
			return
		}
		defer rc.Close()
		h := w.Header()
		h.Set("Content-Type", info.ContentType)
		h.Set("Content-Disposition", storage.ContentDisposition(opts))
		h.Set("X-Content-Type-Options", "nosniff")
		if rs, ok := rc.(io.ReadSeeker); ok {
			http.ServeContent(w, r, "", info.ModTime, rs)
			return
		}
		io.Copy(w, rc)
	})
	return mux
}

// newLocal returns a Local store in a temp dir whose URLs are served by an
// httptest server on 127.0.0.1.
func newLocal(t *testing.T) storage.Storage { return newLocalStore(t, false) }

// newLocalStore is newLocal, keeping content types in sidecar files if
// sidecars is set (as on a file system without extended attributes).
func newLocalStore(t *testing.T, sidecars bool) *storage.Local {
	srv := httptest.NewUnstartedServer(nil)
	signer := storage.NewSigner("http://"+srv.Listener.Addr().String(), testSecret)
	store, err := storage.NewLocal(t.TempDir(), signer)
	if err != nil {
		t.Fatal(err)
	}
	if sidecars {
		storage.UseSidecars(store)
	}
	srv.Config.Handler = fileHandler(signer, store)
	srv.Start()
	t.Cleanup(func() { srv.Close(); store.Close() })
	return store
}

// bareLocal returns a Local store without URLs in a temp dir, and the dir.
func bareLocal(t *testing.T) (*storage.Local, string) {
	t.Helper()
	dir := t.TempDir()
	store, err := storage.NewLocal(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	return store, dir
}

// noTemps fails t when the store in dir left files in tmp/.
func noTemps(t *testing.T, dir string) {
	t.Helper()
	if entries, _ := os.ReadDir(filepath.Join(dir, "tmp")); len(entries) != 0 {
		t.Errorf("tmp/ not empty: %v", entries)
	}
}

// filesUnder lists the regular files under dir/sub, relative to dir.
func filesUnder(t *testing.T, dir, sub string) []string {
	t.Helper()
	var files []string
	filepath.WalkDir(filepath.Join(dir, sub), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			files = append(files, rel)
		}
		return nil
	})
	return files
}

func TestLocalConformance(t *testing.T) {
	storagetest.Run(t, newLocal)
}

// TestLocalConformanceSidecars runs the suite with content types in
// sidecar files, the local store's way on file systems without extended
// attributes.
func TestLocalConformanceSidecars(t *testing.T) {
	storagetest.Run(t, func(t *testing.T) storage.Storage { return newLocalStore(t, true) })
}

func TestLocalSymlinksCannotEscape(t *testing.T) {
	dir, outside := t.TempDir(), t.TempDir()
	secret := filepath.Join(outside, "secret.txt")
	if err := os.WriteFile(secret, []byte("top secret"), 0o600); err != nil {
		t.Fatal(err)
	}
	store, err := storage.NewLocal(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	// A directory link and a file link, both pointing out of the store.
	for name, target := range map[string]string{"evil": outside, "link.txt": secret} {
		if err := os.Symlink(target, filepath.Join(dir, "objects", name)); err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	for _, key := range []string{"evil/secret.txt", "link.txt"} {
		if info, err := store.Stat(ctx, key); err == nil {
			t.Errorf("Stat(%q) followed the symlink out: %+v", key, info)
		}
		if rc, _, err := store.Open(ctx, key); err == nil {
			b, _ := io.ReadAll(rc)
			rc.Close()
			t.Errorf("Open(%q) followed the symlink out: %q", key, b)
		}
	}
	if _, err := store.Put(ctx, "evil/new.txt", strings.NewReader("x"), storage.PutOptions{Size: 1}); err == nil {
		t.Error("Put through an escaping symlink succeeded")
	}
	if _, err := os.Stat(filepath.Join(outside, "new.txt")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Put wrote outside the store: %v", err)
	}
	_ = store.Delete(ctx, "evil/secret.txt")
	if _, err := os.Stat(secret); err != nil {
		t.Errorf("Delete removed a file outside the store: %v", err)
	}
	err = store.List(ctx, "", func(info storage.Info) error {
		t.Errorf("List reported %q", info.Key)
		return nil
	})
	if err != nil {
		t.Errorf("List: %v", err)
	}
	// Deleting the link key removes the link itself, not its target.
	if err := store.Delete(ctx, "link.txt"); err != nil {
		t.Errorf("Delete(link.txt): %v", err)
	}
	if _, err := os.Stat(secret); err != nil {
		t.Errorf("target of deleted link is gone: %v", err)
	}
}

// TestLocalNoLeftovers checks failed Puts leave no temp files and that
// sidecars stay out of the object tree.
func TestLocalNoLeftovers(t *testing.T) {
	store, dir := bareLocal(t)
	ctx := context.Background()
	if _, err := store.Put(ctx, "a/ok.txt", strings.NewReader("ok"), storage.PutOptions{Size: -1, ContentType: "text/plain"}); err != nil {
		t.Fatal(err)
	}
	_, err := store.Put(ctx, "a/big", strings.NewReader(strings.Repeat("x", 100)), storage.PutOptions{Size: -1, MaxSize: 10})
	if !errors.Is(err, storage.ErrTooLarge) {
		t.Fatalf("Put = %v; want ErrTooLarge", err)
	}
	boom := errors.New("boom")
	_, err = store.Put(ctx, "a/fail", io.MultiReader(strings.NewReader("abc"), iotestErr{boom}), storage.PutOptions{Size: -1})
	if !errors.Is(err, boom) {
		t.Fatalf("Put = %v; want boom", err)
	}
	if err := store.Ping(ctx); err != nil {
		t.Fatal(err)
	}
	noTemps(t, dir)
	if files := filesUnder(t, dir, "objects"); len(files) != 1 || files[0] != filepath.Join("objects", "a", "ok.txt") {
		t.Errorf("objects/ holds %q; want only objects/a/ok.txt", files)
	}
}

type iotestErr struct{ err error }

func (r iotestErr) Read([]byte) (int, error) { return 0, r.err }

func TestLocalRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	store, err := storage.NewLocal(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	store.Close()
	stale, fresh := filepath.Join(dir, "tmp", "stale"), filepath.Join(dir, "tmp", "fresh")
	for _, p := range []string{stale, fresh} {
		os.WriteFile(p, []byte("x"), 0o600)
	}
	old := time.Now().Add(-48 * time.Hour)
	os.Chtimes(stale, old, old)
	store, err = storage.NewLocal(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	store.Close()
	if _, err := os.Stat(stale); !errors.Is(err, os.ErrNotExist) {
		t.Error("stale temp file survived")
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Error("fresh temp file (maybe an upload in progress) was removed")
	}
}

func TestLocalErrors(t *testing.T) {
	if _, err := storage.NewLocal("", nil); err == nil {
		t.Error("NewLocal(\"\") succeeded")
	}
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o600)
	if _, err := storage.NewLocal(file, nil); err == nil {
		t.Error("NewLocal on a regular file succeeded")
	}
	dir := t.TempDir()
	store, err := storage.NewLocal(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	if _, err := store.URL(context.Background(), "k", time.Minute, storage.URLOptions{}); err == nil {
		t.Error("URL without a signer succeeded")
	}
	os.RemoveAll(filepath.Join(dir, "objects"))
	if err := store.Ping(context.Background()); err == nil {
		t.Error("Ping succeeded with objects/ gone")
	}
}

func TestOpenFileURL(t *testing.T) {
	dir := t.TempDir()
	s, err := storage.Open(context.Background(), "file://"+dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.(*storage.Local); !ok {
		t.Errorf("Open(file://) = %T", s)
	}
	for _, raw := range []string{"", "dir", "file:relative/dir", "file://host/dir", "file:///dir?x=1", "ftp://host/dir", "s3://host/bucket"} {
		if _, err := storage.Open(context.Background(), raw, nil); err == nil {
			t.Errorf("Open(%q) succeeded", raw)
		}
	}
}

func TestSigner(t *testing.T) {
	s := storage.NewSigner("https://corkboard.example/", testSecret)
	now := time.Unix(1_700_000_000, 0)
	key := "company/1/a b/ü.pdf"
	opts := storage.URLOptions{Filename: "Report & co.pdf", Inline: true}
	raw := s.Sign(key, now.Add(time.Minute), opts)
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	if want := "https://corkboard.example/files/company/1/a%20b/%C3%BC.pdf?expires=1700000060&name=Report+%26+co.pdf&inline=1&sig="; !strings.HasPrefix(raw, want) {
		t.Errorf("Sign = %s\nwant prefix %s", raw, want)
	}
	if got, err := s.Verify(key, u.Query(), now); err != nil || got != opts {
		t.Errorf("Verify = %+v, %v; want %+v", got, err, opts)
	}
	if _, err := s.Verify(key, u.Query(), now.Add(time.Minute)); err != nil {
		t.Errorf("Verify at the expiry second: %v", err)
	}
	if _, err := s.Verify(key, u.Query(), now.Add(61*time.Second)); !errors.Is(err, storage.ErrURLExpired) {
		t.Errorf("Verify after expiry = %v; want ErrURLExpired", err)
	}
	other := storage.NewSigner("https://corkboard.example", []byte("another secret, same length!!!!!"))
	if _, err := other.Verify(key, u.Query(), now); !errors.Is(err, storage.ErrBadSignature) {
		t.Errorf("Verify with another secret = %v; want ErrBadSignature", err)
	}
	if _, err := s.Verify("company/1/other.pdf", u.Query(), now); !errors.Is(err, storage.ErrBadSignature) {
		t.Errorf("Verify for another key = %v; want ErrBadSignature", err)
	}
	tamper := map[string]func(q url.Values){
		"sig":       func(q url.Values) { q.Set("sig", strings.Repeat("0", 64)) },
		"sig hex":   func(q url.Values) { q.Set("sig", "zz") },
		"no sig":    func(q url.Values) { q.Del("sig") },
		"expires":   func(q url.Values) { q.Set("expires", "1800000000") },
		"expires+0": func(q url.Values) { q.Set("expires", "01700000060") },
		"name":      func(q url.Values) { q.Set("name", "evil.html") },
		"inline":    func(q url.Values) { q.Set("inline", "0") },
		"inline=2":  func(q url.Values) { q.Set("inline", "2") },
		"dup name":  func(q url.Values) { q.Add("name", "x") },
	}
	for name, f := range tamper {
		q := u.Query()
		f(q)
		if _, err := s.Verify(key, q, now); !errors.Is(err, storage.ErrBadSignature) {
			t.Errorf("%s tampered: Verify = %v; want ErrBadSignature", name, err)
		}
	}
	// An expired URL with a forged signature is reported as forged.
	q := u.Query()
	q.Set("sig", strings.Repeat("0", 64))
	if _, err := s.Verify(key, q, now.Add(time.Hour)); !errors.Is(err, storage.ErrBadSignature) {
		t.Errorf("forged+expired: Verify = %v; want ErrBadSignature", err)
	}
	// Sub-second expiries round up, never down.
	raw = s.Sign(key, now.Add(1500*time.Millisecond), storage.URLOptions{})
	if !strings.Contains(raw, "expires=1700000002&") {
		t.Errorf("Sign rounded the expiry down: %s", raw)
	}
}

func TestNewSignerEmptySecretPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("NewSigner with an empty secret did not panic")
		}
	}()
	storage.NewSigner("http://x", nil)
}

func TestContentDisposition(t *testing.T) {
	cases := []struct {
		opts storage.URLOptions
		want string
	}{
		{storage.URLOptions{}, "attachment"},
		{storage.URLOptions{Inline: true}, "inline"},
		{storage.URLOptions{Filename: "a.pdf"}, `attachment; filename="a.pdf"; filename*=UTF-8''a.pdf`},
		{storage.URLOptions{Filename: "x\r\nSet-Cookie: a=b\".pdf"}, `attachment; filename="xSet-Cookie: a=b_.pdf"; filename*=UTF-8''xSet-Cookie%3A%20a%3Db%22.pdf`},
		{storage.URLOptions{Filename: `../é\x`, Inline: true}, `inline; filename="..___x"; filename*=UTF-8''.._%C3%A9_x`},
	}
	for _, c := range cases {
		if got := storage.ContentDisposition(c.opts); got != c.want {
			t.Errorf("ContentDisposition(%+v) = %s\nwant %s", c.opts, got, c.want)
		}
	}
}

// TestLocalConcurrentSameKey checks that racing overwrites leave bytes and
// content type from the same Put.
func TestLocalConcurrentSameKey(t *testing.T) {
	store, err := storage.NewLocal(t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			for j := range 20 {
				v := fmt.Sprintf("v%d-%d", i, j)
				opts := storage.PutOptions{Size: int64(len(v)), ContentType: "text/" + v}
				if _, err := store.Put(t.Context(), "same", strings.NewReader(v), opts); err != nil {
					t.Error(err)
				}
			}
		})
	}
	wg.Wait()
	rc, info, err := store.Open(t.Context(), "same")
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	if b, _ := io.ReadAll(rc); info.ContentType != "text/"+string(b) {
		t.Errorf("bytes %q stored with content type %q", b, info.ContentType)
	}
}

// pieces reads r at most size bytes at a time, as a multipart part does.
type pieces struct {
	r    io.Reader
	size int
}

func (p pieces) Read(b []byte) (int, error) { return p.r.Read(b[:min(len(b), p.size)]) }

// A body that arrives in small pieces is stored whole however the writes
// are gathered, and one that breaks off (a truncated multipart body ends
// in io.ErrUnexpectedEOF) fails with that error and leaves nothing.
func TestLocalPiecewiseBodies(t *testing.T) {
	store, dir := bareLocal(t)
	ctx := context.Background()
	body := make([]byte, 700<<10+123)
	for i := range body {
		body[i] = byte(i * 7)
	}
	for _, n := range []int{0, 1, 4096, 256 << 10, 700<<10 + 123} {
		key := fmt.Sprintf("p/%d", n)
		info, err := store.Put(ctx, key, pieces{strings.NewReader(string(body[:n])), 4096}, storage.PutOptions{Size: -1})
		if err != nil || info.Size != int64(n) {
			t.Fatalf("Put %d bytes = %+v, %v", n, info, err)
		}
		rc, _, err := store.Open(ctx, key)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(rc)
		rc.Close()
		if string(got) != string(body[:n]) {
			t.Fatalf("%d bytes stored as %d different bytes", n, len(got))
		}
	}
	cut := io.MultiReader(pieces{strings.NewReader(string(body[:300<<10])), 4096}, iotestErr{io.ErrUnexpectedEOF})
	if _, err := store.Put(ctx, "p/cut", cut, storage.PutOptions{Size: -1}); !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Fatalf("truncated body: Put = %v; want io.ErrUnexpectedEOF", err)
	}
	if _, _, err := store.Open(ctx, "p/cut"); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("truncated body left an object: %v", err)
	}
	noTemps(t, dir)
}
