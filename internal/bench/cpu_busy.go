package bench

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"syscall"
	"time"
)

// cpuTimes is the machine's CPU time so far, from the first line of
// /proc/stat, in clock ticks of all CPUs together: busy (user, nice,
// system, irq, softirq and steal: time a CPU was not free for any
// process of this machine), steal (taken by the hypervisor) and all
// (busy, idle and iowait).
type cpuTimes struct{ busy, steal, all uint64 }

// readCPUTimes reads the machine's CPU time.
func readCPUTimes() (cpuTimes, error) {
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return cpuTimes{}, err
	}
	return parseCPUTimes(b)
}

func parseCPUTimes(stat []byte) (cpuTimes, error) {
	line, _, _ := bytes.Cut(stat, []byte("\n"))
	fields := bytes.Fields(line)
	if len(fields) < 9 || string(fields[0]) != "cpu" {
		return cpuTimes{}, fmt.Errorf("/proc/stat: unexpected first line %.80q", line)
	}
	var v [8]uint64 // user nice system idle iowait irq softirq steal (guest time is in user)
	for i := range v {
		n, err := strconv.ParseUint(string(fields[i+1]), 10, 64)
		if err != nil {
			return cpuTimes{}, fmt.Errorf("/proc/stat: %w", err)
		}
		v[i] = n
	}
	busy := v[0] + v[1] + v[2] + v[5] + v[6] + v[7]
	return cpuTimes{busy: busy, steal: v[7], all: busy + v[3] + v[4]}, nil
}

// since returns the shares (in %) of all CPUs' time between t0 and t that
// were busy and that the hypervisor took.
func (t cpuTimes) since(t0 cpuTimes) (busyPct, stealPct float64) {
	all := float64(t.all - t0.all)
	if all <= 0 {
		return 0, 0
	}
	return 100 * float64(t.busy-t0.busy) / all, 100 * float64(t.steal-t0.steal) / all
}

// selfCPU is this process's CPU time (user and system): the load
// generator's, which shares the machine's CPUs with the server.
func selfCPU() (time.Duration, error) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, err
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), nil
}
