package graph

import (
	"context"
	"net/http"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
)

// Responses a shared cache may keep. Every GraphQL answer starts out
// marked Cache-Control: no-store; the mark is lifted from the answer to
// a query (not a mutation or subscription) that has no errors, so that
// the response cache in front of /graphql (rest) keeps only those, and
// only for anonymous callers. An error may be transient (a timeout, the
// database away) and a mutation's answer is the outcome of one write.

// noStore is the Cache-Control value of an answer not to be kept.
const noStore = "no-store"

type headerKey struct{}

// withNoStore marks w's answer no-store and remembers its header in the
// context so that keepable can lift the mark.
func withNoStore(ctx context.Context, w http.ResponseWriter) context.Context {
	w.Header().Set("Cache-Control", noStore)
	return context.WithValue(ctx, headerKey{}, w.Header())
}

// keepable is the response middleware that lifts the no-store mark of
// an error-free query's answer (written after it returns).
func keepable(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
	resp := next(ctx)
	h, _ := ctx.Value(headerKey{}).(http.Header)
	if h == nil || resp == nil || len(resp.Errors) > 0 || !graphql.HasOperationContext(ctx) {
		return resp
	}
	if op := graphql.GetOperationContext(ctx).Operation; op != nil && op.Operation == ast.Query {
		h.Del("Cache-Control")
	}
	return resp
}
