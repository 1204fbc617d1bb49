package content

import (
	"errors"
	"io"
	"mime/multipart"
	"strings"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/modules/careers"
)

// fileResource is the Queued file object.
type fileResource struct {
	ID         int64     `json:"id"`
	Type       string    `json:"type"`
	Attributes fileAttrs `json:"attributes"`
}

type fileAttrs struct {
	Type         string     `json:"type"`
	NameOriginal string     `json:"name_original"`
	Kind         string     `json:"kind"`
	Size         int64      `json:"size"`
	Status       string     `json:"status"`
	ExpiresAt    *Timestamp `json:"expires_at"`
}

func fileFrom(f *careers.File) fileResource {
	return fileResource{ID: f.ID, Type: "file", Attributes: fileAttrs{
		Type: f.MediaType, NameOriginal: f.NameOriginal, Kind: string(f.Kind), Size: f.Size,
		Status: string(f.Status), ExpiresAt: stampPtr(f.ExpiresAt),
	}}
}

// Multipart limits besides the file itself.
const (
	multipartOverhead = 64 << 10 // headers, boundaries and small fields
	maxParts          = 10
	maxFieldBytes     = 1 << 10
)

// uploadPath is the route of uploads.
const uploadPath = Prefix + "/file"

// StreamsBody reports whether the request is an upload, whose body the
// handler reads as a stream with its own limits (the app's body limit
// does not apply to it).
func StreamsBody(c *fiber.Ctx) bool {
	return c.Method() == fiber.MethodPost && strings.EqualFold(strings.TrimRight(c.Path(), "/"), uploadPath)
}

// uploadFile serves POST /content/v1/file: multipart/form-data with a
// "type" field (image or document) followed by one "file" part. The body
// is parsed as a stream with mime/multipart and the file part is handed to
// the service as it arrives; nothing is buffered whole. The type field
// must precede the file (as with S3 POST uploads), since it decides the
// size limit and accepted formats before the first byte is stored.
// Parts after the file are ignored.
func (a *API) uploadFile(c *fiber.Ctx) error {
	mt, params := mediaType(c)
	if mt != fiber.MIMEMultipartForm || params["boundary"] == "" {
		return &modules.Error{Code: modules.CodeUnsupportedType,
			Message: "the request body must be multipart/form-data with a type field and a file part"}
	}
	s := a.careers.Settings
	limit := max(s.MaxImageBytes, s.MaxDocumentBytes) + multipartOverhead
	if cl := c.Request().Header.ContentLength(); cl > 0 && int64(cl) > limit {
		return bodyTooLarge(limit - multipartOverhead)
	}
	body := newLimitedBody(bodyStream(c), limit)
	mr := multipart.NewReader(body, params["boundary"])
	kind := ""
	var file *careers.File
	for n := 0; file == nil; n++ {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return multipartError(err)
		}
		if n >= maxParts {
			return &modules.Error{Code: modules.CodeBadRequest, Message: "too many multipart parts"}
		}
		switch part.FormName() {
		case "type":
			v, err := io.ReadAll(io.LimitReader(part, maxFieldBytes))
			if err != nil {
				return multipartError(err)
			}
			kind = strings.TrimSpace(string(v))
		case "file":
			if kind == "" {
				return uploadField("type", "is required and must come before the file part")
			}
			file, err = a.careers.Files.Upload(c.UserContext(), 0, careers.Upload{
				Kind: careers.Kind(kind), Name: part.FileName(), Body: part,
			})
			if err != nil {
				return err
			}
		default:
			if _, err := io.Copy(io.Discard, io.LimitReader(part, maxFieldBytes)); err != nil {
				return multipartError(err)
			}
		}
	}
	if file == nil {
		if !careers.Kind(kind).Valid() {
			return uploadField("type", "must be image or document")
		}
		return uploadField("file", "is required")
	}
	// The file is stored: whatever follows it is ignored, so that no
	// later problem can fail a request whose file was kept.
	if k, _ := io.Copy(io.Discard, io.LimitReader(body, multipartOverhead)); k == multipartOverhead {
		c.Context().SetConnectionClose()
	}
	return sendJSON(c, fileFrom(file))
}

func uploadField(name, msg string) *modules.Error {
	return modules.Validation(modules.FieldError{Field: name, Message: msg})
}

// multipartError keeps the body limit's own error, else reports a
// malformed body.
func multipartError(err error) error {
	var me *modules.Error
	if errors.As(err, &me) {
		return me
	}
	return &modules.Error{Code: modules.CodeBadRequest, Message: "malformed multipart body", Err: err}
}
