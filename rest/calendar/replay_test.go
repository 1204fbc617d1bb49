package calendar_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"corkboard/internal/testkit"
)

// capture is one recorded exchange with the original plugin.
type capture struct {
	name, method, path, auth string
	body                     string
	status                   int
	headers                  map[string]string
	want                     any
}

func loadCapture(t *testing.T, name string) capture {
	t.Helper()
	base := filepath.Join("testdata", "tec", name)
	c := capture{name: name, headers: map[string]string{}}
	req, err := os.ReadFile(base + ".req")
	if err != nil {
		t.Fatal(err)
	}
	head, body, _ := strings.Cut(string(req), "\n\n")
	lines := strings.Split(head, "\n")
	method, rawURL, _ := strings.Cut(lines[0], " ")
	u, err := url.Parse(rawURL)
	if err != nil {
		t.Fatal(err)
	}
	c.method, c.path, c.body = method, strings.Replace(u.RequestURI(), "/wp-json/tribe/events/v1", root, 1), strings.TrimSpace(body)
	for _, l := range lines[1:] {
		if strings.HasPrefix(l, "Authorization: Basic") {
			c.auth = "admin"
		}
	}
	hdr, err := os.Open(base + ".headers")
	if err != nil {
		t.Fatal(err)
	}
	defer hdr.Close()
	sc := bufio.NewScanner(hdr)
	for first := true; sc.Scan(); first = false {
		if first {
			c.status, _ = strconv.Atoi(strings.Fields(sc.Text())[1])
			continue
		}
		if k, v, ok := strings.Cut(sc.Text(), ": "); ok {
			c.headers[k] = v
		}
	}
	b, err := os.ReadFile(base + ".json")
	if err != nil {
		t.Fatal(err)
	}
	c.want = decode(t, b)
	return c
}

// idMap translates the ids of the original run into ours: posts (events,
// venues, organizers) and terms have separate id spaces there and here.
type idMap struct{ posts, terms map[string]string }

var pathID = regexp.MustCompile(`/(events|venues|organizers|categories|tags)/(\d+)`)

func (m idMap) of(term bool) map[string]string {
	if term {
		return m.terms
	}
	return m.posts
}

func (m idMap) path(p string) string {
	p = pathID.ReplaceAllStringFunc(p, func(s string) string {
		g := pathID.FindStringSubmatch(s)
		if id, ok := m.of(g[1] == "categories" || g[1] == "tags")[g[2]]; ok {
			return "/" + g[1] + "/" + id
		}
		return s
	})
	base, query, ok := strings.Cut(p, "?")
	if !ok {
		return p
	}
	q, _ := url.ParseQuery(query)
	for k, vs := range q {
		for i, v := range vs {
			if id, ok := m.of(k == "categories" || k == "tags")[v]; ok && k != "per_page" && k != "page" {
				vs[i] = id
			}
		}
	}
	return base + "?" + q.Encode()
}

// body rewrites ids in a request body.
func (m idMap) body(v any, key string) any {
	switch x := v.(type) {
	case map[string]any:
		for k, y := range x {
			if k == "id" {
				x[k] = m.body(y, key)
			} else {
				x[k] = m.body(y, k)
			}
		}
	case []any:
		for i, y := range x {
			x[i] = m.body(y, key)
		}
	case json.Number:
		if id, ok := m.of(key == "categories" || key == "tags")[x.String()]; ok && key != "" {
			return json.Number(id)
		}
	}
	return v
}

// learn records the ids of the original's response against ours.
func (m idMap) learn(want, got any, term bool) {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return
		}
		for k, wv := range w {
			if k == "id" {
				if gv, ok := g[k].(json.Number); ok {
					m.of(term)[fmt.Sprint(wv)] = gv.String()
				}
				continue
			}
			m.learn(wv, g[k], term || k == "categories" || k == "tags")
		}
	case []any:
		g, ok := got.([]any)
		if !ok {
			return
		}
		for i := range w {
			if i < len(g) {
				m.learn(w[i], g[i], term)
			}
		}
	}
}

// compared are the members whose values must equal the original's.
var compared = []string{"code", "message", "title", "status", "all_day", "start_date", "end_date", "utc_start_date",
	"utc_end_date", "timezone", "timezone_abbr", "cost", "cost_details", "featured", "sticky", "hide_from_listings",
	"show_map", "show_map_link", "description", "excerpt", "total", "total_pages", "name", "venue", "organizer",
	"count", "city", "email", "website"}

// valueDiffs compares the values of the compared members, in objects and
// in the items of archives.
func valueDiffs(want, got any, path string, except map[string]bool) []string {
	w, ok1 := want.(map[string]any)
	g, ok2 := got.(map[string]any)
	if !ok1 || !ok2 {
		return nil
	}
	var diffs []string
	for _, k := range compared {
		wv, ok := w[k]
		if !ok || except[join(path, k)] || except[k] {
			continue
		}
		gv := g[k]
		if s, ok := wv.(string); ok { // links: our test host for theirs
			wv = strings.ReplaceAll(s, "http://127.0.0.1:8080", "http://corkboard.test")
		}
		switch x := wv.(type) {
		case map[string]any: // a venue: compare its name
			if k == "venue" {
				if gm, ok := gv.(map[string]any); !ok || gm["venue"] != x["venue"] {
					diffs = append(diffs, fmt.Sprintf("%s: venue %s, want %s", join(path, k), short(gv), short(wv)))
				}
				continue
			}
		case []any:
			if k == "organizer" {
				if names, gnames := listOf(x, "organizer"), listOf(gv, "organizer"); names != gnames {
					diffs = append(diffs, fmt.Sprintf("%s: %s, want %s", join(path, k), gnames, names))
				}
				continue
			}
		}
		if !reflect.DeepEqual(wv, gv) {
			diffs = append(diffs, fmt.Sprintf("%s: %s, want %s", join(path, k), short(gv), short(wv)))
		}
	}
	for _, list := range []string{"events", "venues", "organizers", "categories", "tags"} {
		wl, ok1 := w[list].([]any)
		gl, ok2 := g[list].([]any)
		if !ok1 || !ok2 || path != "" {
			continue
		}
		if len(wl) != len(gl) {
			diffs = append(diffs, fmt.Sprintf("%s: %d items, want %d", list, len(gl), len(wl)))
			continue
		}
		for i := range wl {
			diffs = append(diffs, valueDiffs(wl[i], gl[i], fmt.Sprintf("%s[%d]", list, i), except)...)
		}
	}
	return diffs
}

