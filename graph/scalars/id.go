// Package scalars holds custom GraphQL scalar marshalers.
package scalars

import (
	"encoding/json"
	"io"
	"strconv"

	"github.com/99designs/gqlgen/graphql"

	"corkboard/modules"
)

// MarshalInt64ID writes a database id as a GraphQL ID (a JSON string).
func MarshalInt64ID(id int64) graphql.Marshaler { return int64ID(id) }

// int64ID is an id that writes itself as a JSON string: one buffer per
// id written (a page of events writes a hundred).
type int64ID int64

func (id int64ID) MarshalGQL(w io.Writer) {
	buf := make([]byte, 0, 22) // quotes and the longest int64
	buf = append(buf, '"')
	buf = strconv.AppendInt(buf, int64(id), 10)
	_, _ = w.Write(append(buf, '"'))
}

// UnmarshalInt64ID reads a GraphQL ID given as a string or number. A bad
// value is a CodeBadRequest module error, shown to the caller.
func UnmarshalInt64ID(v any) (int64, error) {
	switch v := v.(type) {
	case string:
		id, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return 0, modules.Errorf(modules.CodeBadRequest, "%q is not a valid id", v)
		}
		return id, nil
	case json.Number:
		n, err := v.Int64()
		if err != nil {
			return 0, modules.Errorf(modules.CodeBadRequest, "%s is not a valid id", v)
		}
		return n, nil
	case int:
		return int64(v), nil
	case int64:
		return v, nil
	case float64:
		if v != float64(int64(v)) {
			return 0, modules.Errorf(modules.CodeBadRequest, "%v is not a valid id", v)
		}
		return int64(v), nil
	}
	return 0, modules.Errorf(modules.CodeBadRequest, "%T is not a valid id", v)
}
