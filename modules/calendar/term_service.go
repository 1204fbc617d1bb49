package calendar

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"corkboard/internal/likepattern"
	"corkboard/modules"
)

// TermService manages event categories and tags. Reads are public;
// writes need editor level (contributors and anonymous callers are
// refused after the parameters are validated).
type TermService struct {
	store *store
}

// List returns one page of the terms of tax, by name unless OrderBy says
// otherwise. A page past the end is empty, not an error.
// Errors: validation_failed (bad paging, empty search/order/orderby/
// slug, unknown ids/exclude_ids/parent/post/event ids).
func (s *TermService) List(ctx context.Context, tax Taxonomy, q TermQuery) (*Page[*Term], error) {
	v := validation{subject: tax.subject()}
	q.Paging.validate(&v)
	for name, p := range map[string]*string{"search": q.Search, "order": q.Order, "orderby": q.OrderBy, "slug": q.Slug} {
		if p != nil {
			v.check(name, strings.TrimSpace(*p) != "")
		}
	}
	for name, ids := range map[string][]int64{"ids": q.IDs, "exclude_ids": q.ExcludeIDs} {
		if ids != nil {
			ok, err := s.store.termsExist(ctx, tax, ids)
			if err != nil {
				return nil, modules.As(err)
			}
			v.check(name, ok)
		}
	}
	if q.Parent != nil {
		ok, err := s.store.termsExist(ctx, Categories, []int64{*q.Parent})
		if err != nil {
			return nil, modules.As(err)
		}
		v.check("parent", tax.Hierarchical() && ok)
	}
	for name, id := range map[string]*int64{"post": q.Post, "event": q.Event} {
		if id != nil {
			ok, err := s.store.isPost(ctx, PostEvent, *id)
			if err != nil {
				return nil, modules.As(err)
			}
			v.check(name, ok)
		}
	}
	if err := v.err(); err != nil {
		return nil, err
	}

	page := q.Paging.request()
	var terms []*Term
	sel := s.store.db().NewSelect().Model(&terms).Where("taxonomy = ?", tax)
	if q.HideEmpty == nil || *q.HideEmpty {
		sel.Where("count > 0")
	}
	if q.Search != nil {
		pat := likepattern.Contains(strings.TrimSpace(*q.Search))
		sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			w.Where("lower(name) LIKE ? ESCAPE '!'", pat).WhereOr("lower(slug) LIKE ? ESCAPE '!'", pat)
			if l := s.store.site.textLanguage(q.Language); l != "" {
				w.WhereOr(`id IN (SELECT term_id FROM calendar_term_translations WHERE language = ? AND lower(name) LIKE ? ESCAPE '!')`, l, pat)
			}
			return w
		})
	}
	if q.ExcludeIDs != nil {
		sel.Where("id NOT IN (?)", bun.In(q.ExcludeIDs))
	}
	if q.IDs != nil {
		sel.Where("id IN (?)", bun.In(q.IDs))
	}
	if q.Parent != nil {
		sel.Where("parent_id = ?", *q.Parent)
	}
	if event := firstSet(q.Event, q.Post); event != nil {
		sel.Where("id IN (SELECT term_id FROM calendar_event_terms WHERE event_id = ?)", *event)
	}
	if q.Slug != nil {
		sel.Where("slug = ?", strings.TrimSpace(*q.Slug))
	}
	dir := "ASC"
	if q.Order != nil && strings.EqualFold(strings.TrimSpace(*q.Order), "desc") {
		dir = "DESC"
	}
	name, args := "lower(name)", []any(nil)
	if l := s.store.site.textLanguage(q.Language); l != "" { // the name in that language
		name = "lower(COALESCE((SELECT NULLIF(tt.name, '') FROM calendar_term_translations AS tt WHERE tt.term_id = ?TableAlias.id AND tt.language = ?), name))"
		args = []any{l}
	}
	col := name
	if q.OrderBy != nil {
		col = map[string]string{"id": "id", "term_id": "id", "name": name, "slug": "slug", "count": "count",
			"description": "lower(description)", "parent": "parent_id"}[strings.ToLower(strings.TrimSpace(*q.OrderBy))]
		if col == "" {
			col = name
		}
		if col != name {
			args = nil
		}
	}
	sel.OrderExpr(col+" "+dir, args...).OrderExpr("id " + dir).Limit(page.PerPage).Offset(page.Offset())
	var total int
	var err error
	if q.SkipTotal {
		err = sel.Scan(ctx)
	} else {
		total, err = sel.ScanAndCount(ctx)
	}
	if err != nil {
		return nil, modules.As(err)
	}
	if err := s.finish(ctx, terms, q.Language); err != nil {
		return nil, err
	}
	return &Page[*Term]{Items: terms, Total: total, Number: page.Page, PerPage: page.PerPage}, nil
}

