// Package storagetest is a conformance suite every storage.Storage driver
// must pass. Drivers call Run from their own tests.
package storagetest

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"corkboard/storage"
)

// Run runs the suite. newStore must return a fresh, empty store for each
// subtest (it may register cleanups on t). Subtests run in parallel.
//
// URL subtests GET the returned URLs over HTTP, so a local store must be
// built with a Signer whose base URL points at a running server (for example
// an httptest.Server) that serves /files/* with Signer.Verify, Open and
// storage.ContentDisposition, answering 403 to refused URLs.
func Run(t *testing.T, newStore func(t *testing.T) storage.Storage) {
	tests := []struct {
		name string
		fn   func(t *testing.T, s storage.Storage)
	}{
		{"RoundTrip", testRoundTrip},
		{"Overwrite", testOverwrite},
		{"FailedPuts", testFailedPuts},
		{"MissingAndDelete", testMissingAndDelete},
		{"InvalidKeys", testInvalidKeys},
		{"List", testList},
		{"URL", testURL},
		{"ConcurrentPuts", testConcurrent},
		{"Ping", func(t *testing.T, s storage.Storage) {
			if err := s.Ping(ctxT(t)); err != nil {
				t.Error(err)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tc.fn(t, newStore(t))
		})
	}
}

var (
	errBoom = errors.New("storagetest: reader failed on purpose")
	errAny  = errors.New("any error") // in test tables: accept any error
)

// stream yields n deterministic pseudo-random bytes for seed, then fails with
// failWith (io.EOF for a clean end). It only implements io.Reader, so drivers
// cannot seek or size it.
type stream struct {
	seed     byte
	pos, n   int64
	failWith error
}

func newStream(seed byte, n int64) *stream { return &stream{seed: seed, n: n, failWith: io.EOF} }

func (s *stream) Read(p []byte) (int, error) {
	if s.pos >= s.n {
		return 0, s.failWith
	}
	p = p[:min(int64(len(p)), s.n-s.pos)]
	for i := range p {
		x := uint64(s.pos+int64(i)) * 0x9E3779B97F4A7C15
		p[i] = byte(x>>56) ^ s.seed
	}
	s.pos += int64(len(p))
	return len(p), nil
}

func streamSum(seed byte, n int64) [32]byte {
	b, _ := io.ReadAll(newStream(seed, n))
	return sha256.Sum256(b)
}

func ctxT(t *testing.T) context.Context { // per-call timeout, canceled at the end of t
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

func put(t *testing.T, s storage.Storage, key string, data []byte, ct string) {
	t.Helper()
	opts := storage.PutOptions{Size: int64(len(data)), ContentType: ct}
	if _, err := s.Put(ctxT(t), key, bytes.NewReader(data), opts); err != nil {
		t.Fatalf("Put(%q): %v", key, err)
	}
}

func read(t *testing.T, s storage.Storage, key string) ([]byte, storage.Info) {
	t.Helper()
	rc, info, err := s.Open(ctxT(t), key)
	if err != nil {
		t.Fatalf("Open(%q): %v", key, err)
	}
	b, err := io.ReadAll(rc)
	if rc.Close(); err != nil {
		t.Fatalf("read %q: %v", key, err)
	}
	return b, info
}

func wantNotFound(t *testing.T, s storage.Storage, key string) {
	t.Helper()
	if info, err := s.Stat(ctxT(t), key); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("Stat(%q) = %+v, %v; want ErrNotFound", key, info, err)
	}
	if rc, _, err := s.Open(ctxT(t), key); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("Open(%q) error = %v; want ErrNotFound", key, err)
		if err == nil {
			rc.Close()
		}
	}
}

