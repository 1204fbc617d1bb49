package bench

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

// Figures summarise one scenario: the median of each figure over the
// measured repetitions (errors and requests are totals).
type Figures struct {
	RPS      float64 `json:"rps"`
	P50Ms    float64 `json:"p50_ms"`
	P99Ms    float64 `json:"p99_ms"`
	Errors   int     `json:"errors"`
	Requests int     `json:"requests"`
	// QueriesPerRequest is nil when the server's query counter was not
	// read (baseline, raw writes).
	QueriesPerRequest *float64 `json:"queries_per_request"`
	// PeakRSSMB is the server's peak resident set size (VmHWM) during the
	// scenario, in MiB; nil when there is no server process.
	PeakRSSMB *float64 `json:"peak_rss_mb"`
	// CPUMsPerRequest is the server process's CPU time (user and
	// system, every thread) per completed request, in ms: the cost of a
	// request, which varies less than requests/s when other work on the
	// machine takes CPU. nil when there is no server process. The
	// database's own CPU (PostgreSQL runs in its own processes) is not
	// in it: see DBCPUMsPerRequest.
	CPUMsPerRequest *float64 `json:"cpu_ms_per_request"`
	// DBCPUMsPerRequest is PostgreSQL's CPU time per completed request,
	// in ms: that of every postgres process of the machine (the
	// benchmark's database is the only busy one). nil on SQLite, which
	// runs inside the server (its work is in CPUMsPerRequest), and where
	// nothing was measured.
	DBCPUMsPerRequest *float64 `json:"db_cpu_ms_per_request,omitempty"`
	// AllocsPerRequest is the heap objects the server allocated per
	// completed request (go_memstats_mallocs_total): a figure that, unlike
	// time, the machine's other work does not move. nil when the
	// server's counters were not read.
	AllocsPerRequest *float64 `json:"allocs_per_request"`
	// LoadCPUMsPerRequest is the load generator's own CPU time per
	// completed request, in ms: it runs on the same CPUs as the server.
	LoadCPUMsPerRequest *float64 `json:"load_cpu_ms_per_request,omitempty"`
	// CPUBusyPct is the share of the machine's CPU time (all CPUs) that
	// was busy during the run, in % (/proc/stat): near 100, the run was
	// bound by the CPUs, and more requests/s can only come from less work
	// per request. CPUStealPct is the share the hypervisor took.
	CPUBusyPct  *float64 `json:"cpu_busy_pct,omitempty"`
	CPUStealPct *float64 `json:"cpu_steal_pct,omitempty"`
	// P99ByKindMs is the p99 latency of each kind of request of a mixed
	// load (Load.Kind), in ms: which requests make its tail.
	P99ByKindMs map[string]float64 `json:"p99_ms_by_kind,omitempty"`
}

// Ratios are a scenario's figures divided by the baseline's.
type Ratios struct {
	RPS     float64  `json:"rps"`
	P50     float64  `json:"p50"`
	P99     float64  `json:"p99"`
	PeakRSS *float64 `json:"peak_rss,omitempty"`
}

// Target is what a scenario must reach.
type Target struct {
	// Ref is the key of the scenario MinRatio refers to ("" is the
	// baseline of the same database).
	Ref string `json:"ref,omitempty"`
	// MinRatio is the least requests/s as a fraction of Ref's.
	MinRatio   float64 `json:"min_ratio,omitempty"`
	MaxP99Ms   float64 `json:"max_p99_ms,omitempty"`
	MaxQueries float64 `json:"max_queries_per_request,omitempty"`
	MaxRSSMB   float64 `json:"max_peak_rss_mb,omitempty"`
	ZeroErrors bool    `json:"zero_errors,omitempty"`
}

// String is the target in the table's words.
func (t Target) String() string {
	var parts []string
	if t.MinRatio > 0 {
		ref := "B"
		if t.Ref != "" {
			ref = t.Ref
		}
		parts = append(parts, fmt.Sprintf("≥%s%% %s", trimFloat(t.MinRatio*100), ref))
	}
	if t.MaxP99Ms > 0 {
		parts = append(parts, fmt.Sprintf("p99≤%sms", trimFloat(t.MaxP99Ms)))
	}
	if t.MaxQueries > 0 {
		parts = append(parts, fmt.Sprintf("≤%s q/req", trimFloat(t.MaxQueries)))
	}
	if t.MaxRSSMB > 0 {
		parts = append(parts, fmt.Sprintf("RSS<%sMB", trimFloat(t.MaxRSSMB)))
	}
	if t.ZeroErrors {
		parts = append(parts, "0 err")
	}
	return strings.Join(parts, ", ")
}

