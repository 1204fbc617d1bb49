//go:build !unix

package graph_test

import "time"

// cpuTime is not measured here: the CPU budget is not checked.
func cpuTime() time.Duration { return 0 }
