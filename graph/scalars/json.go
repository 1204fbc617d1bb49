package scalars

import (
	"encoding/json"
	"io"

	"github.com/99designs/gqlgen/graphql"

	"corkboard/modules"
)

// MarshalJSON writes v as JSON, with encoding/json (and v's own
// MarshalJSON when it has one), so <, > and & inside strings are escaped
// (\u003c…): the value can be put as it is inside a <script> element.
func MarshalJSON(v any) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		b, err := json.Marshal(v)
		if err != nil {
			b = []byte("null")
		}
		_, _ = w.Write(b)
	})
}

// UnmarshalJSON refuses input: the JSON scalar is output only.
func UnmarshalJSON(v any) (any, error) {
	return nil, modules.Errorf(modules.CodeBadRequest, "JSON values are output only")
}
