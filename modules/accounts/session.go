package accounts

import (
	"time"

	"github.com/uptrace/bun"
)

// Session is an admin browser session. The cookie holds the token; only
// its hash is stored. CSRFToken is sent to the browser in a readable form
// and must come back in a header on every mutation.
type Session struct {
	bun.BaseModel `bun:"table:sessions"`

	ID         int64     `bun:"id,pk,autoincrement"`
	TokenHash  string    `bun:"token_hash,notnull"`
	CSRFToken  string    `bun:"csrf_token,notnull"`
	UserID     int64     `bun:"user_id,notnull"`
	CreatedAt  time.Time `bun:"created_at,notnull"`
	ExpiresAt  time.Time `bun:"expires_at,notnull"`
	LastSeenAt time.Time `bun:"last_seen_at,notnull"`

	User *User `bun:"rel:belongs-to,join:user_id=id"`
}

// SessionTTL is how long an idle session lives; activity extends it.
const SessionTTL = 12 * time.Hour
