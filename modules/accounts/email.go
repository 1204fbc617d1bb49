package accounts

import (
	"net/mail"
	"strings"
)

// ValidEmail reports whether s is a bare e-mail address (no display name),
// at most 254 characters, with a dot in the domain.
func ValidEmail(s string) bool {
	if len(s) > 254 || strings.ContainsAny(s, " \t\r\n<>") {
		return false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	return at > 0 && strings.Contains(s[at+1:], ".")
}
