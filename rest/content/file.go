package content

import (
	"bytes"
	"errors"
	"io"
	"mime/multipart"
	"net"
	"os"
	"strings"

	"github.com/gofiber/fiber/v2"

	"corkboard/internal/httpbody"
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
// "type" field (image or document) and one "file" part. The body is
// parsed as a stream with mime/multipart; nothing is held whole in
// memory. When the type comes first (as with S3 POST uploads), the file
// part is handed to the service as it arrives, and parts after it are
// ignored. When the file comes first, it is spooled to a temporary file
// (bounded by the larger upload limit) until the type arrives, then
// handed to the service from there; the spool is removed in any case.
func (a *API) uploadFile(c *fiber.Ctx) error {
	mt, params := mediaType(c)
	if mt != fiber.MIMEMultipartForm || params["boundary"] == "" {
		return &modules.Error{Code: modules.CodeUnsupportedType,
			Message: "the request body must be multipart/form-data with a type field and a file part"}
	}
	s := a.careers.Settings
	maxFile := max(s.MaxImageBytes, s.MaxDocumentBytes)
	limit := maxFile + multipartOverhead
	if cl := c.Request().Header.ContentLength(); cl > 0 && int64(cl) > limit {
		return httpbody.TooLarge(maxFile)
	}
	body := httpbody.NewLimited(httpbody.Stream(c), limit)
	file, err := readUpload(body, params["boundary"], maxFile, func(kind careers.Kind, name string, r io.Reader) (*careers.File, error) {
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
// (the "type" among them) and the "file" part. A file part after the
// type goes to store as it arrives, with the kind and the client's file
// name, and the parts after it are left unread. A file part before the
// type is spooled to a temporary file of at most spoolLimit bytes while
// the parts after it are read for the type; store then reads the spool.
// At most maxParts parts, fields of at most maxFieldBytes.
func readUpload(body io.Reader, boundary string, spoolLimit int64, store func(kind careers.Kind, name string, r io.Reader) (*careers.File, error)) (*careers.File, error) {
	closing := &closingWatch{r: body, delim: []byte("--" + boundary + "--")}
	mr := multipart.NewReader(closing, boundary)
	kind := ""
	var spooled *spool
	defer func() { spooled.remove() }()
	for n := 0; ; n++ {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) && !closing.seen {
			return nil, &modules.Error{Code: modules.CodeBadRequest,
				Message: "the upload ended before its closing boundary (the request body was cut off)"}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, multipartError(err)
		}
		if n >= maxParts {
			return nil, &modules.Error{Code: modules.CodeBadRequest, Message: "too many multipart parts"}
		}
		switch name := part.FormName(); {
		case name == "type":
			v, err := io.ReadAll(io.LimitReader(part, maxFieldBytes))
			if err != nil {
				return nil, multipartError(err)
			}
			kind = strings.TrimSpace(string(v))
		case name == "file" && spooled == nil && kind != "":
			return store(careers.Kind(kind), part.FileName(), &clientBody{r: part})
		case name == "file" && spooled == nil:
			if spooled, err = spoolPart(part, spoolLimit); err != nil {
				return nil, err
			}
		default: // other fields, and file parts after the first
			if _, err := io.Copy(io.Discard, io.LimitReader(part, maxFieldBytes)); err != nil {
				return nil, multipartError(err)
			}
		}
		if spooled != nil && kind != "" {
			break
		}
	}
	if spooled != nil {
		if kind == "" {
			return nil, uploadField("type", "is required (image or document)")
		}
		if _, err := spooled.file.Seek(0, io.SeekStart); err != nil {
			return nil, spoolUnavailable(err)
		}
		return store(careers.Kind(kind), spooled.name, spooled.file)
	}
	if !careers.Kind(kind).Valid() {
		return nil, uploadField("type", "must be image or document")
	}
	return nil, uploadField("file", "is required")
}

// closingWatch passes a multipart body through and notes whether its
// closing delimiter ("--" boundary "--") went by: the multipart reader
// also answers io.EOF for a body cut off between two parts. The boundary
// never occurs inside a part, so the delimiter is the closing one.
type closingWatch struct {
	r     io.Reader
	delim []byte
	tail  []byte // the last len(delim)-1 bytes read, to find a delimiter split across reads
	seen  bool

	scratch []byte
}

func (w *closingWatch) Read(p []byte) (int, error) {
	n, err := w.r.Read(p)
	if n > 0 && !w.seen {
		k := len(w.delim) - 1
		straddle := append(w.scratch[:0], w.tail...)
		straddle = append(straddle, p[:min(n, k)]...)
		w.seen = bytes.Contains(straddle, w.delim) || bytes.Contains(p[:n], w.delim)
		w.scratch = straddle
		if n >= k {
			w.tail = append(w.tail[:0], p[n-k:n]...)
		} else {
			w.tail = append(w.tail[:0], straddle[max(0, len(straddle)-k):]...)
		}
	}
	return n, err
}

// spool is a file part kept in a temporary file until the upload's type
// is known.
type spool struct {
	file *os.File
	name string // the client's file name
}

// spoolPart copies part to a new temporary file; a part of more than
// limit bytes is refused as too large.
func spoolPart(part *multipart.Part, limit int64) (*spool, error) {
	f, err := os.CreateTemp("", "corkboard-multipart-*")
	if err != nil {
		return nil, spoolUnavailable(err)
	}
	sp := &spool{file: f, name: part.FileName()}
	n, err := io.Copy(f, io.LimitReader(&clientBody{r: part}, limit+1))
	switch {
	case err != nil:
		sp.remove()
		var me *modules.Error
		if errors.As(err, &me) {
			return nil, me
		}
		return nil, spoolUnavailable(err)
	case n > limit:
		sp.remove()
		return nil, httpbody.TooLarge(limit)
	}
	return sp, nil
}

// spoolUnavailable reports a temporary file that could not be written
// (a full disk): the server's trouble, retried later.
func spoolUnavailable(err error) *modules.Error {
	return &modules.Error{Code: modules.CodeUnavailable, Message: "the upload could not be spooled, retry later", Err: err}
}

// remove closes and deletes the spool (nil: nothing).
func (sp *spool) remove() {
	if sp == nil {
		return
	}
	_ = sp.file.Close()
	_ = os.Remove(sp.file.Name())
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
