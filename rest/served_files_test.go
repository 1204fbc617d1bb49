package rest_test

import (
	"bytes"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"corkboard/internal/app"
	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/storage"
)

// servedCase is one stored upload and how it must be served.
type servedCase struct {
	name   string
	kind   careers.Kind
	data   []byte
	ctype  string
	inline bool // a logo: a sniffed raster image, served inline
}

var servedCases = []servedCase{
	{"polyglot PDF with HTML inside", careers.KindDocument, careerstest.PolyglotPDF(), "application/pdf", false},
	{"text with HTML inside", careers.KindDocument, []byte("Dear team,\n<img src=x onerror=alert(document.cookie)>\n"), "text/plain; charset=utf-8", false},
	{"PNG followed by HTML (photo)", careers.KindImage, careerstest.PolyglotPNG(), "image/png", false},
	{"PNG followed by HTML (logo)", careers.KindImage, careerstest.PolyglotPNG(), "image/png", true},
}

// storeServed stores c for company cid and returns the download URL the
// API hands out for it.
func storeServed(t *testing.T, m *careers.Module, cid int64, c servedCase) string {
	t.Helper()
	ctx := testkit.System()
	if c.inline {
		co, err := m.Companies.SetLogo(ctx, cid, careers.Upload{Name: "logo.png", Body: bytes.NewReader(c.data)})
		if err != nil {
			t.Fatal(err)
		}
		return *co.LogoURL
	}
	key := modules.WithPrincipal(ctx, &modules.Principal{Kind: modules.PrincipalAPIKey, CompanyID: cid, Scopes: modules.AllScopes})
	f, err := m.Files.Upload(key, 0, careers.Upload{Kind: c.kind, Name: "<b>x</b>.html", Body: bytes.NewReader(c.data)})
	if err != nil {
		t.Fatalf("%s refused: %v", c.name, err)
	}
	f, err = m.Files.Get(ctx, cid, f.ID)
	if err != nil {
		t.Fatal(err)
	}
	return f.URL
}

// checkServed checks the headers that keep a stored file inert in a
// browser: its sniffed type, attachment (inline only for a sniffed raster
// image) and nosniff.
func checkServed(t *testing.T, where string, h http.Header, c servedCase, wantNosniff bool) {
	t.Helper()
	disp := h.Get("Content-Disposition")
	if got := h.Get("Content-Type"); got != c.ctype {
		t.Errorf("%s: Content-Type %q, want %q", where, got, c.ctype)
	}
	if c.inline && !strings.HasPrefix(disp, "inline") || !c.inline && !strings.HasPrefix(disp, "attachment") {
		t.Errorf("%s: Content-Disposition %q", where, disp)
	}
	if !c.inline && strings.Contains(disp, ".html") {
		t.Errorf("%s: downloaded as HTML: %q", where, disp)
	}
	if wantNosniff && h.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("%s: no nosniff", where)
	}
}

// TestServedFilesAreInert: a polyglot (a PDF that is also an HTML page),
// a text file with a script and a PNG carrying HTML are accepted as what
// their bytes start with and served so that no browser runs them: with
// their sniffed type, as attachments (a logo inline: it is a sniffed raster
// image), with nosniff and a sandboxing CSP. A download link signed inline
// for anything but a raster image is still served as an attachment.
func TestServedFilesAreInert(t *testing.T) {
	t.Parallel()
	w := newSecWorld(t)
	for _, c := range servedCases {
		u, err := url.Parse(storeServed(t, w.Modules.Careers, w.acme.Company.ID, c))
		if err != nil {
			t.Fatal(err)
		}
		r := w.Do(t, testkit.Request("GET", u.RequestURI(), nil))
		if r.StatusCode != 200 || !bytes.Equal(r.Body, c.data) {
			t.Fatalf("%s: %d", c.name, r.StatusCode)
		}
		checkServed(t, "/files/ "+c.name, r.Header, c, true)
		if csp := r.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "sandbox") {
			t.Errorf("%s: CSP %q", c.name, csp)
		}
	}
	// A link signed inline for a PDF (the server never makes one).
	f, err := w.Modules.Careers.Files.Upload(modules.WithPrincipal(testkit.System(), &modules.Principal{Kind: modules.PrincipalAPIKey,
		CompanyID: w.acme.Company.ID, Scopes: modules.AllScopes}), 0, careers.Upload{Kind: careers.KindDocument, Name: "p.pdf", Body: bytes.NewReader(careerstest.PolyglotPDF())})
	if err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(w.Signer.Sign(f.StorageKey, time.Now().Add(time.Hour), storage.URLOptions{Filename: "p.pdf", Inline: true}))
	r := w.Do(t, testkit.Request("GET", u.RequestURI(), nil))
	checkServed(t, "/files/ forged inline", r.Header, servedCase{ctype: "application/pdf"}, true)

	// Media library images: inline, their sniffed type, nosniff.
	r = w.Do(t, testkit.Request("GET", idPath("/media/%d/poster.png", w.acmeImage.ID), nil))
	checkServed(t, "/media/", r.Header, servedCase{ctype: "image/png", inline: true}, true)
}

// TestServedFilesAreInertOnS3: the same uploads on MinIO, fetched with the
// presigned URLs the API hands out: S3 sends the stored (sniffed) type and
// the Content-Disposition the URL asks for.
func TestServedFilesAreInertOnS3(t *testing.T) {
	t.Parallel()
	env := testkit.NewEnv(t)
	store := testkit.S3Storage(t)
	env.Storage, env.Deps.Storage = store, store
	mods := app.NewModules(env.Deps)
	env.Migrate(t, mods.List()...)
	acme := testkit.NewTenant(t, mods.Accounts, "acme")
	for _, c := range servedCases {
		link := storeServed(t, mods.Careers, acme.Company.ID, c)
		if !strings.Contains(link, "response-content-disposition=") {
			t.Fatalf("%s: presigned URL without a disposition: %s", c.name, link)
		}
		resp, err := http.Get(link)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !bytes.Equal(body, c.data) {
			t.Fatalf("%s: %d %s", c.name, resp.StatusCode, body)
		}
		checkServed(t, "S3 "+c.name, resp.Header, c, true)
	}
}