func listOf(v any, key string) string {
	l, _ := v.([]any)
	var out []string
	for _, x := range l {
		if m, ok := x.(map[string]any); ok {
			out = append(out, fmt.Sprint(m[key]))
		}
	}
	return strings.Join(out, ",")
}

// deviations are the original's quirks we deliberately do not copy
// (see the guide's "Our adaptations"): per capture, members whose values
// differ.
var deviations = map[string][]string{
	// Updates are patches: the original resets the time zone, website and
	// flags that the update omits.
	"23-event-update-post":  {"timezone", "timezone_abbr", "website", "show_map", "featured", "organizer"},
	"24-event-update-patch": {"all_day", "website"},
	// Unpublished events have a slug and a pretty link here.
	"11-event-create-draft":     {"website"},
	"22-events-list-draft-auth": {"events[0].website"},
	"50-event-delete":           {"website"},
	// The original keeps the UTC end of an end before the start.
	"38-err-event-end-before-start": {"utc_end_date"},
}

// fullEvent lists the captures that show the event 08 creates: its
// request sends currency_symbol "$" and currency_position "prefix", which
// the original ignores (they are not its parameters, and its cost_details
// show the currency it parses from the cost, none in "10"), while we keep
// them as the event's currency, shown in cost_details as the admin's and
// GraphQL's are (so cost_details differs there).
var fullEvent = []string{"08-event-create-full", "12-event-get", "13-event-get-by-slug", "14-events-list",
	"16-events-list-date-range", "18-events-list-by-category", "19-events-list-by-tag", "20-events-list-by-venue",
	"21-events-list-featured", "23-event-update-post"}

func init() {
	for _, name := range fullEvent {
		deviations[name] = append(deviations[name], "cost_details")
	}
}

// TestReplayOfTheCapturedExchanges replays every captured request of the
// original plugin, in order, and checks status, archive headers, the shape
// of each body (key by key) and the values that do not depend on the run.
func TestReplayOfTheCapturedExchanges(t *testing.T) {
	replay(t, newFixture(t), func(t *testing.T, c capture, path string, _ any, r *testkit.Response) {
		if r.StatusCode != c.status {
			t.Fatalf("%s %s: status %d, want %d: %s", c.method, path, r.StatusCode, c.status, r.Body)
		}
		for _, h := range []string{"X-TEC-Total", "X-TEC-TotalPages"} {
			if got := r.Header.Get(h); got != c.headers[h] {
				t.Errorf("%s = %q, want %q", h, got, c.headers[h])
			}
		}
		if ct := r.Header.Get("Content-Type"); ct != c.headers["Content-Type"] {
			t.Errorf("Content-Type %q, want %q", ct, c.headers["Content-Type"])
		}
		got := decode(t, r.Body)
		skip := map[string]bool{"_links": true}
		if diffs := shapeDiff(c.want, got, "", skip); len(diffs) > 0 {
			t.Errorf("shape differs:\n  %s\nbody: %s", strings.Join(diffs, "\n  "), r.Body)
		}
		except := map[string]bool{}
		for _, k := range deviations[c.name] {
			except[k] = true
		}
		if diffs := valueDiffs(c.want, got, "", except); len(diffs) > 0 {
			t.Errorf("values differ:\n  %s", strings.Join(diffs, "\n  "))
		}
	})
}

// replay sends every captured request of the original in order to f,
// its ids mapped to ours, and hands each request (its path and body
// sent) and answer to check, in a subtest named after the capture.
func replay(t *testing.T, f *fixture, check func(t *testing.T, c capture, path string, body any, r *testkit.Response)) {
	ids := idMap{posts: map[string]string{}, terms: map[string]string{}}
	names, _ := filepath.Glob(filepath.Join("testdata", "tec", "*.req"))
	for _, n := range names {
		name := strings.TrimSuffix(filepath.Base(n), ".req")
		if name < "03" {
			continue // the index and /doc name the original's namespace; see TestIndexAndDoc
		}
		t.Run(name, func(t *testing.T) {
			c := loadCapture(t, name)
			var body any
			if c.body != "" {
				body = ids.body(decode(t, []byte(c.body)), "")
			}
			path := ids.path(c.path)
			var r *testkit.Response
			if body != nil {
				r = f.call(c.method, path, body, f.auth(c.auth))
			} else {
				r = f.call(c.method, path, nil, f.auth(c.auth))
			}
			check(t, c, path, body, r)
			ids.learn(c.want, decode(t, r.Body), strings.Contains(c.path, "/categories") || strings.Contains(c.path, "/tags"))
		})
	}
}
