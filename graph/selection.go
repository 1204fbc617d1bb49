package graph

import (
	"context"
	"encoding/json"
	"slices"

	"github.com/99designs/gqlgen/graphql"
)

// selects reports whether the selection set of the field being resolved
// asks for any of names (fragments included). List resolvers use it to ask
// services for totals only when a total is shown.
func selects(ctx context.Context, names ...string) bool {
	return hasAny(graphql.CollectFieldsCtx(ctx, nil), names...)
}

// childFields are the fields selected within the child field parent of
// the field being resolved (e.g. a connection's nodes), on objects of type
// typ: what the query will ask of each item of a list.
func childFields(ctx context.Context, parent, typ string) []graphql.CollectedField {
	opCtx := graphql.GetOperationContext(ctx)
	var out []graphql.CollectedField
	for _, f := range graphql.CollectFieldsCtx(ctx, nil) {
		if f.Name == parent {
			out = append(out, graphql.CollectFields(opCtx, f.Selections, []string{typ})...)
		}
	}
	return out
}

// subfields are the fields selected within f on objects of type typ.
func subfields(ctx context.Context, f *graphql.CollectedField, typ string) []graphql.CollectedField {
	return graphql.CollectFields(graphql.GetOperationContext(ctx), f.Selections, []string{typ})
}

// hasAny reports whether fields include one of names.
func hasAny(fields []graphql.CollectedField, names ...string) bool {
	for _, f := range fields {
		if slices.Contains(names, f.Name) {
			return true
		}
	}
	return false
}

// fieldNamed returns the first of fields named name, or nil.
func fieldNamed(fields []graphql.CollectedField, name string) *graphql.CollectedField {
	for i := range fields {
		if fields[i].Name == name {
			return &fields[i]
		}
	}
	return nil
}

// intArg returns an integer argument of a selected field (its default
// when not given), or def.
func intArg(ctx context.Context, f *graphql.CollectedField, name string, def int) int {
	switch v := f.ArgumentMap(graphql.GetOperationContext(ctx).Variables)[name].(type) {
	case int:
		return v
	case int64:
		return int(v)
	case float64:
		return int(v)
	case json.Number:
		if n, err := v.Int64(); err == nil {
			return int(n)
		}
	}
	return def
}

// totalFields are the connection fields that need the matching rows
// counted.
var totalFields = []string{"totalCount", "totalPages", "hasNextPage"}
