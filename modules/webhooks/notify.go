package webhooks

import (
	"context"
	"encoding/json"
	"maps"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"corkboard/internal/jobs"
	"corkboard/modules"
)

// Message is the JSON body of every delivery.
type Message struct {
	ID         string          `json:"id"`
	Type       string          `json:"type"`
	OccurredAt time.Time       `json:"occurred_at"`
	Company    MessageCompany  `json:"company"`
	Data       json.RawMessage `json:"data"`
}

// MessageCompany names the company a message is about.
type MessageCompany struct {
	ID int64 `json:"id"`
}

// newMessageID is a message's id, the webhook-id of each of its attempts.
func newMessageID() string {
	return "msg_" + strings.ReplaceAll(uuid.Must(uuid.NewV7()).String(), "-", "")
}

// Notify implements modules.Notifier: in tx, it inserts one delivery job
// per active endpoint of the company subscribed to n.Type (of every
// company when n.CompanyID is 0: the site-wide media library). A company
// without such endpoints costs one indexed read.
func (m *Module) Notify(ctx context.Context, tx bun.Tx, n modules.Notification) error {
	var eps []Endpoint
	q := tx.NewSelect().Model(&eps).Column("id", "company_id", "events", "include_pii").Where("active = ?", true)
	if n.CompanyID != 0 {
		q.Where("company_id = ?", n.CompanyID)
	}
	if err := q.Scan(ctx); err != nil {
		return err
	}
	type variant struct {
		company int64
		pii     bool
	}
	payloads := map[variant]json.RawMessage{}
	id := newMessageID()
	for i := range eps {
		ep := &eps[i]
		if !ep.Subscribed(n.Type) {
			continue
		}
		v := variant{company: ep.CompanyID, pii: ep.IncludePII && n.Private != nil}
		payload, ok := payloads[v]
		if !ok {
			var err error
			c := n
			c.CompanyID = ep.CompanyID
			if payload, err = m.message(id, c, v.pii); err != nil {
				return err
			}
			payloads[v] = payload
		}
		if err := m.enqueueTx(ctx, tx, deliverArgs{EndpointID: ep.ID, MessageID: id, Type: n.Type, Payload: payload}); err != nil {
			return err
		}
	}
	return nil
}

// message encodes n (with its private fields merged into data when pii).
func (m *Module) message(id string, n modules.Notification, pii bool) (json.RawMessage, error) {
	data, err := json.Marshal(n.Data)
	if err != nil {
		return nil, err
	}
	if pii {
		var d, p map[string]any
		if err := json.Unmarshal(data, &d); err != nil {
			return nil, err
		}
		b, err := json.Marshal(n.Private)
		if err != nil {
			return nil, err
		}
		if err := json.Unmarshal(b, &p); err != nil {
			return nil, err
		}
		maps.Copy(d, p)
		if data, err = json.Marshal(d); err != nil {
			return nil, err
		}
	}
	return json.Marshal(Message{ID: id, Type: n.Type, OccurredAt: m.deps.Now().Truncate(time.Millisecond),
		Company: MessageCompany{ID: n.CompanyID}, Data: data})
}

// insertOpts are a delivery job's: its queue, and one attempt more than
// there are waits between attempts.
func (m *Module) insertOpts() *river.InsertOpts {
	return &river.InsertOpts{Queue: jobs.QueueWebhooks, MaxAttempts: len(m.settings.Backoff) + 1}
}

func (m *Module) enqueueTx(ctx context.Context, tx bun.Tx, a deliverArgs) error {
	return m.jobs.InsertTx(ctx, tx, a, m.insertOpts())
}
