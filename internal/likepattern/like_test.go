package likepattern

import "testing"

func TestLikePatterns(t *testing.T) {
	if got, want := Escape("50%_off!"), "50!%!_off!!"; got != want {
		t.Errorf("Escape = %q, want %q", got, want)
	}
	if got, want := Contains("Logo_100%"), "%logo!_100!%%"; got != want {
		t.Errorf("Contains = %q, want %q", got, want)
	}
}
