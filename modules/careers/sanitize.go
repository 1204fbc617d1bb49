package careers

import (
	"strings"

	"github.com/microcosm-cc/bluemonday"
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
