package testkit

import "time"

// Eventually polls cond until it holds, for at most within, and reports
// whether it did: how a test awaits what happens in another goroutine or
// process (a scheduler's tick, a server coming up, a connection coming
// back) instead of sleeping a guessed time. The test states its own
// failure, with the state it found:
//
//	if !testkit.Eventually(20*time.Second, func() bool { return sched.Due().Equal(due) }) {
//		t.Fatalf("the scheduler waits for %v, want %v", sched.Due(), due)
//	}
//
// The polls start 1 ms apart and back off to 100 ms. within bounds a
// wait for a failure to show; it asserts no speed.
func Eventually(within time.Duration, cond func() bool) bool {
	deadline := time.Now().Add(within)
	for wait := time.Millisecond; ; wait = min(2*wait, 100*time.Millisecond) {
		if cond() {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(wait)
	}
}
