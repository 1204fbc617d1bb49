package calendar

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// Venues and organizers are "linked posts" of events: the same archive
// filters, access rules, duplicate detection and trash. This file holds
// that shared logic once, parameterised by a linkedKind.

// linkedKind describes venues or organizers.
type linkedKind struct {
	typ       PostType
	table     string
	label     string // "venue": the prefix of error reasons
	nameParam string // the parameter of the name ("venue", "organizer")
	search    []string
	// linked selects the ids linked from events (alias e); more
	// conditions on e are appended with AND.
	linked string
	// ofEvent selects the ids linked from one event (argument: its id).
	ofEvent string
	// unlink removes the links of one item from every event (argument:
	// its id).
	unlink string
}

// linkedPtr is *Venue or *Organizer.
type linkedPtr[T any] interface {
	*T
	poster
}

// Ref addresses an event, venue or organizer by id or, when Slug is set,
// by slug.
type Ref struct {
	ID   int64
	Slug string
}

func (r Ref) param() string {
	if r.Slug != "" {
		return "slug"
	}
	return "id"
}

// Page is one page of an archive.
type Page[T any] struct {
	Items   []T
	Total   int
	Number  int // the page number, from 1
	PerPage int
	// Status is the status filter that applied: the one asked for, or
	// publish for callers who see nothing else; nil when the default
	// visibility of an editor or contributor applied.
	Status []Status
}

// LinkedQuery filters the venue or organizer archive.
type LinkedQuery struct {
	Paging
	// Search matches items where one searchable field contains every word.
	Search *string
	// Event keeps the items linked to that event.
	Event *int64
	// HasEvents keeps items linked (true) or not linked (false) from an
	// event that is neither draft nor pending.
	HasEvents *bool
	// OnlyWithUpcoming keeps items linked from an event, visible to the
	// caller, that starts now or later.
	OnlyWithUpcoming *bool
	// Status lists the statuses to show (only publish for callers who
	// cannot edit).
	Status      []string
	Language    string
	ParamErrors []ParamError
	// SkipTotal leaves Page.Total at 0 instead of counting the matching
	// items, for callers that do not show it.
	SkipTotal bool
}

// linkedService is the service of venues (VenueService) or organizers
// (OrganizerService); In is the kind's input. Reads are public (published
// items; the rest for editors and their authors); writes follow the
// caller rules (see caller) and validate parameters before permissions.
type linkedService[T any, PT linkedPtr[T], In any] struct {
	store *store
	kind  linkedKind
	// check validates an input into v (on create, the name is required).
	check func(ctx context.Context, s *store, in *In, create bool, v *validation) (linkedWrite[PT], error)
}

// VenueService manages venues.
type VenueService = linkedService[Venue, *Venue, VenueInput]

// OrganizerService manages organizers.
type OrganizerService = linkedService[Organizer, *Organizer, OrganizerInput]

// List returns one page of items, most recently published first.
// Errors: 400 rest_invalid_param, 404 venue-archive-page-not-found /
// organizer-archive-page-not-found (a page past the last).
func (s *linkedService[T, PT, In]) List(ctx context.Context, q LinkedQuery) (*Page[PT], error) {
	c := callerFrom(ctx)
	k := s.kind
	var v validation
	v.add(q.ParamErrors...)
	q.Paging.validate(&v)
	var words []string
	if q.Search != nil {
		words = searchWords(*q.Search)
		v.check("search", len(words) > 0)
	}
	if q.Event != nil {
		ok, err := s.store.isPost(ctx, PostEvent, *q.Event)
		if err != nil {
			return nil, modules.As(err)
		}
		v.check("event", ok)
	}
	statuses := c.archiveStatuses(q.Status, &v)
	if err := v.err(); err != nil {
		return nil, err
	}
	page := q.Paging.request()
	var items []PT
	sel := s.store.db().NewSelect().Model(&items)
	whereVisible(sel, c, statuses, "")
	if len(words) > 0 {
		whereWords(sel, k.search, words, s.store.site.textLanguage(q.Language))
	}
	if q.Event != nil {
		sel.Where("id IN ("+k.ofEvent+")", *q.Event)
	}
	if q.HasEvents != nil {
		op := "IN"
		if !*q.HasEvents {
			op = "NOT IN"
		}
		sel.Where("id "+op+" ("+k.linked+" AND e.status NOT IN (?))",
			bun.In([]Status{StatusDraft, StatusPending, StatusTrash, StatusAutoDraft}))
	}
	if q.OnlyWithUpcoming != nil && *q.OnlyWithUpcoming {
		cond, args := eventVisibility(c, "e")
		sel.Where("id IN ("+k.linked+" AND e.start_utc >= ? AND "+cond+")", append([]any{s.store.now()}, args...)...)
	}
	sel.Order("published_at DESC", "id DESC").Limit(page.PerPage).Offset(page.Offset())
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
	if page.Page > 1 && len(items) == 0 {
		return nil, reasonError(modules.CodeNotFound, 404, k.label+"-archive-page-not-found",
			"The requested %s archive page does not exist", k.label)
	}
	if err := s.store.hydrate(ctx, s.store.db(), q.Language, posts(items)...); err != nil {
		return nil, modules.As(err)
	}
	return &Page[PT]{Items: items, Total: total, Number: page.Page, PerPage: page.PerPage, Status: c.effectiveStatuses(statuses)}, nil
}

