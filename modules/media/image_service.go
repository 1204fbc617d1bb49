package media

import (
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	_ "image/gif" // register decoders for DecodeConfig
	_ "image/jpeg"
	_ "image/png"
	"io"
	"net/http"
	"strconv"

	"corkboard/internal/sqlparams"
	"github.com/uptrace/bun"
	_ "golang.org/x/image/webp" // WebP's DecodeConfig (the careers logos take WebP too)

	"corkboard/modules"
	"corkboard/storage"
)

// MaxImageSize bounds one uploaded image.
const MaxImageSize = 10 << 20

// MaxImagePixels bounds an image's width×height, read from its header
// before anything decodes it: a small file can declare a huge image (a
// decompression bomb) that would take gigabytes to decode.
const MaxImagePixels = 40_000_000

// TooManyPixels is the CodeValidation of an image of w×h pixels, more
// than limit (Data max_pixels): decoding it would take w×h×4 bytes,
// whatever its file size.
func TooManyPixels(w, h int, limit int64) *modules.Error {
	msg := fmt.Sprintf("the image is %d×%d pixels; at most %d pixels are accepted", w, h, limit)
	return &modules.Error{Code: modules.CodeValidation, Message: msg,
		Fields: []modules.FieldError{{Field: "file", Message: msg}}, Data: map[string]any{"max_pixels": limit}}
}

// ImageService uploads and reads media library images.
type ImageService struct {
	deps modules.Deps
	uses []UsesFunc
}

// Upload stores an image read from r: its type is sniffed from the bytes
// (PNG, JPEG, GIF or WebP), its dimensions read with image.DecodeConfig (at most
// MaxImagePixels; the pixels themselves are never decoded), the
// bytes written to storage and then the row inserted (the object is
// removed again if the insert fails). Callers: admin users of any role,
// API keys with calendar:write or content:write, the system.
// Errors: CodeUnauthenticated, CodeForbidden, CodeTooLarge,
// CodeUnsupportedType (not an image we accept), CodeValidation (too many
// pixels), CodeUnavailable (storage).
func (s *ImageService) Upload(ctx context.Context, originalName string, r io.Reader) (*Image, error) {
	if err := canUpload(ctx); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(r, MaxImageSize+1))
	if err != nil {
		return nil, &modules.Error{Code: modules.CodeBadRequest, Message: "could not read the upload", Err: err}
	}
	if len(data) > MaxImageSize {
		return nil, &modules.Error{Code: modules.CodeTooLarge, Message: "the image is larger than " + strconv.Itoa(MaxImageSize>>20) + " MiB",
			Data: map[string]any{"max_bytes": MaxImageSize}}
	}
	mime := http.DetectContentType(data)
	ext, ok := extensionByMIME[mime]
	if !ok {
		return nil, &modules.Error{Code: modules.CodeUnsupportedType, Message: "the file is not a PNG, JPEG, GIF or WebP image"}
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, &modules.Error{Code: modules.CodeUnsupportedType, Message: "the image cannot be decoded", Err: err}
	}
	if int64(cfg.Width)*int64(cfg.Height) > MaxImagePixels {
		return nil, TooManyPixels(cfg.Width, cfg.Height, MaxImagePixels)
	}
	if len(originalName) > 255 {
		originalName = originalName[:255]
	}
	key := "media/" + randomHex(1) + "/" + randomHex(16) + ext
	if _, err := s.deps.Storage.Put(ctx, key, bytes.NewReader(data), storage.PutOptions{
		Size: int64(len(data)), MaxSize: MaxImageSize, ContentType: mime,
	}); err != nil {
		return nil, &modules.Error{Code: modules.CodeUnavailable, Message: "storage is unavailable", Err: err}
	}
	s.deps.M().UploadBytes("media", int64(len(data)))
	img := &Image{StorageKey: key, OriginalName: originalName, MIME: mime, Size: int64(len(data)),
		Width: cfg.Width, Height: cfg.Height, CreatedAt: s.deps.Now().Truncate(1e9)}
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(img).Returning("id").Exec(ctx); err != nil {
			return err
		}
		// The library is the site's: every company's endpoints hear of it.
		return s.deps.Notify(ctx, tx, modules.Notification{Type: "media.created",
			Resource: &modules.Resource{Kind: modules.KindMedia, ID: img.ID}})
	})
	if err != nil {
		// When the database broke around the commit the row may exist:
		// keep the object then (corkboard doctor finds it if it is orphaned).
		if e := modules.As(err); e.Code != modules.CodeUnavailable {
			_ = s.deps.Storage.Delete(context.WithoutCancel(ctx), key)
		}
		return nil, modules.As(err)
	}
	return img, nil
}

// Get returns one image. Anyone may call it: images are public content.
// Errors: CodeNotFound.
func (s *ImageService) Get(ctx context.Context, id int64) (*Image, error) {
	return s.GetIn(ctx, s.deps.Reader(), id)
}

// GetIn is Get reading through db (a transaction: a webhook's payload
// shows the image as its write left it).
func (s *ImageService) GetIn(ctx context.Context, db bun.IDB, id int64) (*Image, error) {
	img := new(Image)
	err := db.NewSelect().Model(img).Where("id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, modules.NotFound("image")
	}
	if err != nil {
		return nil, modules.As(err)
	}
	return img, nil
}

// GetMany returns the images with these ids, by id; unknown ids are
// absent. One query, for rendering lists.
func (s *ImageService) GetMany(ctx context.Context, ids []int64) (map[int64]*Image, error) {
	out := make(map[int64]*Image, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	var imgs []*Image
	db := s.deps.Reader()
	p := sqlparams.New(db)
	if err := db.NewSelect().Model(&imgs).Where("id IN (?)", sqlparams.Args(p, ids)).Scan(p.Bind(ctx)); err != nil {
		return nil, modules.As(err)
	}
	for _, img := range imgs {
		out[img.ID] = img
	}
	return out, nil
}

// Open returns the image's bytes; the caller closes the reader.
// Errors: CodeNotFound, CodeUnavailable.
func (s *ImageService) Open(ctx context.Context, id int64) (io.ReadCloser, *Image, error) {
	img, err := s.Get(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	rc, _, err := s.deps.Storage.Open(ctx, img.StorageKey)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, nil, modules.NotFound("image")
	}
	if err != nil {
		return nil, nil, &modules.Error{Code: modules.CodeUnavailable, Message: "storage is unavailable", Err: err}
	}
	return rc, img, nil
}

// URL is the stable public address of an image (served by the REST app
// under /media/).
func (s *ImageService) URL(img *Image) string {
	return s.deps.Config.PublicURL + "/media/" + strconv.FormatInt(img.ID, 10) + "/" + img.FileName()
}

func canUpload(ctx context.Context) error {
	p := modules.PrincipalFrom(ctx)
	switch {
	case p == nil:
		return &modules.Error{Code: modules.CodeUnauthenticated, Message: "authentication is required to upload images"}
	case p.Kind == modules.PrincipalSystem, p.Kind == modules.PrincipalUser,
		p.HasScope(modules.ScopeCalendarWrite), p.HasScope(modules.ScopeContentWrite):
		return nil
	}
	return &modules.Error{Code: modules.CodeForbidden, Message: "the caller may not upload images"}
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
