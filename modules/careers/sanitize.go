package careers

import (
	"html"
	"strings"

	"github.com/microcosm-cc/bluemonday"
	xhtml "golang.org/x/net/html"
)

// editorPolicy is the HTML editors may write in the company description and
// job texts: text structure and formatting, lists, simple tables and links
// (http, https, mailto, tel). Everything else (scripts, styles, event
// handlers, iframes, images, forms, classes, javascript: URLs) is removed.
// A bluemonday policy is safe for concurrent use once built.
var editorPolicy = func() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("p", "br", "hr", "strong", "b", "em", "i", "u", "s", "sub", "sup",
		"h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "li",
		"table", "thead", "tbody", "tr", "th", "td", "span", "div")
	p.AllowAttrs("href").OnElements("a")
	p.AllowURLSchemes("http", "https", "mailto", "tel")
	p.RequireParseableURLs(true)
	p.AllowRelativeURLs(false)
	p.RequireNoFollowOnFullyQualifiedLinks(false)
	p.RequireNoReferrerOnFullyQualifiedLinks(true)
	p.AddTargetBlankToFullyQualifiedLinks(true)
	return p
}()

// SanitizeHTML returns editor HTML reduced to the allowed elements and
// attributes, trimmed. It is applied when content is written, so every
// reader (REST, GraphQL, admin) gets safe HTML.
func SanitizeHTML(s string) string {
	return strings.TrimSpace(editorPolicy.Sanitize(s))
}

var stripAll = bluemonday.StrictPolicy()

// plainText strips every tag and decodes entities (titles, summaries, the
// search index). Decoding can make new tags ("&lt;img onerror=…&gt;"), so
// it strips again while a tag is left; after a few rounds it drops every
// '<'. The result never parses as markup.
func plainText(s string) string {
	for round := 0; ; round++ {
		s = html.UnescapeString(stripAll.Sanitize(s))
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
	z := xhtml.NewTokenizer(strings.NewReader(s))
	for {
		switch z.Next() {
		case xhtml.ErrorToken:
			return false
		case xhtml.TextToken:
		default:
			return true
		}
	}
}
