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
// It reads the server's SQL query counter around each run and its peak
// RSS over the whole scenario, warm-up included. once runs the load a
// single time without warm-up.
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
		var q0 float64
		var qerr error
		if server != nil {
			q0, qerr = server.QueryCount()
		}
		s := load.Run(ctx, d)
		cleanup()
		f := Figures{RPS: s.RPS(), Requests: s.Requests, Errors: s.Errors,
			P50Ms: ms(Percentile(s.Latencies, 50)), P99Ms: ms(Percentile(s.Latencies, 99))}
		if server != nil && qerr == nil {
			if q1, err := server.QueryCount(); err == nil && s.Requests > 0 {
				qpr := (q1 - q0) / float64(s.Requests)
				f.QueriesPerRequest = &qpr
			}
		}
		if s.FirstError != "" && note == "" {
			note = "first error: " + s.FirstError
		}
		r.logf("  %-34s run %d: %8.0f req/s  p50 %6.2f ms  p99 %7.2f ms  errors %d", name, i+1, f.RPS, f.P50Ms, f.P99Ms, f.Errors)
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
	var rps, p50, p99, qpr []float64
	var out Figures
	for _, f := range runs {
		rps, p50, p99 = append(rps, f.RPS), append(p50, f.P50Ms), append(p99, f.P99Ms)
		if f.QueriesPerRequest != nil {
			qpr = append(qpr, *f.QueriesPerRequest)
		}
		out.Errors += f.Errors
		out.Requests += f.Requests
	}
	out.RPS, out.P50Ms, out.P99Ms = Median(rps), Median(p50), Median(p99)
	if len(qpr) > 0 {
		m := Median(qpr)
		out.QueriesPerRequest = &m
	}
	return out
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
