package graph

import "strings"

// The GraphQL enums of the modules' vocabularies are the module values in
// upper case (fulltime ↔ FULLTIME, en_us ↔ EN_US).

// lower is the module value of a GraphQL enum value.
func lower[T ~string](v T) string { return strings.ToLower(string(v)) }

// upper is the GraphQL enum value of a module value.
func upper[T ~string](s string) T { return T(strings.ToUpper(s)) }

// lowers converts a list of enum values to module values (nil stays nil).
func lowers[T ~string](vs []T) []string {
	if vs == nil {
		return nil
	}
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = lower(v)
	}
	return out
}

// uppers converts module values to enum values.
func uppers[T ~string](ss []string) []T {
	out := make([]T, len(ss))
	for i, s := range ss {
		out[i] = upper[T](s)
	}
	return out
}
