package careers_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/storage"
)

// webpVP8X is an extended WebP header declaring a w×h canvas.
func webpVP8X(w, h int) []byte {
	b := []byte("RIFF\x00\x00\x00\x00WEBPVP8X\x0a\x00\x00\x00\x00\x00\x00\x00")
	b = append(b, byte(w-1), byte((w-1)>>8), byte((w-1)>>16), byte(h-1), byte((h-1)>>8), byte((h-1)>>16))
	binary.LittleEndian.PutUint32(b[4:], uint32(len(b)-8))
	return b
}

// TestImageDimensions: images are measured from their headers (the
// decoders' DecodeConfig) before they are stored; one declaring more than
// MaxImagePixels is refused (422) whatever its file size, and nothing is
// left behind. Pixels are never decoded.
func TestImageDimensions(t *testing.T) {
	env, m, acme := newModule(t)
	for _, tc := range []struct {
		name string
		data []byte
		want modules.Code // "" = accepted
	}{
		{"PNG bomb 100000×100000", careerstest.BombPNG(100000, 100000), modules.CodeValidation},
		{"PNG bomb 10000×5000", careerstest.BombPNG(10000, 5000), modules.CodeValidation},
		{"PNG 6000×4000 header", careerstest.BombPNG(6000, 4000), ""},
		{"JPEG bomb 65000×65000", careerstest.BombJPEG(65000, 65000), modules.CodeValidation},
		{"JPEG with 60 KB of metadata before its frame", careerstest.JPEGWithEXIF(64, 48, 60000), ""},
		{"JPEG bomb behind 60 KB of metadata", careerstest.WithJPEGSize(careerstest.JPEGWithEXIF(8, 8, 60000), 60000, 60000), modules.CodeValidation},
		{"WebP bomb", webpVP8X(16000, 16000), modules.CodeValidation},
		{"WebP 1×1", careerstest.WebP(), ""},
		{"WebP 4000×3000", webpVP8X(4000, 3000), ""},
		{"truncated PNG", careerstest.PNG(8, 8)[:20], modules.CodeUnsupportedType},
		{"PNG with a broken header", append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDX"), make([]byte, 64)...), modules.CodeUnsupportedType},
		{"JPEG marker, no image", append([]byte{0xFF, 0xD8, 0xFF, 0xD9}, make([]byte, 8)...), modules.CodeUnsupportedType},
		{"PNG followed by HTML", careerstest.PolyglotPNG(), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := m.Files.Upload(keyCtx(acme), 0, careers.Upload{Kind: careers.KindImage, Name: "x.png", Body: bytes.NewReader(tc.data)})
			if tc.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var me *modules.Error
			if !errors.As(err, &me) || me.Code != tc.want {
				t.Fatalf("got %v (%+v), want %s", err, f, tc.want)
			}
			if tc.want == modules.CodeValidation && me.Data["max_pixels"] != int64(40_000_000) {
				t.Fatalf("max_pixels: %v", me.Data)
			}
		})
	}
	// Only the accepted uploads have rows and objects.
	n, err := env.DB.NewSelect().Table("careers_files").Count(context.Background())
	if err != nil || n != 5 {
		t.Fatalf("%d rows, %v", n, err)
	}
	objects := 0
	_ = env.Storage.List(context.Background(), "careers/", func(storage.Info) error { objects++; return nil })
	if objects != 5 {
		t.Fatalf("%d objects", objects)
	}
	// The same check guards logos and job images.
	_, err = m.Companies.SetLogo(testkit.System(), acme.Company.ID, careers.Upload{Name: "logo.png", Body: bytes.NewReader(careerstest.BombPNG(50000, 50000))})
	var me *modules.Error
	if !errors.As(err, &me) || me.Code != modules.CodeValidation {
		t.Fatalf("logo bomb: %v", err)
	}
}