// Get returns one term in language. Errors: validation_failed (id is not
// a term of tax).
func (s *TermService) Get(ctx context.Context, tax Taxonomy, id int64, language string) (*Term, error) {
	t, err := s.store.term(ctx, s.store.db(), tax, id)
	if err != nil {
		return nil, modules.As(err)
	}
	if t == nil {
		return nil, invalidField(tax.subject(), "id", ReasonNotFound)
	}
	if err := s.finish(ctx, []*Term{t}, language); err != nil {
		return nil, err
	}
	return t, nil
}

// finish prepares terms for reading: text in language, category paths.
func (s *TermService) finish(ctx context.Context, terms []*Term, language string) error {
	if err := s.store.termTexts(ctx, s.store.db(), terms, language); err != nil {
		return modules.As(err)
	}
	return wrap(s.store.termPaths(ctx, terms))
}

// Create adds a term. Callers: editor level.
// Errors: validation_failed (ReasonRequired: name; ReasonInvalid: empty
// name, description or slug, unknown parent), unauthenticated/forbidden
// ReasonNotAllowed, bad_request ReasonNotHierarchical (a tag with a
// parent), conflict ReasonTermExists (same name and parent; Problem.ID
// is the other term), conflict ReasonDuplicateSlug.
func (s *TermService) Create(ctx context.Context, tax Taxonomy, in TermInput) (*Term, error) {
	in.normalize()
	v := validation{subject: tax.subject()}
	v.require("name", in.Name != nil)
	if err := s.validate(ctx, tax, 0, &in, &v); err != nil {
		return nil, err
	}
	t := &Term{Taxonomy: tax, CreatedAt: s.store.now()}
	if err := s.write(ctx, t, in, true); err != nil {
		return nil, err
	}
	return t, wrap(s.store.termPaths(ctx, []*Term{t}))
}

// Check validates a write as Create (id 0) or Update (of id) do, without
// the permission checks, and writes nothing: the validation error, or
// nil. Transports that find errors of their own while decoding a write
// report them with these.
func (s *TermService) Check(ctx context.Context, tax Taxonomy, id int64, in TermInput) error {
	in.normalize()
	v := validation{subject: tax.subject()}
	if id == 0 {
		v.require("name", in.Name != nil)
	} else {
		t, err := s.store.term(ctx, s.store.db(), tax, id)
		if err != nil {
			return modules.As(err)
		}
		if t == nil {
			v.add("id", ReasonNotFound)
		}
	}
	if err := s.checkFields(ctx, tax, id, &in, &v); err != nil {
		return err
	}
	return v.err()
}

// Update changes a term; omitted members stay. Callers: editor level.
// Errors: as Create, and validation_failed when id is not a term of tax.
func (s *TermService) Update(ctx context.Context, tax Taxonomy, id int64, in TermInput) (*Term, error) {
	in.normalize()
	v := validation{subject: tax.subject()}
	t, err := s.store.term(ctx, s.store.db(), tax, id)
	if err != nil {
		return nil, modules.As(err)
	}
	if t == nil {
		v.add("id", ReasonNotFound)
	}
	if err := s.validate(ctx, tax, id, &in, &v); err != nil {
		return nil, err
	}
	if err := s.write(ctx, t, in, false); err != nil {
		return nil, err
	}
	return t, wrap(s.store.termPaths(ctx, []*Term{t}))
}

// Delete removes a term for good (its children move up to its parent)
// and returns it as it was. Callers: editor level.
// Errors: validation_failed (id is not a term of tax),
// unauthenticated/forbidden.
func (s *TermService) Delete(ctx context.Context, tax Taxonomy, id int64, language string) (*Term, error) {
	t, err := s.Get(ctx, tax, id, language)
	if err != nil {
		return nil, err
	}
	if !callerFrom(ctx).editor() {
		return nil, forbidden(callerFrom(ctx), tax.subject())
	}
	err = s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewUpdate().Model((*Term)(nil)).Set("parent_id = ?", nullID(t.ParentID)).
			Where("parent_id = ?", t.ID).Exec(ctx); err != nil {
			return err
		}
		if _, err := tx.NewDelete().Model((*Term)(nil)).Where("id = ?", t.ID).Exec(ctx); err != nil {
			return err
		}
		if err := s.store.deps.Revise(ctx, tx, "delete", modules.Record{Type: termRecord(t).Type, ID: t.ID, Title: t.Name}); err != nil {
			return err
		}
		return s.store.notifyTerm(ctx, tx, "deleted", t)
	})
	if err != nil {
		return nil, err
	}
	return t, nil
}

// validate checks a term input (missing name already noted in v) and
// the caller's permission.
func (s *TermService) validate(ctx context.Context, tax Taxonomy, id int64, in *TermInput, v *validation) error {
	if err := s.checkFields(ctx, tax, id, in, v); err != nil {
		return err
	}
	if err := v.err(); err != nil {
		return err
	}
	c := callerFrom(ctx)
	if !c.editor() {
		return forbidden(c, tax.subject())
	}
	if in.Parent != nil && !tax.Hierarchical() {
		return fail(modules.CodeBadRequest, Problem{Reason: ReasonNotHierarchical, Subject: tax.subject()},
			"tags have no parent")
	}
	return nil
}

