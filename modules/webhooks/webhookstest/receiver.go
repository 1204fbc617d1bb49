// Package webhookstest is a webhook receiver for tests: a real HTTP
// server on loopback that checks each request's Standard Webhooks
// signature with its own implementation of the specification (not the
// library that signs) and records what arrived.
package webhookstest

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// Received is one request the receiver answered.
type Received struct {
	ID        string // webhook-id
	Type      string // the message's type
	Body      []byte
	Valid     bool   // the signature verified with the secret
	Problem   string // why not, when not Valid
	Status    int    // what the receiver answered
	Timestamp time.Time
}

// Receiver records deliveries. Answer decides each answer's status
// (default 204).
type Receiver struct {
	*httptest.Server
	mu     sync.Mutex
	secret string
	got    []Received
	answer func(n int, r Received) int
}

// New starts a receiver on loopback, stopped at the end of the test.
func New(t testing.TB) *Receiver {
	rc := &Receiver{}
	rc.Server = httptest.NewServer(http.HandlerFunc(rc.serve))
	t.Cleanup(rc.Close)
	return rc
}

// SetSecret sets the whsec_ secret signatures are checked with.
func (rc *Receiver) SetSecret(s string) { rc.mu.Lock(); rc.secret = s; rc.mu.Unlock() }

// Answer sets the status function: n counts the requests so far (from 1).
func (rc *Receiver) Answer(f func(n int, r Received) int) {
	rc.mu.Lock()
	rc.answer = f
	rc.mu.Unlock()
}

func (rc *Receiver) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	rc.mu.Lock()
	rec := Received{ID: r.Header.Get("webhook-id"), Body: body}
	var msg struct{ Type string }
	_ = json.Unmarshal(body, &msg)
	rec.Type = msg.Type
	rec.Problem = Verify(rc.secret, r.Header, body, time.Now())
	rec.Valid = rec.Problem == ""
	if ts, err := strconv.ParseInt(r.Header.Get("webhook-timestamp"), 10, 64); err == nil {
		rec.Timestamp = time.Unix(ts, 0)
	}
	rec.Status = 204 // No Content
	if rc.answer != nil {
		rec.Status = rc.answer(len(rc.got)+1, rec)
	}
	rc.got = append(rc.got, rec)
	rc.mu.Unlock()
	w.WriteHeader(rec.Status)
	if rec.Status >= 300 {
		_, _ = io.WriteString(w, "receiver says no")
	}
}

// Got returns what arrived so far.
func (rc *Receiver) Got() []Received {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return append([]Received(nil), rc.got...)
}

// Wait polls until cond holds for what arrived (or fails the test after
// timeout) and returns it.
func (rc *Receiver) Wait(t testing.TB, timeout time.Duration, what string, cond func([]Received) bool) []Received {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		got := rc.Got()
		if cond(got) {
			return got
		}
		if time.Now().After(deadline) {
			t.Fatalf("webhook receiver: %s not seen within %s; got %d requests: %v", what, timeout, len(got), Summary(got))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Summary lists id, type and status of each request.
func Summary(got []Received) []string {
	out := make([]string, len(got))
	for i, r := range got {
		out[i] = fmt.Sprintf("%s %s %d valid=%v %s", r.ID, r.Type, r.Status, r.Valid, r.Problem)
	}
	return out
}

// Verify checks a request by the Standard Webhooks specification, written
// here from the specification: the signed content is
// "<webhook-id>.<webhook-timestamp>.<body>", HMAC-SHA256 under the
// base64-decoded part of the secret after "whsec_", encoded in base64 and
// sent as "v1,<signature>" among space-separated signatures; the
// timestamp must be within 5 minutes of now. It returns "" when valid.
func Verify(secret string, h http.Header, body []byte, now time.Time) string {
	id, ts, sigs := h.Get("webhook-id"), h.Get("webhook-timestamp"), h.Get("webhook-signature")
	if id == "" || ts == "" || sigs == "" {
		return "missing headers"
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, "whsec_"))
	if err != nil || len(key) == 0 {
		return "bad secret"
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return "bad timestamp"
	}
	if d := now.Sub(time.Unix(sec, 0)); d > 5*time.Minute || d < -5*time.Minute {
		return "timestamp out of tolerance"
	}
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(id + "." + ts + "."))
	mac.Write(body)
	want := mac.Sum(nil)
	for _, s := range strings.Fields(sigs) {
		v, sig, ok := strings.Cut(s, ",")
		if !ok || v != "v1" {
			continue
		}
		got, err := base64.StdEncoding.DecodeString(sig)
		if err == nil && hmac.Equal(got, want) {
			return ""
		}
	}
	return "no matching v1 signature"
}
