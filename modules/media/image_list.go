package media

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"corkboard/internal/likepattern"
	"corkboard/modules"
)

// Page sizes of List.
const (
	DefaultPerPage = 24
	MaxPerPage     = 100
	maxSearch      = 200
)

// ListQuery selects a page of images.
type ListQuery struct {
	// Page is 1-based; PerPage is at least 1 and capped at MaxPerPage.
	Page, PerPage int
	// Search keeps the images whose original name contains it (any case).
	Search string
	// SkipTotal leaves Total and TotalPages zero (one query fewer).
	SkipTotal bool
}

// Page is one page of images, newest first.
type Page = modules.Page[Image]

// List returns a page of the library, newest first (by id, which follows
// the upload order). Callers: those who may upload (admin users of any
// role, API keys with calendar:write or content:write, the system), who
// pick images for what they edit.
// Errors: CodeUnauthenticated, CodeForbidden, CodeBadRequest (page or
// per_page below 1, a search over 200 characters; Fields names it).
func (s *ImageService) List(ctx context.Context, q ListQuery) (*Page, error) {
	if err := canUpload(ctx); err != nil {
		return nil, err
	}
	q.Search = strings.TrimSpace(q.Search)
	switch {
	case q.Page < 1:
		return nil, badParam("page", "must be a positive integer")
	case q.PerPage < 1:
		return nil, badParam("per_page", "must be a positive integer")
	case len(q.Search) > maxSearch:
		return nil, badParam("search", "is longer than 200 characters")
	}
	q.PerPage = min(q.PerPage, MaxPerPage)
	where := func(sel *bun.SelectQuery) *bun.SelectQuery {
		if q.Search != "" {
			sel = sel.Where("lower(original_name) LIKE ? ESCAPE '!'", likepattern.Contains(q.Search))
		}
		return sel
	}
	db := s.deps.Reader()
	pr := modules.PageRequest{Page: q.Page, PerPage: q.PerPage}
	out := &Page{Page: q.Page, PerPage: q.PerPage, Items: []Image{}}
	if err := where(db.NewSelect().Model(&out.Items)).Order("id DESC").
		Limit(pr.PerPage).Offset(pr.Offset()).Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	if q.SkipTotal {
		return out, nil
	}
	n, err := where(db.NewSelect().Model((*Image)(nil))).Count(ctx)
	if err != nil {
		return nil, modules.As(err)
	}
	out.Total, out.TotalPages = n, pr.TotalPages(n)
	return out, nil
}

func badParam(field, msg string) *modules.Error {
	return &modules.Error{Code: modules.CodeBadRequest, Message: "invalid " + field + ": " + msg,
		Fields: []modules.FieldError{{Field: field, Message: msg}}}
}
