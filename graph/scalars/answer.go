package scalars

import (
	"encoding/json"
	"io"

	"github.com/99designs/gqlgen/graphql"

	"corkboard/modules"
)

// MarshalAnswerValue writes an answer's stored JSON value as it is.
func MarshalAnswerValue(v json.RawMessage) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		if len(v) == 0 {
			v = json.RawMessage("null")
		}
		_, _ = w.Write(v)
	})
}

// UnmarshalAnswerValue takes any GraphQL input value (a string, a number,
// a boolean, a list of strings, null) as JSON: the careers service checks
// it against its question's type, as it checks REST's value.
func UnmarshalAnswerValue(v any) (json.RawMessage, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, modules.Errorf(modules.CodeBadRequest, "an answer value must be a JSON value")
	}
	return b, nil
}