// Get returns one item. Errors: 400 rest_invalid_param (not an item of
// this kind), 403 venue-not-accessible / organizer-not-accessible.
func (s *linkedService[T, PT, In]) Get(ctx context.Context, ref Ref, language string) (PT, error) {
	item, err := loadPost[T, PT](ctx, s.store.db(), ref)
	if err != nil {
		return nil, modules.As(err)
	}
	if item == nil {
		return nil, InvalidParams([]ParamError{invalid(ref.param())})
	}
	if !callerFrom(ctx).canRead(item.post()) {
		return nil, reasonError(modules.CodeForbidden, 403, s.kind.label+"-not-accessible",
			"The requested %s is not accessible", s.kind.label)
	}
	return item, wrap(s.store.hydrate(ctx, s.store.db(), language, item.post()))
}

// Create adds an item, or returns the existing one with the same name
// (and description, when given). Callers: contributors and up.
// Errors: 400 rest_missing_callback_param (no name), 400
// rest_invalid_param, 401/403 rest_forbidden, 403 rest_cannot_edit_others
// (a contributor naming another author).
func (s *linkedService[T, PT, In]) Create(ctx context.Context, in In) (PT, error) {
	var v validation
	w, err := s.check(ctx, s.store, &in, true, &v)
	if err != nil {
		return nil, modules.As(err)
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	c := callerFrom(ctx)
	if !c.contributor() {
		return nil, forbidden(c)
	}
	if err := c.mayAssignAuthor(w.in.Author, true); err != nil {
		return nil, err
	}
	var item PT
	err = s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		item, err = insertLinked[T, PT](ctx, tx, s.store, c, s.kind, w)
		return err
	})
	if err != nil {
		return nil, err
	}
	return item, wrap(s.store.hydrate(ctx, s.store.db(), w.in.Language, item.post()))
}

// Update changes an item; omitted members stay, empty strings clear.
// Callers: editors, and contributors for their own unpublished items.
// Errors: 400 rest_invalid_param (not an item of this kind, bad values),
// 401/403 (403 rest_cannot_edit_others for a contributor naming another
// author), 400 could-not-update-venue / could-not-update-organizer.
func (s *linkedService[T, PT, In]) Update(ctx context.Context, ref Ref, in In) (PT, error) {
	item, err := loadPost[T, PT](ctx, s.store.db(), ref)
	if err != nil {
		return nil, modules.As(err)
	}
	var v validation
	v.check(ref.param(), item != nil)
	w, err := s.check(ctx, s.store, &in, false, &v)
	if err != nil {
		return nil, modules.As(err)
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	c := callerFrom(ctx)
	if !c.canEdit(item.post()) {
		return nil, forbidden(c)
	}
	if err := c.mayAssignAuthor(w.in.Author, false); err != nil {
		return nil, err
	}
	err = s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		s.store.applyPost(ctx, c, item.post(), w.in, w.plan, false)
		w.apply(item, false)
		if _, err := tx.NewUpdate().Model(item).WherePK().Exec(ctx); err != nil {
			return err
		}
		return s.store.savePostText(ctx, tx, item.post().ID, w.in)
	})
	if err != nil {
		return nil, &modules.Error{Code: modules.CodeBadRequest, Status: 400, Reason: "could-not-update-" + s.kind.label,
			Message: "The " + s.kind.label + " could not be updated", Err: err}
	}
	return item, wrap(s.store.hydrate(ctx, s.store.db(), w.in.Language, item.post()))
}

