package bench

import (
	"context"
	"fmt"
	"time"
)

// Runner measures loads: a warm-up, then Repeats runs of Duration each;
// the figures reported are the medians over the runs.
type Runner struct {
	Conns    int
	Warmup   time.Duration
	Duration time.Duration
	Repeats  int
	// DatabaseCPU, when set, reads the database server's CPU time so far
	// (PostgreSQL's processes), around each run like the server's.
	DatabaseCPU func() (ProcessCPU, error)
	// Logf reports progress (may be nil).
	Logf func(format string, args ...any)
}

func (r Runner) logf(format string, args ...any) {
	if r.Logf != nil {
		r.Logf(format, args...)
	}
}

// Measure runs load against server (nil when there is no server process
// to watch, e.g. raw writes) for d per repetition (r.Duration when 0).
// It reads the server's counters (SQL queries, allocations) and CPU time
// around each run and its peak RSS over the whole scenario, warm-up
// included. once runs the load a single time without warm-up.
func (r Runner) Measure(ctx context.Context, name string, load Load, server *Process, d time.Duration, once bool) (Figures, []Figures, string) {
	if d <= 0 {
		d = r.Duration
	}
	if once {
		r.Warmup, r.Repeats = 0, 1
	}
	if load.Conns == 0 {
		load.Conns = r.Conns
	}
	note := ""
	if server != nil {
		if err := server.ResetPeakRSS(); err != nil {
			note = "peak RSS not reset: " + err.Error()
		}
	}
	cleanup := func() {
		if load.Cleanup != nil {
			if err := load.Cleanup(); err != nil && note == "" {
				note = "cleanup: " + err.Error()
			}
		}
	}
	if r.Warmup > 0 {
		load.Run(ctx, r.Warmup)
		cleanup()
	}
	runs := make([]Figures, 0, r.Repeats)
	for i := range max(r.Repeats, 1) {
		var n0 Counters
		var c0 time.Duration
		var d0, d1 ProcessCPU
		var nerr, cerr, derr error
		if server != nil {
			n0, nerr = server.ReadCounters()
			c0, cerr = server.CPUTime()
			d0, derr = r.databaseCPU()
		}
		g0, gerr := selfCPU()
		m0, merr := readCPUTimes()
		s := load.Run(ctx, d)
		g1, gerr1 := selfCPU()
		m1, merr1 := readCPUTimes()
		var c1 time.Duration
		if server != nil && cerr == nil {
			c1, cerr = server.CPUTime() // before the cleanup, which is not the server's work
		}
		if server != nil && derr == nil {
			d1, derr = r.databaseCPU()
		}
		cleanup()
		f := Figures{RPS: s.RPS(), Requests: s.Requests, Errors: s.Errors,
			P50Ms: ms(Percentile(s.Latencies, 50)), P99Ms: ms(Percentile(s.Latencies, 99))}
		for kind, lat := range s.ByKind {
			if f.P99ByKindMs == nil {
				f.P99ByKindMs = map[string]float64{}
			}
			f.P99ByKindMs[kind] = ms(Percentile(lat, 99))
		}
		if server != nil && nerr == nil {
			if n1, err := server.ReadCounters(); err == nil && s.Requests > 0 {
				qpr, apr := (n1.Queries-n0.Queries)/float64(s.Requests), (n1.Allocs-n0.Allocs)/float64(s.Requests)
				f.QueriesPerRequest, f.AllocsPerRequest = &qpr, &apr
			}
		}
		costs := "" // of the server, per request, for the log line
		if server != nil && cerr == nil && s.Requests > 0 {
			cpr := ms(c1-c0) / float64(s.Requests)
			f.CPUMsPerRequest = &cpr
			costs = fmt.Sprintf("  cpu %.3f ms/req", cpr)
		}
		if server != nil && r.DatabaseCPU != nil && derr == nil && s.Requests > 0 {
			dpr := ms(d1.Since(d0)) / float64(s.Requests)
			f.DBCPUMsPerRequest = &dpr
			costs += fmt.Sprintf("  database cpu %.3f ms/req", dpr)
		}
		if f.AllocsPerRequest != nil {
			costs += fmt.Sprintf("  %.0f allocs/req", *f.AllocsPerRequest)
		}
		if gerr == nil && gerr1 == nil && s.Requests > 0 {
			gpr := ms(g1-g0) / float64(s.Requests)
			f.LoadCPUMsPerRequest = &gpr
			costs += fmt.Sprintf("  load generator cpu %.3f ms/req", gpr)
		}
		if merr == nil && merr1 == nil {
			busy, steal := m1.since(m0)
			f.CPUBusyPct, f.CPUStealPct = &busy, &steal
			costs += fmt.Sprintf("  CPUs %.0f%% busy (steal %.1f%%)", busy, steal)
		}
		if s.FirstError != "" && note == "" {
			note = "first error: " + s.FirstError
		}
		if len(f.P99ByKindMs) > 0 {
			costs += "  p99 by kind: " + kindsLine(f.P99ByKindMs)
		}
		r.logf("  %-34s run %d: %8.0f req/s  p50 %6.2f ms  p99 %7.2f ms  errors %d%s", name, i+1, f.RPS, f.P50Ms, f.P99Ms, f.Errors, costs)
		runs = append(runs, f)
		if ctx.Err() != nil {
			break
		}
	}
	out := summarize(runs)
	if server != nil {
		if rss, err := server.PeakRSS(); err == nil {
			mb := float64(rss) / (1 << 20)
			out.PeakRSSMB = &mb
		} else if note == "" {
			note = fmt.Sprintf("peak RSS: %v", err)
		}
	}
	return out, runs, note
}

