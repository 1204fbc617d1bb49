package bench

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Process is a server started by the benchmark: the corkboard binary or
// the baseline.
type Process struct {
	Name string
	// Addr is host:port it listens on.
	Addr string
	cmd  *exec.Cmd
	done chan error
	log  *os.File
}

// FreeAddr returns a loopback address with a free port.
func FreeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

// Start runs bin with args and env (added to the current environment),
// its output going to logPath, and waits until GET readyPath answers 200.
func Start(ctx context.Context, name, addr, bin string, args, env []string, logPath, readyPath string) (*Process, error) {
	logf, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		logf.Close()
		return nil, fmt.Errorf("start %s: %w", name, err)
	}
	p := &Process{Name: name, Addr: addr, cmd: cmd, done: make(chan error, 1), log: logf}
	go func() { p.done <- cmd.Wait() }()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		resp, err := http.Get("http://" + addr + readyPath)
		if err == nil {
			_, _ = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return p, nil
			}
		}
		select {
		case err := <-p.done:
			p.done <- err
			return nil, fmt.Errorf("%s exited during start-up (%v); see %s", name, err, logPath)
		case <-ctx.Done():
			p.Stop()
			return nil, ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			p.Stop()
			return nil, fmt.Errorf("%s not ready at %s within 2 minutes; see %s", name, addr, logPath)
		}
	}
}

// Pid is the process id.
func (p *Process) Pid() int { return p.cmd.Process.Pid }

// Stop asks the process to stop (SIGTERM), kills it after 30 seconds,
// and waits for it.
func (p *Process) Stop() {
	if p == nil {
		return
	}
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.done:
	case <-time.After(30 * time.Second):
		_ = p.cmd.Process.Kill()
		<-p.done
	}
	p.log.Close()
}

// ResetPeakRSS resets the process's peak resident set size (VmHWM) to its
// current size, so that the next PeakRSS covers what follows only.
func (p *Process) ResetPeakRSS() error {
	return os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", p.Pid()), []byte("5"), 0)
}

// PeakRSS is the process's peak resident set size (VmHWM) in bytes.
func (p *Process) PeakRSS() (int64, error) {
	return statusField(p.Pid(), "VmHWM")
}

// userHZ is the unit of the CPU times in /proc/<pid>/stat (USER_HZ, 100
// on every Linux architecture Go runs on but alpha and ia64).
const userHZ = 100

// CPUTime is the CPU time the process has used so far: user and system,
// every thread.
func (p *Process) CPUTime() (time.Duration, error) {
	return cpuTime(p.Pid())
}

func cpuTime(pid int) (time.Duration, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	d, err := parseCPUTime(b)
	if err != nil {
		return 0, fmt.Errorf("/proc/%d/stat: %w", pid, err)
	}
	return d, nil
}

// parseCPUTime reads utime and stime (fields 14 and 15) of a
// /proc/<pid>/stat line. The command name (field 2) may hold spaces and
// parentheses: the fields that follow start after its last ')'.
func parseCPUTime(b []byte) (time.Duration, error) {
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, errors.New("unexpected format")
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 13 {
		return 0, errors.New("unexpected format")
	}
	var ticks int64
	for _, s := range f[11:13] {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return 0, err
		}
		ticks += n
	}
	return time.Duration(ticks) * time.Second / userHZ, nil
}

// ProcessCPU is the CPU time each process of a command has used so far,
// by pid.
type ProcessCPU map[int]time.Duration

// CommandCPU reads the CPU time of the processes whose command name is
// comm (e.g. every "postgres" process of a PostgreSQL server), as far as
// /proc shows them.
func CommandCPU(comm string) (ProcessCPU, error) {
	dirs, err := os.ReadDir("/proc")
	if err != nil {
		return nil, err
	}
	out := ProcessCPU{}
	for _, d := range dirs {
		pid, err := strconv.Atoi(d.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil || !bytes.Contains(b, []byte("("+comm+")")) {
			continue // gone, or another command
		}
		if t, err := parseCPUTime(b); err == nil {
			out[pid] = t
		}
	}
	return out, nil
}

// Since is the CPU time used after before: by the processes of both
// readings, and all of the time of those started in between. A process
// that ended in between is left out, its time gone with it (a restarted
// server's database connections, say): the figure is then too low, never
// negative.
func (now ProcessCPU) Since(before ProcessCPU) time.Duration {
	var d time.Duration
	for pid, t := range now {
		if t0, ok := before[pid]; ok && t >= t0 {
			d += t - t0
		} else if !ok {
			d += t
		}
	}
	return d
}

// statusField reads a kB field of /proc/<pid>/status, in bytes.
func statusField(pid int, name string) (int64, error) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok || k != name {
			continue
		}
		fields := strings.Fields(v)
		if len(fields) == 0 {
			break
		}
		kb, err := strconv.ParseInt(fields[0], 10, 64)
		return kb << 10, err
	}
	return 0, fmt.Errorf("no %s in /proc/%d/status", name, pid)
}

// Counters are the server's running totals that Measure reads around a
// run.
type Counters struct {
	// Queries is corkboard_db_queries_total: SQL statements sent.
	Queries float64
	// Allocs is go_memstats_mallocs_total: heap objects allocated.
	Allocs float64
}

// ReadCounters reads the server's counters from its /metrics.
func (p *Process) ReadCounters() (Counters, error) {
	resp, err := http.Get("http://" + p.Addr + "/metrics")
	if err != nil {
		return Counters{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return Counters{}, fmt.Errorf("GET /metrics: %s", resp.Status)
	}
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return Counters{}, err
	}
	var c Counters
	if c.Queries, err = metricValue(bytes.NewReader(body), "corkboard_db_queries_total"); err != nil {
		return c, err
	}
	c.Allocs, err = metricValue(bytes.NewReader(body), "go_memstats_mallocs_total")
	return c, err
}

// metricValue sums the samples of a metric in Prometheus text format.
func metricValue(r io.Reader, name string) (float64, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	found := false
	sum := 0.0
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, name) {
			continue
		}
		rest := line[len(name):]
		if rest == "" || (rest[0] != ' ' && rest[0] != '{') {
			continue // another metric with this prefix
		}
		f := strings.Fields(rest[strings.LastIndex(rest, "}")+1:])
		if len(f) == 0 {
			continue
		}
		v, err := strconv.ParseFloat(f[0], 64)
		if err != nil {
			return 0, fmt.Errorf("metric %s: %w", name, err)
		}
		sum += v
		found = true
	}
	if err := sc.Err(); err != nil {
		return 0, err
	}
	if !found {
		return 0, errors.New("metric " + name + " not found (is CORKBOARD_METRICS=true?)")
	}
	return sum, nil
}
