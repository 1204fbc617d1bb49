package scalars

import (
	"io"
	"strconv"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"corkboard/modules"
)

// DateLayout is the format of the Date scalar.
const DateLayout = "2006-01-02"

// MarshalDate writes the calendar day of t in t's own location (an event's
// day in the event's zone), as YYYY-MM-DD.
func MarshalDate(t time.Time) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		_, _ = io.WriteString(w, strconv.Quote(t.Format(DateLayout)))
	})
}

// UnmarshalDate reads YYYY-MM-DD as midnight UTC of that day; the caller
// decides which zone the day is in. A bad value is a CodeBadRequest module
// error, shown to the caller.
func UnmarshalDate(v any) (time.Time, error) {
	s, ok := v.(string)
	if !ok {
		return time.Time{}, modules.Errorf(modules.CodeBadRequest, "Date must be a YYYY-MM-DD string, got %T", v)
	}
	t, err := time.Parse(DateLayout, s)
	if err != nil {
		return time.Time{}, modules.Errorf(modules.CodeBadRequest, "%q is not a date such as 2027-01-31", s)
	}
	return t, nil
}
