package bench

import (
	"math"
	"strings"
	"testing"
	"time"
)

func TestPercentile(t *testing.T) {
	ms := func(xs ...int) []time.Duration {
		out := make([]time.Duration, len(xs))
		for i, x := range xs {
			out[i] = time.Duration(x) * time.Millisecond
		}
		return out
	}
	hundred := make([]int, 100)
	for i := range hundred {
		hundred[i] = i + 1
	}
	for _, c := range []struct {
		name   string
		sorted []time.Duration
		p      float64
		want   time.Duration
	}{
		{"empty", nil, 50, 0},
		{"one value", ms(7), 99, 7 * time.Millisecond},
		{"median of odd count", ms(1, 2, 3), 50, 2 * time.Millisecond},
		{"nearest rank rounds up", ms(1, 2, 3, 4), 50, 2 * time.Millisecond},
		{"p99 of 1..100", ms(hundred...), 99, 99 * time.Millisecond},
		{"p100 is the maximum", ms(hundred...), 100, 100 * time.Millisecond},
		{"tiny p is the minimum", ms(hundred...), 0.001, time.Millisecond},
	} {
		if got := Percentile(c.sorted, c.p); got != c.want {
			t.Errorf("%s: Percentile(p%v) = %v, want %v", c.name, c.p, got, c.want)
		}
	}
}

func TestMedian(t *testing.T) {
	if !math.IsNaN(Median(nil)) {
		t.Error("median of nothing is not NaN")
	}
	xs := []float64{3, 1, 2}
	if got := Median(xs); got != 2 {
		t.Errorf("median of 3,1,2 = %v", got)
	}
	if xs[0] != 3 {
		t.Error("Median sorted its argument")
	}
	if got := Median([]float64{4, 1, 3, 2}); got != 2.5 {
		t.Errorf("median of 4,1,3,2 = %v", got)
	}
}

func TestSummarizeTakesMediansAndSumsCounts(t *testing.T) {
	q := func(v float64) *float64 { return &v }
	f := summarize([]Figures{
		{RPS: 100, P50Ms: 5, P99Ms: 50, Errors: 1, Requests: 500, QueriesPerRequest: q(4), DBCPUMsPerRequest: q(0.9)},
		{RPS: 300, P50Ms: 1, P99Ms: 10, Errors: 0, Requests: 1500, QueriesPerRequest: q(2), DBCPUMsPerRequest: q(0.5)},
		{RPS: 200, P50Ms: 2, P99Ms: 20, Errors: 2, Requests: 1000, QueriesPerRequest: q(3), DBCPUMsPerRequest: q(0.7)},
	})
	if f.RPS != 200 || f.P50Ms != 2 || f.P99Ms != 20 || *f.QueriesPerRequest != 3 || *f.DBCPUMsPerRequest != 0.7 || f.CPUMsPerRequest != nil {
		t.Errorf("medians: %+v", f)
	}
	if f.Errors != 3 || f.Requests != 3000 {
		t.Errorf("totals: errors %d requests %d", f.Errors, f.Requests)
	}
}

func TestMetricValue(t *testing.T) {
	text := `# HELP corkboard_db_queries_total SQL statements.
# TYPE corkboard_db_queries_total counter
corkboard_db_queries_total 1234
corkboard_db_queries_total_other 5
corkboard_http_requests_total{method="GET",route="/x",status="200"} 7
corkboard_http_requests_total{method="GET",route="/y",status="200"} 3
`
	for name, want := range map[string]float64{"corkboard_db_queries_total": 1234, "corkboard_http_requests_total": 10} {
		got, err := metricValue(strings.NewReader(text), name)
		if err != nil || got != want {
			t.Errorf("%s = %v, %v; want %v", name, got, err, want)
		}
	}
	if _, err := metricValue(strings.NewReader(text), "corkboard_missing"); err == nil {
		t.Error("a missing metric is not an error")
	}
}