// testRoundTrip puts objects of declared and unknown size (one larger than
// a 5 MiB S3 part) and reads them back through Put's Info, Stat and Open.
func testRoundTrip(t *testing.T, s storage.Storage) {
	cases := []struct {
		name, key, ct, wantCT string
		size, n               int64 // size: declared (PutOptions.Size); n: actual
	}{
		{"Small", "company/12/ab/hello.txt", "text/plain; charset=utf-8", "text/plain; charset=utf-8", 17, 17},
		{"SmallUnknownSize", "a/b.pdf", "application/pdf", "application/pdf", -1, 1000},
		{"LargeUnknownSize", "big/stream.bin", "application/pdf", "application/pdf", -1, 13<<19 + 123},
		{"EmptyDefaultType", "empty/declared", "", "application/octet-stream", 0, 0},
		{"EmptyUnknownSize", "empty/unknown", "", "application/octet-stream", -1, 0},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			seed, opts := byte(i), storage.PutOptions{Size: c.size, ContentType: c.ct}
			info, err := s.Put(ctxT(t), c.key, newStream(seed, c.n), opts)
			if err != nil || info.Key != c.key || info.Size != c.n || info.ContentType != c.wantCT || info.ModTime.IsZero() {
				t.Fatalf("Put = %+v, %v; want size %d, type %q", info, err, c.n, c.wantCT)
			}
			st, err := s.Stat(ctxT(t), c.key)
			if err != nil || st.Key != c.key || st.Size != c.n || st.ContentType != c.wantCT || st.ModTime.IsZero() {
				t.Errorf("Stat = %+v, %v", st, err)
			}
			got, oi := read(t, s, c.key)
			if sha256.Sum256(got) != streamSum(seed, c.n) || oi.Size != c.n || oi.ContentType != c.wantCT {
				t.Errorf("Open: %d bytes (content differs?), %+v", len(got), oi)
			}
		})
	}
}

// testOverwrite replaces an object, then checks that failed overwrites
// (failing reader, too large) keep the current object.
func testOverwrite(t *testing.T, s storage.Storage) {
	put(t, s, "doc", []byte("version one"), "text/plain")
	put(t, s, "doc", []byte(`{"v":2}`), "application/json")
	_, err1 := s.Put(ctxT(t), "doc", &stream{n: 10, failWith: errBoom}, storage.PutOptions{Size: -1})
	_, err2 := s.Put(ctxT(t), "doc", newStream(0, 50), storage.PutOptions{Size: -1, MaxSize: 10})
	if !errors.Is(err1, errBoom) || !errors.Is(err2, storage.ErrTooLarge) {
		t.Errorf("failed overwrites returned %v, %v; want the reader's error, ErrTooLarge", err1, err2)
	}
	got, info := read(t, s, "doc")
	if string(got) != `{"v":2}` || info.ContentType != "application/json" || info.Size != 7 {
		t.Errorf("after overwrites: %q, %+v; want the second version", got, info)
	}
}

// testFailedPuts: every failing Put reports the right error and leaves
// nothing under the key; the "ok" cases pin the MaxSize boundary.
func testFailedPuts(t *testing.T, s storage.Storage) {
	canceled, cancel := context.WithCancel(t.Context())
	cancel()
	fail := func(n int64) io.Reader { return &stream{seed: 3, n: n, failWith: errBoom} }
	cases := []struct {
		name    string
		ctx     context.Context // nil: a live context
		r       io.Reader
		size    int64 // PutOptions.Size
		max     int64 // PutOptions.MaxSize
		wantErr error // nil: Put must succeed; errAny: any error
	}{
		{"TooLargeUnknownSizeSmall", nil, newStream(1, 101), -1, 100, storage.ErrTooLarge},
		{"TooLargeUnknownSizeAfterFirstPart", nil, newStream(1, 7<<20), -1, 5<<20 + 10, storage.ErrTooLarge},
		{"TooLargeDeclared", nil, newStream(1, 200), 200, 100, storage.ErrTooLarge},
		{"ExactlyMaxUnknownSize", nil, newStream(1, 100), -1, 100, nil},
		{"ExactlyMaxDeclared", nil, newStream(1, 100), 100, 100, nil},
		{"FailingReaderUnknownSize", nil, fail(1000), -1, 0, errBoom},
		{"FailingReaderAfterFirstPart", nil, fail(6 << 20), -1, 0, errBoom},
		{"FailingReaderDeclaredSize", nil, fail(1000), 2000, 0, errBoom},
		{"ShortReader", nil, newStream(0, 50), 100, 0, errAny},
		{"CanceledContext", canceled, newStream(0, 10), -1, 0, errAny},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ctx := c.ctx
			if ctx == nil {
				ctx = ctxT(t)
			}
			key := "failed/" + c.name
			_, err := s.Put(ctx, key, c.r, storage.PutOptions{Size: c.size, MaxSize: c.max})
			switch {
			case c.wantErr == nil && err != nil:
				t.Fatalf("Put = %v; want success", err)
			case c.wantErr == nil:
				return
			case err == nil:
				t.Fatalf("Put succeeded; want %v", c.wantErr)
			case c.wantErr != errAny && !errors.Is(err, c.wantErr):
				t.Fatalf("Put error = %v; want %v", err, c.wantErr)
			}
			wantNotFound(t, s, key)
		})
	}
}

// testMissingAndDelete: missing keys are ErrNotFound, Delete is idempotent.
func testMissingAndDelete(t *testing.T, s storage.Storage) {
	wantNotFound(t, s, "no/such/key")
	put(t, s, "dir/file", []byte("x"), "")
	wantNotFound(t, s, "dir")          // a "directory" is not an object
	wantNotFound(t, s, "dir/file/sub") // nor is a path through an object
	put(t, s, "del/me", []byte("bye"), "text/plain")
	for i := range 2 { // the second Delete must be a no-op
		if err := s.Delete(ctxT(t), "del/me"); err != nil {
			t.Fatalf("Delete #%d: %v", i+1, err)
		}
	}
	wantNotFound(t, s, "del/me")
	if err := s.Delete(ctxT(t), "never/existed"); err != nil {
		t.Errorf("Delete of a missing key: %v", err)
	}
}

func testInvalidKeys(t *testing.T, s storage.Storage) {
	keys := []string{"", "../x", "/abs", "a/../../b", "a/./b", ".", "..", "a//b", "a/", `a\b`, "a\x00b", "a\nb", strings.Repeat("k", 1025)}
	for _, key := range keys {
		ctx := ctxT(t)
		_, err1 := s.Put(ctx, key, strings.NewReader("x"), storage.PutOptions{Size: 1})
		_, err2 := s.Stat(ctx, key)
		_, _, err3 := s.Open(ctx, key)
		err4 := s.Delete(ctx, key)
		_, err5 := s.URL(ctx, key, time.Minute, storage.URLOptions{})
		for i, err := range []error{err1, err2, err3, err4, err5} {
			if !errors.Is(err, storage.ErrInvalidKey) {
				t.Errorf("%s(%q) error = %v; want ErrInvalidKey", []string{"Put", "Stat", "Open", "Delete", "URL"}[i], key, err)
			}
		}
	}
}

func listKeys(t *testing.T, s storage.Storage, prefix string) []string {
	t.Helper()
	var keys []string
	if err := s.List(ctxT(t), prefix, func(info storage.Info) error {
		if info.Size != int64(len(info.Key)) {
			t.Errorf("List(%q): %q has size %d, want %d", prefix, info.Key, info.Size, len(info.Key))
		}
		keys = append(keys, info.Key)
		return nil
	}); err != nil {
		t.Fatalf("List(%q): %v", prefix, err)
	}
	return slices.Sorted(slices.Values(keys))
}

func testList(t *testing.T, s storage.Storage) {
	all := []string{"list/a.txt", "list/b/c.txt", "list/b/d.txt", "list/bz.txt", "lisx/e.txt", "other/f", "dot/.hidden", "dot/..x"}
	for _, k := range all {
		put(t, s, k, []byte(k), "text/plain") // content = key, so size = len(key)
	}
	cases := []struct {
		prefix string
		want   []string
	}{
		{"", all}, // sidecars, temp files etc. must never show up
		{"list/", all[:4]},
		{"list/b", all[1:4]},
		{"list/b/", all[1:3]},
		{"list", all[:4]},
		{"lis", all[:5]},
		{"other/f", all[5:6]},
		{"dot/.", all[6:]},
		{"dot/..", all[7:]},
		{"nope/", nil},
		{"../", nil},
		{"list/../", nil},
		{"list//", nil},
		{"/list", nil},
	}
	for _, c := range cases {
		if got := listKeys(t, s, c.prefix); !slices.Equal(got, slices.Sorted(slices.Values(c.want))) {
			t.Errorf("List(%q) = %q; want %q", c.prefix, got, c.want)
		}
	}
	stop, calls := errors.New("stop"), 0
	err := s.List(ctxT(t), "list/", func(storage.Info) error { calls++; return stop })
	if !errors.Is(err, stop) || calls != 1 {
		t.Errorf("List returned %v after %d calls; want fn's error after 1 call", err, calls)
	}
}

