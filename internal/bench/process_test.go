package bench

import (
	"os"
	"strings"
	"testing"
	"time"
)

func TestParseCPUTime(t *testing.T) {
	// utime 250 and stime 50 ticks: 3 s. The command name holds a space
	// and a parenthesis.
	line := "4242 (cb (x) y) S 1 4242 4242 0 -1 4194560 1021 0 0 0 250 50 0 0 20 0 9 0 123 456789 1234 18446744073709551615\n"
	d, err := parseCPUTime([]byte(line))
	if err != nil || d != 3*time.Second {
		t.Fatalf("parseCPUTime = %v, %v; want 3s", d, err)
	}
	for _, bad := range []string{"", "4242 no parenthesis", "4242 (cb) S 1 2 3"} {
		if _, err := parseCPUTime([]byte(bad)); err == nil {
			t.Errorf("parseCPUTime(%q) did not fail", bad)
		}
	}
}

// The CPU time of a process grows with the work it does (busy work until
// it has grown by 50 ms, for at most 10 s of wall time on a loaded
// machine).
func TestCPUTimeOfThisProcess(t *testing.T) {
	before, err := cpuTime(os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	x := 0
	for start := time.Now(); time.Since(start) < 10*time.Second; {
		for range 1_000_000 {
			x++
		}
		now, err := cpuTime(os.Getpid())
		if err != nil {
			t.Fatal(err)
		}
		if now-before >= 50*time.Millisecond {
			return
		}
	}
	t.Fatalf("10 s of busy work did not add 50 ms to the CPU time (x=%d)", x)
}

// CommandCPU reads the processes of one command name: this test binary's
// time grows with busy work, a name no process has reads none.
func TestCommandCPU(t *testing.T) {
	comm, err := os.ReadFile("/proc/self/comm")
	if err != nil {
		t.Skip("no /proc:", err)
	}
	name := strings.TrimSpace(string(comm))
	before, err := CommandCPU(name)
	if err != nil || before[os.Getpid()] <= 0 {
		t.Fatalf("CPU time of %q: %v, %v", name, before, err)
	}
	x := 0
	for start := time.Now(); time.Since(start) < 10*time.Second; {
		for range 1_000_000 {
			x++
		}
		if now, _ := CommandCPU(name); now.Since(before) >= 50*time.Millisecond {
			if none, err := CommandCPU("no-such-command-here"); len(none) != 0 || err != nil {
				t.Fatalf("a command no process runs: %v, %v", none, err)
			}
			return
		}
	}
	t.Fatalf("10 s of busy work did not add 50 ms to the CPU time of %q (x=%d)", name, x)
}

// Since counts the processes of both readings and the new ones, and
// leaves out the ones that ended: never a negative figure.
func TestProcessCPUSince(t *testing.T) {
	before := ProcessCPU{1: 5 * time.Second, 2: 3 * time.Second}
	now := ProcessCPU{1: 6 * time.Second, 3: 2 * time.Second} // 2 ended, 3 started
	if got := now.Since(before); got != 3*time.Second {
		t.Fatalf("Since = %v, want 3s (1 s of process 1, 2 s of process 3)", got)
	}
}
