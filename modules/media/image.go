package media

import (
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// Image is one uploaded image of the media library.
type Image struct {
	bun.BaseModel `bun:"table:media"`

	ID           int64     `bun:"id,pk,autoincrement"`
	StorageKey   string    `bun:"storage_key,notnull"`
	OriginalName string    `bun:"original_name,notnull"`
	MIME         string    `bun:"mime,notnull"`
	Size         int64     `bun:"size,notnull"`
	Width        int       `bun:"width,notnull"`
	Height       int       `bun:"height,notnull"`
	CreatedAt    time.Time `bun:"created_at,notnull"`
}

// Extension is the file extension that matches the sniffed type ("png").
func (img *Image) Extension() string {
	return strings.TrimPrefix(extensionByMIME[img.MIME], ".")
}

// FileName is the name the image is served under: the original base name,
// reduced to safe characters, with the extension of its real type.
func (img *Image) FileName() string {
	base := strings.TrimSuffix(path.Base(img.OriginalName), path.Ext(img.OriginalName))
	var b strings.Builder
	for _, r := range strings.ToLower(base) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		case r == ' ' || r == '.':
			b.WriteByte('-')
		}
	}
	name := strings.Trim(b.String(), "-")
	if name == "" {
		name = "image-" + strconv.FormatInt(img.ID, 10)
	}
	if len(name) > 80 {
		name = name[:80]
	}
	return name + extensionByMIME[img.MIME]
}

// The accepted image types: what http.DetectContentType recognises and
// image.DecodeConfig can measure (the standard library, and
// golang.org/x/image/webp for WebP).
var extensionByMIME = map[string]string{
	"image/png":  ".png",
	"image/jpeg": ".jpg",
	"image/gif":  ".gif",
	"image/webp": ".webp",
}
