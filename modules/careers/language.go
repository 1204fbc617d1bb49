package careers

import (
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Languages are the languages content is written in, in the order the
// company description lists them.
var Languages = []string{"nl", "fr", "en"}

// ValidLanguage reports whether lang is one of Languages.
func ValidLanguage(lang string) bool { return slices.Contains(Languages, lang) }

// ParseAcceptLanguage turns an Accept-Language header value into the
// supported languages it asks for, best first ("nl-BE;q=0.8, en" →
// [en nl]). Region subtags are ignored, unsupported languages, "*" and
// entries with q=0 or a malformed q are dropped. An empty result means "no
// preference": each item is served in its own default language.
func ParseAcceptLanguage(header string) []string {
	type pref struct {
		lang string
		q    float64
		pos  int
	}
	var prefs []pref
	for i, part := range strings.Split(header, ",") {
		tag, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		tag = strings.ToLower(strings.TrimSpace(tag))
		if primary, _, _ := strings.Cut(tag, "-"); primary != "" {
			tag = primary
		}
		q := 1.0
		if params = strings.TrimSpace(params); params != "" {
			name, val, ok := strings.Cut(params, "=")
			if !ok || strings.TrimSpace(name) != "q" {
				continue
			}
			f, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
			if err != nil || f < 0 || f > 1 {
				continue
			}
			q = f
		}
		if q == 0 || !ValidLanguage(tag) {
			continue
		}
		prefs = append(prefs, pref{tag, q, i})
	}
	sort.SliceStable(prefs, func(a, b int) bool { return prefs[a].q > prefs[b].q })
	var out []string
	for _, p := range prefs {
		if !slices.Contains(out, p.lang) {
			out = append(out, p.lang)
		}
	}
	return out
}

// pickLanguage returns the first of prefs that available has, else
// fallback when available has it, else the first available language in
// Languages order.
func pickLanguage(prefs []string, fallback string, has func(string) bool) string {
	for _, l := range prefs {
		if has(l) {
			return l
		}
	}
	if has(fallback) {
		return fallback
	}
	for _, l := range Languages {
		if has(l) {
			return l
		}
	}
	return fallback
}
