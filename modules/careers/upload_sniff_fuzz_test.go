package careers

import (
	"testing"
	"unicode/utf8"
)

// FuzzSniff: sniffing never panics, and whatever is accepted as text is
// valid UTF-8 without NUL bytes.
func FuzzSniff(f *testing.F) {
	for _, seed := range [][]byte{
		[]byte("\x89PNG\r\n\x1a\n\x00"), []byte("%PDF-1.4\n"), []byte("PK\x03\x04\x14\x00\x08\x00\x00\x00[Content_Types].xml word/document.xml"),
		append([]byte("PK\x03\x04\x0a\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x27\x00\x00\x00\x27\x00\x00\x00\x08\x00\x00\x00mimetype"), TypeODT...),
		{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 'W', 0}, []byte(`{\rtf1 x}`), []byte("Jos\xc3\xa9\n"),
		[]byte("MZ\x90"), []byte("<svg/>"), {0xc3}, {},
	} {
		f.Add(seed, false)
		f.Add(seed, true)
	}
	f.Fuzz(func(t *testing.T, data []byte, image bool) {
		kind := KindDocument
		if image {
			kind = KindImage
		}
		head := data[:min(len(data), sniffHeadSize)]
		mt, check, err := sniff(kind, head)
		if err != nil {
			return
		}
		if check != nil {
			for i := 0; i < len(data); i += 7 { // odd chunk sizes split runes and patterns
				check.Write(data[i:min(i+7, len(data))])
			}
			if check.Verdict() != nil {
				return
			}
		}
		if mt == TypeText && (!utf8.Valid(data) || containsNUL(data)) {
			t.Fatalf("accepted as text: %q", data)
		}
	})
}

func containsNUL(b []byte) bool {
	for _, c := range b {
		if c == 0 {
			return true
		}
	}
	return false
}
