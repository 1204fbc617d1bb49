// Package likepattern builds SQL LIKE patterns from user text, on both
// databases (LIKE … ESCAPE '!'). It imports nothing of Corkboard.
package likepattern

import "strings"

// likeEscaper escapes the LIKE wildcards and the escape character '!'.
var likeEscaper = strings.NewReplacer("!", "!!", "%", "!%", "_", "!_")

// Escape escapes the LIKE wildcards of s, for LIKE … ESCAPE '!'.
func Escape(s string) string { return likeEscaper.Replace(s) }

// Contains is the LIKE … ESCAPE '!' pattern that matches s,
// lower-cased, anywhere: compare it with a lower-cased column for a
// search that ignores case.
func Contains(s string) string { return "%" + Escape(strings.ToLower(s)) + "%" }
