package modules

import "testing"

func TestLikePatterns(t *testing.T) {
	if got, want := EscapeLike("50%_off!"), "50!%!_off!!"; got != want {
		t.Errorf("EscapeLike = %q, want %q", got, want)
	}
	if got, want := ContainsPattern("Logo_100%"), "%logo!_100!%%"; got != want {
		t.Errorf("ContainsPattern = %q, want %q", got, want)
	}
}
