package storage

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Errors returned by Signer.Verify. Both mean "refuse the request" (403).
var (
	// ErrBadSignature means the query is malformed or its signature does not
	// match the key and parameters (tampered, or signed with another secret).
	ErrBadSignature = errors.New("storage: bad URL signature")
	// ErrURLExpired means the signature is valid but its expiry has passed.
	ErrURLExpired = errors.New("storage: URL expired")
)

// Signer produces and checks time-limited URLs for the local driver. The URLs
// point at the application's own download route:
//
//	<baseURL>/files/<escaped key>?expires=<unix>&name=<filename>&inline=0|1&sig=<hex>
//
// The signature is an HMAC-SHA256 over the key, expiry, filename and inline
// flag, so none of them can be changed without invalidating the URL. A Signer
// is immutable and safe for concurrent use.
type Signer struct {
	baseURL string
	secret  []byte
}

// NewSigner returns a Signer for URLs under baseURL (scheme and host plus any
// path prefix, e.g. "https://corkboard.example.com"; a trailing slash is
// ignored). secret should be at least 32 random bytes; every server that
// verifies a URL needs the same secret. NewSigner panics on an empty secret,
// which would make every URL forgeable.
func NewSigner(baseURL string, secret []byte) *Signer {
	if len(secret) == 0 {
		panic("storage: NewSigner called with an empty secret")
	}
	return &Signer{
		baseURL: strings.TrimRight(baseURL, "/"),
		secret:  append([]byte(nil), secret...),
	}
}

// Sign returns a URL for key valid until expires, rounded up to the next whole
// second (so it never lives shorter than asked). The key is escaped segment by segment, so the route handler must
// path-unescape the part after "/files/" (most routers do) and pass the result
// to Verify together with the request's query.
func (s *Signer) Sign(key string, expires time.Time, opts URLOptions) string {
	exp := expires.Unix()
	if expires.Nanosecond() > 0 {
		exp++
	}
	inline := "0"
	if opts.Inline {
		inline = "1"
	}
	sig := s.mac(key, exp, opts.Filename, inline)

	segs := strings.Split(key, "/")
	for i, seg := range segs {
		segs[i] = url.PathEscape(seg)
	}
	var b strings.Builder
	b.WriteString(s.baseURL)
	b.WriteString("/files/")
	b.WriteString(strings.Join(segs, "/"))
	b.WriteString("?expires=")
	b.WriteString(strconv.FormatInt(exp, 10))
	b.WriteString("&name=")
	b.WriteString(url.QueryEscape(opts.Filename))
	b.WriteString("&inline=")
	b.WriteString(inline)
	b.WriteString("&sig=")
	b.WriteString(hex.EncodeToString(sig))
	return b.String()
}

// Verify checks a request for key carrying query (as produced by Sign) at
// time now. It returns the signed URLOptions, which the handler uses for the
// Content-Disposition header (see ContentDisposition), or ErrBadSignature /
// ErrURLExpired. The signature is checked in constant time before the expiry,
// so an expired-URL answer is only given for genuine URLs.
func (s *Signer) Verify(key string, query url.Values, now time.Time) (URLOptions, error) {
	get := func(name string) (string, bool) {
		v := query[name]
		if len(v) != 1 {
			return "", false
		}
		return v[0], true
	}
	expStr, ok1 := get("expires")
	name, ok2 := get("name")
	inline, ok3 := get("inline")
	sigHex, ok4 := get("sig")
	if !ok1 || !ok2 || !ok3 || !ok4 || (inline != "0" && inline != "1") {
		return URLOptions{}, ErrBadSignature
	}
	exp, err := strconv.ParseInt(expStr, 10, 64)
	if err != nil || strconv.FormatInt(exp, 10) != expStr {
		return URLOptions{}, ErrBadSignature
	}
	sig, err := hex.DecodeString(sigHex)
	if err != nil {
		return URLOptions{}, ErrBadSignature
	}
	if !hmac.Equal(sig, s.mac(key, exp, name, inline)) {
		return URLOptions{}, ErrBadSignature
	}
	if now.After(time.Unix(exp, 0)) {
		return URLOptions{}, ErrURLExpired
	}
	return URLOptions{Filename: name, Inline: inline == "1"}, nil
}

// mac authenticates the fields with length prefixes, so no two different
// field combinations share an encoding.
func (s *Signer) mac(key string, exp int64, name, inline string) []byte {
	h := hmac.New(sha256.New, s.secret)
	for _, f := range []string{"corkboard-files-v1", key, strconv.FormatInt(exp, 10), name, inline} {
		fmt.Fprintf(h, "%d:%s\n", len(f), f)
	}
	return h.Sum(nil)
}

// ContentDisposition renders the Content-Disposition header value for opts:
// "attachment" or "inline", plus the filename when set, both as a sanitized
// ASCII quoted string and as RFC 5987 UTF-8 (filename*). Control characters,
// quotes, backslashes and slashes never reach the header verbatim, so the
// result is safe to send even for user-chosen filenames.
func ContentDisposition(opts URLOptions) string {
	disp := "attachment"
	if opts.Inline {
		disp = "inline"
	}
	name := strings.Map(func(r rune) rune {
		switch {
		case r < 0x20 || r == 0x7f:
			return -1
		case r == '/' || r == '\\':
			return '_'
		}
		return r
	}, opts.Filename)
	if name == "" {
		return disp
	}
	ascii := strings.Map(func(r rune) rune {
		if r > 0x7e || r == '"' {
			return '_'
		}
		return r
	}, name)
	return disp + `; filename="` + ascii + `"; filename*=UTF-8''` + encode5987(name)
}

// encode5987 percent-encodes everything except RFC 5987 attr-chars.
func encode5987(s string) string {
	const hexDigits = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
			strings.IndexByte("!#$&+-.^_`|~", c) >= 0 {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hexDigits[c>>4])
		b.WriteByte(hexDigits[c&15])
	}
	return b.String()
}