func trimFloat(f float64) string { return strings.TrimSuffix(fmt.Sprintf("%.1f", f), ".0") }

// Result is one scenario measured on one database.
type Result struct {
	Database string `json:"database"`
	// Key identifies the scenario (and variant) within a database, e.g.
	// "events-list/hot"; targets refer to it.
	Key      string  `json:"key"`
	Scenario string  `json:"scenario"`
	Figures  Figures `json:"figures"`
	// Runs are the figures of each measured repetition.
	Runs   []Figures `json:"runs,omitempty"`
	Ratios *Ratios   `json:"ratios_to_baseline,omitempty"`
	Target *Target   `json:"target,omitempty"`
	// Verdict is "ok", "FAIL: why", or "" without a target.
	Verdict string `json:"verdict,omitempty"`
	// Skipped says why the scenario did not run.
	Skipped string `json:"skipped,omitempty"`
	// Note carries e.g. the first error seen.
	Note string `json:"note,omitempty"`
}

// BaselineKey is the key of the baseline scenario.
const BaselineKey = "baseline"

// Report is the outcome of a benchmark run.
type Report struct {
	Started  time.Time `json:"started"`
	Finished time.Time `json:"finished"`
	Machine  Machine   `json:"machine"`
	Settings Settings  `json:"settings"`
	Dataset  Dataset   `json:"dataset"`
	Results  []Result  `json:"results"`
}

// Settings are the load parameters of a run.
type Settings struct {
	Quick       bool    `json:"quick"`
	Conns       int     `json:"connections"`
	WarmupSec   float64 `json:"warmup_seconds"`
	DurationSec float64 `json:"duration_seconds"`
	Repeats     int     `json:"repeats"`
	MixedSec    float64 `json:"mixed_seconds"`
}

// Evaluate fills the ratios to the baseline and the verdicts of every
// result.
func (r *Report) Evaluate() {
	find := func(db, key string) *Result {
		for i := range r.Results {
			if r.Results[i].Database == db && r.Results[i].Key == key && r.Results[i].Skipped == "" {
				return &r.Results[i]
			}
		}
		return nil
	}
	for i := range r.Results {
		res := &r.Results[i]
		if res.Skipped != "" {
			continue
		}
		if b := find(res.Database, BaselineKey); b != nil && res.Key != BaselineKey {
			res.Ratios = &Ratios{RPS: div(res.Figures.RPS, b.Figures.RPS),
				P50: div(res.Figures.P50Ms, b.Figures.P50Ms), P99: div(res.Figures.P99Ms, b.Figures.P99Ms)}
			if res.Figures.PeakRSSMB != nil && b.Figures.PeakRSSMB != nil {
				x := div(*res.Figures.PeakRSSMB, *b.Figures.PeakRSSMB)
				res.Ratios.PeakRSS = &x
			}
		}
		if res.Target == nil {
			continue
		}
		res.Verdict = res.Target.verdict(res, find(res.Database, orBaseline(res.Target.Ref)))
	}
}

func orBaseline(ref string) string {
	if ref == "" {
		return BaselineKey
	}
	return ref
}

func div(a, b float64) float64 {
	if b == 0 {
		return math.NaN()
	}
	return a / b
}

// verdict checks res against t; ref is the scenario MinRatio refers to.
func (t Target) verdict(res *Result, ref *Result) string {
	var fails []string
	f := res.Figures
	if t.MinRatio > 0 {
		switch {
		case ref == nil:
			fails = append(fails, "no reference "+orBaseline(t.Ref))
		case f.RPS < t.MinRatio*ref.Figures.RPS:
			fails = append(fails, fmt.Sprintf("%.1f%% of %s", 100*f.RPS/ref.Figures.RPS, orBaseline(t.Ref)))
		}
	}
	if t.MaxP99Ms > 0 && f.P99Ms > t.MaxP99Ms {
		fails = append(fails, fmt.Sprintf("p99 %.1fms", f.P99Ms))
	}
	if t.MaxQueries > 0 && (f.QueriesPerRequest == nil || *f.QueriesPerRequest > t.MaxQueries) {
		fails = append(fails, "queries/request")
	}
	if t.MaxRSSMB > 0 && (f.PeakRSSMB == nil || *f.PeakRSSMB >= t.MaxRSSMB) {
		fails = append(fails, "peak RSS")
	}
	if t.ZeroErrors && f.Errors > 0 {
		fails = append(fails, fmt.Sprintf("%d errors", f.Errors))
	}
	if len(fails) > 0 {
		return "FAIL: " + strings.Join(fails, ", ")
	}
	return "ok"
}

