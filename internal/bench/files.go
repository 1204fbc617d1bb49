package bench

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"math/rand/v2"
	"mime/multipart"
	"net/textproto"
)

// PDF returns a PDF document of about size bytes (a valid header and
// trailer around a padded stream), as the upload sniffer accepts.
func PDF(size int) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n3 0 obj << /Length 0 >> stream\n")
	r := rand.New(rand.NewPCG(1, 2))
	for b.Len() < size-64 {
		fmt.Fprintf(&b, "%% %016x\n", r.Uint64())
	}
	b.WriteString("endstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
	return b.Bytes()
}

// JPEG returns a JPEG photo of at least size bytes: noise compresses
// badly, so a modest picture reaches the size.
func JPEG(size int) []byte {
	r := rand.New(rand.NewPCG(3, 4))
	for side := 128; ; side += 32 {
		img := image.NewRGBA(image.Rect(0, 0, side, side))
		for y := range side {
			for x := range side {
				v := uint8(r.IntN(256))
				img.Set(x, y, color.RGBA{v, uint8(x), uint8(y), 255})
			}
		}
		var b bytes.Buffer
		if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 85}); err != nil {
			panic(err)
		}
		if b.Len() >= size {
			return b.Bytes()
		}
	}
}

// UploadBody is the multipart body of POST /content/v1/file with kind
// ("image" or "document") and the file, and its content type.
func UploadBody(kind, name, contentType string, file []byte) ([]byte, string) {
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	_ = w.WriteField("type", kind)
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="file"; filename=%q`, name))
	h.Set("Content-Type", contentType)
	p, _ := w.CreatePart(h)
	_, _ = p.Write(file)
	_ = w.Close()
	return b.Bytes(), w.FormDataContentType()
}
