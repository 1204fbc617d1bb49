// Package htmltext turns editors' HTML into plain text, for every module
// that needs it (titles, names, search indexes, schema.org data). It
// imports nothing of Corkboard.
package htmltext

import (
	"strings"

	"golang.org/x/net/html"
)

// PlainText is s without tags (and without the content of script and
// style elements), entities decoded, whitespace collapsed (titles, names,
// plain fields, descriptions in schema.org data). Decoding can make new
// tags ("&lt;img onerror=…&gt;"), and raw-text elements (style, textarea)
// carry markup as text, so it strips again while a tag is left; after a
// few rounds it drops every '<'. The result never parses as markup.
func PlainText(s string) string { return strip(s, true) }

// Text is s without tags (and without the content of script and style
// elements), entities decoded, whitespace as written: a tag leaves
// nothing in its place ("Sen<i>io</i>r" is "Senior"), line breaks stay.
// Like PlainText, the result never parses as markup.
func Text(s string) string { return strip(s, false) }

// strip removes tags until none is left (see PlainText); collapse
// separates the text of neighbouring elements by a space and collapses
// whitespace.
func strip(s string, collapse bool) string {
	for round := 0; ; round++ {
		s = textOnce(s, collapse)
		if !hasTag(s) {
			return s
		}
		if round == 3 {
			return strings.ReplaceAll(s, "<", "")
		}
	}
}

// hasTag reports whether an HTML tokenizer finds anything but text in s.
func hasTag(s string) bool {
	if !strings.Contains(s, "<") {
		return false
	}
	z := html.NewTokenizer(strings.NewReader(s))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return false
		case html.TextToken:
		default:
			return true
		}
	}
}

// textOnce keeps the text of s, without the content of script and style
// elements (as WordPress's wp_strip_all_tags).
func textOnce(s string, collapse bool) string {
	z := html.NewTokenizer(strings.NewReader(s))
	var b strings.Builder
	var inCode bool
	for {
		switch tt := z.Next(); tt {
		case html.ErrorToken:
			if !collapse {
				return b.String()
			}
			return strings.Join(strings.Fields(b.String()), " ")
		case html.TextToken:
			if !inCode {
				b.Write(z.Text())
			}
		case html.StartTagToken, html.EndTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName()
			if n := string(name); n == "script" || n == "style" {
				inCode = tt == html.StartTagToken
			}
			if collapse {
				b.WriteByte(' ')
			}
		}
	}
}
