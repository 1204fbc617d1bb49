package webhooks

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

// maxResponse is how much of a receiver's answer is read and kept.
const maxResponse = 4 << 10

// sender posts signed payloads: one HTTP client whose every connection
// passes the guard, that follows no redirect and gives up after the
// timeout.
type sender struct {
	guard  guard
	client *http.Client
}

func newSender(s Settings) *sender {
	g := guard{allowPrivate: s.AllowPrivate, resolver: net.DefaultResolver}
	dialer := &net.Dialer{Timeout: s.Timeout, Control: g.control}
	transport := &http.Transport{
		Proxy:                 nil, // a proxy would be the address checked, not the receiver
		DialContext:           dialer.DialContext,
		TLSHandshakeTimeout:   s.Timeout,
		ResponseHeaderTimeout: s.Timeout,
		MaxIdleConnsPerHost:   s.PerEndpoint,
		IdleConnTimeout:       90 * time.Second,
		ForceAttemptHTTP2:     true,
	}
	return &sender{guard: g, client: &http.Client{
		Transport: transport,
		Timeout:   s.Timeout,
		// A redirect is the receiver's answer (3xx: a failure), never
		// followed: it could point anywhere, a private address included.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}
}

// attempt is the outcome of one delivery attempt.
type attempt struct {
	Status   int
	Response string
	Err      error
	Duration time.Duration
}

// OK reports a 2xx answer.
func (a attempt) OK() bool { return a.Err == nil && a.Status >= 200 && a.Status < 300 }

// ErrorText is what the log shows for a failed attempt.
func (a attempt) ErrorText() string {
	switch {
	case a.Err != nil:
		return a.Err.Error()
	case !a.OK():
		return "HTTP " + strconv.Itoa(a.Status)
	}
	return ""
}

// send posts payload to url signed with secret (Standard Webhooks:
// webhook-id, webhook-timestamp, webhook-signature).
func (s *sender) send(ctx context.Context, url, secret, msgID string, at time.Time, payload []byte) attempt {
	start := time.Now()
	res := s.post(ctx, url, secret, msgID, at, payload)
	res.Duration = time.Since(start)
	return res
}

func (s *sender) post(ctx context.Context, url, secret, msgID string, at time.Time, payload []byte) attempt {
	wh, err := standardwebhooks.NewWebhook(secret)
	if err != nil {
		return attempt{Err: fmt.Errorf("signing secret: %w", err)}
	}
	sig, err := wh.Sign(msgID, at, payload)
	if err != nil {
		return attempt{Err: fmt.Errorf("signing: %w", err)}
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(payload))
	if err != nil {
		return attempt{Err: err}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Corkboard-Webhooks/1")
	req.Header.Set("webhook-id", msgID)
	req.Header.Set("webhook-timestamp", strconv.FormatInt(at.Unix(), 10))
	req.Header.Set("webhook-signature", sig)
	resp, err := s.client.Do(req)
	if err != nil {
		return attempt{Err: err}
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxResponse))
	out := attempt{Status: resp.StatusCode, Response: strings.ToValidUTF8(string(body), string(utf8.RuneError))}
	if err != nil && out.OK() {
		out.Err = fmt.Errorf("reading the answer: %w", err)
	}
	return out
}
