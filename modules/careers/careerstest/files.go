// Package careerstest holds test helpers for the careers module: real
// files of every accepted format, generated in memory, and content
// fixtures (locations, categories, jobs).
package careerstest

import (
	"archive/zip"
	"bytes"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
)

func picture(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), 0x80, 0xff})
		}
	}
	return img
}

// PNG returns a w×h PNG image.
func PNG(w, h int) []byte {
	var b bytes.Buffer
	if err := png.Encode(&b, picture(w, h)); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// JPEG returns a w×h JPEG image.
func JPEG(w, h int) []byte {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, picture(w, h), &jpeg.Options{Quality: 80}); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// NoisyJPEG returns a JPEG of random pixels, hard to compress: about
// w×h×1.5 bytes.
func NoisyJPEG(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	r := rand.New(rand.NewPCG(1, 2))
	for i := range img.Pix {
		img.Pix[i] = byte(r.Uint32())
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 100}); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// WebP returns the header of a lossless WebP file (enough for sniffing;
// the service never decodes images).
func WebP() []byte {
	payload := []byte("VP8L\x05\x00\x00\x00\x2f\x00\x00\x00\x00\x00")
	b := []byte("RIFF")
	b = append(b, byte(len(payload)+4), 0, 0, 0)
	b = append(b, "WEBP"...)
	return append(b, payload...)
}

// PDF returns a minimal valid one-page PDF saying text.
func PDF(text string) []byte {
	stream := fmt.Sprintf("BT /F1 24 Tf 72 720 Td (%s) Tj ET", text)
	objects := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(stream), stream),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
	}
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	offsets := make([]int, len(objects))
	for i, o := range objects {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objects)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objects)+1, xref)
	return b.Bytes()
}

