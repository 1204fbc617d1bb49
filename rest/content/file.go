package content

import (
	"errors"
	"io"
	"mime/multipart"
	"net"
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
	file, err := readUpload(body, params["boundary"], func(kind careers.Kind, name string, r io.Reader) (*careers.File, error) {
		return a.careers.Files.Upload(c.UserContext(), 0, careers.Upload{Kind: kind, Name: name, Body: r})
	})
	if err != nil {
		return err
	}
	// The file is stored: whatever follows it is ignored, so that no
	// later problem can fail a request whose file was kept.
	if k, _ := io.Copy(io.Discard, io.LimitReader(body, multipartOverhead)); k == multipartOverhead {
		c.Context().SetConnectionClose()
	}
	return sendJSON(c, fileFrom(file))
}

// readUpload reads a multipart upload body as a stream: small fields
// (the "type" among them) up to the "file" part, which store receives as
// it arrives, with the kind and the client's file name. Parts after the
// file are left unread. At most maxParts parts, fields of at most
// maxFieldBytes.
func readUpload(body io.Reader, boundary string, store func(kind careers.Kind, name string, r io.Reader) (*careers.File, error)) (*careers.File, error) {
	mr := multipart.NewReader(body, boundary)
	kind := ""
	for n := 0; ; n++ {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, multipartError(err)
		}
		if n >= maxParts {
			return nil, &modules.Error{Code: modules.CodeBadRequest, Message: "too many multipart parts"}
		}
		switch part.FormName() {
		case "type":
			v, err := io.ReadAll(io.LimitReader(part, maxFieldBytes))
			if err != nil {
				return nil, multipartError(err)
			}
			kind = strings.TrimSpace(string(v))
		case "file":
			if kind == "" {
				return nil, uploadField("type", "is required and must come before the file part")
			}
			return store(careers.Kind(kind), part.FileName(), &clientBody{r: part})
		default:
			if _, err := io.Copy(io.Discard, io.LimitReader(part, maxFieldBytes)); err != nil {
				return nil, multipartError(err)
			}
		}
	}
	if !careers.Kind(kind).Valid() {
		return nil, uploadField("type", "must be image or document")
	}
	return nil, uploadField("file", "is required")
}

// clientBody reads the file part of an upload. Its failures are the
// client's: the body ending before its multipart framing does (the client
// stopped sending, or cut the connection) is 400, a body too slow for the
// read timeout is 408; the body limit's own errors pass as they are.
// Storage then reports them as the reader's error, never as its own
// outage.
type clientBody struct{ r io.Reader }

func (b *clientBody) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if err == nil || err == io.EOF {
		return n, err
	}
	var me *modules.Error
	var ne net.Error
	switch {
	case errors.As(err, &me):
	case errors.As(err, &ne) && ne.Timeout():
		me = &modules.Error{Code: modules.CodeBadRequest, Status: fiber.StatusRequestTimeout,
			Message: "the upload was not sent within the read timeout", Err: err}
	default:
		me = &modules.Error{Code: modules.CodeBadRequest,
			Message: "the upload ended before the file was complete (the request body was cut off)", Err: err}
	}
	return n, me
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
