package web

import (
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// htmlSinks are the ways a React app can put a string into the page as
// markup or code instead of text.
var htmlSinks = regexp.MustCompile(`dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|\beval\(|new Function\(|srcDoc=`)

// TestAdminRendersTextOnly: the admin renders what the API returns as
// text (React escapes it). Editor HTML is sanitised on the server when it
// is written; the admin must still never inject markup itself, so none
// of its sources uses a raw-HTML sink. Add a sanitiser here before
// allowing one.
func TestAdminRendersTextOnly(t *testing.T) {
	err := filepath.WalkDir("src", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path == filepath.Join("src", "gql") {
			return fs.SkipDir // generated GraphQL types
		}
		if d.IsDir() || !(strings.HasSuffix(path, ".ts") || strings.HasSuffix(path, ".tsx")) {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(b), "\n") {
			if m := htmlSinks.FindString(line); m != "" {
				t.Errorf("%s:%d uses %s", path, i+1, m)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestAdminContentSecurityPolicy(t *testing.T) {
	for _, path := range []string{"/admin", "/admin/users", "/admin/favicon.svg"} {
		rec := httptest.NewRecorder()
		Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		if csp := rec.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") ||
			strings.Contains(csp, "unsafe-eval") || rec.Header().Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: CSP %q", path, csp)
		}
	}
}
