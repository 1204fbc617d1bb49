package respcache_test

import (
	"testing"

	"corkboard/rest/respcache"
)

func TestETagMatches(t *testing.T) {
	for _, c := range []struct {
		header, etag string
		want         bool
	}{
		{`"abc"`, `"abc"`, true},
		{`W/"abc"`, `"abc"`, true}, // weak comparison both ways
		{`"abc"`, `W/"abc"`, true},
		{`W/"abc"`, `W/"abc"`, true},
		{`"x", W/"abc"`, `W/"abc"`, true},
		{`"x",W/"abc" , "y"`, `W/"abc"`, true},
		{` * `, `W/"abc"`, true},
		{`"a,b", "abc"`, `"abc"`, true}, // a comma inside an opaque tag
		{`"a,b"`, `"a"`, false},
		{`"a,b"`, `"b"`, false},
		{``, `"abc"`, false},
		{`"abd"`, `"abc"`, false},
		{`abc`, `"abc"`, false},        // not quoted
		{`"abc`, `"abc"`, false},       // unterminated
		{`"x" "abc"`, `"abc"`, false},  // no comma between tags
		{`w/"abc"`, `"abc"`, false},    // W/ is case-sensitive
		{`"x", *`, `"abc"`, false},     // * only alone
		{`"abc"`, `abc`, false},        // a malformed own tag matches nothing
		{`"", "abc"`, `W/"abc"`, true}, // an empty opaque tag is a tag
	} {
		if got := respcache.ETagMatches(c.header, c.etag); got != c.want {
			t.Errorf("ETagMatches(%q, %q) = %v, want %v", c.header, c.etag, got, c.want)
		}
	}
}
