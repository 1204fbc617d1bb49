package content

import (
	"bytes"
	"io"
	"mime/multipart"
	"testing"
	"testing/iotest"
)

// TestClosingWatch: the closing delimiter is found however the body is
// split into reads, and not in a body cut off before it.
func TestClosingWatch(t *testing.T) {
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	_ = w.WriteField("type", "document")
	f, _ := w.CreateFormFile("file", "cv.txt")
	_, _ = f.Write(bytes.Repeat([]byte("--"), 5000))
	_ = w.Close()
	body := b.Bytes()
	delim := []byte("--" + w.Boundary() + "--")
	for name, wrap := range map[string]func(io.Reader) io.Reader{
		"whole":    func(r io.Reader) io.Reader { return r },
		"one byte": iotest.OneByteReader,
		"halves":   iotest.HalfReader,
	} {
		for _, cut := range []int{len(body), len(body) - 3, len(body) / 2} {
			cw := &closingWatch{r: wrap(bytes.NewReader(body[:cut])), delim: delim}
			if _, err := io.Copy(io.Discard, cw); err != nil {
				t.Fatal(err)
			}
			if want := cut == len(body); cw.seen != want {
				t.Errorf("%s, %d of %d bytes: seen %v", name, cut, len(body), cw.seen)
			}
		}
	}
}
