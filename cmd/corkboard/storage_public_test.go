package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/storage"
)

// TestStoragePublicURL: with S3 storage and CORKBOARD_STORAGE_PUBLIC_URL,
// the download links the API hands out (the demo company's logo) name
// the public host instead of the internal endpoint, and download. Here
// MinIO listens on 127.0.0.1 and the public URL reaches it as localhost.
func TestStoragePublicURL(t *testing.T) {
	s3 := testkit.S3URL(t)
	cfg, _ := storage.ParseS3URL(s3)
	host, port, _ := net.SplitHostPort(cfg.Endpoint)
	if host != "127.0.0.1" {
		t.Skipf("needs MinIO at 127.0.0.1, not %s", cfg.Endpoint)
	}
	public := "http://localhost:" + port
	t.Setenv("CORKBOARD_STORAGE_URL", s3)
	t.Setenv("CORKBOARD_STORAGE_PUBLIC_URL", public)
	c := newCLI(t)
	s := c.serveDemo()
	key := lastLine(readSync(s.out))
	var company struct {
		Attributes struct {
			LogoURL string `json:"logo_url"`
		}
	}
	if st := s.get(t, "/content/v1/company", key, &company); st != 200 {
		t.Fatalf("company: %d", st)
	}
	u, err := url.Parse(company.Attributes.LogoURL)
	if err != nil || u.Scheme+"://"+u.Host != public {
		t.Fatalf("logo_url %q is not under %s", company.Attributes.LogoURL, public)
	}
	resp, err := http.Get(company.Attributes.LogoURL)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.HasPrefix(string(b), "\x89PNG") {
		t.Fatalf("logo download: %d %.80q", resp.StatusCode, b)
	}
}

// TestStoragePublicURLRefused: a public storage URL with local storage,
// or one with a path, stops the server with a message naming it.
func TestStoragePublicURLRefused(t *testing.T) {
	for _, public := range []string{"https://files.example.com", "https://files.example.com/bucket"} {
		t.Setenv("CORKBOARD_STORAGE_PUBLIC_URL", public)
		c := newCLI(t)
		// A server that starts anyway is stopped after a while (and fails).
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		var out, errb bytes.Buffer
		code := run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--data", c.data, "--database-url", c.dbURL, "--log-level", "error"}, &out, &errb)
		cancel()
		if code != 1 || !strings.Contains(errb.String(), "CORKBOARD_STORAGE_PUBLIC_URL") {
			t.Errorf("%s: exit %d, stderr %q", public, code, errb.String())
		}
	}
}
