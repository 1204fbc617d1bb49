package calendar

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strings"

	"github.com/uptrace/bun"
)

// term returns the term of taxonomy tax with id, or nil.
func (s *store) term(ctx context.Context, db bun.IDB, tax Taxonomy, id int64) (*Term, error) {
	t := new(Term)
	err := db.NewSelect().Model(t).Where("id = ?", id).Where("taxonomy = ?", tax).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return t, err
}

// termsExist reports whether every id is a term of tax.
func (s *store) termsExist(ctx context.Context, tax Taxonomy, ids []int64) (bool, error) {
	if len(ids) == 0 {
		return false, nil
	}
	n, err := s.db().NewSelect().Model((*Term)(nil)).Where("taxonomy = ?", tax).
		Where("id IN (?)", bun.In(unique(ids))).Count(ctx)
	return n == len(unique(ids)), err
}

// termTexts replaces the names and descriptions of terms by their
// translation in language, where there is one.
func (s *store) termTexts(ctx context.Context, db bun.IDB, terms []*Term, language string) error {
	language = s.site.textLanguage(language)
	if language == "" || len(terms) == 0 {
		return nil
	}
	ids := make([]int64, len(terms))
	for i, t := range terms {
		ids[i] = t.ID
	}
	var rows []termTranslation
	if err := db.NewSelect().Model(&rows).Where("language = ?", language).
		Where("term_id IN (?)", bun.In(unique(ids))).Scan(ctx); err != nil {
		return err
	}
	byID := make(map[int64]termTranslation, len(rows))
	for _, r := range rows {
		byID[r.TermID] = r
	}
	for _, t := range terms {
		r := byID[t.ID]
		if r.Name != "" {
			t.Name = r.Name
		}
		if r.Description != "" {
			t.Description = r.Description
		}
	}
	return nil
}

// saveTermText writes the given name and description of a term in a
// non-default language, keeping the member not given.
func (s *store) saveTermText(ctx context.Context, db bun.IDB, termID int64, language string, name, description *string) error {
	if name == nil && description == nil {
		return nil
	}
	row := &termTranslation{TermID: termID, Language: language}
	err := db.NewSelect().Model(row).WherePK().Scan(ctx)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	if name != nil {
		row.Name = *name
	}
	if description != nil {
		row.Description = *description
	}
	_, err = db.NewInsert().Model(row).On("CONFLICT (term_id, language) DO UPDATE").
		Set("name = EXCLUDED.name").Set("description = EXCLUDED.description").Exec(ctx)
	return err
}

// recountTerms sets the count of the terms with these ids to the number
// of published events that have them.
func recountTerms(ctx context.Context, db bun.IDB, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	_, err := db.NewUpdate().Table("calendar_terms").
		Set(`count = (SELECT count(*) FROM calendar_event_terms et JOIN calendar_events e ON e.id = et.event_id
			WHERE et.term_id = calendar_terms.id AND e.status = ?)`, StatusPublish).
		Where("id IN (?)", bun.In(unique(ids))).Exec(ctx)
	return err
}

// addToTermCounts adds n to the count of each term (id → n) in one
// statement, which locks the rows in key order: concurrent imports never
// deadlock on them.
func addToTermCounts(ctx context.Context, db bun.IDB, added map[int64]int64) error {
	if len(added) == 0 {
		return nil
	}
	ids := make([]int64, 0, len(added))
	for id := range added {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	args := make([]any, 0, 2*len(ids))
	for _, id := range ids {
		args = append(args, id, added[id])
	}
	_, err := db.NewUpdate().Table("calendar_terms").
		Set("count = count + CASE id "+strings.Repeat("WHEN ? THEN ? ", len(ids))+"END", args...).
		Where("id IN (?)", bun.In(ids)).Exec(ctx)
	return err
}

// unique returns ids without repetitions, in first-seen order.
func unique[T comparable](ids []T) []T {
	seen := make(map[T]bool, len(ids))
	out := make([]T, 0, len(ids))
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// termPaths fills Path of categories: their ancestors' slugs and their
// own, one query per level of ancestry.
func (s *store) termPaths(ctx context.Context, terms []*Term) error {
	type node struct {
		ID       int64  `bun:"id"`
		ParentID int64  `bun:"parent_id,nullzero"`
		Slug     string `bun:"slug"`
	}
	known := map[int64]node{}
	var want []int64
	for _, t := range terms {
		known[t.ID] = node{t.ID, t.ParentID, t.Slug}
		if t.ParentID != 0 {
			want = append(want, t.ParentID)
		}
	}
	for depth := 0; len(want) > 0 && depth < 20; depth++ {
		var missing []int64
		for _, id := range want {
			if _, ok := known[id]; !ok {
				missing = append(missing, id)
			}
		}
		if len(missing) == 0 {
			break
		}
		var rows []node
		if err := s.db().NewSelect().Table("calendar_terms").Column("id", "parent_id", "slug").
			Where("id IN (?)", bun.In(unique(missing))).Scan(ctx, &rows); err != nil {
			return err
		}
		want = want[:0]
		for _, n := range rows {
			known[n.ID] = n
			if n.ParentID != 0 {
				want = append(want, n.ParentID)
			}
		}
	}
	for _, t := range terms {
		path := t.Slug
		seen := map[int64]bool{t.ID: true}
		for n := known[t.ParentID]; n.ID != 0 && !seen[n.ID]; n = known[n.ParentID] {
			seen[n.ID] = true
			path = n.Slug + "/" + path
		}
		t.Path = path
	}
	return nil
}
