package rest_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"corkboard/internal/testkit"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
)

// xssPayloads are stored-XSS attempts: scripts, event handlers, dangerous
// URL schemes (also hidden by entities, case and control characters),
// active elements and mutation-XSS tricks that rely on re-parsing.
var xssPayloads = []string{
	`<script>alert(1)</script>`,
	`<img src=x onerror=alert(1)>`,
	`<svg/onload=alert(1)>`,
	`<svg><script>alert(1)</script></svg>`,
	`<a href="javascript:alert(1)">a</a>`,
	`<a href=" JaVaScRiPt:alert(1)">b</a>`,
	`<a href="jav&#x09;ascript:alert(1)">c</a>`,
	`<a href="&#106;avascript:alert(1)">d</a>`,
	`<a href="javascript&colon;alert(1)">e</a>`,
	`<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">f</a>`,
	`<a href="vbscript:msgbox(1)">g</a>`,
	`<iframe src="javascript:alert(1)"></iframe>`,
	`<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
	`<div style="background:url(javascript:alert(1))">h</div>`,
	`<p onclick="alert(1)">i</p>`,
	`<details open ontoggle=alert(1)>j</details>`,
	`<object data="javascript:alert(1)"></object>`,
	`<embed src="javascript:alert(1)">`,
	`<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">k</button></form>`,
	`<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
	`<base href="javascript:alert(1)//">`,
	`<link rel="stylesheet" href="javascript:alert(1)">`,
	`<!--<img src=x onerror=alert(1)>-->`,
	`"><script>alert(1)</script>`,
	`'><img src=x onerror=alert(1)>`,
	`<scr<script>ipt>alert(1)</script>`,
	`<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
	`<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
	`<template><script>alert(1)</script></template>`,
	`<img src="x` + "`" + ` onerror=alert(1)>`,
	`<table><td background="javascript:alert(1)">l</td></table>`,
	`<input autofocus onfocus=alert(1)>`,
	`<video><source onerror=alert(1)></video>`,
	`<body onload=alert(1)>`,
	`<a href="https://example.com" target="_blank">m</a>`,
	`&lt;img src=x onerror=alert(1)&gt;`,
	`&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;`,
	`<textarea><img src=x onerror=alert(1)></textarea>`,
	`<title><script>alert(1)</script></title>`,
	`<xmp><img src=x onerror=alert(1)></xmp>`,
}

