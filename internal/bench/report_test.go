package bench

import (
	"bytes"
	"strings"
	"testing"
)

func TestEvaluate(t *testing.T) {
	q := func(v float64) *float64 { return &v }
	rep := &Report{Results: []Result{
		{Database: "sqlite", Key: BaselineKey, Scenario: "B", Figures: Figures{RPS: 10000, P50Ms: 1, P99Ms: 5, PeakRSSMB: q(20)}},
		{Database: "sqlite", Key: "hot", Scenario: "hot", Target: readTarget(0.25),
			Figures: Figures{RPS: 3000, P50Ms: 2, P99Ms: 10, PeakRSSMB: q(40)}},
		{Database: "sqlite", Key: "slow", Scenario: "slow", Target: readTarget(0.25),
			Figures: Figures{RPS: 2000, P99Ms: 60, Errors: 2}},
		{Database: "sqlite", Key: "gql", Scenario: "gql", Target: &Target{MinRatio: 0.02, MaxQueries: 6},
			Figures: Figures{RPS: 500, QueriesPerRequest: q(7)}},
		{Database: "sqlite", Key: "raw", Scenario: "raw", Figures: Figures{RPS: 400}},
		{Database: "sqlite", Key: "upload", Scenario: "upload", Target: &Target{Ref: "raw", MinRatio: 0.5, MaxRSSMB: 150},
			Figures: Figures{RPS: 150, PeakRSSMB: q(151)}},
		{Database: "sqlite", Key: "skipped", Scenario: "skipped", Skipped: "not yet", Target: readTarget(0.25)},
		// Ratios refer to the baseline of the same database only.
		{Database: "postgres", Key: "hot", Scenario: "hot", Target: readTarget(0.25), Figures: Figures{RPS: 3000}},
	}}
	rep.Evaluate()
	want := map[string]string{
		"sqlite/hot":      "ok",
		"sqlite/slow":     "FAIL: 20.0% of baseline, p99 60.0ms, 2 errors",
		"sqlite/gql":      "FAIL: queries/request",
		"sqlite/upload":   "FAIL: 37.5% of raw, peak RSS",
		"sqlite/skipped":  "",
		"postgres/hot":    "FAIL: no reference baseline",
		"sqlite/raw":      "",
		"sqlite/baseline": "",
	}
	for _, r := range rep.Results {
		if got := r.Verdict; got != want[r.Database+"/"+r.Key] {
			t.Errorf("%s/%s: verdict %q, want %q", r.Database, r.Key, got, want[r.Database+"/"+r.Key])
		}
	}
	hot := rep.Results[1].Ratios
	if hot == nil || hot.RPS != 0.3 || hot.P50 != 2 || hot.P99 != 2 || hot.PeakRSS == nil || *hot.PeakRSS != 2 {
		t.Errorf("ratios of hot: %+v", hot)
	}
	if rep.Failed() != 4 {
		t.Errorf("Failed() = %d, want 4", rep.Failed())
	}
}

func TestWriteTable(t *testing.T) {
	rep := &Report{Results: []Result{
		{Database: "sqlite", Key: BaselineKey, Scenario: "B baseline", Figures: Figures{RPS: 10000, P50Ms: 1, P99Ms: 5}},
		{Database: "sqlite", Key: "hot", Scenario: "1 events list, hot", Target: readTarget(0.25),
			Figures: Figures{RPS: 3000, P50Ms: 2, P99Ms: 10}, Note: "first error: none"},
		{Database: "sqlite", Key: "gql", Scenario: "4 GraphQL", Skipped: "the GraphQL schema has no events query yet"},
	}}
	rep.Evaluate()
	var b bytes.Buffer
	if err := rep.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{"req/s", "1 events list, hot", "30.0%", "≥25% B, p99≤50ms, 0 err", "|ok",
		"not available: the GraphQL schema has no events query yet"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "note:") {
		t.Errorf("the table carries the notes (WriteNotes prints them once):\n%s", out)
	}
	b.Reset()
	rep.Results[1].Figures.P99ByKindMs = map[string]float64{"write": 140.2, "graphql": 95}
	rep.WriteNotes(&b)
	if got, want := b.String(), "note: sqlite 1 events list, hot: first error: none\n"+
		"p99 by kind: sqlite 1 events list, hot: write 140.2 ms, graphql 95.0 ms\n"; got != want {
		t.Errorf("notes:\n%s\nwant:\n%s", got, want)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if first, second := strings.Index(lines[0], "|req/s"), strings.Index(lines[1], "|"); first < 0 || second < 0 {
		t.Errorf("columns not aligned:\n%s", out)
	}
}

func TestWriteMarkdown(t *testing.T) {
	rep := &Report{Results: []Result{
		{Database: "sqlite", Key: BaselineKey, Scenario: "B baseline", Figures: Figures{RPS: 10000, P50Ms: 1, P99Ms: 5}},
		{Database: "sqlite", Key: "hot", Scenario: "1 events list, hot", Target: readTarget(0.25), Figures: Figures{RPS: 3000, P50Ms: 2, P99Ms: 10}},
		{Database: "sqlite", Key: "gql", Scenario: "4 GraphQL", Skipped: "no a|b"},
	}}
	rep.Evaluate()
	var b bytes.Buffer
	if err := rep.WriteMarkdown(&b); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 5 || !strings.HasPrefix(lines[0], "| db | scenario | req/s |") || !strings.HasPrefix(lines[1], "|---|") ||
		!strings.Contains(lines[3], "| 1 events list, hot | 3000 | 30.0% |") || !strings.Contains(lines[4], `not available: no a\|b |`) {
		t.Errorf("markdown:\n%s", b.String())
	}
	for _, l := range lines {
		if strings.Count(strings.ReplaceAll(l, `\|`, ""), "|") != len(tableHeader)+1 {
			t.Errorf("row with a wrong number of cells: %s", l)
		}
	}
}
