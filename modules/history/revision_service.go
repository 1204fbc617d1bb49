package history

import (
	"context"
	"database/sql"
	"errors"

	"corkboard/modules"
)

// Keeper is the module owning records of some types (wired in
// internal/app): it decides who may see a record's history and restores
// a revision through its own update path (validation, notifications and
// caches as for any update, recorded as a new revision).
type Keeper interface {
	// HistoryAccess returns nil when the caller of ctx may edit the
	// record (and so read its history); else the access errors,
	// CodeNotFound for a record the caller may not know of.
	HistoryAccess(ctx context.Context, recordType string, id int64) error
	// RestoreRevision writes snapshot (a revision's state, JSON) back to
	// the record through its update.
	RestoreRevision(ctx context.Context, recordType string, id int64, snapshot []byte) error
}

// MaxPage bounds one page of revisions or audit entries.
const MaxPage = 100

// RevisionPage is one page of a record's revisions, newest first.
type RevisionPage struct {
	Items []Revision
	// More tells whether older revisions follow the last item.
	More bool
}

// keeper returns the keeper of recordType (CodeNotFound when none).
func (m *Module) keeper(recordType string) (Keeper, error) {
	k, ok := m.keepers[recordType]
	if !ok {
		return nil, modules.NotFound("record")
	}
	return k, nil
}

// requireEditor refuses anonymous callers and API keys: history is an
// admin feature (the keeper then decides on the record).
func requireEditor(ctx context.Context) error {
	p := modules.PrincipalFrom(ctx)
	switch {
	case p == nil:
		return &modules.Error{Code: modules.CodeUnauthenticated, Message: "authentication required"}
	case p.Kind == modules.PrincipalAPIKey:
		return &modules.Error{Code: modules.CodeForbidden, Message: "API keys may not read history"}
	}
	return nil
}

// Revisions lists the revisions of a record, newest first: first of them
// (1 to MaxPage, default 20) older than the revision after (0: from the
// newest). Callers: those who may edit the record (editors, admins,
// contributors for their own drafts, the system). Errors:
// CodeUnauthenticated, CodeForbidden, CodeNotFound, CodeValidation.
func (m *Module) Revisions(ctx context.Context, recordType string, id int64, first int, after int64) (*RevisionPage, error) {
	if err := requireEditor(ctx); err != nil {
		return nil, err
	}
	if first == 0 {
		first = 20
	}
	if first < 1 || first > MaxPage {
		return nil, modules.Validation(modules.FieldError{Field: "first", Message: "must be from 1 to 100"})
	}
	k, err := m.keeper(recordType)
	if err != nil {
		return nil, err
	}
	if err := k.HistoryAccess(ctx, recordType, id); err != nil {
		return nil, err
	}
	var revs []Revision
	q := m.deps.Reader().NewSelect().Model(&revs).Where("record_type = ? AND record_id = ?", recordType, id).
		Order("number DESC").Limit(first + 1)
	if after > 0 {
		q.Where("id < ?", after)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	page := &RevisionPage{Items: revs}
	if len(revs) > first {
		page.Items, page.More = revs[:first], true
	}
	return page, nil
}

// RestoreRevision writes revision id's state back to its record through
// the record's own update (so its validation, permissions,
// notifications and caches apply), which records a new revision with
// action "restore". It returns that new revision (the restored one
// itself when the record already has its state). Callers: those who may
// edit the record. Errors: CodeNotFound, the access errors, those of the
// record's update (CodeValidation when, say, a category it names is
// gone).
func (m *Module) RestoreRevision(ctx context.Context, id int64) (*Revision, error) {
	if err := requireEditor(ctx); err != nil {
		return nil, err
	}
	rev := new(Revision)
	err := m.deps.DB.NewSelect().Model(rev).Where("id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, modules.NotFound("revision")
	}
	if err != nil {
		return nil, modules.As(err)
	}
	k, err := m.keeper(rev.RecordType)
	if err != nil {
		return nil, err
	}
	if err := k.HistoryAccess(ctx, rev.RecordType, rev.RecordID); err != nil {
		if modules.As(err).Code == modules.CodeNotFound {
			return nil, modules.NotFound("revision")
		}
		return nil, err
	}
	if err := k.RestoreRevision(context.WithValue(ctx, restoringKey{}, rev), rev.RecordType, rev.RecordID, []byte(rev.Snapshot)); err != nil {
		return nil, err
	}
	latest := new(Revision)
	if err := m.deps.DB.NewSelect().Model(latest).Where("record_type = ? AND record_id = ?", rev.RecordType, rev.RecordID).
		Order("number DESC").Limit(1).Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	return latest, nil
}
