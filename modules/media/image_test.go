package media_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/png"
	"io"
	"strings"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers/careerstest"
	"corkboard/modules/media"
	"corkboard/storage"
)

func pngBytes(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	img.Set(0, 0, color.RGBA{255, 0, 0, 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func code(err error) modules.Code {
	var e *modules.Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

func TestUpload(t *testing.T) {
	env := testkit.NewEnv(t)
	m := media.New(env.Deps)
	env.Migrate(t, m)
	editor := modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalUser, UserID: 1, Role: modules.RoleContributor})
	key := modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalAPIKey, Scopes: []string{modules.ScopeCalendarWrite}})
	reader := modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalAPIKey, Scopes: []string{modules.ScopeContentRead}})
	tests := []struct {
		name string
		ctx  context.Context
		data []byte
		want modules.Code
	}{
		{"png by a user", editor, pngBytes(t, 64, 48), ""},
		{"png by a calendar key", key, pngBytes(t, 2, 3), ""},
		{"anonymous", context.Background(), pngBytes(t, 2, 2), modules.CodeUnauthenticated},
		{"key without a write scope", reader, pngBytes(t, 2, 2), modules.CodeForbidden},
		{"text is not an image", editor, []byte("hello, world"), modules.CodeUnsupportedType},
		{"truncated png", editor, pngBytes(t, 4, 4)[:20], modules.CodeUnsupportedType},
		{"too large", editor, append(pngBytes(t, 2, 2), make([]byte, media.MaxImageSize)...), modules.CodeTooLarge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			img, err := m.Images.Upload(tt.ctx, "My Photo.PNG", bytes.NewReader(tt.data))
			if code(err) != tt.want {
				t.Fatalf("code %q, want %q (%v)", code(err), tt.want, err)
			}
			if err != nil {
				return
			}
			if img.MIME != "image/png" || img.Extension() != "png" || img.Size != int64(len(tt.data)) {
				t.Fatalf("image %+v", img)
			}
			got, err := m.Images.Get(context.Background(), img.ID)
			if err != nil || got.Width != img.Width || got.Height != img.Height || got.Width == 0 {
				t.Fatalf("get: %+v %v", got, err)
			}
			rc, _, err := m.Images.Open(context.Background(), img.ID)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(rc)
			rc.Close()
			if !bytes.Equal(b, tt.data) {
				t.Fatal("stored bytes differ")
			}
			if u := m.Images.URL(img); !strings.HasSuffix(u, "/my-photo.png") {
				t.Fatalf("url %s", u)
			}
		})
	}
	if _, err := m.Images.Get(context.Background(), 999); code(err) != modules.CodeNotFound {
		t.Fatalf("unknown id: %v", err)
	}
	many, err := m.Images.GetMany(context.Background(), []int64{1, 2, 999})
	if err != nil || len(many) != 2 {
		t.Fatalf("GetMany: %v %v", many, err)
	}
}

// TestUploadRefusesDecompressionBombs: an image declaring more than
// MaxImagePixels is refused from its header, and nothing is stored.
func TestUploadRefusesDecompressionBombs(t *testing.T) {
	env := testkit.NewEnv(t)
	m := media.New(env.Deps)
	env.Migrate(t, m)
	ctx := testkit.System()
	for name, data := range map[string][]byte{
		"PNG 100000×100000": careerstest.BombPNG(100000, 100000),
		"JPEG 65000×65000":  careerstest.BombJPEG(65000, 65000),
	} {
		if _, err := m.Images.Upload(ctx, name, bytes.NewReader(data)); code(err) != modules.CodeValidation {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := m.Images.Upload(ctx, "ok.png", bytes.NewReader(careerstest.BombPNG(6000, 4000))); err != nil {
		t.Fatalf("a 24 MP header: %v", err)
	}
	objects := 0
	_ = env.Storage.List(ctx, "media/", func(storage.Info) error { objects++; return nil })
	if objects != 1 {
		t.Fatalf("%d objects stored", objects)
	}
}

// TestUploadTakesWebP: the library takes WebP as the company logo does
// (sniffed, measured from its header, stored as .webp).
func TestUploadTakesWebP(t *testing.T) {
	env := testkit.NewEnv(t)
	m := media.New(env.Deps)
	env.Migrate(t, m)
	ctx := modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalUser, UserID: 1, Role: modules.RoleContributor})
	img, err := m.Images.Upload(ctx, "Logo.webp", bytes.NewReader(careerstest.WebP()))
	if err != nil {
		t.Fatal(err)
	}
	if img.MIME != "image/webp" || img.Extension() != "webp" || img.Width != 1 || img.Height != 1 {
		t.Fatalf("image %+v", img)
	}
	if u := m.Images.URL(img); !strings.HasSuffix(u, "/logo.webp") {
		t.Fatalf("url %s", u)
	}
}
