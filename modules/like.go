package modules

import "strings"

// likeEscaper escapes the LIKE wildcards and the escape character '!'.
var likeEscaper = strings.NewReplacer("!", "!!", "%", "!%", "_", "!_")

// EscapeLike escapes the LIKE wildcards of s, for LIKE … ESCAPE '!'.
func EscapeLike(s string) string { return likeEscaper.Replace(s) }

// ContainsPattern is the LIKE … ESCAPE '!' pattern that matches s,
// lower-cased, anywhere: compare it with a lower-cased column for a
// search that ignores case.
func ContainsPattern(s string) string { return "%" + EscapeLike(strings.ToLower(s)) + "%" }
