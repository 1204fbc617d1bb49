package webhooks

import (
	"time"

	"github.com/uptrace/bun"
)

// Delivery is one attempt to deliver a message to an endpoint: the
// delivery log. Attempts of one message share its MessageID (the
// webhook-id header).
type Delivery struct {
	bun.BaseModel `bun:"table:webhook_deliveries"`

	ID         int64  `bun:"id,pk,autoincrement"`
	EndpointID int64  `bun:"endpoint_id,notnull"`
	CompanyID  int64  `bun:"company_id,notnull"`
	MessageID  string `bun:"message_id,notnull"`
	EventType  string `bun:"event_type,notnull"`
	// Payload is the body that was sent.
	Payload   string `bun:"payload,notnull"`
	Attempt   int    `bun:"attempt,notnull"`
	Succeeded bool   `bun:"succeeded,notnull"`
	// StatusCode is the receiver's HTTP status (0: no answer).
	StatusCode int `bun:"status_code,notnull"`
	// Response is the first 4 KB of the receiver's answer.
	Response   string    `bun:"response,notnull"`
	Error      string    `bun:"error,notnull"`
	DurationMS int64     `bun:"duration_ms,notnull"`
	CreatedAt  time.Time `bun:"created_at,notnull"`
}