// checkFields validates the fields of a term input into v.
func (s *TermService) checkFields(ctx context.Context, tax Taxonomy, id int64, in *TermInput, v *validation) error {
	if in.Name != nil {
		v.check("name", *in.Name != "")
	}
	if in.Description != nil {
		v.check("description", *in.Description != "")
	}
	if in.Slug != nil {
		v.check("slug", Slugify(*in.Slug) != "")
	}
	if in.Parent != nil && *in.Parent != 0 && tax.Hierarchical() {
		ok, err := s.store.termsExist(ctx, Categories, []int64{*in.Parent})
		if err != nil {
			return modules.As(err)
		}
		v.check("parent", ok && *in.Parent != id)
	}
	if in.Parent != nil && *in.Parent < 0 {
		v.add("parent", ReasonInvalid)
	}
	return nil
}

// write stores a validated input into t (a new term when create).
func (s *TermService) write(ctx context.Context, t *Term, in TermInput, create bool) error {
	lang := s.store.site.textLanguage(in.Language)
	return s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if in.Parent != nil {
			t.ParentID = *in.Parent
		}
		if in.Name != nil {
			if err := s.checkName(ctx, tx, t, *in.Name); err != nil {
				return err
			}
		}
		switch {
		case in.Slug != nil:
			slug := Slugify(*in.Slug)
			taken, err := tx.NewSelect().Model((*Term)(nil)).Where("taxonomy = ?", t.Taxonomy).
				Where("slug = ?", slug).Where("id <> ?", t.ID).Exists(ctx)
			if err != nil {
				return err
			}
			if taken {
				return fail(modules.CodeConflict, Problem{Reason: ReasonDuplicateSlug, Subject: t.Taxonomy.subject(), Value: slug},
					"another term has the slug \u201c"+slug+"\u201d")
			}
			t.Slug = slug
		case create:
			slug, err := uniqueSlug(ctx, tx, "calendar_terms", Slugify(*in.Name), 0, func(q *bun.SelectQuery) *bun.SelectQuery {
				return q.Where("taxonomy = ?", t.Taxonomy)
			})
			if err != nil {
				return err
			}
			t.Slug = slug
		}
		if lang == "" || create {
			if in.Name != nil {
				t.Name = *in.Name
			}
			if in.Description != nil {
				t.Description = *in.Description
			}
		}
		if create {
			if _, err := tx.NewInsert().Model(t).Returning("id").Exec(ctx); err != nil {
				return err
			}
		} else if _, err := tx.NewUpdate().Model(t).Column("name", "slug", "description", "parent_id").WherePK().Exec(ctx); err != nil {
			return err
		}
		action := "updated"
		if create {
			action = "created"
		}
		if err := s.store.notifyTerm(ctx, tx, action, t); err != nil {
			return err
		}
		if err := s.store.deps.Revise(ctx, tx, map[bool]string{true: "create", false: "update"}[create], termRecord(t)); err != nil {
			return err
		}
		if lang != "" {
			if err := s.store.saveTermText(ctx, tx, t.ID, lang, in.Name, in.Description); err != nil {
				return err
			}
			return s.store.termTexts(ctx, tx, []*Term{t}, lang)
		}
		return nil
	})
}

// checkName refuses a name another term of the taxonomy has under the
// same parent (case-insensitive): conflict ReasonTermExists, the other
// term's id in Problem.ID.
func (s *TermService) checkName(ctx context.Context, db bun.IDB, t *Term, name string) error {
	var ids []int64
	q := db.NewSelect().Model((*Term)(nil)).Column("id").Where("taxonomy = ?", t.Taxonomy).
		Where("lower(name) = ?", strings.ToLower(name)).Where("id <> ?", t.ID)
	if t.Taxonomy.Hierarchical() {
		if t.ParentID == 0 {
			q.Where("parent_id IS NULL")
		} else {
			q.Where("parent_id = ?", t.ParentID)
		}
	}
	if err := q.Limit(1).Scan(ctx, &ids); err != nil {
		return err
	}
	if len(ids) == 0 {
		return nil
	}
	msg := "another term has the name"
	if t.Taxonomy.Hierarchical() {
		msg = "another term with the same parent has the name"
	}
	return fail(modules.CodeConflict, Problem{Reason: ReasonTermExists, Subject: t.Taxonomy.subject(), ID: ids[0],
		Hierarchical: t.Taxonomy.Hierarchical()}, msg)
}

func firstSet[T any](ps ...*T) *T {
	for _, p := range ps {
		if p != nil {
			return p
		}
	}
	return nil
}

// nullID is nil for 0, so that a zero id is written as NULL.
func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}
