package storage_test

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"testing"
	"time"

	"corkboard/storage"
)

// TestS3PublicURL: with a public URL, download links name its host, not
// the internal endpoint, and still verify at MinIO: directly through a
// loopback alias (localhost for 127.0.0.1), and through a reverse proxy
// on another port that passes the Host header on unchanged. A proxy that
// rewrites Host breaks the signature, which is why the proxy must keep it.
func TestS3PublicURL(t *testing.T) {
	cfg := s3Config(t)
	host, port, err := net.SplitHostPort(cfg.Endpoint)
	if err != nil || host != "127.0.0.1" {
		t.Skipf("the test needs MinIO at 127.0.0.1 (to reach it as localhost too), not %q", cfg.Endpoint)
	}
	internal, cfg := newS3(t, cfg)
	ctx := context.Background()
	const body = "%PDF-1.4 public"
	if _, err := internal.Put(ctx, "careers/1/files/cv", strings.NewReader(body), storage.PutOptions{Size: int64(len(body)), ContentType: "application/pdf"}); err != nil {
		t.Fatal(err)
	}
	fetch := func(t *testing.T, link string) (int, string) {
		t.Helper()
		resp, err := http.Get(link)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	linkVia := func(t *testing.T, public string) string {
		t.Helper()
		pc := cfg
		pc.PublicURL = public
		s, err := storage.NewS3(ctx, pc)
		if err != nil {
			t.Fatal(err)
		}
		link, err := s.URL(ctx, "careers/1/files/cv", time.Minute, storage.URLOptions{Filename: "cv.pdf"})
		if err != nil {
			t.Fatal(err)
		}
		u, _ := url.Parse(link)
		want, _ := url.Parse(strings.TrimRight(public, "/"))
		if u.Scheme != want.Scheme || u.Host != want.Host {
			t.Fatalf("link %s is not under %s", link, public)
		}
		return link
	}

	t.Run("without", func(t *testing.T) {
		link, err := internal.URL(ctx, "careers/1/files/cv", time.Minute, storage.URLOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if u, _ := url.Parse(link); u.Host != cfg.Endpoint {
			t.Fatalf("link %s, want the endpoint %s", link, cfg.Endpoint)
		}
	})
	t.Run("loopback alias", func(t *testing.T) {
		link := linkVia(t, "http://localhost:"+port+"/")
		if status, got := fetch(t, link); status != 200 || got != body {
			t.Fatalf("%d %q", status, got)
		}
	})
	target, _ := url.Parse("http://" + cfg.Endpoint)
	t.Run("proxy keeping Host", func(t *testing.T) {
		proxy := httptest.NewServer(httputil.NewSingleHostReverseProxy(target)) // keeps the incoming Host
		defer proxy.Close()
		_, pport, _ := net.SplitHostPort(strings.TrimPrefix(proxy.URL, "http://"))
		link := linkVia(t, "http://localhost:"+pport)
		if status, got := fetch(t, link); status != 200 || got != body {
			t.Fatalf("%d %q", status, got)
		}
	})
	t.Run("proxy rewriting Host", func(t *testing.T) {
		rp := httputil.NewSingleHostReverseProxy(target)
		director := rp.Director
		rp.Director = func(r *http.Request) { director(r); r.Host = target.Host }
		proxy := httptest.NewServer(rp)
		defer proxy.Close()
		_, pport, _ := net.SplitHostPort(strings.TrimPrefix(proxy.URL, "http://"))
		if status, _ := fetch(t, linkVia(t, "http://localhost:"+pport)); status != 403 {
			t.Fatalf("%d: a link signed for another host verified", status)
		}
	})
}

func TestS3PublicURLRefused(t *testing.T) {
	for _, bad := range []string{"ftp://files.example.com", "https://", "https://files.example.com/bucket", "https://u:p@files.example.com", "https://files.example.com?x=1", "files.example.com"} {
		if _, _, err := storage.ParsePublicURL(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	for _, good := range []string{"https://files.example.com", "https://files.example.com/", "http://127.0.0.1:9000"} {
		if _, _, err := storage.ParsePublicURL(good); err != nil {
			t.Errorf("%q: %v", good, err)
		}
	}
	if _, err := storage.OpenWith(context.Background(), "file://"+t.TempDir(), nil, storage.Options{PublicURL: "https://files.example.com"}); err == nil {
		t.Error("a public URL with local storage accepted")
	}
	cfg := storage.S3Config{Endpoint: "127.0.0.1:1", AccessKey: "a", SecretKey: "b", Bucket: "x", PublicURL: "https://files.example.com/bucket"}
	if _, err := storage.NewS3(context.Background(), cfg); err == nil || !strings.Contains(err.Error(), "public URL") {
		t.Errorf("NewS3 with a public URL holding a path: %v", err)
	}
}
