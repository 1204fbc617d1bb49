package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestAccepts(t *testing.T) {
	for _, c := range []struct {
		header, coding string
		want           bool
	}{
		{"gzip, deflate, br, zstd", "br", true},
		{"gzip, deflate", "br", false},
		{"br;q=0, gzip", "br", false},
		{"br;q=0, gzip", "gzip", true},
		{"*", "br", true},
		{"*;q=0", "gzip", false},
		{"GZIP;q=0.5", "gzip", true},
		{"", "gzip", false},
	} {
		if got := accepts(c.header, c.coding); got != c.want {
			t.Errorf("accepts(%q, %q) = %v", c.header, c.coding, got)
		}
	}
}

// TestAssetsArePrecompressed: the build's scripts and styles are served
// as their brotli or gzip copy by what the browser accepts (the same
// bytes once decoded), with immutable caching, and plain otherwise.
func TestAssetsArePrecompressed(t *testing.T) {
	root, _ := fs.Sub(dist, "dist")
	var asset string
	_ = fs.WalkDir(root, "assets", func(p string, d fs.DirEntry, _ error) error {
		if asset == "" && strings.HasSuffix(p, ".js") {
			asset = p
		}
		return nil
	})
	if asset == "" {
		t.Fatal("no script in dist/assets")
	}
	plain, _ := fs.ReadFile(root, asset)
	h := Handler()
	get := func(ae string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, "/admin/"+asset, nil)
		if ae != "" {
			req.Header.Set("Accept-Encoding", ae)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}

	br := get("gzip, deflate, br")
	want, err := fs.ReadFile(root, asset+".br")
	if err != nil {
		t.Fatalf("the build wrote no brotli copy of %s: %v", asset, err)
	}
	if br.Code != 200 || br.Header().Get("Content-Encoding") != "br" || !bytes.Equal(br.Body.Bytes(), want) || len(want) >= len(plain) {
		t.Fatalf("br: %d %v, %d bytes (file %d)", br.Code, br.Header(), br.Body.Len(), len(plain))
	}
	if ct := br.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/javascript") {
		t.Fatalf("content type %q", ct)
	}
	if br.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" || br.Header().Get("Vary") != "Accept-Encoding" {
		t.Fatalf("headers %v", br.Header())
	}

	gz := get("gzip")
	if gz.Header().Get("Content-Encoding") != "gzip" {
		t.Fatalf("gzip: %v", gz.Header())
	}
	zr, err := gzip.NewReader(gz.Body)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := io.ReadAll(zr); !bytes.Equal(got, plain) {
		t.Fatal("the gzip copy differs from the file")
	}

	for _, ae := range []string{"", "identity", "br;q=0, gzip;q=0"} {
		rec := get(ae)
		if rec.Header().Get("Content-Encoding") != "" || !bytes.Equal(rec.Body.Bytes(), plain) || rec.Header().Get("Vary") != "Accept-Encoding" {
			t.Fatalf("%q: %v", ae, rec.Header())
		}
	}
}