// Delete moves an item to the trash and unlinks it from every event.
// Callers: editors, and contributors for their own unpublished items.
// Errors: 400 rest_invalid_param (not an item of this kind, even for
// anonymous callers), 401/403, 410 venue-is-in-trash /
// organizer-is-in-trash.
func (s *linkedService[T, PT, In]) Delete(ctx context.Context, ref Ref, language string) (PT, error) {
	k := s.kind
	item, err := loadPost[T, PT](ctx, s.store.db(), ref)
	if err != nil {
		return nil, modules.As(err)
	}
	if item == nil {
		return nil, InvalidParams([]ParamError{invalid(ref.param())})
	}
	c := callerFrom(ctx)
	p := item.post()
	if !c.canEdit(p) {
		return nil, forbidden(c)
	}
	if p.Status == StatusTrash {
		return nil, reasonError(modules.CodeGone, 410, k.label+"-is-in-trash", "The %s is already trashed", k.label)
	}
	err = s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		p.Status, p.ModifiedAt = StatusTrash, s.store.now()
		if _, err := tx.NewUpdate().Model(item).Column("status", "modified_at").WherePK().Exec(ctx); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, k.unlink, p.ID)
		return err
	})
	if err != nil {
		return nil, &modules.Error{Code: modules.CodeInternal, Status: 500, Reason: "could-not-delete-" + k.label,
			Message: "The " + k.label + " could not be deleted", Err: err}
	}
	return item, wrap(s.store.hydrate(ctx, s.store.db(), language, p))
}

// loadPost returns the event, venue or organizer ref names (any status),
// or nil.
func loadPost[T any, PT linkedPtr[T]](ctx context.Context, db bun.IDB, ref Ref) (PT, error) {
	item := PT(new(T))
	p := modules.NewParams(db)
	q := db.NewSelect().Model(item)
	if ref.Slug != "" {
		q.Where("slug = ?", p.Arg(strings.ToLower(ref.Slug)))
	} else {
		q.Where("id = ?", p.Arg(ref.ID))
	}
	err := q.Scan(p.Bind(ctx))
	if isNoRows(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return item, nil
}

// linkedWrite is a validated venue or organizer write: the shared members
// and the kind's own (apply copies them into the item).
type linkedWrite[PT any] struct {
	in    *PostInput
	plan  postPlan
	apply func(item PT, create bool)
}

// insertLinked creates an item, or returns the existing one with the
// same name (case-insensitive) and, when a description is given, the same
// description: creation is idempotent, for the API and for inline
// creation from events.
func insertLinked[T any, PT linkedPtr[T]](ctx context.Context, db bun.IDB, s *store, c caller, k linkedKind, w linkedWrite[PT]) (PT, error) {
	in := w.in
	dup := db.NewSelect().Model(PT(new(T))).Where("lower(title) = ?", strings.ToLower(PlainText(*in.Title))).
		Where("status <> ?", StatusTrash).Order("id").Limit(1)
	if in.Description != nil {
		dup.Where("lower(description) = ?", strings.ToLower(SanitizeHTML(*in.Description)))
	}
	var found []PT
	if err := dup.Scan(ctx, &found); err != nil {
		return nil, err
	}
	if len(found) > 0 {
		return found[0], nil
	}
	id, err := newPostID(ctx, db, k.typ)
	if err != nil {
		return nil, err
	}
	item := PT(new(T))
	p := item.post()
	p.ID = id
	s.applyPost(ctx, c, p, in, w.plan, true)
	w.apply(item, true)
	if p.Slug, err = uniqueSlug(ctx, db, k.table, Slugify(p.Title), id, nil); err != nil {
		return nil, err
	}
	if _, err := db.NewInsert().Model(item).Exec(ctx); err != nil {
		return nil, err
	}
	return item, s.savePostText(ctx, db, id, in)
}

func posts[PT poster](items []PT) []*Post {
	out := make([]*Post, len(items))
	for i, it := range items {
		out[i] = it.post()
	}
	return out
}

// searchWords splits a search on anything but letters, digits, hyphens
// and the characters of e-mail addresses, lowercased.
func searchWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r == '-' || r == '@' || r == '.' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r > 127)
	})
}

// whereWords keeps rows where one of the columns (or one text of their
// translation in lang) contains every word.
func whereWords(q *bun.SelectQuery, columns, words []string, lang string) {
	q.WhereGroup(" AND ", func(g *bun.SelectQuery) *bun.SelectQuery {
		for _, col := range columns {
			g.WhereGroup(" OR ", func(w *bun.SelectQuery) *bun.SelectQuery {
				for _, word := range words {
					w.Where("lower(?) LIKE ? ESCAPE '!'", bun.Ident(col), modules.ContainsPattern(word))
				}
				return w
			})
		}
		if lang != "" {
			for _, col := range []string{"title", "description", "excerpt"} {
				g.WhereOr("id IN (SELECT post_id FROM calendar_translations WHERE language = ?"+
					strings.Repeat(" AND lower("+col+") LIKE ? ESCAPE '!'", len(words))+")", wordArgs(lang, words)...)
			}
		}
		return g
	})
}

func wordArgs(lang string, words []string) []any {
	args := []any{lang}
	for _, w := range words {
		args = append(args, modules.ContainsPattern(w))
	}
	return args
}
