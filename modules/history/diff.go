package history

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
)

// Change is one field that a revision changed: its path in the record
// ("title", "translations.en.description") and its values before and
// after, as JSON (absent: null).
type Change struct {
	Field  string          `json:"field"`
	Before json.RawMessage `json:"before"`
	After  json.RawMessage `json:"after"`
}

// diff compares two snapshots field by field: objects are walked (their
// members named by dotted paths), every other value compared whole.
// before nil is a record's first revision: nothing is listed as changed.
func diff(before, after []byte) ([]Change, error) {
	if before == nil {
		return []Change{}, nil
	}
	var b, a any
	if err := json.Unmarshal(before, &b); err != nil {
		return nil, err
	}
	if err := json.Unmarshal(after, &a); err != nil {
		return nil, err
	}
	out := []Change{}
	walk("", b, a, &out)
	slices.SortFunc(out, func(x, y Change) int { return strings.Compare(x.Field, y.Field) })
	return out, nil
}

func walk(path string, b, a any, out *[]Change) {
	bm, bok := b.(map[string]any)
	am, aok := a.(map[string]any)
	if (bok || b == nil) && (aok || a == nil) && (bok || aok) {
		keys := map[string]bool{}
		for k := range bm {
			keys[k] = true
		}
		for k := range am {
			keys[k] = true
		}
		for k := range keys {
			walk(join(path, k), bm[k], am[k], out)
		}
		return
	}
	bj, _ := json.Marshal(b)
	aj, _ := json.Marshal(a)
	if !bytes.Equal(bj, aj) {
		*out = append(*out, Change{Field: path, Before: bj, After: aj})
	}
}

func join(path, key string) string {
	key = lowerFirst(key)
	if path == "" {
		return key
	}
	return path + "." + key
}

// lowerFirst turns a Go field name into the lowerCamel the APIs use
// ("CategoryIDs" → "categoryIDs"); map keys (languages) stay as they are.
func lowerFirst(s string) string {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return s
	}
	i := 1
	for i < len(s) && s[i] >= 'A' && s[i] <= 'Z' && (i+1 == len(s) || s[i+1] >= 'A' && s[i+1] <= 'Z') {
		i++
	}
	return strings.ToLower(s[:i]) + s[i:]
}
