package scalars

import (
	"io"
	"strconv"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"corkboard/modules"
)

// MarshalDateTime writes a time as an RFC 3339 string in UTC, with
// fractional seconds only when there are any.
func MarshalDateTime(t time.Time) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		_, _ = io.WriteString(w, strconv.Quote(t.UTC().Format(time.RFC3339Nano)))
	})
}

// UnmarshalDateTime reads an RFC 3339 string; the zone (Z or an offset) is
// required, so an instant is never guessed. A bad value is a
// CodeBadRequest module error, so the error presenter shows it (errors
// that are not module errors are internal and hidden).
func UnmarshalDateTime(v any) (time.Time, error) {
	s, ok := v.(string)
	if !ok {
		return time.Time{}, modules.Errorf(modules.CodeBadRequest, "DateTime must be an RFC 3339 string, got %T", v)
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, modules.Errorf(modules.CodeBadRequest, "%q is not an RFC 3339 date-time with a zone (e.g. 2026-11-21T09:00:00Z)", s)
	}
	return t.UTC(), nil
}
