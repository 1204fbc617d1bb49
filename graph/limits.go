package graph

import (
	"context"
	"fmt"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"
)

// Default limits of the GraphQL handler; Config overrides them.
const (
	DefaultMaxDepth        = 12
	DefaultMaxComplexity   = 5000
	DefaultMaxParserTokens = 15000
)

// Error codes of the limits (extensions.code).
const (
	codeDepthLimit      = "DEPTH_LIMIT_EXCEEDED"
	codeComplexityLimit = "COMPLEXITY_LIMIT_EXCEEDED"
)

// documentGuard refuses a document that is too deep or too large before
// gqlgen validates it, so that no later step (validation, the complexity
// walk, execution) ever sees a document whose fragments expand to more
// than the complexity limit allows: a 1 KB document whose fragments each
// spread the previous one twice expands to 2^30 fields.
//
// The measure walks each fragment definition once (see shapeOf), so it
// costs time linear in the document. Every operation of the document is
// measured, whichever one is run: a document is validated, measured and
// cached once for every later request naming any of its operations.
//
// A document whose fragments spread each other in a cycle is refused as
// validation refuses it (GRAPHQL_VALIDATION_FAILED): its expansion never
// ends.
//
// Errors: DEPTH_LIMIT_EXCEEDED (more than maxDepth nested field levels,
// introspection's not counted) and COMPLEXITY_LIMIT_EXCEEDED (more than
// maxFields fields once fragments are expanded, as each field costs at
// least 1 in the complexity; or fields of one name repeated so often that
// validating them would take more than maxMergeWork comparisons).
type documentGuard struct {
	maxDepth, maxFields, tokens int
	// maxMergeWork bounds the comparisons of the rule that fields of one
	// name merge (see mergeWork).
	maxMergeWork int
	// validated is gqlgen's cache of parsed and validated documents: a
	// document found there has been measured already.
	validated graphql.Cache[*ast.QueryDocument]
}

var _ interface {
	graphql.OperationParameterMutator
	graphql.HandlerExtension
} = documentGuard{}

func (documentGuard) ExtensionName() string                   { return "DocumentGuard" }
func (documentGuard) Validate(graphql.ExecutableSchema) error { return nil }

func (g documentGuard) MutateOperationParameters(ctx context.Context, params *graphql.RawParams) *gqlerror.Error {
	if _, ok := g.validated.Get(ctx, params.Query); ok {
		return nil
	}
	doc := parsedDocument(ctx, params.Query, g.tokens)
	if doc == nil {
		return nil // the executor reports the parse error
	}
	if name := fragmentCycle(fragmentsOf(doc)); name != "" {
		err := gqlerror.Errorf("Cannot spread fragment %q within itself.", name)
		errcode.Set(err, errcode.ValidationFailed)
		return err
	}
	s, _ := shapeOf(doc, g.maxFields)
	if s.depth > g.maxDepth {
		err := gqlerror.Errorf("operation has depth %d, which exceeds the depth limit of %d", s.depth, g.maxDepth)
		errcode.Set(err, codeDepthLimit)
		return err
	}
	if s.fields > g.maxFields {
		err := gqlerror.Errorf("operation has more than %d fields once its fragments are expanded, which exceeds the limit of %d", g.maxFields, g.maxFields)
		errcode.Set(err, codeComplexityLimit)
		return err
	}
	if w := mergeWork(doc, g.maxMergeWork); w > g.maxMergeWork {
		err := gqlerror.Errorf("operation repeats fields or fragments too often: checking that its fields merge takes more than %d steps, which exceeds the limit of %d", g.maxMergeWork, g.maxMergeWork)
		errcode.Set(err, codeComplexityLimit)
		return err
	}
	return nil
}

// parsedKey holds the document the handler parsed for this request (to
// tell a query from a mutation), so that the guard does not parse it
// again.
type parsedKey struct{}

type parsed struct {
	query string
	doc   *ast.QueryDocument
}

