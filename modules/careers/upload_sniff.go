package careers

import (
	"bytes"
	"encoding/binary"
	"io"
	"strings"
	"unicode/utf8"
)

// Kind is what an upload is for: an image (photo, logo) or a document (CV).
type Kind string

// The upload kinds.
const (
	KindImage    Kind = "image"
	KindDocument Kind = "document"
)

// Valid reports whether k is a known kind.
func (k Kind) Valid() bool { return k == KindImage || k == KindDocument }

// Media types the service assigns after sniffing.
const (
	TypeJPEG = "image/jpeg"
	TypePNG  = "image/png"
	TypeWebP = "image/webp"
	TypePDF  = "application/pdf"
	TypeDOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
	TypeDOC  = "application/msword"
	TypeODT  = "application/vnd.oasis.opendocument.text"
	TypeRTF  = "application/rtf"
	TypeText = "text/plain"
)

// accepted lists the media types each kind accepts.
var accepted = map[Kind][]string{
	KindImage:    {TypeJPEG, TypePNG, TypeWebP},
	KindDocument: {TypePDF, TypeDOCX, TypeDOC, TypeODT, TypeRTF, TypeText},
}

// sniffHeadSize is how many leading bytes decide the type.
const sniffHeadSize = 4096

// sniffError rejects a file for its content (415).
type sniffError struct{ msg string }

func (e *sniffError) Error() string { return e.msg }

// tailCheck sees every byte of the upload after the head decided a
// provisional type, and gives the final verdict at the end.
type tailCheck interface {
	Write(p []byte)
	Verdict() error
}

// sniff decides the media type of an upload of kind from its first bytes
// (all of them when the file is shorter than sniffHeadSize). For DOCX, DOC
// and text the proof lies further in the file: the returned tailCheck must
// see the whole file, head included, and its Verdict confirms the type.
// The client's Content-Type and file name are never consulted.
func sniff(kind Kind, head []byte) (string, tailCheck, error) {
	mt, check, err := sniffType(head)
	if err != nil {
		return "", nil, err
	}
	for _, a := range accepted[kind] {
		if a == mt {
			return mt, check, nil
		}
	}
	if kind == KindImage {
		return "", nil, &sniffError{"the file is " + mt + ", not an accepted image (JPEG, PNG or WebP)"}
	}
	return "", nil, &sniffError{"the file is " + mt + ", not an accepted document (PDF, DOCX, DOC, ODT, RTF or UTF-8 text)"}
}

var (
	magicJPEG = []byte{0xFF, 0xD8, 0xFF}
	magicPNG  = []byte("\x89PNG\r\n\x1a\n")
	magicPDF  = []byte("%PDF-")
	magicRTF  = []byte(`{\rtf`)
	magicOLE  = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
	magicZIP  = []byte("PK\x03\x04")
	magicGIF  = []byte("GIF8")
)

// executableMagics start programs: Windows PE, ELF, Mach-O (both
// endiannesses, 32/64 bit, universal), scripts with a shebang.
var executableMagics = [][]byte{
	[]byte("MZ"), []byte("\x7fELF"),
	{0xFE, 0xED, 0xFA, 0xCE}, {0xFE, 0xED, 0xFA, 0xCF}, {0xCE, 0xFA, 0xED, 0xFE}, {0xCF, 0xFA, 0xED, 0xFE},
	{0xCA, 0xFE, 0xBA, 0xBE}, []byte("#!"),
}

func sniffType(head []byte) (string, tailCheck, error) {
	for _, m := range executableMagics {
		if bytes.HasPrefix(head, m) {
			return "", nil, &sniffError{"executable files are not accepted"}
		}
	}
	switch {
	case bytes.HasPrefix(head, magicJPEG):
		return TypeJPEG, nil, nil
	case bytes.HasPrefix(head, magicPNG):
		return TypePNG, nil, nil
	case len(head) >= 12 && string(head[:4]) == "RIFF" && string(head[8:12]) == "WEBP":
		return TypeWebP, nil, nil
	case bytes.HasPrefix(head, magicGIF):
		return "", nil, &sniffError{"GIF images are not accepted (use JPEG, PNG or WebP)"}
	case bytes.HasPrefix(head, magicPDF):
		return TypePDF, nil, nil
	case bytes.HasPrefix(head, magicRTF):
		return TypeRTF, nil, nil
	case bytes.HasPrefix(head, magicOLE):
		// Word 97-2003 files are OLE2 containers with a "WordDocument"
		// stream; Excel, PowerPoint and MSI installers are OLE2 too.
		return TypeDOC, &containsCheck{
			need: [][]byte{utf16le("WordDocument")},
			msg:  "the OLE2 container is not a Word document",
		}, nil
	case bytes.HasPrefix(head, magicZIP):
		return sniffZIP(head)
	}
	return sniffText(head)
}

