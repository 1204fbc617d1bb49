package graph

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql/playground"

	"corkboard/modules"
)

// GraphiQL is served from the binary: its page is gqlgen's, with its
// scripts and stylesheet read from graphiqlAssets instead of a CDN, so
// that /graphql in a browser works without internet. The assets are the
// files gqlgen pins (same versions, same SHA-256 digests, which the page
// checks as subresource integrity), vendored gzipped in graph/graphiql by
// scripts/vendor-graphiql.sh.

// graphiqlAssets is the path below which the assets are served.
const graphiqlAssets = "/graphql/graphiql/"

//go:embed graphiql/*.gz
var graphiqlFiles embed.FS

// graphiqlAsset is one embedded file.
type graphiqlAsset struct {
	contentType string
	gz          []byte // the file gzipped
	plain       []byte // the file
	sri         string // "sha256-…" of plain
}

// graphiqlCSP lets the page run its inline script and GraphiQL's
// scripts, styles and fonts from this origin only, and talk to this
// origin only: nothing is fetched from elsewhere.
const graphiqlCSP = "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// loadGraphiQLAssets reads the embedded assets, once per process.
var loadGraphiQLAssets = sync.OnceValue(func() map[string]*graphiqlAsset {
	assets := map[string]*graphiqlAsset{}
	entries, err := graphiqlFiles.ReadDir("graphiql")
	if err != nil {
		panic(err)
	}
	for _, e := range entries {
		gz, err := graphiqlFiles.ReadFile("graphiql/" + e.Name())
		if err != nil {
			panic(err)
		}
		zr, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			panic(fmt.Errorf("graphiql/%s: %w", e.Name(), err))
		}
		plain, err := io.ReadAll(zr)
		if err != nil {
			panic(fmt.Errorf("graphiql/%s: %w", e.Name(), err))
		}
		name := strings.TrimSuffix(e.Name(), ".gz")
		sum := sha256.Sum256(plain)
		ct := "text/javascript; charset=utf-8"
		if path.Ext(name) == ".css" {
			ct = "text/css; charset=utf-8"
		}
		assets[name] = &graphiqlAsset{contentType: ct, gz: gz, plain: plain, sri: "sha256-" + base64.StdEncoding.EncodeToString(sum[:])}
	}
	return assets
})

// newGraphiQL serves the GraphiQL page (any path but the assets') and
// its assets: with their content type, gzipped to clients that accept it,
// cacheable for a year (their names hold their versions), with an ETag.
func newGraphiQL() http.Handler {
	assets := loadGraphiQLAssets()
	asset := func(name string) (string, string) {
		a := assets[name]
		if a == nil {
			panic("graphiql: no asset " + name)
		}
		return graphiqlAssets + name, a.sri
	}
	js, jsSRI := asset("graphiql-4.1.2.min.js")
	css, cssSRI := asset("graphiql-4.1.2.min.css")
	react, reactSRI := asset("react-18.2.0.production.min.js")
	reactDOM, reactDOMSRI := asset("react-dom-18.2.0.production.min.js")
	page := playground.Handler("Corkboard GraphQL", "/graphql",
		playground.WithGraphiqlVersion(js, css, jsSRI, cssSRI),
		playground.WithGraphiqlReactVersion(react, reactDOM, reactSRI, reactDOMSRI))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Content-Type-Options", "nosniff")
		name, isAsset := strings.CutPrefix(r.URL.Path, graphiqlAssets)
		if !isAsset {
			w.Header().Set("Content-Security-Policy", graphiqlCSP)
			w.Header().Set("Cache-Control", "no-cache")
			page.ServeHTTP(w, r)
			return
		}
		a := assets[name]
		if a == nil {
			writeError(w, modules.NotFound("GraphiQL asset"))
			return
		}
		h := w.Header()
		h.Set("Content-Type", a.contentType)
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
		h.Set("Vary", "Accept-Encoding")
		body, etag := a.plain, `"`+a.sri+`"`
		if acceptsGzip(r.Header.Get("Accept-Encoding")) {
			h.Set("Content-Encoding", "gzip")
			body, etag = a.gz, `"`+a.sri+`-gzip"`
		}
		h.Set("ETag", etag)
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
	})
}

// acceptsGzip tells whether an Accept-Encoding value accepts gzip.
func acceptsGzip(accept string) bool {
	for _, part := range strings.Split(accept, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(coding), "gzip") {
			q := strings.ReplaceAll(params, " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}
