package calendar_test

import (
	"strings"
	"testing"
)

func TestRouting(t *testing.T) {
	f := newFixture(t)
	id(t, f.call("POST", root+"/tags", map[string]any{"name": "Jazz"}, f.admin))
	tests := []struct {
		name, method, path string
		status             int
		code               string
	}{
		{"unknown route", "GET", root + "/nope", 404, "rest_no_route"},
		{"unknown route in a language root", "GET", "/fr_fr" + root + "/nope", 404, "rest_no_route"},
		{"unknown language root", "GET", "/xx_yy" + root + "/tags", 404, "rest_no_route"},
		{"PUT on an archive", "PUT", root + "/tags", 404, "rest_no_route"},
		{"DELETE on an archive", "DELETE", root + "/categories", 404, "rest_no_route"},
		{"POST on /doc", "POST", root + "/doc", 404, "rest_no_route"},
		{"non-numeric id", "GET", root + "/tags/abc", 404, "rest_no_route"},
		{"id with a space", "GET", root + "/tags/foo%20bar", 404, "rest_no_route"},
		{"no by-slug for terms", "GET", root + "/tags/by-slug/jazz", 404, "rest_no_route"},
		{"case-insensitive path", "GET", "/Calendar/Events/V1/TAGS", 200, ""},
		{"trailing slash", "GET", root + "/tags/", 200, ""},
		{"language root, upper case", "GET", "/FR_FR" + root + "/tags", 200, ""},
		{"HEAD falls back to GET", "HEAD", root + "/tags", 200, ""},
		{"bad site_language", "GET", root + "/tags?site_language=xx", 400, "rest_invalid_param"},
		{"good site_language", "GET", root + "/tags?site_language=NL_NL", 200, ""},
		{"invalid JSON body", "POST", root + "/tags", 400, "rest_invalid_json"},
		{"bad credentials", "GET", root + "/tags", 401, "rest_forbidden"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r = f.call(tt.method, tt.path, nil, "")
			switch tt.name {
			case "invalid JSON body":
				r = f.Do(t, requestWith(tt.method, tt.path, `{"name":`, "Content-Type", "application/json", "Authorization", f.admin))
			case "bad credentials":
				r = f.call(tt.method, tt.path, nil, "Bearer cbk_nope")
			}
			if tt.code == "" {
				if r.StatusCode != tt.status {
					t.Fatalf("status %d, want %d: %s", r.StatusCode, tt.status, r.Body)
				}
				return
			}
			m := wantError(t, r, tt.status, tt.code)
			if tt.code == "rest_no_route" && m["message"] != "No route was found matching the URL and request method." {
				t.Errorf("message %v", m["message"])
			}
		})
	}
}

func TestErrorEnvelopeMatchesTheReference(t *testing.T) {
	f := newFixture(t)
	r := f.call("GET", root+"/nope", nil, "")
	assertShape(t, "49-err-unknown-route", r.Body)
	r = f.call("GET", root+"/categories/999999", nil, "")
	assertShape(t, "44-err-category-not-found", r.Body)
	if !strings.Contains(string(r.Body), `"details":[]`) {
		t.Errorf("details should be []: %s", r.Body)
	}
}

func TestLanguageRootsBuildTheirOwnLinks(t *testing.T) {
	f := newFixture(t)
	tag := id(t, f.call("POST", "/nl_nl"+root+"/tags", map[string]any{"name": "Buiten", "description": "In de open lucht"}, f.admin))
	r := f.call("GET", "/nl_nl"+root+"/tags/"+tag, nil, "")
	m := obj(t, r)
	if m["urls"].(map[string]any)["self"] != "http://corkboard.test/nl_nl"+root+"/tags/"+tag {
		t.Errorf("self %v", m["urls"])
	}
	// Written in nl_nl, the text is also the default language's (there
	// was none), and a later English write keeps the Dutch text.
	r = f.call("PATCH", root+"/tags/"+tag+"?site_language=en_us", map[string]any{"name": "Outdoor", "description": "In the open air"}, f.admin)
	if m := obj(t, r); m["name"] != "Outdoor" {
		t.Fatalf("en: %v", m)
	}
	for lang, want := range map[string]string{"/nl_nl": "Buiten", "": "Outdoor", "/fr_fr": "Outdoor"} {
		m := obj(t, f.call("GET", lang+root+"/tags/"+tag, nil, ""))
		if m["name"] != want {
			t.Errorf("%s: name %v, want %s", lang, m["name"], want)
		}
	}
	m = obj(t, f.call("GET", root+"/tags/"+tag+"?site_language=nl_nl", nil, ""))
	if m["description"] != "In de open lucht" {
		t.Errorf("param language: %v", m)
	}
}

func TestTermsSortByTheirNameInTheLanguage(t *testing.T) {
	f := newFixture(t)
	for _, n := range [][2]string{{"Apple", "Pomme"}, {"Pear", "Poire"}, {"Zucchini", "Courgette"}} {
		tag := id(t, f.call("POST", root+"/tags", map[string]any{"name": n[0]}, f.admin))
		f.call("PATCH", "/fr_fr"+root+"/tags/"+tag, map[string]any{"name": n[1]}, f.admin)
	}
	if got := names(obj(t, f.call("GET", "/fr_fr"+root+"/tags?hide_empty=0", nil, ""))["tags"]); got != "Courgette,Poire,Pomme" {
		t.Errorf("fr: %s", got)
	}
	if got := names(obj(t, f.call("GET", root+"/tags?hide_empty=0&order=desc", nil, ""))["tags"]); got != "Zucchini,Pear,Apple" {
		t.Errorf("en: %s", got)
	}
}
