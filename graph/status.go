package graph

import (
	"context"
	"net/http"

	"github.com/99designs/gqlgen/graphql"

	"corkboard/modules"
)

// The HTTP status of an executed operation. gqlgen answers 200 to an
// operation that ran, whatever its errors; an operation that failed
// because a dependency is down (the database, the storage: code
// unavailable) is answered 503 with Retry-After instead, as REST answers
// it, so that clients and load balancers retry it like any other outage.

type statusKey struct{}

// statusWriter holds the status back until the body is written, so that
// outageStatus may replace the one a transport chose.
type statusWriter struct {
	http.ResponseWriter
	status, forced int
	wrote          bool
}

func (s *statusWriter) WriteHeader(status int) {
	if s.status == 0 {
		s.status = status
	}
}

func (s *statusWriter) Write(b []byte) (int, error) {
	if !s.wrote {
		s.wrote = true
		status := s.status
		if s.forced != 0 {
			status = s.forced
		}
		if status != 0 {
			s.ResponseWriter.WriteHeader(status)
		}
	}
	return s.ResponseWriter.Write(b)
}

// flush sends a status held back by an answer without a body.
func (s *statusWriter) flush() {
	if !s.wrote && (s.status != 0 || s.forced != 0) {
		_, _ = s.Write(nil)
	}
}

// force makes status the answer's status, unless the body is written.
func (s *statusWriter) force(status int) {
	if !s.wrote {
		s.forced = status
	}
}

// retryAfterOutage is the Retry-After (seconds) of an outage, as REST's.
const retryAfterOutage = "5"

// outageStatus is the response middleware that answers 503 with
// Retry-After when an error of the operation is unavailable.
func outageStatus(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
	resp := next(ctx)
	sw, _ := ctx.Value(statusKey{}).(*statusWriter)
	if resp == nil || sw == nil {
		return resp
	}
	for _, e := range resp.Errors {
		if code, _ := e.Extensions["code"].(string); code == Code(modules.CodeUnavailable) {
			sw.Header().Set("Retry-After", retryAfterOutage)
			sw.force(http.StatusServiceUnavailable)
			break
		}
	}
	return resp
}
