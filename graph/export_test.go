package graph

import (
	"context"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
	"github.com/vektah/gqlparser/v2/validator"

	"corkboard/graph/generated"
)

// DocumentWork measures query as the limits do and returns how many
// selections the guard's walk and, when the document validates, the
// complexity walk visited, with the number of selections the document
// holds (fragment definitions included): linear walks visit each at most
// once.
func DocumentWork(query string, vars map[string]any) (guard, cost, selections int, err error) {
	doc, err := parser.ParseQuery(&ast.Source{Input: query})
	if err != nil {
		return 0, 0, 0, err
	}
	_, guard = shapeOf(doc, DefaultMaxComplexity)
	var count func(ast.SelectionSet) int
	count = func(set ast.SelectionSet) int {
		n := 0
		for _, sel := range set {
			n++
			switch sel := sel.(type) {
			case *ast.Field:
				n += count(sel.SelectionSet)
			case *ast.InlineFragment:
				n += count(sel.SelectionSet)
			}
		}
		return n
	}
	for _, op := range doc.Operations {
		selections += count(op.SelectionSet)
	}
	for _, f := range doc.Fragments {
		selections += count(f.SelectionSet)
	}
	es := generated.NewExecutableSchema(generated.Config{Resolvers: &Resolver{}, Complexity: complexity()})
	if errs := validator.Validate(es.Schema(), doc); len(errs) > 0 {
		return guard, 0, selections, nil
	}
	for _, op := range doc.Operations {
		_, v := operationCost(context.Background(), es, op, vars, DefaultMaxComplexity)
		cost = max(cost, v)
	}
	return guard, cost, selections, nil
}
