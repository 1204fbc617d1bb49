package httpbody

import (
	"errors"
	"io"
	"strings"
	"testing"

	"corkboard/modules"
)

func TestLimited(t *testing.T) {
	for _, tt := range []struct {
		name string
		body string
		over bool
	}{{"under", "abc", false}, {"at", "abcd", false}, {"over", "abcde", true}} {
		t.Run(tt.name, func(t *testing.T) {
			l := NewLimited(strings.NewReader(tt.body), 4)
			b, err := io.ReadAll(l)
			var me *modules.Error
			switch {
			case tt.over && (!errors.As(err, &me) || me.Code != modules.CodeTooLarge || me.Data["max_bytes"] != int64(4)):
				t.Fatalf("err %v, want CodeTooLarge with max_bytes 4", err)
			case !tt.over && err != nil:
				t.Fatal(err)
			case l.Over() != tt.over || len(b) > 4:
				t.Fatalf("over %v, read %q", l.Over(), b)
			}
		})
	}
}
