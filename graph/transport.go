package graph

import (
	"context"
	"encoding/json"
	"mime"
	"net/http"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// decoded is the transport of GET and JSON POST requests: it runs the
// request the handler has read and decoded (readParams), so that the body
// is read and parsed once. It answers as gqlgen's GET and POST
// transports do: the content type the client accepts, 422 (400 for
// application/graphql-response+json) for a request that does not parse or
// validate.
type decoded struct{}

var _ graphql.Transport = decoded{}

type paramsKey struct{}

func withParams(ctx context.Context, p *graphql.RawParams) context.Context {
	return context.WithValue(ctx, paramsKey{}, p)
}

func paramsFrom(ctx context.Context) *graphql.RawParams {
	p, _ := ctx.Value(paramsKey{}).(*graphql.RawParams)
	return p
}

func (decoded) Supports(r *http.Request) bool { return paramsFrom(r.Context()) != nil }

func (decoded) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	ctx := r.Context()
	ct := responseType(r.Header.Get("Accept"))
	w.Header().Set("Content-Type", ct)
	opCtx, errs := exec.CreateOperationContext(ctx, paramsFrom(ctx))
	if errs != nil {
		status := http.StatusOK
		if errcode.GetErrorKind(errs) == errcode.KindProtocol {
			status = http.StatusUnprocessableEntity
			if ct == graphQLResponseJSON {
				status = http.StatusBadRequest
			}
		}
		w.WriteHeader(status)
		writeResponse(w, exec.DispatchError(graphql.WithOperationContext(ctx, opCtx), errs))
		return
	}
	if r.Method == http.MethodGet {
		if op := opCtx.Doc.Operations.ForName(opCtx.OperationName); op == nil || op.Operation != ast.Query {
			w.WriteHeader(http.StatusNotAcceptable) // the handler refuses these first (405)
			writeResponse(w, &graphql.Response{Errors: gqlerror.List{{Message: "GET requests only allow query operations"}}})
			return
		}
	}
	responses, ctx := exec.DispatchOperation(ctx, opCtx)
	writeResponse(w, responses(ctx))
}

const graphQLResponseJSON = "application/graphql-response+json"

// responseType is the content type of the answer, by the Accept header
// (as gqlgen's transports choose it).
func responseType(accept string) string {
	if accept == "" {
		return "application/json"
	}
	for part := range strings.SplitSeq(accept, ",") {
		mt, _, err := mime.ParseMediaType(strings.TrimSpace(part))
		if err != nil {
			continue
		}
		switch mt {
		case "*/*", "application/*", "application/json":
			return "application/json"
		case graphQLResponseJSON:
			return graphQLResponseJSON
		}
	}
	return graphQLResponseJSON
}

func writeResponse(w http.ResponseWriter, resp *graphql.Response) {
	b, err := json.Marshal(resp)
	if err != nil {
		panic(err)
	}
	_, _ = w.Write(b)
}