// summarize takes the median of each figure over runs; errors and
// requests are summed.
func summarize(runs []Figures) Figures {
	var rps, p50, p99, qpr, cpr, dpr, apr, gpr, busy, steal []float64
	byKind := map[string][]float64{}
	var out Figures
	for _, f := range runs {
		for kind, v := range f.P99ByKindMs {
			byKind[kind] = append(byKind[kind], v)
		}
		rps, p50, p99 = append(rps, f.RPS), append(p50, f.P50Ms), append(p99, f.P99Ms)
		if f.QueriesPerRequest != nil {
			qpr = append(qpr, *f.QueriesPerRequest)
		}
		if f.CPUMsPerRequest != nil {
			cpr = append(cpr, *f.CPUMsPerRequest)
		}
		if f.DBCPUMsPerRequest != nil {
			dpr = append(dpr, *f.DBCPUMsPerRequest)
		}
		if f.AllocsPerRequest != nil {
			apr = append(apr, *f.AllocsPerRequest)
		}
		if f.LoadCPUMsPerRequest != nil {
			gpr = append(gpr, *f.LoadCPUMsPerRequest)
		}
		if f.CPUBusyPct != nil {
			busy, steal = append(busy, *f.CPUBusyPct), append(steal, *f.CPUStealPct)
		}
		out.Errors += f.Errors
		out.Requests += f.Requests
	}
	out.RPS, out.P50Ms, out.P99Ms = Median(rps), Median(p50), Median(p99)
	out.QueriesPerRequest, out.CPUMsPerRequest, out.AllocsPerRequest = medianOf(qpr), medianOf(cpr), medianOf(apr)
	out.DBCPUMsPerRequest = medianOf(dpr)
	out.LoadCPUMsPerRequest, out.CPUBusyPct, out.CPUStealPct = medianOf(gpr), medianOf(busy), medianOf(steal)
	for kind, vs := range byKind {
		if out.P99ByKindMs == nil {
			out.P99ByKindMs = map[string]float64{}
		}
		out.P99ByKindMs[kind] = Median(vs)
	}
	return out
}

// medianOf is the median of vs, nil when there are none.
func medianOf(vs []float64) *float64 {
	if len(vs) == 0 {
		return nil
	}
	m := Median(vs)
	return &m
}

// databaseCPU is DatabaseCPU's reading (nil when unset).
func (r Runner) databaseCPU() (ProcessCPU, error) {
	if r.DatabaseCPU == nil {
		return nil, nil
	}
	return r.DatabaseCPU()
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
