package history

import (
	"context"
	"strconv"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// Entry is one line of the audit trail: who (actor), did what (action)
// to which record, when and from where. Entries are only ever added (and
// removed past the retention by PruneAudit).
type Entry struct {
	bun.BaseModel `bun:"table:audit_log"`

	ID         int64     `bun:"id,pk,autoincrement"`
	CreatedAt  time.Time `bun:"created_at,notnull"`
	Action     string    `bun:"action,notnull"`
	ActorKind  string    `bun:"actor_kind,notnull"`
	ActorID    int64     `bun:"actor_id,notnull"`
	Actor      string    `bun:"actor,notnull"`
	CompanyID  int64     `bun:"company_id,notnull"`
	RecordType string    `bun:"record_type,notnull"`
	RecordID   int64     `bun:"record_id,notnull"`
	Summary    string    `bun:"summary,notnull"`
	IP         string    `bun:"ip,notnull"`
	UserAgent  string    `bun:"user_agent,notnull"`
}

// maxUserAgent bounds the user agent kept (a client chooses it).
const maxUserAgent = 512

// Audit implements modules.Recorder: it appends e in db, with the actor
// of ctx (or e's when ctx has no principal) and the client's address.
func (m *Module) Audit(ctx context.Context, db bun.IDB, e modules.AuditEntry) error {
	kind, id, label := actor(ctx)
	if kind == ActorAnonymous && (e.ActorID != 0 || e.Actor != "") {
		kind, id, label = ActorUser, e.ActorID, e.Actor
		if id == 0 {
			kind = ActorAnonymous
		}
	}
	c := modules.ClientFrom(ctx)
	ua := truncate(c.UserAgent, maxUserAgent)
	_, err := db.NewInsert().Model(&Entry{CreatedAt: m.deps.Now(), Action: e.Action, ActorKind: kind, ActorID: id,
		Actor: truncate(label, 320), CompanyID: e.CompanyID, RecordType: e.Type, RecordID: e.ID, Summary: truncate(e.Summary, 500),
		IP: c.IP, UserAgent: ua}).Exec(ctx)
	return err
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	r := []rune(s)
	for len(string(r)) > n {
		r = r[:len(r)-1]
	}
	return string(r)
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