var httpClient = &http.Client{Timeout: 30 * time.Second}

func fetch(t *testing.T, rawURL string) (*http.Response, []byte) {
	t.Helper()
	resp, err := httpClient.Get(rawURL)
	if err != nil {
		t.Fatalf("GET %s: %v", rawURL, err)
	}
	body, err := io.ReadAll(resp.Body)
	if resp.Body.Close(); err != nil {
		t.Fatalf("GET %s: reading body: %v", rawURL, err)
	}
	return resp, body
}

// testURL fetches URLs over HTTP: content, Content-Type, Content-Disposition;
// tampered and expired URLs must be refused.
func testURL(t *testing.T, s storage.Storage) {
	data := []byte("%PDF-1.4 pretend pdf")
	key := "dl/some report.pdf"
	put(t, s, key, data, "application/pdf")
	issued := time.Now()
	shortLived, err := s.URL(ctxT(t), key, time.Second, storage.URLOptions{Filename: "x.pdf"})
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []storage.URLOptions{
		{Filename: `Q3 "final" report – ünïcode.pdf`},
		{Filename: "image.png", Inline: true},
	} {
		u, err := s.URL(ctxT(t), key, time.Minute, o)
		if err != nil {
			t.Fatalf("URL: %v", err)
		}
		resp, body := fetch(t, u)
		if resp.StatusCode != http.StatusOK || !bytes.Equal(body, data) {
			t.Fatalf("GET %s = %s, %q; want 200 with the object", u, resp.Status, body)
		}
		if ct := resp.Header.Get("Content-Type"); ct != "application/pdf" {
			t.Errorf("Content-Type = %q", ct)
		}
		cd := resp.Header.Get("Content-Disposition")
		disp, params, err := mime.ParseMediaType(cd)
		wantDisp := map[bool]string{false: "attachment", true: "inline"}[o.Inline]
		if err != nil || disp != wantDisp || params["filename"] != o.Filename {
			t.Errorf("Content-Disposition = %q (%q, %q, %v); want %s with filename %q", cd, disp, params, err, wantDisp, o.Filename)
		}
	}
	u, err := s.URL(ctxT(t), key, time.Minute, storage.URLOptions{Filename: "x.pdf"})
	if err != nil {
		t.Fatal(err)
	}
	wantRefused(t, strings.Replace(u, "report.pdf", "report.pdx", 1), data)
	if _, err := s.URL(ctxT(t), key, 0, storage.URLOptions{}); err == nil {
		t.Error("URL with ttl 0 succeeded")
	}
	time.Sleep(time.Until(issued.Add(2500 * time.Millisecond)))
	wantRefused(t, shortLived, data)
}

// wantRefused checks that GET u answers 4xx without the object's bytes.
func wantRefused(t *testing.T, u string, data []byte) {
	t.Helper()
	if resp, body := fetch(t, u); resp.StatusCode < 400 || resp.StatusCode >= 500 || bytes.Contains(body, data) {
		t.Errorf("GET %s = %s; want it refused (4xx)", u, resp.Status)
	}
}

// testConcurrent runs 8 Puts of different keys at once.
func testConcurrent(t *testing.T, s storage.Storage) {
	const workers, size = 8, 300 << 10
	var wg sync.WaitGroup
	for i := range workers {
		wg.Go(func() {
			key := fmt.Sprintf("conc/%d/obj", i)
			if _, err := s.Put(ctxT(t), key, newStream(byte(i), size), storage.PutOptions{Size: -1}); err != nil {
				t.Errorf("Put(%q): %v", key, err)
			}
		})
	}
	wg.Wait()
	for i := range workers {
		if got, _ := read(t, s, fmt.Sprintf("conc/%d/obj", i)); sha256.Sum256(got) != streamSum(byte(i), size) {
			t.Errorf("conc/%d/obj: content mismatch", i)
		}
	}
}
