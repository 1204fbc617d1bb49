package webhooks

import (
	"bytes"
	"context"
	"encoding/json"
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

// Renderer renders a resource as the public API shows it (the payload's
// data), reading through db: the transaction of the write that changed
// it, so the data shows the resource as of that change. personal asks
// for the personal data of a resource marked Personal (an endpoint opted
// in). internal/app wires it from the transports' encoders.
type Renderer interface {
	Render(ctx context.Context, db bun.IDB, r modules.Resource, personal bool) (json.RawMessage, error)
}

// SetRenderer sets the renderer of notifications' resources. Without one
// (or for a kind it does not know: an error) the data is {"id": …}.
func (m *Module) SetRenderer(r Renderer) { m.renderer = r }

// Notify implements modules.Notifier: in tx, it inserts one delivery job
// per active endpoint of the company subscribed to n.Type (of every
// company when n.CompanyID is 0: the site-wide calendar and media
// library). A company without such endpoints costs one indexed read; the
// resource is rendered once per variant (company, personal data or not)
// and only when an endpoint subscribed.
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
		company  int64
		personal bool
	}
	payloads := map[variant]json.RawMessage{}
	datas := map[bool]json.RawMessage{}
	id := newMessageID()
	for i := range eps {
		ep := &eps[i]
		if !ep.Subscribed(n.Type) {
			continue
		}
		v := variant{company: ep.CompanyID, personal: ep.IncludePII && n.Resource != nil && n.Resource.Personal}
		payload, ok := payloads[v]
		if !ok {
			data, ok := datas[v.personal]
			if !ok {
				var err error
				if data, err = m.data(ctx, tx, n, v.personal); err != nil {
					return err
				}
				datas[v.personal] = data
			}
			var err error
			if payload, err = m.message(id, n.Type, ep.CompanyID, data); err != nil {
				return err
			}
			payloads[v] = payload
		}
		if err := m.enqueueTx(ctx, tx, deliverArgs{EndpointID: ep.ID, MessageID: id, Type: n.Type, Payload: body(payload)}); err != nil {
			return err
		}
	}
	return nil
}

// data is the payload's data of n: its resource rendered through tx, or
// n.Data.
func (m *Module) data(ctx context.Context, tx bun.Tx, n modules.Notification, personal bool) (json.RawMessage, error) {
	if n.Resource == nil {
		return encode(n.Data)
	}
	if m.renderer == nil {
		return encode(map[string]int64{"id": n.Resource.ID})
	}
	return m.renderer.Render(ctx, tx, *n.Resource, personal)
}

// message encodes a message of type typ to company with data.
func (m *Module) message(id, typ string, company int64, data json.RawMessage) (json.RawMessage, error) {
	return encode(Message{ID: id, Type: typ, OccurredAt: m.deps.Now().Truncate(time.Millisecond),
		Company: MessageCompany{ID: company}, Data: data})
}

// encode is JSON without HTML escaping (as the public API writes it).
func encode(v any) (json.RawMessage, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// insertOpts are a delivery job's: its queue, and one attempt more than
// there are waits between attempts.
func (m *Module) insertOpts() *river.InsertOpts {
	return &river.InsertOpts{Queue: jobs.QueueWebhooks, MaxAttempts: len(m.settings.Backoff) + 1}
}

func (m *Module) enqueueTx(ctx context.Context, tx bun.Tx, a deliverArgs) error {
	return m.jobs.InsertTx(ctx, tx, a, m.insertOpts())
}