func zipOf(entries [][2]string, storeFirst bool) []byte {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for i, e := range entries {
		if storeFirst && i == 0 {
			// As office suites write it: stored, sizes in the local header.
			data := []byte(e[1])
			w, err := zw.CreateRaw(&zip.FileHeader{Name: e[0], Method: zip.Store, CRC32: crc32.ChecksumIEEE(data),
				CompressedSize64: uint64(len(data)), UncompressedSize64: uint64(len(data))})
			if err != nil {
				panic(err)
			}
			w.Write(data)
			continue
		}
		w, err := zw.CreateHeader(&zip.FileHeader{Name: e[0], Method: zip.Deflate})
		if err != nil {
			panic(err)
		}
		if _, err := w.Write([]byte(e[1])); err != nil {
			panic(err)
		}
	}
	if err := zw.Close(); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// DOCX returns a minimal valid Word document saying text.
func DOCX(text string) []byte {
	return zipOf([][2]string{
		{"[Content_Types].xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`},
		{"_rels/.rels", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`},
		{"word/document.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>` + text + `</w:t></w:r></w:p></w:body></w:document>`},
	}, false)
}

// DOCM returns a macro-enabled Word document (refused).
func DOCM() []byte {
	return zipOf([][2]string{
		{"[Content_Types].xml", `<Types/>`},
		{"word/document.xml", `<w:document/>`},
		{"word/vbaProject.bin", "macro"},
	}, false)
}

// XLSX returns a spreadsheet-shaped archive (refused as a document).
func XLSX() []byte {
	return zipOf([][2]string{{"[Content_Types].xml", `<Types/>`}, {"xl/workbook.xml", `<workbook/>`}}, false)
}

// ODT returns an OpenDocument text: "mimetype" first and stored.
func ODT() []byte {
	return zipOf([][2]string{
		{"mimetype", "application/vnd.oasis.opendocument.text"},
		{"content.xml", `<office:document-content/>`},
	}, true)
}

// ODS returns an OpenDocument spreadsheet (refused).
func ODS() []byte {
	return zipOf([][2]string{{"mimetype", "application/vnd.oasis.opendocument.spreadsheet"}, {"content.xml", "<x/>"}}, true)
}

func utf16(s string) []byte {
	var b []byte
	for _, r := range s {
		b = append(b, byte(r), 0)
	}
	return b
}

// DOC returns an OLE2 container with a WordDocument stream name (what
// the sniffer looks for in Word 97-2003 files).
func DOC() []byte {
	b := []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
	b = append(b, make([]byte, 1024)...)
	b = append(b, utf16("Root Entry")...)
	b = append(b, make([]byte, 54)...)
	b = append(b, utf16("WordDocument")...)
	return append(b, make([]byte, 512)...)
}

// MSI returns an OLE2 container without a WordDocument stream (an
// installer or spreadsheet: refused).
func MSI() []byte {
	b := []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
	b = append(b, make([]byte, 1024)...)
	return append(b, utf16("Root Entry")...)
}

// RTF returns a small RTF document.
func RTF() []byte {
	return []byte(`{\rtf1\ansi\deff0 {\fonttbl {\f0 Times;}} \f0 Curriculum vitae\par}`)
}

// Text returns UTF-8 text.
func Text() []byte { return []byte("Curriculum vitae\nJosé Dupont — développeur\n") }

// EXE returns the start of a Windows executable.
func EXE() []byte {
	b := []byte("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00")
	b = append(b, make([]byte, 48)...)
	return append(b, "This program cannot be run in DOS mode."...)
}

// ELF returns the start of a Linux executable.
func ELF() []byte { return append([]byte("\x7fELF\x02\x01\x01"), make([]byte, 64)...) }

// SVG returns an SVG image with a script (refused).
func SVG() []byte {
	return []byte(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)
}

// GIF returns a 1×1 GIF (refused: not an accepted image format).
func GIF() []byte {
	return []byte("GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")
}

// pngChunk encodes one PNG chunk with its CRC.
func pngChunk(typ string, data []byte) []byte {
	b := make([]byte, 0, len(data)+12)
	b = append(b, byte(len(data)>>24), byte(len(data)>>16), byte(len(data)>>8), byte(len(data)))
	b = append(b, typ...)
	b = append(b, data...)
	crc := crc32.ChecksumIEEE(append([]byte(typ), data...))
	return append(b, byte(crc>>24), byte(crc>>16), byte(crc>>8), byte(crc))
}

// BombPNG returns a small, well-formed PNG header declaring w×h RGBA
// pixels (a decompression bomb: decoding it would allocate w×h×4 bytes),
// followed by a little compressed data and the end chunk.
func BombPNG(w, h uint32) []byte {
	ihdr := []byte{byte(w >> 24), byte(w >> 16), byte(w >> 8), byte(w), byte(h >> 24), byte(h >> 16), byte(h >> 8), byte(h), 8, 6, 0, 0, 0}
	b := []byte("\x89PNG\r\n\x1a\n")
	b = append(b, pngChunk("IHDR", ihdr)...)
	// zlib stream of a few kilobytes of zeros.
	b = append(b, pngChunk("IDAT", []byte{0x78, 0x9c, 0x63, 0x60, 0x18, 0x05, 0xa3, 0x60, 0x14, 0x0c, 0x77, 0x00, 0x00, 0x0b, 0xb8, 0x00, 0x01})...)
	return append(b, pngChunk("IEND", nil)...)
}

// BombJPEG returns a valid small JPEG whose frame header is patched to
// declare w×h pixels.
func BombJPEG(w, h uint16) []byte { return WithJPEGSize(JPEG(8, 8), w, h) }

// WithJPEGSize patches a JPEG's frame header to declare w×h pixels.
func WithJPEGSize(b []byte, w, h uint16) []byte {
	b = append([]byte(nil), b...)
	for i := 2; i+8 < len(b); {
		if b[i] != 0xFF {
			break
		}
		marker := b[i+1]
		size := int(b[i+2])<<8 | int(b[i+3])
		if marker == 0xC0 || marker == 0xC2 { // SOF0, SOF2: precision, height, width
			b[i+5], b[i+6] = byte(h>>8), byte(h)
			b[i+7], b[i+8] = byte(w>>8), byte(w)
			return b
		}
		i += 2 + size
	}
	panic("no frame header")
}

// JPEGWithEXIF returns a w×h JPEG with an APP1 segment of n bytes before
// its frame header, so its dimensions lie beyond the first kilobytes.
func JPEGWithEXIF(w, h, n int) []byte {
	b := JPEG(w, h)
	app1 := []byte{0xFF, 0xE1, byte((n + 2) >> 8), byte(n + 2)}
	app1 = append(app1, "Exif\x00\x00"...)
	app1 = append(app1, make([]byte, n-6)...)
	out := append([]byte{}, b[:2]...)
	out = append(out, app1...)
	return append(out, b[2:]...)
}

// PolyglotPDF starts as a PDF and carries an HTML page with a script: a
// browser sniffing it would render the page.
func PolyglotPDF() []byte {
	return []byte("%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n%%EOF\n")
}

// PolyglotPNG is a valid PNG followed by an HTML page with a script.
func PolyglotPNG() []byte {
	return append(PNG(4, 4), "<html><script>alert(document.domain)</script></html>"...)
}
