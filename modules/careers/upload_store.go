package careers

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"time"

	"corkboard/modules"
	"corkboard/storage"
)

// stored describes an object written by putUpload.
type stored struct {
	Key       string
	MediaType string
	Size      int64
}

// objectKey returns a new random key under careers/<company>/<area>/.
func objectKey(companyID int64, area string) string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return fmt.Sprintf("careers/%d/%s/%s", companyID, area, hex.EncodeToString(b))
}

// maxBytes returns the size limit of a kind.
func (s service) maxBytes(kind Kind) int64 {
	if kind == KindImage {
		return s.settings.MaxImageBytes
	}
	return s.settings.MaxDocumentBytes
}

// putUpload streams body to storage under key after sniffing its type for
// kind. Nothing is buffered beyond the first sniffHeadSize bytes. On any
// error nothing is left under key.
//
// Errors: CodeValidation (empty file), CodeUnsupportedType (content not
// accepted for kind), CodeTooLarge (with Data max_bytes), a *modules.Error
// produced by the body reader itself (the transport's limits), CodeBadRequest
// (the client stopped sending), CodeUnavailable (storage failed).
func (s service) putUpload(ctx context.Context, key string, kind Kind, body io.Reader) (*stored, error) {
	limit := s.maxBytes(kind)
	rb := &readerErrs{r: body}
	head := make([]byte, sniffHeadSize)
	n, err := io.ReadFull(rb, head)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return nil, uploadReadError(err)
	}
	head = head[:n]
	if n == 0 {
		return nil, modules.Validation(modules.FieldError{Field: "file", Message: "is empty"})
	}
	mediaType, check, err := sniff(kind, head)
	if err != nil {
		return nil, unsupported(err)
	}
	if int64(n) > limit {
		return nil, tooLarge(limit)
	}
	if kind == KindImage {
		ic := newImageCheck(mediaType, s.settings.MaxImagePixels, head)
		if err := ic.Err(); err != nil {
			return nil, imageRefused(err)
		}
		check = ic
	}
	contentType := mediaType
	if mediaType == TypeText {
		contentType += "; charset=utf-8"
	}
	src := &verifyReader{r: io.MultiReader(bytes.NewReader(head), rb), check: check}
	info, err := s.deps.Storage.Put(ctx, key, src, storage.PutOptions{Size: -1, MaxSize: limit, ContentType: contentType})
	if err != nil {
		var se *sniffError
		var me *modules.Error
		switch {
		case errors.Is(err, storage.ErrTooLarge):
			return nil, tooLarge(limit)
		case errors.As(err, &se):
			return nil, unsupported(se)
		case errors.As(err, &me):
			return nil, me
		case rb.err != nil:
			// The caller's reader failed (a client that stopped sending),
			// not the storage.
			return nil, uploadReadError(rb.err)
		case ctx.Err() != nil:
			return nil, &modules.Error{Code: modules.CodeBadRequest, Message: "the upload was interrupted", Err: err}
		}
		return nil, &modules.Error{Code: modules.CodeUnavailable, Message: "file storage is unavailable, retry later", Err: err}
	}
	s.deps.M().UploadBytes(string(kind), info.Size)
	return &stored{Key: key, MediaType: mediaType, Size: info.Size}, nil
}

// readerErrs remembers the first failure of an upload's reader, so that
// it is not taken for a storage failure.
type readerErrs struct {
	r   io.Reader
	err error
}

func (r *readerErrs) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	if err != nil && err != io.EOF && r.err == nil {
		r.err = err
	}
	return n, err
}

func uploadReadError(err error) error {
	var me *modules.Error
	if errors.As(err, &me) {
		return me
	}
	return &modules.Error{Code: modules.CodeBadRequest, Message: "the upload could not be read", Err: err}
}

// imageRefused reports an image refused for its dimensions (422, with
// max_pixels: media.TooManyPixels) or its structure (415).
func imageRefused(err error) *modules.Error {
	var me *modules.Error
	if errors.As(err, &me) {
		return me
	}
	return unsupported(err)
}

func unsupported(err error) *modules.Error {
	return &modules.Error{Code: modules.CodeUnsupportedType, Message: err.Error(),
		Fields: []modules.FieldError{{Field: "file", Message: err.Error()}}}
}

func tooLarge(limit int64) *modules.Error {
	return &modules.Error{Code: modules.CodeTooLarge,
		Message: fmt.Sprintf("the file is larger than %d bytes", limit),
		Data:    map[string]any{"max_bytes": limit}}
}

// abandonObject removes the object of a write whose row failed, unless
// the database failure leaves it unknown whether the row was committed (the
// connection broke around the commit): then the object stays, and the
// orphan sweep removes it after its grace period if no row refers to it. A
// row must never be left pointing at a deleted object.
func (s service) abandonObject(ctx context.Context, key string, cause error) {
	if modules.As(cause).Code == modules.CodeUnavailable {
		s.deps.Logger.WarnContext(ctx, "careers: write outcome unknown; object kept for the orphan sweep", "key", key)
		return
	}
	s.deleteObject(ctx, key)
}

// deleteObject removes an object after a failed or superseded write. It
// runs even when ctx is cancelled (the client went away) and only logs
// failures: the orphan sweep removes what is left.
func (s service) deleteObject(ctx context.Context, key string) {
	dctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	if err := s.deps.Storage.Delete(dctx, key); err != nil {
		s.deps.Logger.WarnContext(ctx, "careers: could not delete object; the orphan sweep will retry",
			"key", key, "error", err.Error())
	}
}
