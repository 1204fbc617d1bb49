package calendar_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// reference loads a captured response body of the original plugin
// (testdata/tec, copied from ../shared/reference/tec).
func reference(t testing.TB, name string) any {
	t.Helper()
	matches, _ := filepath.Glob(filepath.Join("testdata", "tec", name+"*.json"))
	if len(matches) != 1 {
		t.Fatalf("reference %s: %d files", name, len(matches))
	}
	b, err := os.ReadFile(matches[0])
	if err != nil {
		t.Fatal(err)
	}
	return decode(t, b)
}

func decode(t testing.TB, b []byte) any {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("invalid JSON %q: %v", b, err)
	}
	return v
}

// formats are the string formats the comparer recognises: a reference
// string in one of them requires ours to be in the same one.
var formats = []struct {
	name string
	re   *regexp.Regexp
}{
	{"datetime", regexp.MustCompile(`^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$`)},
	{"iso8601", regexp.MustCompile(`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$`)},
	{"global id", regexp.MustCompile(`^[^/?]+\?id=\d+$`)},
	{"url", regexp.MustCompile(`^https?://`)},
	{"digits", regexp.MustCompile(`^\d+$`)},
}

func formatOf(s string) string {
	for _, f := range formats {
		if f.re.MatchString(s) {
			return f.name
		}
	}
	return ""
}

// shapeDiff compares got with the reference want key by key: the same
// keys, the same JSON types, the same string formats (and the same digit
// count for zero-padded digit strings). Arrays compare each of our
// elements with the reference's first element when both are non-empty.
// skip lists paths ("venue.json_ld") whose content is not compared.
func shapeDiff(want, got any, path string, skip map[string]bool) []string {
	if skip[path] {
		return nil
	}
	wt, gt := jsonType(want), jsonType(got)
	if wt != gt {
		return []string{fmt.Sprintf("%s: type %s, want %s (%v)", orRoot(path), gt, wt, short(got))}
	}
	var diffs []string
	switch w := want.(type) {
	case map[string]any:
		g := got.(map[string]any)
		for _, k := range sortedKeys(w) {
			if _, ok := g[k]; !ok {
				diffs = append(diffs, fmt.Sprintf("%s: missing key", join(path, k)))
				continue
			}
			diffs = append(diffs, shapeDiff(w[k], g[k], join(path, k), skip)...)
		}
		for _, k := range sortedKeys(g) {
			if _, ok := w[k]; !ok {
				diffs = append(diffs, fmt.Sprintf("%s: unexpected key", join(path, k)))
			}
		}
	case []any:
		g := got.([]any)
		if len(w) > 0 && len(g) > 0 {
			for i := range g {
				diffs = append(diffs, shapeDiff(w[min(i, len(w)-1)], g[i], fmt.Sprintf("%s[%d]", path, i), skip)...)
			}
		}
	case string:
		g := got.(string)
		if w == "" || g == "" {
			break // empty and non-empty strings depend on the data
		}
		if wf, gf := formatOf(w), formatOf(g); wf != "" && wf != gf {
			diffs = append(diffs, fmt.Sprintf("%s: %q is not in the format %s of %q", orRoot(path), g, wf, w))
		} else if wf == "digits" && paddedKeys[lastKey(path)] && len(w) != len(g) {
			diffs = append(diffs, fmt.Sprintf("%s: %q, want %d digits like %q", orRoot(path), g, len(w), w))
		}
	}
	return diffs
}

// paddedKeys hold zero-padded digit strings (the *_date_details).
var paddedKeys = map[string]bool{"year": true, "month": true, "day": true, "hour": true, "minutes": true, "seconds": true}

func lastKey(path string) string { return path[strings.LastIndex(path, ".")+1:] }

func jsonType(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case json.Number, float64:
		return "number"
	case string:
		return "string"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return fmt.Sprintf("%T", v)
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func join(path, k string) string {
	if path == "" {
		return k
	}
	return path + "." + k
}

func orRoot(p string) string {
	if p == "" {
		return "(root)"
	}
	return p
}

func short(v any) string {
	b, _ := json.Marshal(v)
	if len(b) > 60 {
		return string(b[:60]) + "…"
	}
	return string(b)
}

// assertShape fails the test with every difference from the reference.
func assertShape(t testing.TB, name string, got []byte, skip ...string) {
	t.Helper()
	sk := map[string]bool{}
	for _, s := range skip {
		sk[s] = true
	}
	if diffs := shapeDiff(reference(t, name), decode(t, got), "", sk); len(diffs) > 0 {
		t.Errorf("shape differs from reference %s:\n  %s\nbody: %s", name, strings.Join(diffs, "\n  "), got)
	}
}

func TestShapeDiffFindsDifferences(t *testing.T) {
	want := decode(t, []byte(`{"a":"2027-01-10 09:00:00","b":{"month":"01"},"d":[{"e":1}],"f":false,"g":"1"}`))
	tests := []struct {
		name  string
		got   string
		diffs int
	}{
		{"same", `{"a":"2026-01-10 09:00:01","b":{"month":"12"},"d":[{"e":2},{"e":3}],"f":true,"g":"22"}`, 0},
		{"missing and extra key", `{"a":"2026-01-10 09:00:01","b":{"x":"12"},"d":[],"f":true,"g":"1"}`, 2},
		{"wrong type", `{"a":"2026-01-10 09:00:01","b":{"month":1},"d":[{"e":"2"}],"f":{},"g":1}`, 4},
		{"wrong formats", `{"a":"2026-01-10T09:00:01","b":{"month":"1"},"d":[],"f":true,"g":"x"}`, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if d := shapeDiff(want, decode(t, []byte(tt.got)), "", nil); len(d) != tt.diffs {
				t.Fatalf("%d diffs, want %d: %v", len(d), tt.diffs, d)
			}
		})
	}
}
