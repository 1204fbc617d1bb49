package graph

import (
	"context"
	"slices"

	"github.com/99designs/gqlgen/graphql"
)

// selects reports whether the selection set of the field being resolved
// asks for any of names (fragments included). List resolvers use it to ask
// services for totals only when a total is shown.
func selects(ctx context.Context, names ...string) bool {
	for _, f := range graphql.CollectFieldsCtx(ctx, nil) {
		if slices.Contains(names, f.Name) {
			return true
		}
	}
	return false
}

// selectsWithin reports whether the selection of the child field parent of
// the field being resolved (e.g. a connection's nodes) asks for any of
// names, for objects of type typ.
func selectsWithin(ctx context.Context, parent, typ string, names ...string) bool {
	opCtx := graphql.GetOperationContext(ctx)
	for _, f := range graphql.CollectFieldsCtx(ctx, nil) {
		if f.Name != parent {
			continue
		}
		for _, g := range graphql.CollectFields(opCtx, f.Selections, []string{typ}) {
			if slices.Contains(names, g.Name) {
				return true
			}
		}
	}
	return false
}

// totalFields are the connection fields that need the matching rows
// counted.
var totalFields = []string{"totalCount", "totalPages", "hasNextPage"}
