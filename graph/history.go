package graph

import (
	"strings"

	"corkboard/graph/model"
	"corkboard/modules/history"
)

// recordTypeName is the history module's name of a record type
// (JOB_CATEGORY → job_category).
func recordTypeName(t model.RecordType) string { return strings.ToLower(string(t)) }

// parseCursor reads an after cursor (a revision's or entry's id); a
// malformed one is CodeBadRequest on after.
func parseCursor(after *string) (int64, error) {
	if after == nil || *after == "" {
		return 0, nil
	}
	n, err := parseID(*after, "cursor")
	if err != nil || n < 1 {
		return 0, badArg("after", "must be an endCursor")
	}
	return n, nil
}

// auditFilter reads the audit trail's filter.
func auditFilter(f *model.AuditFilter) (history.AuditFilter, error) {
	if f == nil {
		return history.AuditFilter{}, nil
	}
	out := history.AuditFilter{Actor: deref(f.Actor, ""), Action: deref(f.Action, ""), RecordType: deref(f.RecordType, ""),
		From: f.From, To: f.To}
	if f.RecordID != nil {
		id, err := parseID(*f.RecordID, "record")
		if err != nil {
			return out, badArg("filter.recordId", "must be an id")
		}
		out.RecordID = id
	}
	return out, nil
}
