package rest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"corkboard/internal/testkit"
)

// plainTextFields are the plain fields of each calendar kind written
// with every payload.
var plainTextFields = map[string][]string{
	"venues":     {"address", "city", "country", "province", "state", "zip", "phone", "stateprovince"},
	"organizers": {"phone"}, // the e-mail must be an address once cleaned: below
}

// embedLD puts a json_ld member's bytes, as the API sent them, in a
// script element of a page, parses the page as a browser does (the HTML5
// algorithm) and returns the text of every script element: a safe
// json_ld gives one, equal to what was embedded.
func embedLD(t *testing.T, raw []byte) []string {
	t.Helper()
	page := `<!doctype html><html><head><script type="application/ld+json">` + string(raw) + `</script></head><body><p>after</p></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	var scripts []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "script" {
			var b strings.Builder
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				b.WriteString(c.Data)
			}
			scripts = append(scripts, b.String())
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return scripts
}

// checkLD checks the json_ld of a single read: its bytes carry no <, >
// or & (written \u003c, \u003e, \u0026), embedded in a script element
// they stay one element's text, and that text parses to the json_ld of
// the response.
func checkLD(t *testing.T, where string, body []byte) map[string]any {
	t.Helper()
	var raw struct {
		JSONLD json.RawMessage `json:"json_ld"`
	}
	if err := json.Unmarshal(body, &raw); err != nil || len(raw.JSONLD) == 0 {
		t.Fatalf("%s: no json_ld: %v %.300s", where, err, body)
	}
	if strings.ContainsAny(string(raw.JSONLD), "<>&") {
		t.Errorf("%s: json_ld has raw <, > or &: %s", where, raw.JSONLD)
	}
	scripts := embedLD(t, raw.JSONLD)
	if len(scripts) != 1 || scripts[0] != string(raw.JSONLD) {
		t.Errorf("%s: embedded json_ld parses as %d script elements %q", where, len(scripts), scripts)
		return nil
	}
	var fromPage, fromAPI map[string]any
	if err := json.Unmarshal([]byte(scripts[0]), &fromPage); err != nil {
		t.Fatalf("%s: the script's text is not JSON: %v", where, err)
	}
	if err := json.Unmarshal(raw.JSONLD, &fromAPI); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(fromPage, fromAPI) {
		t.Errorf("%s: the page's JSON-LD %v differs from the API's %v", where, fromPage, fromAPI)
	}
	return fromAPI
}

// TestPlainFieldsAndJSONLDAreSafe writes every stored-XSS payload into
// the plain fields of venues, organizers and events (cost, currency,
// website), over REST and GraphQL, and reads them back: the fields are
// plain text (no tag a browser would parse), and every json_ld is safe in
// a script element and gives back its values, also for rows stored with
// markup before writes cleaned it. Text with <, > and & that is not
// markup survives, escaped in json_ld.
func TestPlainFieldsAndJSONLDAreSafe(t *testing.T) {
	t.Parallel()
	w := newSecWorld(t)
	get := func(path string) *testkit.Response {
		t.Helper()
		r := w.Do(t, testkit.Request("GET", path, nil))
		if r.StatusCode != 200 {
			t.Fatalf("GET %s: %d %s", path, r.StatusCode, r.Body)
		}
		return r
	}
	isPlain := func(where, v string) {
		t.Helper()
		z := html.NewTokenizer(strings.NewReader(v))
		for tt := z.Next(); tt != html.ErrorToken; tt = z.Next() {
			if tt != html.TextToken {
				t.Errorf("%s: markup in plain text %q", where, v)
				return
			}
		}
		if bad := activeHTML(v); len(bad) > 0 {
			t.Errorf("%s: active HTML %v in %q", where, bad, v)
		}
	}
	payloads := append(append([]string{}, xssPayloads...), `</script><script>alert(1)</script>`, `<!--<script>`)
	for i, p := range payloads {
		ids := map[string]int64{}
		for kind, fields := range plainTextFields {
			body := map[string]any{strings.TrimSuffix(kind, "s"): fmt.Sprintf("%s %d %s", kind, i, p), "website": "https://x.example/?q=" + p}
			for _, f := range fields {
				body[f] = f + " " + p
			}

			ids[kind], _ = w.mustCreate(kind, body)
			r := get(idPath("/calendar/events/v1/"+kind+"/%d", ids[kind]))
			var got map[string]any
			r.JSON(t, &got)
			for _, f := range append(fields, "website", strings.TrimSuffix(kind, "s")) {
				s, _ := got[f].(string)
				isPlain(fmt.Sprintf("%s %s of %q", kind, f, p), s)
			}
			checkLD(t, kind+" with "+p, r.Body)
		}
		ev, _ := w.mustCreate("events", map[string]any{"title": fmt.Sprintf("Event %d %s", i, p), "status": "publish",
			"start_date": "2026-12-01 10:00:00", "end_date": "2026-12-01 11:00:00", "cost": "10 " + p, "currency_symbol": "€" + p,
			"website": "https://x.example/?q=" + p, "venue": ids["venues"], "organizer": ids["organizers"]})
		r := get(idPath("/calendar/events/v1/events/%d", ev))
		var got map[string]any
		r.JSON(t, &got)
		for _, f := range []string{"title", "cost", "website"} {
			s, _ := got[f].(string)
			isPlain(fmt.Sprintf("event %s of %q", f, p), s)
		}
		checkLD(t, "event with "+p, r.Body)
	}

	// An organizer's e-mail with markup after the address.
	for _, p := range []string{`<img src=x onerror=alert(1)>`, `</script><script>alert(1)</script>`, `<!--<script>-->`} {
		id, _ := w.mustCreate("organizers", map[string]any{"organizer": unique("Org"), "email": "org@example.com" + p})
		r := get(idPath("/calendar/events/v1/organizers/%d", id))
		var got struct{ Email string }
		r.JSON(t, &got)
		if got.Email != "org@example.com" {
			t.Errorf("e-mail with %q stored as %q", p, got.Email)
		}
		checkLD(t, "organizer e-mail with "+p, r.Body)
	}

	// Over GraphQL: the same service, the same plain text.
	r := w.Do(t, w.asAdmin(testkit.Request("POST", "/graphql", map[string]any{
		"query":     `mutation($in: VenueInput!) { createVenue(input: $in) { address city phone } }`,
		"variables": map[string]any{"in": map[string]any{"name": "GraphQL hall", "address": "Main St <img src=x onerror=alert(1)> 1", "city": "</script><script>alert(1)</script>Ghent", "phone": "<svg onload=alert(1)>+32"}}})))
	var gql struct {
		Data struct {
			CreateVenue struct{ Address, City, Phone string }
		}
	}
	r.JSON(t, &gql)
	if v := gql.Data.CreateVenue; v.Address != "Main St 1" || v.City != "Ghent" || v.Phone != "+32" {
		t.Fatalf("GraphQL venue: %s", r.Body)
	}

	// Text that is not markup survives, escaped in json_ld.
	venue, _ := w.mustCreate("venues", map[string]any{"venue": "Fish & Chips <3", "address": "1 < 2 > 0 & more"})
	ld := checkLD(t, "venue with signs", get(idPath("/calendar/events/v1/venues/%d", venue)).Body)
	if addr, _ := ld["address"].(map[string]any); ld["name"] != "Fish & Chips <3" || addr["streetAddress"] != "1 < 2 > 0 & more" {
		t.Fatalf("json_ld values: %v", ld)
	}

	// A row stored with markup (before writes cleaned it, had the
	// migration not run): json_ld is cleaned when read.
	ev, _ := w.mustCreate("events", map[string]any{"title": "Old event", "status": "publish", "start_date": "2026-12-01 10:00:00",
		"end_date": "2026-12-01 11:00:00", "venue": venue})
	if _, err := w.DB.ExecContext(context.Background(), "UPDATE calendar_venues SET address = ?, city = ?, phone = ? WHERE id = ?",
		"Main St </script><script>alert(1)</script>1", "<img src=x onerror=alert(1)>Ghent", "<!--<script>-->+32", venue); err != nil {
		t.Fatal(err)
	}
	ld = checkLD(t, "event of an old venue", get(idPath("/calendar/events/v1/events/%d", ev)).Body)
	loc, _ := ld["location"].(map[string]any)
	addr, _ := loc["address"].(map[string]any)
	if addr["streetAddress"] != "Main St 1" || addr["addressLocality"] != "Ghent" || loc["telephone"] != "+32" {
		t.Fatalf("old venue in json_ld: %v", loc)
	}
}
