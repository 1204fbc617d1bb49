package graph

import (
	"context"
	"net/http"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"

	"corkboard/modules/careers"
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

// UploadLimit is the largest multipart GraphQL request: the larger careers
// upload limit plus uploadOverhead. The limit of the kind is the service's
// (FileService.Upload answers TOO_LARGE), as for REST.
func UploadLimit(s *careers.Settings) int64 {
	return max(s.MaxImageBytes, s.MaxDocumentBytes) + uploadOverhead
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
	transport.MultipartForm{MaxUploadSize: limit, MaxMemory: uploadMemory}.Do(w, r, timed)
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
