package content

import "testing"

func TestXMLText(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"plain text, é, 😀, \t\n\r", "plain text, é, 😀, \t\n\r"},
		{"a\x00b\x01c\x08d\x0be\x0cf\x1fg\x7fh", "abcdefg\x7fh"}, // DEL is a Char
		{"\ufffe\uffff\ufffd", "\ufffd"},
		{"bad \xff\xfe utf-8 \xc3", "bad  utf-8 "},
		{"]]>", "]]>"}, // CDATA's end is encoding/xml's to split
	} {
		if got := xmlText(tt.in); got != tt.want {
			t.Errorf("xmlText(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
