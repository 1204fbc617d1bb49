//go:build !linux

package bench

// settle does nothing outside Linux (no syncfs).
func settle(string) error { return nil }