// tableHeader names the columns of the table.
var tableHeader = []string{"db", "scenario", "req/s", "% of B", "p50 ms", "p99 ms", "p99 ×B", "errors", "SQL/req", "CPU ms/req", "PG CPU ms/req", "load gen CPU ms/req", "CPUs busy %", "allocs/req", "peak RSS MB", "target", "verdict"}

// cells are the table's columns for res.
func cells(res Result) []string {
	if res.Skipped != "" {
		row := make([]string, len(tableHeader))
		row[0], row[1], row[len(row)-1] = res.Database, res.Scenario, "not available: "+res.Skipped
		return row
	}
	f := res.Figures
	pct, p99x := "", ""
	if res.Ratios != nil {
		pct = fmt.Sprintf("%.1f%%", 100*res.Ratios.RPS)
		p99x = fmt.Sprintf("%.1f", res.Ratios.P99)
	}
	target := ""
	if res.Target != nil {
		target = res.Target.String()
	}
	return []string{res.Database, res.Scenario, fmt.Sprintf("%.0f", f.RPS), pct, fmt.Sprintf("%.2f", f.P50Ms),
		fmt.Sprintf("%.2f", f.P99Ms), p99x, strconv.Itoa(f.Errors), optional(f.QueriesPerRequest, "%.1f"),
		optional(f.CPUMsPerRequest, "%.2f"), optional(f.DBCPUMsPerRequest, "%.2f"), optional(f.LoadCPUMsPerRequest, "%.2f"), optional(f.CPUBusyPct, "%.0f"),
		optional(f.AllocsPerRequest, "%.0f"), optional(f.PeakRSSMB, "%.0f"), target, res.Verdict}
}

// WriteTable prints the results as an aligned table.
func (r *Report) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 1, ' ', tabwriter.Debug)
	fmt.Fprintln(tw, strings.Join(tableHeader, "\t")+"\t")
	for _, res := range r.Results {
		fmt.Fprintln(tw, strings.Join(cells(res), "\t")+"\t")
	}
	return tw.Flush()
}

// WriteMarkdown prints the results as a Markdown table (for the docs).
func (r *Report) WriteMarkdown(w io.Writer) error {
	row := func(cs []string) string {
		for i, c := range cs {
			cs[i] = strings.ReplaceAll(c, "|", "\\|")
		}
		return "| " + strings.Join(cs, " | ") + " |\n"
	}
	var b strings.Builder
	b.WriteString(row(slices.Clone(tableHeader)))
	b.WriteString("|" + strings.Repeat("---|", len(tableHeader)) + "\n")
	for _, res := range r.Results {
		b.WriteString(row(cells(res)))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteNotes prints each result's note and the mixed load's p99 by kind
// of request, one line each (printed once, after the tables).
func (r *Report) WriteNotes(w io.Writer) {
	seen := map[string]bool{}
	for _, res := range r.Results {
		if !seen[res.Database] {
			seen[res.Database] = true
			if line := archiveSpread(r.Results, res.Database); line != "" {
				fmt.Fprintf(w, "archive CPU per request (server + PostgreSQL): %s: %s\n", res.Database, line)
			}
		}
		if res.Note != "" {
			fmt.Fprintf(w, "note: %s %s: %s\n", res.Database, res.Scenario, res.Note)
		}
		if by := res.Figures.P99ByKindMs; len(by) > 0 {
			fmt.Fprintf(w, "p99 by kind: %s %s: %s\n", res.Database, res.Scenario, kindsLine(by))
		}
	}
}

// kindsLine lists p99 latencies by kind, slowest first:
// "write 140.2 ms, graphql 95.0 ms".
func kindsLine(by map[string]float64) string {
	kinds := slices.Collect(maps.Keys(by))
	slices.SortFunc(kinds, func(a, b string) int {
		if c := cmp.Compare(by[b], by[a]); c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	parts := make([]string, len(kinds))
	for i, k := range kinds {
		parts[i] = fmt.Sprintf("%s %.1f ms", k, by[k])
	}
	return strings.Join(parts, ", ")
}

func optional(v *float64, format string) string {
	if v == nil {
		return "–"
	}
	return fmt.Sprintf(format, *v)
}

// WriteJSON writes the report to path (creating its directory).
func (r *Report) WriteJSON(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}

// Failed counts the results whose verdict is a failure.
func (r *Report) Failed() int {
	n := 0
	for _, res := range r.Results {
		if strings.HasPrefix(res.Verdict, "FAIL") {
			n++
		}
	}
	return n
}
