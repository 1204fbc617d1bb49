package changes

import (
	"testing"
	"time"
)

// Five commits within a second make the process busy writing for the
// next second; the same five spread wider do not.
func TestCommitRateBusy(t *testing.T) {
	t0 := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	var r commitRate
	for i := range 4 {
		r.commit(t0.Add(time.Duration(i) * 200 * time.Millisecond))
	}
	if r.busy(t0.Add(700 * time.Millisecond)) {
		t.Fatal("busy after 4 commits")
	}
	fifth := t0.Add(900 * time.Millisecond)
	r.commit(fifth)
	if !r.busy(fifth) || !r.busy(fifth.Add(999*time.Millisecond)) {
		t.Fatal("not busy within a second of 5 commits in 0.9 s")
	}
	if r.busy(fifth.Add(time.Second)) {
		t.Fatal("still busy a second after the burst")
	}

	var slow commitRate
	for i := range 10 {
		at := t0.Add(time.Duration(i) * 300 * time.Millisecond) // 5 commits span 1.2 s
		slow.commit(at)
		if slow.busy(at) {
			t.Fatalf("busy at commit %d, one every 300 ms", i+1)
		}
	}
}
