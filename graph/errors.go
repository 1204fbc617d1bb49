package graph

import (
	"context"
	"errors"
	"log/slog"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"corkboard/modules"
)

// errorPresenter is the one GraphQL error presenter: a module error keeps
// its message and puts its code in extensions.code (and field errors in
// extensions.fields); anything else is internal, logged with the request
// id and shown only as "internal error".
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
		if me.Code == modules.CodeInternal {
			log.ErrorContext(ctx, "graphql internal error",
				slog.String("request_id", modules.RequestID(ctx)), slog.String("error", err.Error()))
			me = modules.Internal(nil)
		}
		gqlErr.Message = me.Message
		if gqlErr.Extensions == nil {
			gqlErr.Extensions = map[string]any{}
		}
		gqlErr.Extensions["code"] = Code(me.Code)
		if me.Reason != "" {
			gqlErr.Extensions["reason"] = me.Reason
		}
		if len(me.Fields) > 0 {
			gqlErr.Extensions["fields"] = me.Fields
		}
		if n, ok := me.Data["max_bytes"]; ok {
			gqlErr.Extensions["maxBytes"] = n
		}
		return gqlErr
	}
}

// Code is a module error code as GraphQL clients see it: upper snake case
// (VALIDATION_FAILED, NOT_FOUND), the convention of GraphQL servers and of
// gqlgen's own GRAPHQL_VALIDATION_FAILED, while REST keeps the lower-case
// vocabulary of its JSON bodies.
func Code(c modules.Code) string { return strings.ToUpper(string(c)) }

// recoverFunc turns a resolver panic into an internal error.
func recoverFunc(log *slog.Logger) graphql.RecoverFunc {
	return func(ctx context.Context, p any) error {
		log.ErrorContext(ctx, "graphql panic", slog.Any("panic", p), slog.String("request_id", modules.RequestID(ctx)))
		return modules.Internal(errors.New("panic in resolver"))
	}
}
