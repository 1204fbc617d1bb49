package modules

import "time"

// Metrics receives the domain events operators watch. Modules report
// through it without knowing the metrics backend; Deps.Metrics is never nil
// after Deps.WithDefaults (NopMetrics).
type Metrics interface {
	// UploadBytes counts bytes stored for an upload of kind (image, document, media).
	UploadBytes(kind string, n int64)
	// CacheLookup counts a lookup in a named cache.
	CacheLookup(cache string, hit bool)
	// SweepRun counts one run of a named background sweep and what it removed.
	SweepRun(sweep string, removed int, err error)
	// WebhookAttempt counts one webhook delivery attempt and its duration.
	WebhookAttempt(ok bool, d time.Duration)
}

// NopMetrics discards everything.
type NopMetrics struct{}

// UploadBytes implements Metrics.
func (NopMetrics) UploadBytes(string, int64) {}

// CacheLookup implements Metrics.
func (NopMetrics) CacheLookup(string, bool) {}

// SweepRun implements Metrics.
func (NopMetrics) SweepRun(string, int, error) {}

// WebhookAttempt implements Metrics.
func (NopMetrics) WebhookAttempt(bool, time.Duration) {}
