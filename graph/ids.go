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
