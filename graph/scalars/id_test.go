package scalars

import (
	"bytes"
	"math"
	"strconv"
	"testing"
)

func TestMarshalInt64ID(t *testing.T) {
	for _, id := range []int64{0, 7, 255, 256, 100_000, -1, math.MaxInt64, math.MinInt64} {
		var b bytes.Buffer
		MarshalInt64ID(id).MarshalGQL(&b)
		if want := strconv.Quote(strconv.FormatInt(id, 10)); b.String() != want {
			t.Errorf("MarshalInt64ID(%d) wrote %s, want %s", id, b.String(), want)
		}
		back, err := UnmarshalInt64ID(b.String()[1 : b.Len()-1])
		if err != nil || back != id {
			t.Errorf("UnmarshalInt64ID(%s) = %d, %v; want %d", b.String(), back, err, id)
		}
	}
}
