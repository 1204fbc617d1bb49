package calendar

import (
	"net/url"
	"regexp"
	"strings"

	"golang.org/x/net/html"

	"corkboard/internal/htmltext"
)

// allowedTags are the HTML elements editors may use in descriptions and
// excerpts, with the attributes each keeps. Everything else is dropped
// (its text kept, except inside script, style and the like).
var allowedTags = map[string][]string{
	"a": {"href", "title", "target", "rel"}, "abbr": {"title"}, "b": nil, "blockquote": {"cite"},
	"br": nil, "code": nil, "del": nil, "div": nil, "em": nil, "figcaption": nil, "figure": nil,
	"h1": nil, "h2": nil, "h3": nil, "h4": nil, "h5": nil, "h6": nil, "hr": nil, "i": nil,
	"img": {"src", "alt", "width", "height", "title"}, "ins": nil, "li": nil, "ol": nil, "p": nil,
	"pre": nil, "s": nil, "small": nil, "span": nil, "strong": nil, "sub": nil, "sup": nil,
	"table": nil, "tbody": nil, "td": {"colspan", "rowspan"}, "th": {"colspan", "rowspan"},
	"thead": nil, "tr": nil, "u": nil, "ul": nil,
}

// droppedWithContent are elements removed together with their content.
var droppedWithContent = map[string]bool{
	"script": true, "style": true, "iframe": true, "object": true, "embed": true,
	"noscript": true, "template": true, "svg": true, "math": true, "head": true, "title": true,
}

// SanitizeHTML keeps the allowed elements and attributes of s and drops
// the rest; links and images keep http, https, mailto and relative URLs
// only. Editors' HTML is sanitised once, when it is written.
func SanitizeHTML(s string) string {
	if !strings.ContainsAny(s, "<>&") {
		return s
	}
	z := html.NewTokenizer(strings.NewReader(s))
	var b strings.Builder
	skip := 0 // depth inside a dropped element
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return b.String()
		}
		tok := z.Token()
		switch tt {
		case html.TextToken:
			if skip == 0 {
				b.WriteString(html.EscapeString(tok.Data))
			}
		case html.StartTagToken, html.SelfClosingTagToken:
			if droppedWithContent[tok.Data] {
				if tt == html.StartTagToken {
					skip++
				}
				continue
			}
			attrs, ok := allowedTags[tok.Data]
			if !ok || skip > 0 {
				continue
			}
			b.WriteByte('<')
			b.WriteString(tok.Data)
			for _, a := range tok.Attr {
				if a.Namespace != "" || !contains(attrs, a.Key) {
					continue
				}
				if (a.Key == "href" || a.Key == "src" || a.Key == "cite") && !safeURL(a.Val) {
					continue
				}
				b.WriteString(" " + a.Key + `="` + html.EscapeString(a.Val) + `"`)
			}
			if tt == html.SelfClosingTagToken {
				b.WriteString(" /")
			}
			b.WriteByte('>')
		case html.EndTagToken:
			if droppedWithContent[tok.Data] {
				if skip > 0 {
					skip--
				}
				continue
			}
			if _, ok := allowedTags[tok.Data]; ok && skip == 0 {
				b.WriteString("</" + tok.Data + ">")
			}
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func safeURL(raw string) bool {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return false
	}
	switch strings.ToLower(u.Scheme) {
	case "", "http", "https", "mailto":
		return true
	}
	return false
}

var (
	blankLines = regexp.MustCompile(`\n\s*\n`)
	blockStart = regexp.MustCompile(`(?i)^<(p|div|h[1-6]|ul|ol|li|table|thead|tbody|tr|td|th|blockquote|pre|figure|hr|section|article|aside|header|footer|nav|dl|dd|dt|form|fieldset|address)[\s>/]`)
)

// Autop renders stored text as WordPress shows content: paragraphs
// (separated by blank lines) wrapped in <p>…</p> unless they already are
// block elements, single line breaks as <br />. Empty text stays empty.
func Autop(s string) string {
	s = strings.TrimSpace(strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n"))
	if s == "" {
		return ""
	}
	if !strings.Contains(s, "\n") { // one paragraph, one line: the common case
		if blockStart.MatchString(s) {
			return s
		}
		return "<p>" + s + "</p>"
	}
	var out []string
	for _, para := range blankLines.Split(s, -1) {
		para = strings.TrimSpace(para)
		if para == "" {
			continue
		}
		if blockStart.MatchString(para) {
			out = append(out, para)
			continue
		}
		out = append(out, "<p>"+strings.ReplaceAll(para, "\n", "<br />\n")+"</p>")
	}
	return strings.Join(out, "\n")
}

// PlainText is s without tags, entities decoded, whitespace collapsed
// (titles, names, plain fields, descriptions in schema.org data); see
// htmltext.PlainText.
func PlainText(s string) string { return htmltext.PlainText(s) }
