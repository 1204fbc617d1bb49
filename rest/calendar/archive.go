package calendar

import (
	"net/url"
	"strconv"
	"strings"
)

// pageCount is the number of pages of total items (0 when none).
func pageCount(total, perPage int) int {
	if total == 0 || perPage <= 0 {
		return 0
	}
	return (total + perPage - 1) / perPage
}

// setTotals sets the archive headers X-TEC-Total and X-TEC-TotalPages.
func setTotals(r *request, total, pages int) {
	r.c.Response().Header.DisableNormalizing() // keep the original's spelling, X-TEC-…
	r.c.Set("X-TEC-Total", strconv.Itoa(total))
	r.c.Set("X-TEC-TotalPages", strconv.Itoa(pages))
}

// archiveLink builds the rest_url, next_rest_url and previous_rest_url
// of an archive from its effective parameters, in order.
type archiveLink struct {
	base   string
	params [][2]string
}

// add appends a parameter unless its value is empty.
func (l *archiveLink) add(name, value string) {
	if value != "" {
		l.params = append(l.params, [2]string{name, value})
	}
}

// restURL is the archive's own link: page first, values as they are (the
// original does not encode them).
func (l archiveLink) restURL(page int) string {
	var b strings.Builder
	b.WriteString(l.base + "?page=" + strconv.Itoa(page))
	for _, p := range l.params {
		b.WriteString("&" + p[0] + "=" + p[1])
	}
	return b.String()
}

// encoded is the link to another page, its values URL-encoded; page 1 is
// the archive root without a page parameter.
func (l archiveLink) encoded(page int) string {
	parts := make([]string, 0, len(l.params)+1)
	for _, p := range l.params {
		parts = append(parts, url.QueryEscape(p[0])+"="+url.QueryEscape(p[1]))
	}
	if page > 1 {
		parts = append(parts, "page="+strconv.Itoa(page))
	}
	if len(parts) == 0 {
		return l.base
	}
	return l.base + "?" + strings.Join(parts, "&")
}

// links adds next_rest_url and previous_rest_url when those pages exist.
func (l archiveLink) links(body map[string]any, page, totalPages int) {
	if page < totalPages {
		body["next_rest_url"] = l.encoded(page + 1)
	}
	if page > 1 && page-1 <= totalPages {
		body["previous_rest_url"] = l.encoded(page - 1)
	}
}
