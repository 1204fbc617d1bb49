package storage_test

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"corkboard/storage"
)

func wantType(t *testing.T, s storage.Storage, key, want string) {
	t.Helper()
	ctx := context.Background()
	r, info, err := s.Open(ctx, key)
	if err != nil {
		t.Fatalf("Open(%q): %v", key, err)
	}
	r.Close()
	st, err := s.Stat(ctx, key)
	if err != nil {
		t.Fatalf("Stat(%q): %v", key, err)
	}
	if info.ContentType != want || st.ContentType != want {
		t.Errorf("%q: Open says %q, Stat says %q; want %q", key, info.ContentType, st.ContentType, want)
	}
}

// On Linux (ext4 here) the type is an extended attribute of the object's
// file: one file, no sidecar.
func TestLocalTypeInAttribute(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("extended attributes are used on Linux only")
	}
	dir := t.TempDir()
	store, err := storage.NewLocal(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	if !storage.UsesAttrs(store) {
		t.Skipf("the file system of %s has no user extended attributes", dir)
	}
	ctx := context.Background()
	if _, err := store.Put(ctx, "a/cv.pdf", strings.NewReader("%PDF-1.7"), storage.PutOptions{Size: -1, ContentType: "application/pdf"}); err != nil {
		t.Fatal(err)
	}
	wantType(t, store, "a/cv.pdf", "application/pdf")
	if files := filesUnder(t, dir, "meta"); len(files) != 0 {
		t.Errorf("meta/ holds %q; want nothing", files)
	}
	f, err := os.Open(filepath.Join(dir, "objects", "a", "cv.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if ct, err := storage.TypeAttr(f); err != nil || ct != "application/pdf" {
		t.Errorf("attribute = %q, %v; want application/pdf", ct, err)
	}
	_, err = store.Put(ctx, "a/long", strings.NewReader("x"), storage.PutOptions{Size: -1, ContentType: strings.Repeat("x", 300)})
	if err == nil || !strings.Contains(err.Error(), "content type longer") {
		t.Errorf("Put with a 300-byte type = %v; want an error", err)
	}
}

// A directory written with sidecars (by an earlier version, or on a file
// system without attributes) keeps its types; overwriting an object moves
// its type into the attribute and removes the sidecar, and Delete removes
// both.
func TestLocalReadsSidecars(t *testing.T) {
	dir := t.TempDir()
	old, err := storage.NewLocal(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	storage.UseSidecars(old)
	ctx := context.Background()
	for _, k := range []string{"a/one.png", "a/two.png"} {
		if _, err := old.Put(ctx, k, strings.NewReader("png"), storage.PutOptions{Size: -1, ContentType: "image/png"}); err != nil {
			t.Fatal(err)
		}
	}
	old.Close()
	if files := filesUnder(t, dir, "meta"); len(files) != 2 {
		t.Fatalf("meta/ holds %q; want two sidecars", files)
	}

	store, err := storage.NewLocal(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	wantType(t, store, "a/one.png", "image/png")
	if _, err := store.Put(ctx, "a/one.png", strings.NewReader("jpeg"), storage.PutOptions{Size: -1, ContentType: "image/jpeg"}); err != nil {
		t.Fatal(err)
	}
	wantType(t, store, "a/one.png", "image/jpeg")
	r, _, err := store.Open(ctx, "a/one.png")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(r)
	r.Close()
	if string(b) != "jpeg" {
		t.Errorf("bytes = %q; want the new ones", b)
	}
	if err := store.Delete(ctx, "a/two.png"); err != nil {
		t.Fatal(err)
	}
	want := 1 // a/one.png's sidecar stays where attributes are unavailable
	if storage.UsesAttrs(store) {
		want = 0
	}
	if files := filesUnder(t, dir, "meta"); len(files) != want {
		t.Errorf("meta/ holds %q; want %d sidecars", files, want)
	}
}