func withParsed(ctx context.Context, query string, doc *ast.QueryDocument) context.Context {
	return context.WithValue(ctx, parsedKey{}, parsed{query: query, doc: doc})
}

// parsedDocument is query parsed (nil when it does not parse): the
// handler's parse when it was of the same text, else a new one.
func parsedDocument(ctx context.Context, query string, tokens int) *ast.QueryDocument {
	if p, ok := ctx.Value(parsedKey{}).(parsed); ok && p.query == query && p.doc != nil {
		return p.doc
	}
	doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: query}, tokens)
	if err != nil {
		return nil
	}
	return doc
}

// shape is what the guard measures of a selection set with its fragments
// expanded: how many field levels it nests and how many fields it holds
// (saturating just above the budget).
type shape struct{ depth, fields int }

// shapeOf measures every operation of a parsed, not yet validated,
// document and returns the largest depth and field count, with the number
// of selections it visited. Each fragment definition is walked once and
// its shape reused wherever it is spread, so the walk visits each
// selection of the document at most once. A fragment spread inside its
// own expansion (a cycle, which validation refuses) counts as empty; an
// unknown fragment too.
func shapeOf(doc *ast.QueryDocument, budget int) (shape, int) {
	w := &shaper{
		frags:  map[string]*ast.FragmentDefinition{},
		memo:   map[string]shape{},
		open:   map[string]bool{},
		budget: budget,
	}
	for _, f := range doc.Fragments {
		if _, dup := w.frags[f.Name]; !dup {
			w.frags[f.Name] = f
		}
	}
	var out shape
	for _, op := range doc.Operations {
		s := w.set(op.SelectionSet)
		out.depth, out.fields = max(out.depth, s.depth), max(out.fields, s.fields)
	}
	return out, w.visits
}

type shaper struct {
	frags  map[string]*ast.FragmentDefinition
	memo   map[string]shape
	open   map[string]bool
	budget int
	visits int
}

func (w *shaper) set(set ast.SelectionSet) shape {
	var out shape
	for _, sel := range set {
		w.visits++
		var s shape
		switch sel := sel.(type) {
		case *ast.Field:
			c := w.set(sel.SelectionSet)
			s = shape{depth: c.depth + 1, fields: w.add(c.fields, 1)}
			if sel.Name == "__schema" || sel.Name == "__type" {
				// Introspection nests __Type's ofType as deep as the
				// deepest wrapped type (GraphiQL asks 10 levels): its
				// depth is not counted, its fields are; its lists are
				// bounded by gqlparser's MaxIntrospectionDepth rule.
				s.depth = 1
			}
		case *ast.InlineFragment:
			s = w.set(sel.SelectionSet)
		case *ast.FragmentSpread:
			s = w.fragment(sel.Name)
		}
		out.depth, out.fields = max(out.depth, s.depth), w.add(out.fields, s.fields)
	}
	return out
}

func (w *shaper) fragment(name string) shape {
	if s, ok := w.memo[name]; ok {
		return s
	}
	f := w.frags[name]
	if f == nil || w.open[name] {
		return shape{}
	}
	w.open[name] = true
	s := w.set(f.SelectionSet)
	delete(w.open, name)
	w.memo[name] = s
	return s
}

// add sums field counts, saturating just above the budget (a count never
// grows past what tells it is over).
func (w *shaper) add(a, b int) int {
	return min(a+b, w.budget+1)
}

// complexityLimit refuses, after validation and with the request's
// variables, an operation whose complexity (graph/complexity.go prices
// each field) exceeds max: COMPLEXITY_LIMIT_EXCEEDED. It replaces
// gqlgen's extension, whose walk follows every fragment spread anew and
// so costs time exponential in the nesting of fragments; this one prices
// each fragment definition once.
type complexityLimit struct {
	max int
	es  graphql.ExecutableSchema
}

var _ interface {
	graphql.OperationContextMutator
	graphql.HandlerExtension
} = &complexityLimit{}

func (*complexityLimit) ExtensionName() string { return "ComplexityLimit" }