// activeHTML parses s as a browser does (the HTML5 algorithm, body
// context) and lists what could run script or load active content.
func activeHTML(s string) []string {
	nodes, err := html.ParseFragment(strings.NewReader(s), &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body})
	if err != nil {
		return []string{"unparseable: " + err.Error()}
	}
	var found []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.Script, atom.Iframe, atom.Object, atom.Embed, atom.Svg, atom.Math, atom.Style, atom.Form,
				atom.Meta, atom.Base, atom.Link, atom.Input, atom.Button, atom.Template, atom.Frame, atom.Frameset,
				atom.Body, atom.Video, atom.Audio, atom.Source:
				found = append(found, "<"+n.Data+">")
			}
			for _, a := range n.Attr {
				key := strings.ToLower(a.Key)
				val := strings.ToLower(strings.Map(func(r rune) rune {
					if r <= ' ' {
						return -1
					}
					return r
				}, a.Val))
				switch {
				case strings.HasPrefix(key, "on"), key == "style", key == "srcdoc", key == "formaction", key == "background":
					found = append(found, n.Data+"@"+key)
				case strings.HasPrefix(val, "javascript:"), strings.HasPrefix(val, "vbscript:"), strings.HasPrefix(val, "data:"):
					found = append(found, n.Data+"@"+key+"="+a.Val)
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	for _, n := range nodes {
		walk(n)
	}
	return found
}

// TestStoredXSSIsStripped stores each payload in a company description, a
// job's texts, an event's and a venue's description and an organizer's,
// then reads them back through the APIs: what a browser would parse
// from the output has no script, handler, active element or script URL,
// and plain-text fields (titles) carry no tags.
func TestStoredXSSIsStripped(t *testing.T) {
	t.Parallel()
	w := newSecWorld(t)
	ctx := testkit.System()
	m := w.Modules.Careers
	all := strings.Join(xssPayloads, "\n")
	check := func(where, out string) {
		t.Helper()
		if bad := activeHTML(out); len(bad) > 0 {
			t.Errorf("%s: active HTML %v in %q", where, bad, out)
		}
	}
	plain := func(where, out string) {
		t.Helper()
		z := html.NewTokenizer(strings.NewReader(out))
		for tt := z.Next(); tt != html.ErrorToken; tt = z.Next() {
			if tt == html.StartTagToken || tt == html.SelfClosingTagToken {
				t.Errorf("%s: a tag in plain text %q", where, out)
				return
			}
		}
	}

	// Careers: the company description and a job's texts.
	if _, err := m.Companies.Update(ctx, w.acme.Company.ID, careers.UpdateCompany{Name: "Acme", Email: "a@example.com",
		Description: map[string]string{"en": all, "nl": all, "fr": all}}); err != nil {
		t.Fatal(err)
	}
	for i, p := range xssPayloads {
		in := careerstest.Job(fmt.Sprintf("Job %d %s", i, p), w.Clock.Now())
		tr := in.Translations["en"]
		tr.Summary, tr.Description, tr.Profile, tr.Offer = p, p, p, p
		in.Translations["en"] = tr
		job := careerstest.NewJob(t, m, w.acme.Company.ID, in)
		r := w.Do(t, testkit.Request("GET", idPath("/content/v1/jobs/%d", job.ID), nil, "Authorization", "Bearer "+w.acme.Key))
		var got struct {
			Attributes struct{ Title, Summary, Description, Profile, Offer string }
		}
		r.JSON(t, &got)
		a := got.Attributes
		for name, v := range map[string]string{"description": a.Description, "profile": a.Profile, "offer": a.Offer} {
			check(fmt.Sprintf("job %s of %q", name, p), v)
		}
		plain("job title", a.Title)
		plain("job summary", a.Summary)
	}
	r := w.Do(t, testkit.Request("GET", "/content/v1/company", nil, "Authorization", "Bearer "+w.acme.Key))
	var company struct {
		Attributes struct{ Description map[string]string }
	}
	r.JSON(t, &company)
	for lang, v := range company.Attributes.Description {
		check("company description "+lang, v)
	}

	// Calendar: events, venues and organizers, written over HTTP.
	for i, p := range xssPayloads {
		id, _ := w.mustCreate("events", map[string]any{"title": fmt.Sprintf("E%d %s", i, p), "description": p, "excerpt": p,
			"start_date": "2026-12-01 10:00:00", "end_date": "2026-12-01 11:00:00", "status": "publish"})
		var ev struct{ Title, Description, Excerpt string }
		w.Do(t, testkit.Request("GET", idPath("/calendar/events/v1/events/%d", id), nil)).JSON(t, &ev)
		check("event description of "+p, ev.Description)
		check("event excerpt of "+p, ev.Excerpt)
		plain("event title", ev.Title)
	}
	for _, kind := range []string{"venues", "organizers"} {
		field := strings.TrimSuffix(kind, "s")
		id, _ := w.mustCreate(kind, map[string]any{field: "X " + unique(field), "description": all})
		var v map[string]any
		w.Do(t, testkit.Request("GET", idPath("/calendar/events/v1/"+kind+"/%d", id), nil)).JSON(t, &v)
		desc, _ := v["description"].(string)
		check(kind+" description", desc)
	}
	// The archive lists carry the same texts.
	r = w.Do(t, testkit.Request("GET", "/calendar/events/v1/events?per_page=50", nil))
	var list struct {
		Events []struct{ Description string } `json:"events"`
	}
	if err := json.Unmarshal(r.Body, &list); err != nil || len(list.Events) == 0 {
		t.Fatalf("archive: %s", r.Body)
	}
	for _, e := range list.Events {
		check("archive description", e.Description)
	}
}
