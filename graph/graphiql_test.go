package graph_test

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"html"
	"io"
	"regexp"
	"strings"
	"testing"

	"corkboard/internal/app"
	"corkboard/internal/testkit"
)

var (
	assetRef  = regexp.MustCompile(`(?s)<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"[^>]*?integrity="([^"]+)"`)
	anyRemote = regexp.MustCompile(`(?i)(?:src|href)\s*=\s*["']?(?:https?:)?//`)
)

// TestGraphiQLServedFromTheBinary: /graphql in a browser is GraphiQL
// whose scripts and stylesheet are served by this server (same origin,
// no CDN, so it works offline), with their content types, a year of
// caching and an ETag, gzipped when accepted, matching the page's
// subresource integrity; the page's CSP allows this origin only.
func TestGraphiQLServedFromTheBinary(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	r := s.Do(t, testkit.Request("GET", "/graphql", nil, "Accept", "text/html"))
	page := string(r.Body)
	if r.StatusCode != 200 || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/html") || !strings.Contains(page, "GraphiQL") {
		t.Fatalf("page: %d %q %.300s", r.StatusCode, r.Header.Get("Content-Type"), page)
	}
	if m := anyRemote.FindString(page); m != "" {
		t.Fatalf("the page loads from another origin: %q", m)
	}
	csp := r.Header.Get("Content-Security-Policy")
	if !strings.Contains(csp, "script-src 'self'") || !strings.Contains(csp, "connect-src 'self'") || strings.Contains(csp, "http") {
		t.Fatalf("CSP %q", csp)
	}
	refs := assetRef.FindAllStringSubmatch(page, -1)
	if len(refs) != 4 {
		t.Fatalf("%d assets in the page, want GraphiQL's script and stylesheet, React and ReactDOM: %v", len(refs), refs)
	}
	for _, ref := range refs {
		path, integrity := html.UnescapeString(ref[1]), html.UnescapeString(ref[2])
		if !strings.HasPrefix(path, "/graphql/graphiql/") {
			t.Fatalf("asset %q is not served by this server", path)
		}
		want := "text/javascript; charset=utf-8"
		if strings.HasSuffix(path, ".css") {
			want = "text/css; charset=utf-8"
		}
		plain := s.Do(t, testkit.Request("GET", path, nil))
		if plain.StatusCode != 200 || plain.Header.Get("Content-Type") != want || plain.Header.Get("Content-Encoding") != "" ||
			plain.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" || plain.Header.Get("ETag") == "" {
			t.Fatalf("%s: %d %v", path, plain.StatusCode, plain.Header)
		}
		sum := sha256.Sum256(plain.Body)
		if got := "sha256-" + base64.StdEncoding.EncodeToString(sum[:]); got != integrity {
			t.Fatalf("%s: %s, the page expects %s", path, got, integrity)
		}
		// Gzipped to browsers, the same bytes once decoded.
		gz := s.Do(t, testkit.Request("GET", path, nil, "Accept-Encoding", "gzip, deflate, br"))
		if gz.Header.Get("Content-Encoding") != "gzip" || len(gz.Body) >= len(plain.Body) {
			t.Fatalf("%s gzipped: %q, %d bytes of %d", path, gz.Header.Get("Content-Encoding"), len(gz.Body), len(plain.Body))
		}
		zr, err := gzip.NewReader(bytes.NewReader(gz.Body))
		if err != nil {
			t.Fatal(err)
		}
		if b, err := io.ReadAll(zr); err != nil || !bytes.Equal(b, plain.Body) {
			t.Fatalf("%s: the gzipped asset differs (%v)", path, err)
		}
		// Revalidation.
		if r := s.Do(t, testkit.Request("GET", path, nil, "If-None-Match", plain.Header.Get("ETag"))); r.StatusCode != 304 {
			t.Fatalf("%s revalidated: %d", path, r.StatusCode)
		}
	}
	if r := s.Do(t, testkit.Request("GET", "/graphql/graphiql/nope.js", nil)); r.StatusCode != 404 {
		t.Fatalf("unknown asset: %d", r.StatusCode)
	}

	// Without introspection, neither GraphiQL nor its assets.
	off := testkit.NewServer(t, testkit.WithHTTP(func(c *app.HTTPConfig) { c.DisableIntrospection = true }))
	if r := off.Do(t, testkit.Request("GET", "/graphql", nil, "Accept", "text/html")); strings.Contains(string(r.Body), "GraphiQL") {
		t.Fatalf("GraphiQL without introspection: %d", r.StatusCode)
	}
	if r := off.Do(t, testkit.Request("GET", refs[0][1], nil)); r.StatusCode != 404 || !strings.Contains(string(r.Body), `"code":"NOT_FOUND"`) {
		t.Fatalf("an asset without introspection: %d %s", r.StatusCode, r.Body)
	}
}
