package webhooks

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"
)

// deliverArgs is the job of delivering one message to one endpoint. The
// job is the outbox entry: inserted with the change, retried until it is
// delivered or its attempts run out.
type deliverArgs struct {
	EndpointID int64  `json:"endpoint_id"`
	MessageID  string `json:"message_id"`
	Type       string `json:"type"`
	Payload    body   `json:"payload"`
}

// body is a message's bytes, kept in the job's arguments as a JSON
// string: the job store (River encodes the arguments with
// encoding/json, which escapes HTML characters, and PostgreSQL keeps
// them as jsonb, which reorders keys and drops white space) then gives
// back exactly the bytes written, and every attempt sends and signs the
// same bytes the delivery log keeps.
type body []byte

// MarshalJSON implements json.Marshaler.
func (b body) MarshalJSON() ([]byte, error) { return json.Marshal(string(b)) }

// UnmarshalJSON implements json.Unmarshaler; it also reads the message
// as JSON, as jobs queued before were written.
func (b *body) UnmarshalJSON(d []byte) error {
	if len(d) > 0 && d[0] == '"' {
		var s string
		err := json.Unmarshal(d, &s)
		*b = body(s)
		return err
	}
	*b = append((*b)[:0], d...)
	return nil
}

// Kind implements river.JobArgs.
func (deliverArgs) Kind() string { return "webhooks.deliver" }

// deliverWorker sends deliveries.
type deliverWorker struct {
	river.WorkerDefaults[deliverArgs]
	m     *Module
	slots *slots
}

// Timeout implements river.Worker: the HTTP timeout and time to log.
func (w *deliverWorker) Timeout(*river.Job[deliverArgs]) time.Duration {
	return w.m.settings.Timeout + 10*time.Second
}

// NextRetry implements river.Worker: the module's backoff after the
// attempt that failed, with ±10 % jitter (receivers that failed together
// are not all retried in the same second).
func (w *deliverWorker) NextRetry(j *river.Job[deliverArgs]) time.Time {
	b := w.m.settings.Backoff
	d := b[min(max(j.Attempt-1, 0), len(b)-1)]
	jitter := time.Duration((rand.Float64()*0.2 - 0.1) * float64(d))
	return time.Now().Add(d + jitter)
}

// Work implements river.Worker: one attempt, logged in the delivery log
// and in one log line; a failure is returned so that River retries it.
func (w *deliverWorker) Work(ctx context.Context, j *river.Job[deliverArgs]) error {
	m := w.m
	ep := new(Endpoint)
	err := m.deps.Reader().NewSelect().Model(ep).Where("id = ?", j.Args.EndpointID).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // deleted since: nothing to deliver to
	}
	if err != nil {
		return err
	}
	if !ep.Active && j.Args.Type != pingType {
		return river.JobCancel(errors.New("endpoint inactive"))
	}
	release, ok := w.slots.take(ep.ID)
	if !ok {
		return river.JobSnooze(time.Second) // this endpoint's slots are busy
	}
	defer release()
	secret, err := m.seal.open(ep.Secret)
	if err != nil {
		return river.JobCancel(err)
	}
	res := m.sender.send(ctx, ep.URL, secret, j.Args.MessageID, time.Now(), j.Args.Payload)
	last := j.Attempt >= j.MaxAttempts
	disabled, err := m.record(context.WithoutCancel(ctx), ep, j, res, last)
	m.deps.M().WebhookAttempt(res.OK(), res.Duration)
	lvl := slog.LevelInfo
	if !res.OK() {
		lvl = slog.LevelWarn
	}
	m.log.Log(ctx, lvl, "webhook delivery", slog.Int64("delivery_job", j.ID), slog.String("message_id", j.Args.MessageID),
		slog.Int64("endpoint_id", ep.ID), slog.String("type", j.Args.Type), slog.Int("attempt", j.Attempt),
		slog.Int("status", res.Status), slog.Duration("duration", res.Duration), slog.String("error", res.ErrorText()),
		slog.Bool("endpoint_disabled", disabled))
	if err != nil {
		return err
	}
	if res.OK() {
		return nil
	}
	failure := fmt.Errorf("attempt %d: %s", j.Attempt, res.ErrorText())
	if disabled || j.Args.Type == pingType {
		return river.JobCancel(failure) // no more attempts
	}
	return failure
}

// record writes the attempt to the delivery log and keeps the endpoint's
// failure state: a success clears it; a failure starts it, and disables
// the endpoint when it has failed for DisableAfter or this was the
// message's last attempt. It reports whether it disabled the endpoint.
func (m *Module) record(ctx context.Context, ep *Endpoint, j *river.Job[deliverArgs], res attempt, last bool) (disabled bool, err error) {
	now := m.deps.Now()
	d := &Delivery{EndpointID: ep.ID, CompanyID: ep.CompanyID, MessageID: j.Args.MessageID, EventType: j.Args.Type,
		Payload: string(j.Args.Payload), Attempt: j.Attempt, Succeeded: res.OK(), StatusCode: res.Status,
		Response: res.Response, Error: res.ErrorText(), DurationMS: res.Duration.Milliseconds(), CreatedAt: now}
	if j.Args.Type == pingType || (res.OK() && ep.FailingSince == nil) {
		// The common case, a healthy endpoint's success (or a test ping,
		// which says nothing of the endpoint's health): the log row alone,
		// one statement.
		_, err = m.deps.DB.NewInsert().Model(d).Exec(ctx)
		return false, err
	}
	err = m.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(d).Exec(ctx); err != nil {
			return err
		}
		q := tx.NewUpdate().Model((*Endpoint)(nil)).Where("id = ?", ep.ID)
		switch {
		case res.OK():
			q.Set("failing_since = NULL")
		case ep.FailingSince == nil && !last:
			q.Set("failing_since = ?", now)
		default:
			since := now
			if ep.FailingSince != nil {
				since = *ep.FailingSince
			}
			if !last && now.Sub(since) < m.settings.DisableAfter {
				return nil
			}
			disabled = true
			reason := fmt.Sprintf("disabled at %s: deliveries failing since %s (last: %s, message %s after %d attempts)",
				now.Format(time.RFC3339), since.Format(time.RFC3339), res.ErrorText(), j.Args.MessageID, j.Attempt)
			q.Set("active = ?", false).Set("disabled_reason = ?", reason).Set("failing_since = ?", since).Set("updated_at = ?", now)
		}
		_, err := q.Exec(ctx)
		return err
	})
	return disabled, err
}

// slots bounds concurrent deliveries per endpoint in this process.
type slots struct {
	per  int
	mu   sync.Mutex
	busy map[int64]int
}

func newSlots(per int) *slots { return &slots{per: per, busy: map[int64]int{}} }

func (s *slots) take(id int64) (release func(), ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.busy[id] >= s.per {
		return nil, false
	}
	s.busy[id]++
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.busy[id]--; s.busy[id] == 0 {
			delete(s.busy, id)
		}
	}, true
}
