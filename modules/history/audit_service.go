package history

import (
	"context"
	"encoding/csv"
	"io"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"corkboard/internal/likepattern"
	"corkboard/modules"
)

// AuditFilter narrows the audit trail; zero members do not filter.
type AuditFilter struct {
	// Actor matches the actor's label (an e-mail address, "API key #7",
	// "system"), case-insensitive, anywhere in it.
	Actor string
	// Action is an action ("job.update") or its record type ("job":
	// every action on jobs, "user": logins too).
	Action string
	// RecordType and RecordID name a record.
	RecordType string
	RecordID   int64
	// From and To bound the time (From included, To excluded).
	From, To *time.Time
}

// Validate bounds the filter's sizes.
func (f AuditFilter) Validate() error {
	var fe []modules.FieldError
	for _, s := range []struct{ name, v string }{{"actor", f.Actor}, {"action", f.Action}, {"recordType", f.RecordType}} {
		if len(s.v) > 200 {
			fe = append(fe, modules.FieldError{Field: s.name, Message: "must be at most 200 characters"})
		}
	}
	if f.From != nil && f.To != nil && !f.From.Before(*f.To) {
		fe = append(fe, modules.FieldError{Field: "to", Message: "must be after from"})
	}
	if len(fe) > 0 {
		return modules.Validation(fe...)
	}
	return nil
}

// AuditPage is one page of the audit trail, newest first.
type AuditPage struct {
	Items []Entry
	More  bool
}

// requireAdmin lets admins and the system read the audit trail.
func requireAdmin(ctx context.Context) error {
	p := modules.PrincipalFrom(ctx)
	switch {
	case p == nil:
		return &modules.Error{Code: modules.CodeUnauthenticated, Message: "authentication required"}
	case p.Kind == modules.PrincipalSystem, p.IsUser(modules.RoleAdmin):
		return nil
	}
	return &modules.Error{Code: modules.CodeForbidden, Message: "only admins read the audit trail"}
}

func (f AuditFilter) apply(q *bun.SelectQuery) {
	if f.Actor != "" {
		q.Where("lower(actor) LIKE ? ESCAPE '!'", likepattern.Contains(f.Actor))
	}
	if a := strings.TrimSpace(f.Action); a != "" {
		q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("action = ?", a).WhereOr("action LIKE ? ESCAPE '!'", likepattern.Escape(a)+".%")
		})
	}
	if f.RecordType != "" {
		q.Where("record_type = ?", f.RecordType)
	}
	if f.RecordID != 0 {
		q.Where("record_id = ?", f.RecordID)
	}
	if f.From != nil {
		q.Where("created_at >= ?", f.From.UTC())
	}
	if f.To != nil {
		q.Where("created_at < ?", f.To.UTC())
	}
}

// AuditLog lists the audit entries matching filter, newest first: first
// of them (1 to MaxPage, default 50) older than entry after (0: from the
// newest). Callers: admins and the system. Errors: CodeUnauthenticated,
// CodeForbidden, CodeValidation.
func (m *Module) AuditLog(ctx context.Context, filter AuditFilter, first int, after int64) (*AuditPage, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	if first == 0 {
		first = 50
	}
	if first < 1 || first > MaxPage {
		return nil, modules.Validation(modules.FieldError{Field: "first", Message: "must be from 1 to 100"})
	}
	if err := filter.Validate(); err != nil {
		return nil, err
	}
	var entries []Entry
	q := m.deps.Reader().NewSelect().Model(&entries).Order("id DESC").Limit(first + 1)
	filter.apply(q)
	if after > 0 {
		q.Where("id < ?", after)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	page := &AuditPage{Items: entries}
	if len(entries) > first {
		page.Items, page.More = entries[:first], true
	}
	return page, nil
}

// MaxExport bounds the entries of one CSV export.
const MaxExport = 100_000

// CSVHeader is the first line of an export.
var CSVHeader = []string{"id", "time", "action", "actor_kind", "actor_id", "actor", "company_id",
	"record_type", "record_id", "summary", "ip", "user_agent"}

// ExportCSV writes the audit entries matching filter to w as CSV (a
// header line, then newest first, at most MaxExport entries), read in
// batches. The export is itself audited ("audit.export"). Callers:
// admins and the system. Errors: those of AuditLog.
func (m *Module) ExportCSV(ctx context.Context, filter AuditFilter, w io.Writer) error {
	if err := requireAdmin(ctx); err != nil {
		return err
	}
	if err := filter.Validate(); err != nil {
		return err
	}
	if err := m.Audit(ctx, m.deps.DB, modules.AuditEntry{Action: "audit.export"}); err != nil {
		return modules.As(err)
	}
	cw := csv.NewWriter(w)
	if err := cw.Write(CSVHeader); err != nil {
		return err
	}
	var after int64
	for written := 0; written < MaxExport; {
		var batch []*Entry
		q := m.deps.Reader().NewSelect().Model(&batch).Order("id DESC").Limit(min(1000, MaxExport-written))
		filter.apply(q)
		if after > 0 {
			q.Where("id < ?", after)
		}
		if err := q.Scan(ctx); err != nil {
			return modules.As(err)
		}
		for _, e := range batch {
			if err := cw.Write([]string{itoa(e.ID), e.CreatedAt.UTC().Format(time.RFC3339), e.Action, e.ActorKind,
				itoa(e.ActorID), csvSafe(e.Actor), itoa(e.CompanyID), e.RecordType, itoa(e.RecordID), csvSafe(e.Summary),
				e.IP, csvSafe(e.UserAgent)}); err != nil {
				return err
			}
		}
		written += len(batch)
		if len(batch) < 1000 {
			break
		}
		after = batch[len(batch)-1].ID
	}
	cw.Flush()
	return cw.Error()
}

// csvSafe defuses a value a spreadsheet would run as a formula (OWASP
// CSV injection): one starting with =, +, - or @ gets a leading '.
func csvSafe(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
