package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"

	"corkboard/modules"

	"corkboard/modules/careers"
	"corkboard/modules/media"
)

// Multipart requests (the GraphQL multipart request spec, for uploadFile).
const (
	// uploadOverhead is room for the operations and map parts and the
	// boundaries besides the file itself.
	uploadOverhead = 64 << 10
	// uploadMemory is the largest multipart body read into memory; larger
	// ones are spooled to a temporary file, so a file is never held whole.
	uploadMemory = 64 << 10
)

// UploadLimit is the largest multipart GraphQL request: the largest upload
// limit (careers files, media library images) plus uploadOverhead. The
// limit of the kind is the service's (FileService.Upload and
// ImageService.Upload answer TOO_LARGE), as for REST.
func UploadLimit(s *careers.Settings) int64 {
	return max(s.MaxImageBytes, s.MaxDocumentBytes, media.MaxImageSize) + uploadOverhead
}

// uploads is gqlgen's multipart transport with the careers limits, read
// per request (settings may change after the handler is built). gqlgen
// reads a file into memory when the whole body is shorter than MaxMemory
// and spools it to a temporary file otherwise, deciding by Content-Length:
// a body of unknown length (chunked) is taken as the largest allowed, so
// it is spooled too.
//
// The request's timeout starts when the operation runs, once the body is
// in: a slow upload is bounded by the server's read timeout instead.
type uploads struct {
	settings *careers.Settings
	timeout  time.Duration
}

var _ graphql.Transport = uploads{}

func (u uploads) Supports(r *http.Request) bool { return transport.MultipartForm{}.Supports(r) }

func (u uploads) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	limit := UploadLimit(u.settings)
	if r.ContentLength < 0 {
		r.ContentLength = limit
	}
	timed := &timedExecutor{GraphExecutor: exec, timeout: u.timeout}
	defer timed.stop()
	cw := &codedErrors{ResponseWriter: w}
	transport.MultipartForm{MaxUploadSize: limit, MaxMemory: uploadMemory}.Do(cw, r, timed)
	cw.flush()
}

// codedErrors gives the multipart transport's own refusals (a malformed
// request: no operations part, a bad map, a body over the limit) an
// extensions.code, as every other GraphQL error has: bad_request (400),
// or too_large (413) when gqlgen reports the size limit. Errors that have
// a code already (a document that does not parse or validate, variables
// of the wrong type: GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED) are
// answered as they are, 422, as for a JSON request.
type codedErrors struct {
	http.ResponseWriter
	status int
	buf    bytes.Buffer
}

func (c *codedErrors) WriteHeader(status int) {
	c.status = status
	if status < 400 {
		c.ResponseWriter.WriteHeader(status)
	}
}

func (c *codedErrors) Write(b []byte) (int, error) {
	if c.status >= 400 {
		return c.buf.Write(b)
	}
	return c.ResponseWriter.Write(b)
}

func (c *codedErrors) flush() {
	if c.status < 400 {
		return
	}
	var resp struct {
		Errors []map[string]any `json:"errors"`
	}
	if err := json.Unmarshal(c.buf.Bytes(), &resp); err != nil || len(resp.Errors) == 0 || coded(resp.Errors[0]) {
		c.ResponseWriter.WriteHeader(c.status)
		_, _ = c.ResponseWriter.Write(c.buf.Bytes())
		return
	}
	e := &modules.Error{Code: modules.CodeBadRequest}
	if msg, _ := resp.Errors[0]["message"].(string); strings.Contains(msg, "too large") || c.status == http.StatusRequestEntityTooLarge {
		e.Code = modules.CodeTooLarge
	}
	e.Message, _ = resp.Errors[0]["message"].(string)
	writeError(c.ResponseWriter, e)
}

// coded tells whether a GraphQL error has an extensions.code.
func coded(e map[string]any) bool {
	ext, _ := e["extensions"].(map[string]any)
	code, _ := ext["code"].(string)
	return code != ""
}

// timedExecutor bounds the operation it dispatches by timeout.
type timedExecutor struct {
	graphql.GraphExecutor
	timeout time.Duration
	cancel  context.CancelFunc
}

func (e *timedExecutor) DispatchOperation(ctx context.Context, opCtx *graphql.OperationContext) (graphql.ResponseHandler, context.Context) {
	ctx, e.cancel = context.WithTimeout(ctx, e.timeout)
	return e.GraphExecutor.DispatchOperation(ctx, opCtx)
}

func (e *timedExecutor) stop() {
	if e.cancel != nil {
		e.cancel()
	}
}

// heldAnswer holds an answer (status, headers, body) until send.
type heldAnswer struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (a *heldAnswer) Header() http.Header { return a.header }

func (a *heldAnswer) WriteHeader(status int) {
	if a.status == 0 {
		a.status = status
	}
}

func (a *heldAnswer) Write(b []byte) (int, error) { return a.body.Write(b) }

func (a *heldAnswer) send(w http.ResponseWriter) {
	for k, vs := range a.header {
		w.Header()[k] = vs
	}
	if a.status != 0 {
		w.WriteHeader(a.status)
	}
	_, _ = w.Write(a.body.Bytes())
}
