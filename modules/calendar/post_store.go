package calendar

import (
	"context"
)

// isPost reports whether id is a record of type typ (any status).
func (s *store) isPost(ctx context.Context, typ PostType, id int64) (bool, error) {
	return s.db().NewSelect().Model((*postRow)(nil)).Where("id = ?", id).Where("post_type = ?", typ).Exists(ctx)
}
