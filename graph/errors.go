package graph

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"corkboard/internal/requestid"
	"corkboard/modules"
)

// GraphQL errors have one shape, whether the operation ran or the request
// was refused before it (bad credentials, limits, a malformed request):
// {message, extensions: {code, reason?, fields?, maxBytes?}}. A request
// refused before execution is answered with the error's HTTP status, which
// its extensions.status repeats, and no data.

// extensions is what a GraphQL error's extensions hold. The field order is
// the order of the JSON of a refused request.
type extensions struct {
	Reason   string               `json:"reason,omitempty"`
	Code     string               `json:"code"`
	Fields   []modules.FieldError `json:"fields,omitempty"`
	MaxBytes any                  `json:"maxBytes,omitempty"`
	Status   int                  `json:"status,omitempty"`
}

// extensionsOf is the one mapping of a module error to GraphQL extensions.
func extensionsOf(e *modules.Error) extensions {
	x := extensions{Reason: e.Reason, Code: Code(e.Code), Fields: e.Fields}
	if n, ok := e.Data["max_bytes"]; ok {
		x.MaxBytes = n
	}
	return x
}

// visible is e as a client may see it: an internal error is logged with
// the request id and shown only as "internal error".
func visible(ctx context.Context, log *slog.Logger, e *modules.Error, cause error) *modules.Error {
	if e.Code != modules.CodeInternal {
		return e
	}
	if log != nil && cause != nil {
		log.ErrorContext(ctx, "graphql internal error",
			slog.String("request_id", requestid.From(ctx)), slog.String("error", cause.Error()))
	}
	return modules.Internal(nil)
}

// errorPresenter presents the errors of an operation: a module error keeps
// its message and its extensions; a parse or validation error of the
// query itself is gqlgen's; anything else is internal.
func errorPresenter(log *slog.Logger) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		gqlErr := graphql.DefaultErrorPresenter(ctx, err)
		var me *modules.Error
		if !errors.As(err, &me) {
			var ge *gqlerror.Error
			if errors.As(err, &ge) && ge.Err == nil {
				return gqlErr // parse/validation errors of the query itself
			}
			me = modules.As(err)
		}
		me = visible(ctx, log, me, err)
		gqlErr.Message = me.Message
		if gqlErr.Extensions == nil {
			gqlErr.Extensions = map[string]any{}
		}
		x := extensionsOf(me)
		gqlErr.Extensions["code"] = x.Code
		if x.Reason != "" {
			gqlErr.Extensions["reason"] = x.Reason
		}
		if len(x.Fields) > 0 {
			gqlErr.Extensions["fields"] = x.Fields
		}
		if x.MaxBytes != nil {
			gqlErr.Extensions["maxBytes"] = x.MaxBytes
		}
		return gqlErr
	}
}

// ErrorBody is the JSON answer to a request refused before execution.
// rest's error handler renders the errors of /graphql's routes with it too
// (no route, a malformed URL).
func ErrorBody(e *modules.Error) []byte {
	x := extensionsOf(e)
	x.Status = e.HTTPStatus()
	b, _ := json.Marshal(struct {
		Errors []any `json:"errors"`
	}{[]any{struct {
		Extensions extensions `json:"extensions"`
		Message    string     `json:"message"`
	}{x, e.Message}}})
	return b
}

// writeError answers a request refused before execution with the error's
// status and ErrorBody.
func writeError(w http.ResponseWriter, e *modules.Error) {
	if e.Code == modules.CodeInternal {
		e = modules.Internal(nil)
	}
	status := e.HTTPStatus()
	if status == http.StatusUnauthorized {
		w.Header().Set("WWW-Authenticate", `Bearer realm="corkboard"`)
	}
	if e.Code == modules.CodeUnavailable {
		w.Header().Set("Retry-After", retryAfterOutage)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(ErrorBody(e))
}

// Code is a module error code as GraphQL clients see it: upper snake case
// (VALIDATION_FAILED, NOT_FOUND), the convention of GraphQL servers and of
// gqlgen's own GRAPHQL_VALIDATION_FAILED, while REST keeps the lower-case
// vocabulary of its JSON bodies.
func Code(c modules.Code) string { return strings.ToUpper(string(c)) }

// recoverFunc turns a resolver panic into an internal error.
func recoverFunc(log *slog.Logger) graphql.RecoverFunc {
	return func(ctx context.Context, p any) error {
		log.ErrorContext(ctx, "graphql panic", slog.Any("panic", p), slog.String("request_id", requestid.From(ctx)))
		return modules.Internal(errors.New("panic in resolver"))
	}
}
