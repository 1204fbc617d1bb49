// Package web embeds the admin single-page app (web/dist) in the binary and
// serves it under /admin. Unknown paths below /admin serve index.html so
// that deep links work.
package web

import (
	"embed"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"time"
)

//go:embed all:dist
var dist embed.FS

// ContentSecurityPolicy is sent with every admin response.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob: http: https:; font-src 'self' data:; connect-src 'self'; object-src 'none'; " +
	"base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// Handler serves the admin app. It expects paths starting with /admin.
func Handler() http.Handler {
	root, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err)
	}
	files := http.FileServer(http.FS(root))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rel := strings.TrimPrefix(strings.TrimPrefix(r.URL.Path, "/admin"), "/")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("X-Frame-Options", "DENY")
		// Only the app's own scripts run: were markup ever injected, it
		// could not execute script. Images may come from the storage
		// (presigned S3 URLs), styles are partly inline (Mantine).
		w.Header().Set("Content-Security-Policy", ContentSecurityPolicy)
		if rel != "" && rel != "index.html" {
			if f, err := root.Open(path.Clean(rel)); err == nil {
				_ = f.Close()
				if strings.HasPrefix(rel, "assets/") {
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				}
				if serveCompressed(w, r, root, path.Clean(rel)) {
					return
				}
				r2 := r.Clone(r.Context())
				r2.URL.Path = "/" + rel
				files.ServeHTTP(w, r2)
				return
			}
		}
		serveIndex(w, root)
	})
}

// serveCompressed sends the build's brotli or gzip copy of rel (made at
// build time, web/compress.ts) when the request accepts it, and reports
// whether it did. Files with a copy vary by Accept-Encoding.
func serveCompressed(w http.ResponseWriter, r *http.Request, root fs.FS, rel string) bool {
	ae := r.Header.Get("Accept-Encoding")
	varied := false
	for _, c := range precompressed {
		f, err := root.Open(rel + c.suffix)
		if err != nil {
			continue
		}
		if !varied {
			w.Header().Add("Vary", "Accept-Encoding")
			varied = true
		}
		if !accepts(ae, c.encoding) {
			_ = f.Close()
			continue
		}
		defer f.Close()
		rs, ok := f.(io.ReadSeeker)
		if !ok {
			return false
		}
		if ct := mime.TypeByExtension(path.Ext(rel)); ct != "" {
			w.Header().Set("Content-Type", ct)
		}
		w.Header().Set("Content-Encoding", c.encoding)
		http.ServeContent(w, r, rel, time.Time{}, rs)
		return true
	}
	return false
}

func serveIndex(w http.ResponseWriter, root fs.FS) {
	b, err := fs.ReadFile(root, "index.html")
	if err != nil {
		http.Error(w, "admin not built", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	_, _ = w.Write(b)
}
