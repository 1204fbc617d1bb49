package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// Default limits of the GraphQL handler; Config overrides them.
const (
	DefaultMaxDepth        = 12
	DefaultMaxComplexity   = 5000
	DefaultMaxParserTokens = 15000
)

// depthLimit refuses operations nested deeper than max field levels,
// before any resolver runs. The error names the limit
// (extensions.code DEPTH_LIMIT_EXCEEDED).
type depthLimit struct{ max int }

var _ interface {
	graphql.OperationContextMutator
	graphql.HandlerExtension
} = depthLimit{}

func (depthLimit) ExtensionName() string                   { return "DepthLimit" }
func (depthLimit) Validate(graphql.ExecutableSchema) error { return nil }
func (d depthLimit) MutateOperationContext(_ context.Context, opCtx *graphql.OperationContext) *gqlerror.Error {
	op := opCtx.Doc.Operations.ForName(opCtx.OperationName)
	if op == nil {
		return nil
	}
	if depth := selectionDepth(op.SelectionSet); depth > d.max {
		err := gqlerror.Errorf("operation has depth %d, which exceeds the depth limit of %d", depth, d.max)
		errcode.Set(err, "DEPTH_LIMIT_EXCEEDED")
		return err
	}
	return nil
}

// selectionDepth is the number of nested field levels of a selection set.
// Fragments count at the depth where they are spread.
func selectionDepth(set ast.SelectionSet) int {
	deepest := 0
	for _, sel := range set {
		var d int
		switch s := sel.(type) {
		case *ast.Field:
			d = 1 + selectionDepth(s.SelectionSet)
		case *ast.InlineFragment:
			d = selectionDepth(s.SelectionSet)
		case *ast.FragmentSpread:
			if s.Definition != nil {
				d = selectionDepth(s.Definition.SelectionSet)
			}
		}
		deepest = max(deepest, d)
	}
	return deepest
}
