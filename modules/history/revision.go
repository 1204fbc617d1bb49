package history

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// Revision is one version of a record: its state after a write (Snapshot,
// JSON), who made it and when, and the fields it changed.
type Revision struct {
	bun.BaseModel `bun:"table:revisions"`

	ID         int64  `bun:"id,pk,autoincrement"`
	RecordType string `bun:"record_type,notnull"`
	RecordID   int64  `bun:"record_id,notnull"`
	CompanyID  int64  `bun:"company_id,notnull"`
	// Number counts the record's revisions from 1.
	Number int `bun:"number,notnull"`
	// Action made it: create, update, publish, restore.
	Action    string    `bun:"action,notnull"`
	Title     string    `bun:"title,notnull"`
	ActorKind string    `bun:"actor_kind,notnull"`
	ActorID   int64     `bun:"actor_id,notnull"`
	Actor     string    `bun:"actor,notnull"`
	Snapshot  string    `bun:"snapshot,notnull"`
	ChangesJS string    `bun:"changes,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
}

// Changes are the fields this revision changed, by path.
func (r *Revision) Changes() []Change {
	var out []Change
	if err := json.Unmarshal([]byte(r.ChangesJS), &out); err != nil || out == nil {
		return []Change{}
	}
	return out
}

type restoringKey struct{}

// Revise implements modules.Recorder: in db, it stores r's state as the
// record's next revision with the fields changed since the previous one
// (none changed: no revision), removes revisions past the retention, and
// appends the audit entry "<type>.<action>". A write made by
// RestoreRevision is recorded as action "restore". r.Data nil (a
// deletion) records the audit entry only.
func (m *Module) Revise(ctx context.Context, db bun.IDB, action string, r modules.Record) error {
	from, restoring := ctx.Value(restoringKey{}).(*Revision)
	summary := ""
	if restoring && from.RecordType == r.Type && from.RecordID == r.ID {
		action, summary = "restore", "restored revision "+itoa(int64(from.Number))
	}
	if r.Data != nil {
		changed, err := m.revise(ctx, db, action, r)
		if err != nil {
			return err
		}
		if !changed && action == "update" {
			return nil // a save that changed nothing
		}
	}
	return m.Audit(ctx, db, modules.AuditEntry{Action: r.Type + "." + action, Type: r.Type, ID: r.ID,
		CompanyID: r.CompanyID, Summary: join2(r.Title, summary)})
}

func (m *Module) revise(ctx context.Context, db bun.IDB, action string, r modules.Record) (bool, error) {
	data, err := json.Marshal(r.Data)
	if err != nil {
		return false, err
	}
	var prev Revision
	var before []byte
	err = db.NewSelect().Model(&prev).Column("number", "snapshot").
		Where("record_type = ? AND record_id = ?", r.Type, r.ID).Order("number DESC").Limit(1).Scan(ctx)
	switch {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return false, err
	default:
		before = []byte(prev.Snapshot)
	}
	changes, err := diff(before, data)
	if err != nil {
		return false, err
	}
	if before != nil && len(changes) == 0 {
		return false, nil
	}
	cj, err := json.Marshal(changes)
	if err != nil {
		return false, err
	}
	kind, id, label := actor(ctx)
	rev := &Revision{RecordType: r.Type, RecordID: r.ID, CompanyID: r.CompanyID, Number: prev.Number + 1,
		Action: action, Title: r.Title, ActorKind: kind, ActorID: id, Actor: label,
		Snapshot: string(data), ChangesJS: string(cj), CreatedAt: m.deps.Now()}
	if _, err := db.NewInsert().Model(rev).Exec(ctx); err != nil {
		return false, err
	}
	if keep := m.settings.KeepRevisions; rev.Number > keep {
		if _, err := db.NewDelete().Model((*Revision)(nil)).Where("record_type = ? AND record_id = ? AND number <= ?",
			r.Type, r.ID, rev.Number-keep).Exec(ctx); err != nil {
			return false, err
		}
	}
	return true, nil
}

func join2(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + " (" + b + ")"
}
