// Package bench is Corkboard's load benchmark (`make bench`): it seeds a
// realistic data set through the module services, starts the real binary
// and a baseline Fiber server, drives them with a closed-loop HTTP load
// generator on loopback, and reports requests/s, latency percentiles,
// errors, SQL queries per request and peak RSS, each also as a ratio to
// the baseline measured in the same run.
package bench

import (
	"math"
	"slices"
	"time"
)

// Percentile returns the p-th percentile (0 < p ≤ 100) of sorted
// latencies by the nearest-rank method: the smallest value such that at
// least p % of the values are at or below it. It is 0 for no values.
func Percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(math.Ceil(p / 100 * float64(len(sorted))))
	rank = min(max(rank, 1), len(sorted))
	return sorted[rank-1]
}

// Median returns the median of xs (the mean of the two middle values for
// an even count); NaN for none. xs is not modified.
func Median(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}