func (c *complexityLimit) Validate(es graphql.ExecutableSchema) error {
	c.es = es
	return nil
}

func (c *complexityLimit) MutateOperationContext(ctx context.Context, opCtx *graphql.OperationContext) *gqlerror.Error {
	if opCtx.Operation == nil {
		return nil
	}
	cost, _ := operationCost(ctx, c.es, opCtx.Operation, opCtx.Variables, c.max)
	if cost > c.max {
		err := gqlerror.Errorf("operation has complexity %s, which exceeds the limit of %d", costText(cost, c.max), c.max)
		errcode.Set(err, codeComplexityLimit)
		return err
	}
	return nil
}

// costText is a cost for a message: exact up to a large bound.
func costText(cost, limit int) string {
	if cost >= saturated(limit) {
		return fmt.Sprintf("over %d", saturated(limit)-1)
	}
	return fmt.Sprint(cost)
}

// saturated is where costs stop growing: far above the limit, far below
// an overflow.
func saturated(limit int) int { return max(limit, 1) * 1000 }

// operationCost is the complexity of a validated operation: the sum of
// its fields' costs, each field priced by the schema's complexity
// function (graph/complexity.go) from its arguments and the cost of its
// selection, or 1 plus that cost by default; introspection fields cost
// the same as any other field. A fragment is priced once and its cost
// reused wherever it is spread (the cost of a fragment does not depend on
// where it is spread: its fields and their arguments are the same). It
// returns the cost, saturating far above limit, and the number of
// selections visited.
func operationCost(ctx context.Context, es graphql.ExecutableSchema, op *ast.OperationDefinition, vars map[string]any, limit int) (int, int) {
	w := &coster{ctx: ctx, es: es, schema: es.Schema(), vars: vars, memo: map[string]int{}, open: map[string]bool{}, cap: saturated(limit)}
	return w.set(op.SelectionSet), w.visits
}

type coster struct {
	ctx    context.Context
	es     graphql.ExecutableSchema
	schema *ast.Schema
	vars   map[string]any
	memo   map[string]int
	open   map[string]bool
	cap    int
	visits int
}

func (w *coster) set(set ast.SelectionSet) int {
	total := 0
	for _, sel := range set {
		w.visits++
		switch sel := sel.(type) {
		case *ast.Field:
			total = w.add(total, w.field(sel))
		case *ast.InlineFragment:
			total = w.add(total, w.set(sel.SelectionSet))
		case *ast.FragmentSpread:
			total = w.add(total, w.fragment(sel))
		}
	}
	return total
}

func (w *coster) fragment(s *ast.FragmentSpread) int {
	if c, ok := w.memo[s.Name]; ok {
		return c
	}
	if s.Definition == nil || w.open[s.Name] {
		return 0
	}
	w.open[s.Name] = true
	c := w.set(s.Definition.SelectionSet)
	delete(w.open, s.Name)
	w.memo[s.Name] = c
	return c
}

func (w *coster) field(f *ast.Field) int {
	child := w.set(f.SelectionSet)
	if f.Definition == nil || f.ObjectDefinition == nil {
		return w.add(1, child)
	}
	args := f.ArgumentMap(w.vars)
	if f.ObjectDefinition.Kind == ast.Interface || f.ObjectDefinition.Kind == ast.Union {
		// The most expensive of the types it may be.
		most := 0
		for _, t := range w.schema.GetPossibleTypes(f.ObjectDefinition) {
			most = max(most, w.priced(t.Name, f.Name, child, args))
		}
		return most
	}
	return w.priced(f.ObjectDefinition.Name, f.Name, child, args)
}

func (w *coster) priced(typeName, field string, child int, args map[string]any) int {
	if c, ok := w.es.Complexity(w.ctx, typeName, field, child, args); ok && c >= 1 {
		return min(c, w.cap)
	}
	return w.add(1, child)
}

func (w *coster) add(a, b int) int {
	if a < 0 || b < 0 || a+b > w.cap || a+b < a {
		return w.cap
	}
	return a + b
}