// sniffZIP tells an ODT (whose first entry is an uncompressed "mimetype")
// from a DOCX (which has [Content_Types].xml and word/document.xml); any
// other archive, and macro-enabled Word files, are refused.
func sniffZIP(head []byte) (string, tailCheck, error) {
	if len(head) >= 30 {
		flags := binary.LittleEndian.Uint16(head[6:])
		method := binary.LittleEndian.Uint16(head[8:])
		size := int(binary.LittleEndian.Uint32(head[22:]))
		nameLen := int(binary.LittleEndian.Uint16(head[26:]))
		extraLen := int(binary.LittleEndian.Uint16(head[28:]))
		start := 30 + nameLen + extraLen
		if 30+nameLen <= len(head) && string(head[30:30+nameLen]) == "mimetype" {
			if method != 0 || start > len(head) {
				return "", nil, &sniffError{"malformed OpenDocument file"}
			}
			content := head[start:]
			if flags&0x8 != 0 && size == 0 {
				// Sizes follow in a data descriptor: the content ends at
				// the next signature.
				if i := bytes.Index(content, []byte("PK")); i >= 0 {
					size = i
				}
			}
			if size > 100 || size > len(content) {
				return "", nil, &sniffError{"malformed OpenDocument file"}
			}
			if mt := string(content[:size]); mt != TypeODT {
				return "", nil, &sniffError{"the file is " + mt + "; only OpenDocument text (ODT) is accepted"}
			}
			return TypeODT, nil, nil
		}
	}
	return TypeDOCX, &containsCheck{
		need:   [][]byte{[]byte("[Content_Types].xml"), []byte("word/document.xml")},
		refuse: [][]byte{[]byte("vbaProject.bin")},
		msg:    "the ZIP archive is not a Word (DOCX) document",
	}, nil
}

// sniffText accepts UTF-8 text without control characters other than
// whitespace, and refuses markup (SVG, HTML, XML), which browsers render.
func sniffText(head []byte) (string, tailCheck, error) {
	t := &textCheck{}
	t.Write(head)
	if t.bad {
		return "", nil, &sniffError{"unrecognised binary file type"}
	}
	lead := strings.ToLower(strings.TrimLeft(strings.TrimPrefix(string(head), "\ufeff"), " \t\r\n"))
	for _, p := range []string{"<?xml", "<svg", "<!doctype", "<html", "<script", "<!--", "<head", "<body"} {
		if strings.HasPrefix(lead, p) {
			return "", nil, &sniffError{"markup files (SVG, HTML, XML) are not accepted"}
		}
	}
	if strings.Contains(lead, "<svg") || strings.Contains(lead, "<script") {
		return "", nil, &sniffError{"markup files (SVG, HTML, XML) are not accepted"}
	}
	return TypeText, &textCheck{}, nil
}

func utf16le(s string) []byte {
	b := make([]byte, 0, 2*len(s))
	for _, r := range s {
		b = append(b, byte(r), 0)
	}
	return b
}

// containsCheck requires every need pattern and no refuse pattern to occur
// somewhere in the stream (patterns may span reads).
type containsCheck struct {
	need, refuse [][]byte
	msg          string
	found        map[int]bool
	refused      bool
	carry        []byte
}

func (c *containsCheck) Write(p []byte) {
	if c.found == nil {
		c.found = map[int]bool{}
	}
	buf := append(c.carry, p...)
	longest := 0
	for i, pat := range c.need {
		if !c.found[i] && bytes.Contains(buf, pat) {
			c.found[i] = true
		}
		longest = max(longest, len(pat))
	}
	for _, pat := range c.refuse {
		if bytes.Contains(buf, pat) {
			c.refused = true
		}
		longest = max(longest, len(pat))
	}
	keep := min(len(buf), longest-1)
	c.carry = append(c.carry[:0], buf[len(buf)-keep:]...)
}

func (c *containsCheck) Verdict() error {
	if c.refused {
		return &sniffError{"macro-enabled documents are not accepted"}
	}
	if len(c.found) != len(c.need) {
		return &sniffError{c.msg}
	}
	return nil
}

// textCheck validates UTF-8 across reads and refuses control characters
// other than tab, line feed, vertical tab, form feed and carriage return.
type textCheck struct {
	pending []byte
	bad     bool
}

func (t *textCheck) Write(p []byte) {
	if t.bad {
		return
	}
	buf := append(t.pending, p...)
	cut := len(buf)
	// Keep an incomplete rune at the end for the next read.
	for i := 1; i <= utf8.UTFMax-1 && i <= len(buf); i++ {
		b := buf[len(buf)-i]
		if b < 0x80 {
			break
		}
		if utf8.RuneStart(b) {
			if !utf8.FullRune(buf[len(buf)-i:]) {
				cut = len(buf) - i
			}
			break
		}
	}
	if !utf8.Valid(buf[:cut]) {
		t.bad = true
		return
	}
	for _, b := range buf[:cut] {
		if (b < 0x20 && (b < 0x09 || b > 0x0D)) || b == 0x7F {
			t.bad = true
			return
		}
	}
	t.pending = append(t.pending[:0], buf[cut:]...)
}

func (t *textCheck) Verdict() error {
	if t.bad || len(t.pending) > 0 {
		return &sniffError{"the file is neither a known document format nor UTF-8 text"}
	}
	return nil
}

// verifyReader passes a stream through and feeds a tailCheck; at the end
// of the stream it returns the check's verdict instead of io.EOF (or
// earlier, from a check with an Err method that has one), so the storage
// write fails and leaves nothing behind.
type verifyReader struct {
	r     io.Reader
	check tailCheck
	done  bool
}

func (v *verifyReader) Read(p []byte) (int, error) {
	if v.done {
		return 0, io.EOF
	}
	n, err := v.r.Read(p)
	if n > 0 && v.check != nil {
		v.check.Write(p[:n])
		if early, ok := v.check.(interface{ Err() error }); ok {
			if cerr := early.Err(); cerr != nil {
				return n, cerr
			}
		}
	}
	if err == io.EOF {
		if v.check != nil {
			if verr := v.check.Verdict(); verr != nil {
				return n, verr
			}
		}
		v.done = true
	}
	return n, err
}
