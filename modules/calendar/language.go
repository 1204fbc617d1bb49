package calendar

import (
	"strings"
	"time"
)

// Languages are the site languages, lowercase. Each has its own API root
// (/{language}/calendar/events/v1) and its own text for titles,
// descriptions and excerpts (terms: names and descriptions).
var Languages = []string{"aus", "be_nl", "en_us", "fr_fr", "nl_nl", "en_uk"}

// DefaultLanguage is the site language used when none is configured.
const DefaultLanguage = "en_us"

// ParseLanguage returns the site language named by s (case-insensitive).
func ParseLanguage(s string) (string, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for _, l := range Languages {
		if l == s {
			return l, true
		}
	}
	return "", false
}

// Site is the calendar's site configuration.
type Site struct {
	// Timezone is the site time zone: the default of events and the zone of
	// the archive's date filters and publication dates.
	Timezone *time.Location
	// Language is the default site language: its text lives on the records
	// themselves and is the fallback of the others.
	Language string
	// URL is the base of public page links (event, venue, organizer and
	// term pages), without a trailing slash; "{language}" in it is replaced
	// by the site language.
	URL string
}

// PageURL is the public base URL in a site language.
func (s Site) PageURL(language string) string {
	if language == "" {
		language = s.Language
	}
	return strings.ReplaceAll(s.URL, "{language}", language)
}

// textLanguage returns the language whose translation row a read or write
// uses: "" for the default language (text on the record itself).
func (s Site) textLanguage(language string) string {
	if language == "" || language == s.Language {
		return ""
	}
	return language
}

// PostURL is the public page of an event, venue or organizer in a site
// language: <site>/<type>/<slug>/.
func (s Site) PostURL(language string, typ PostType, slug string) string {
	return s.PageURL(language) + "/" + string(typ) + "/" + slug + "/"
}

// TermURL is the public archive page of a category (by its path, see
// Term.Path; the slug when the path is unknown) or tag in a site language.
func (s Site) TermURL(language string, t *Term) string {
	if t.Taxonomy == Tags {
		return s.PageURL(language) + "/tag/" + t.Slug + "/"
	}
	path := t.Path
	if path == "" {
		path = t.Slug
	}
	return s.PageURL(language) + "/events/category/" + path + "/"
}

// LanguagesDefaultFirst returns every site language, the default first.
func (s Site) LanguagesDefaultFirst() []string {
	out := make([]string, 0, len(Languages))
	if _, ok := ParseLanguage(s.Language); ok {
		out = append(out, s.Language)
	}
	for _, l := range Languages {
		if l != s.Language {
			out = append(out, l)
		}
	}
	return out
}
