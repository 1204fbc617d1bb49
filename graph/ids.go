package graph

import (
	"corkboard/graph/scalars"
	"corkboard/modules"
)

// parseID reads an ID argument. IDs are opaque to clients, so one that is
// not a number names nothing: CodeNotFound.
func parseID(id, what string) (int64, error) {
	n, err := scalars.UnmarshalInt64ID(id)
	if err != nil {
		return 0, modules.NotFound(what)
	}
	return n, nil
}

// optionalID reads an optional ID argument naming a record (0 when
// absent); a malformed one names nothing: CodeNotFound.
func optionalID(id *string, what string) (int64, error) {
	if id == nil {
		return 0, nil
	}
	return parseID(*id, what)
}

// filterIDs reads a list of ids given as a filter: a malformed one is
// CodeBadRequest on field, as REST answers a malformed query parameter.
func filterIDs(ids []string, field string) ([]int64, error) {
	if ids == nil {
		return nil, nil
	}
	out := make([]int64, 0, len(ids))
	for _, s := range ids {
		n, err := scalars.UnmarshalInt64ID(s)
		if err != nil || n < 1 {
			return nil, badArg(field, "must be a list of ids")
		}
		out = append(out, n)
	}
	return out, nil
}

// badArg is CodeBadRequest for one argument, named in extensions.fields.
func badArg(field, msg string) *modules.Error {
	return &modules.Error{Code: modules.CodeBadRequest, Message: "invalid arguments",
		Fields: []modules.FieldError{{Field: field, Message: msg}}}
}

// deref returns *p, or def when p is nil.
func deref[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}

// companyAndID reads the company and record ids of an admin write.
func companyAndID(companyID, id, what string) (int64, int64, error) {
	cid, err := parseID(companyID, "company")
	if err != nil {
		return 0, 0, err
	}
	n, err := parseID(id, what)
	return cid, n, err
}
