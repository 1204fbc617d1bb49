package graph

import "github.com/vektah/gqlparser/v2/ast"

// The validation rule that fields of one response name can be merged
// (gqlparser's OverlappingFieldsCanBeMerged, as graphql-js's) compares
// every pair of fields that share a response name in a selection set,
// fragments and inline fragments included, and then their selections
// merged: n fields named alike cost n² comparisons. 4,990 `__typename`
// in one set (15,000 tokens) took seconds of CPU; 70 aliases of one
// field each selecting 70 alike more than a second. mergeWork estimates
// those comparisons before validation, so that the guard refuses such a
// document instead.
//
// The estimate follows the rule: at each response path, the fields
// collected there (through inline fragments and fragment spreads) are
// grouped by response name; a group of n costs n², and the selections of
// a group are merged into the next level. Each fragment spread costs its
// fragments' pairs too (the rule compares spread fragments pairwise),
// weighted by spreadPairWeight. Each selection visited costs 1 too, and
// the walk stops past the limit: it never costs more than the limit.

// spreadPairWeight is the cost of comparing two fragment spreads of one
// selection set against each other, in field comparisons.
const spreadPairWeight = 4

// DefaultMaxMergeWork bounds mergeWork: about a tenth of a second of
// validation on one core.
const DefaultMaxMergeWork = 1_000_000

// pathSet is a selection set to merge at a level.
type pathSet struct{ set ast.SelectionSet }

// mergeWork estimates the comparisons the merge rule makes for the
// operations of doc, stopping once past limit. The document's fragments
// must not spread each other in a cycle (see fragmentCycle).
func mergeWork(doc *ast.QueryDocument, limit int) int {
	m := &merger{frags: fragmentsOf(doc), limit: limit}
	for _, op := range doc.Operations {
		m.level([]pathSet{{set: op.SelectionSet}})
		if m.work > limit {
			break
		}
	}
	return m.work
}

type merger struct {
	frags map[string]*ast.FragmentDefinition
	limit int
	work  int
}

func (m *merger) add(n int) {
	if n > m.limit || m.work+n > m.limit {
		m.work = m.limit + 1
		return
	}
	m.work += n
}

// level counts the comparisons among the fields collected from sets (one
// response path), then descends into each group's merged selections.
func (m *merger) level(sets []pathSet) {
	var order []string
	groups := map[string][]pathSet{}
	counts := map[string]int{}
	spreads := 0
	var collect func(set ast.SelectionSet)
	collect = func(set ast.SelectionSet) {
		for _, sel := range set {
			if m.add(1); m.work > m.limit {
				return
			}
			switch sel := sel.(type) {
			case *ast.Field:
				key := sel.Alias
				if key == "" {
					key = sel.Name
				}
				if counts[key] == 0 {
					order = append(order, key)
				}
				counts[key]++
				if len(sel.SelectionSet) > 0 {
					groups[key] = append(groups[key], pathSet{set: sel.SelectionSet})
				}
			case *ast.InlineFragment:
				collect(sel.SelectionSet)
			case *ast.FragmentSpread:
				spreads++
				if f := m.frags[sel.Name]; f != nil {
					collect(f.SelectionSet)
				}
			}
		}
	}
	for _, s := range sets {
		collect(s.set)
	}
	m.add(spreadPairWeight * spreads * spreads)
	for _, key := range order {
		n := counts[key]
		m.add(n * n)
		if m.work > m.limit {
			return
		}
	}
	for _, key := range order {
		if g := groups[key]; len(g) > 0 {
			m.level(g)
			if m.work > m.limit {
				return
			}
		}
	}
}

// fragmentsOf maps the fragments of doc by name (the first of a name:
// validation refuses the others).
func fragmentsOf(doc *ast.QueryDocument) map[string]*ast.FragmentDefinition {
	frags := make(map[string]*ast.FragmentDefinition, len(doc.Fragments))
	for _, f := range doc.Fragments {
		if _, dup := frags[f.Name]; !dup {
			frags[f.Name] = f
		}
	}
	return frags
}

// fragmentCycle names a fragment that spreads itself, directly or through
// others ("" when none does): a depth-first walk of the spreads, each
// fragment walked once. Such a document is invalid (validation's
// NoFragmentCycles); the guard refuses it before validation, so that no
// rule runs on a document whose expansion never ends.
func fragmentCycle(frags map[string]*ast.FragmentDefinition) string {
	const (
		open = 1
		done = 2
	)
	state := make(map[string]int, len(frags))
	var visit func(name string) string
	var spreads func(set ast.SelectionSet) string
	spreads = func(set ast.SelectionSet) string {
		for _, sel := range set {
			var cycle string
			switch sel := sel.(type) {
			case *ast.Field:
				cycle = spreads(sel.SelectionSet)
			case *ast.InlineFragment:
				cycle = spreads(sel.SelectionSet)
			case *ast.FragmentSpread:
				cycle = visit(sel.Name)
			}
			if cycle != "" {
				return cycle
			}
		}
		return ""
	}
	visit = func(name string) string {
		switch state[name] {
		case open:
			return name
		case done:
			return ""
		}
		f := frags[name]
		if f == nil {
			return ""
		}
		state[name] = open
		if cycle := spreads(f.SelectionSet); cycle != "" {
			return cycle
		}
		state[name] = done
		return ""
	}
	for _, f := range frags {
		if cycle := visit(f.Name); cycle != "" {
			return cycle
		}
	}
	return ""
}
