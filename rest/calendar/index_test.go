package calendar_test

import (
	"sort"
	"strings"
	"testing"
)

// TestIndexAndDoc compares GET / and GET /doc with the original's, its
// namespace tribe/events/v1 read as ours.
func TestIndexAndDoc(t *testing.T) {
	f := newFixture(t)
	for _, prefix := range []string{"", "/en_uk"} {
		ns := strings.TrimPrefix(prefix+root, "/")
		t.Run("index"+prefix, func(t *testing.T) {
			r := f.call("GET", prefix+root, nil, "")
			if r.StatusCode != 200 {
				t.Fatalf("%d %s", r.StatusCode, r.Body)
			}
			got := obj(t, r)
			want := reference(t, "01-index").(map[string]any)
			if got["namespace"] != ns {
				t.Errorf("namespace %v", got["namespace"])
			}
			if up := got["_links"].(map[string]any)["up"].([]any)[0].(map[string]any)["href"]; up != "http://corkboard.test/" {
				t.Errorf("_links.up %v", up)
			}
			routes := got["routes"].(map[string]any)
			for key, wr := range want["routes"].(map[string]any) {
				key = strings.Replace(key, "tribe/events/v1", ns, 1)
				gr, ok := routes[key].(map[string]any)
				if !ok {
					t.Errorf("route %s missing", key)
					continue
				}
				wrm := wr.(map[string]any)
				if methods(gr["methods"]) != methods(wrm["methods"]) {
					t.Errorf("%s methods %v, want %v", key, gr["methods"], wrm["methods"])
				}
				if _, ok := wrm["_links"]; ok != (gr["_links"] != nil) {
					t.Errorf("%s _links presence differs", key)
				}
				for i, we := range wrm["endpoints"].([]any) {
					wem := we.(map[string]any)
					ge := endpointFor(gr["endpoints"].([]any), methods(wem["methods"]))
					if ge == nil {
						t.Errorf("%s: no endpoint for %v", key, wem["methods"])
						continue
					}
					wargs, _ := wem["args"].(map[string]any)
					gargs, _ := ge["args"].(map[string]any)
					for name, wa := range wargs {
						ga, ok := gargs[name].(map[string]any)
						if !ok {
							t.Errorf("%s endpoint %d: arg %s missing", key, i, name)
							continue
						}
						if ga["required"] != wa.(map[string]any)["required"] {
							t.Errorf("%s: %s required %v", key, name, ga["required"])
						}
					}
				}
			}
			// The original's routes, and Corkboard's iCalendar feeds.
			for _, ext := range []string{"/events.ics", `/events/(?P<id>\d+).ics`} {
				if gr, ok := routes["/"+ns+ext].(map[string]any); !ok || methods(gr["methods"]) != "GET" {
					t.Errorf("route %s: %v", ext, routes["/"+ns+ext])
				}
			}
			if len(routes) != len(want["routes"].(map[string]any))+2 {
				t.Errorf("%d routes, want %d and the 2 feeds", len(routes), len(want["routes"].(map[string]any)))
			}
		})
		t.Run("doc"+prefix, func(t *testing.T) {
			r := f.call("GET", prefix+root+"/doc", nil, "")
			if r.StatusCode != 200 {
				t.Fatalf("%d %s", r.StatusCode, r.Body)
			}
			got := obj(t, r)
			want := reference(t, "02-doc").(map[string]any)
			if got["openapi"] != "3.0.0" {
				t.Errorf("openapi %v", got["openapi"])
			}
			if diffs := shapeDiff(want["info"], got["info"], "info", nil); len(diffs) > 0 {
				t.Errorf("info: %v", diffs)
			}
			if u := got["servers"].([]any)[0].(map[string]any)["url"]; u != "http://corkboard.test/"+ns+"/" {
				t.Errorf("servers[0].url %v", u)
			}
			// The original's schemas, paths and operations, and more: the
			// root, the creates of the archives, PUT and PATCH beside POST
			// (TestDocIsValidOpenAPI checks the rest).
			gs := got["components"].(map[string]any)["schemas"].(map[string]any)
			for name := range want["components"].(map[string]any)["schemas"].(map[string]any) {
				if gs[name] == nil {
					t.Errorf("schema %s missing", name)
				}
			}
			gp, wp := got["paths"].(map[string]any), want["paths"].(map[string]any)
			wp["/"] = map[string]any{"get": true}
			// Corkboard's iCalendar feeds (text/calendar answers).
			wp["/events.ics"], wp["/events/{id}.ics"] = map[string]any{"get": true}, map[string]any{"get": true}
			if keys(gp) != keys(wp) {
				t.Errorf("paths %s\nwant %s", keys(gp), keys(wp))
			}
			for p, ops := range wp {
				want := map[string]any{}
				for op := range ops.(map[string]any) {
					want[op] = true
					if op == "post" {
						want["put"], want["patch"] = true, true
					}
				}
				if p != "/" && p != "/doc" && !strings.Contains(p, "{") && !strings.HasSuffix(p, ".ics") {
					want["post"] = true
				}
				if g, ok := gp[p].(map[string]any); !ok || keys(g) != keys(want) {
					t.Errorf("%s operations %v, want %s", p, keys(gp[p]), keys(want))
				}
			}
			if gp["/events"].(map[string]any)["get"] == nil || gp["/events/{id}"].(map[string]any)["get"] == nil {
				t.Errorf("events operations missing")
			}
		})
	}
}

func methods(v any) string {
	var out []string
	for _, m := range v.([]any) {
		out = append(out, m.(string))
	}
	sort.Strings(out)
	return strings.Join(out, ",")
}

func endpointFor(eps []any, ms string) map[string]any {
	for _, e := range eps {
		if m := e.(map[string]any); methods(m["methods"]) == ms {
			return m
		}
	}
	return nil
}

func keys(v any) string {
	m, _ := v.(map[string]any)
	return strings.Join(sortedKeys(m), ",")
}
