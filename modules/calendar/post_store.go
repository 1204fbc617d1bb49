package calendar

import (
	"context"
	"corkboard/internal/sqlparams"
	"database/sql"
	"errors"

	"github.com/uptrace/bun"
)

// isPost reports whether id is a record of type typ (any status).
func (s *store) isPost(ctx context.Context, typ PostType, id int64) (bool, error) {
	return s.db().NewSelect().Model((*postRow)(nil)).Where("id = ?", id).Where("post_type = ?", typ).Exists(ctx)
}

// postType returns the type of the record with id, or "".
func (s *store) postType(ctx context.Context, id int64) (PostType, error) {
	row := new(postRow)
	err := s.db().NewSelect().Model(row).Where("id = ?", id).Scan(ctx)
	if isNoRows(err) {
		return "", nil
	}
	return row.Type, err
}

// newPostID allocates an id for a record of type typ.
func newPostID(ctx context.Context, db bun.IDB, typ PostType) (int64, error) {
	row := &postRow{Type: typ}
	_, err := db.NewInsert().Model(row).Returning("id").Exec(ctx)
	return row.ID, err
}

// hydrate prepares posts for reading: text in language (the default
// language's where a translation is missing) and media library images.
func (s *store) hydrate(ctx context.Context, db bun.IDB, language string, posts ...*Post) error {
	if len(posts) == 0 {
		return nil
	}
	ids := make([]int64, 0, len(posts))
	var imageIDs []int64
	for _, p := range posts {
		ids = append(ids, p.ID)
		if p.ImageID != 0 {
			imageIDs = append(imageIDs, p.ImageID)
		}
	}
	if len(imageIDs) > 0 {
		imgs, err := s.images.GetMany(ctx, unique(imageIDs))
		if err != nil {
			return err
		}
		for _, p := range posts {
			p.Image = imgs[p.ImageID]
		}
	}
	lang := s.site.textLanguage(language)
	if lang == "" {
		return nil
	}
	var rows []translation
	p := sqlparams.New(db)
	if err := db.NewSelect().Model(&rows).Where("language = ?", p.Arg(lang)).
		Where("post_id IN (?)", sqlparams.Args(p, unique(ids))).Scan(p.Bind(ctx)); err != nil {
		return err
	}
	byID := make(map[int64]translation, len(rows))
	for _, r := range rows {
		byID[r.PostID] = r
	}
	for _, p := range posts {
		r, ok := byID[p.ID]
		if !ok {
			continue
		}
		if r.Title != "" {
			p.Title = r.Title
		}
		if r.Description != "" {
			p.Description = r.Description
		}
		if r.Excerpt != "" {
			p.Excerpt = r.Excerpt
		}
	}
	return nil
}

func isNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }
