package calendar

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"corkboard/internal/likepattern"
	"corkboard/internal/sqlparams"
	"corkboard/modules"
)

// Venues and organizers are "linked posts" of events: the same archive
// filters, access rules, duplicate detection and trash. This file holds
// that shared logic once, parameterised by a linkedKind.

// linkedKind describes venues or organizers.
type linkedKind struct {
	typ     PostType
	table   string
	subject Subject
	search  []string
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

// field is the input field that names the record.
func (r Ref) field() string {
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
	// Statuses lists the statuses to show (only publish for callers who
	// cannot edit).
	Statuses []Status
	Language string
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
// Errors: validation_failed, not_found ReasonPageOutOfRange (a page past
// the last).
func (s *linkedService[T, PT, In]) List(ctx context.Context, q LinkedQuery) (*Page[PT], error) {
	c := callerFrom(ctx)
	k := s.kind
	v := validation{subject: k.subject}
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
	statuses := c.archiveStatuses(q.Statuses, &v)
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
		return nil, fail(modules.CodeNotFound, Problem{Reason: ReasonPageOutOfRange, Subject: k.subject},
			"the page is past the last "+string(k.subject)+" page")
	}
	if err := s.store.hydrate(ctx, s.store.db(), q.Language, posts(items)...); err != nil {
		return nil, modules.As(err)
	}
	return &Page[PT]{Items: items, Total: total, Number: page.Page, PerPage: page.PerPage, Status: c.effectiveStatuses(statuses)}, nil
}

// Get returns one item. Errors: validation_failed (not an item of this
// kind: field id or slug), forbidden ReasonNotAccessible.
func (s *linkedService[T, PT, In]) Get(ctx context.Context, ref Ref, language string) (PT, error) {
	item, err := loadPost[T, PT](ctx, s.store.db(), ref)
	if err != nil {
		return nil, modules.As(err)
	}
	if item == nil {
		return nil, invalidField(s.kind.subject, ref.field(), ReasonNotFound)
	}
	if !callerFrom(ctx).canRead(item.post()) {
		return nil, fail(modules.CodeForbidden, Problem{Reason: ReasonNotAccessible, Subject: s.kind.subject, ID: item.post().ID},
			"the "+string(s.kind.subject)+" is not accessible")
	}
	return item, wrap(s.store.hydrate(ctx, s.store.db(), language, item.post()))
}

// Create adds an item, or returns the existing one with the same name
// (and description, when given). Callers: contributors and up.
// Errors: validation_failed (ReasonRequired: title; ReasonInvalid),
// unauthenticated/forbidden ReasonNotAllowed, forbidden ReasonOthersPosts
// (a contributor naming another author).
func (s *linkedService[T, PT, In]) Create(ctx context.Context, in In) (PT, error) {
	v := validation{subject: s.kind.subject}
	w, err := s.check(ctx, s.store, &in, true, &v)
	if err != nil {
		return nil, modules.As(err)
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	c := callerFrom(ctx)
	if !c.contributor() {
		return nil, forbidden(c, s.kind.subject)
	}
	if err := c.mayAssignAuthor(s.kind.subject, w.in.Author, true); err != nil {
		return nil, err
	}
	var item PT
	err = s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if item, err = insertLinked[T, PT](ctx, tx, s.store, c, s.kind, w); err != nil {
			return err
		}
		return s.store.notifyPost(ctx, tx, s.kind.subject, "created", false, item.post())
	})
	if err != nil {
		return nil, err
	}
	return item, wrap(s.store.hydrate(ctx, s.store.db(), w.in.Language, item.post()))
}

// Check validates a write as Create (create) or Update do, and writes
// nothing: the validation error, or nil. Transports that find errors of
// their own while decoding a write report them with these.
func (s *linkedService[T, PT, In]) Check(ctx context.Context, in In, create bool) error {
	v := validation{subject: s.kind.subject}
	if _, err := s.check(ctx, s.store, &in, create, &v); err != nil {
		return modules.As(err)
	}
	return v.err()
}

// Update changes an item; omitted members stay, empty strings clear.
// Callers: editors, and contributors for their own unpublished items.
// Errors: validation_failed (not an item of this kind, bad values),
// unauthenticated/forbidden (ReasonOthersPosts for a contributor naming
// another author), bad_request ReasonNotUpdated.
func (s *linkedService[T, PT, In]) Update(ctx context.Context, ref Ref, in In) (PT, error) {
	item, err := loadPost[T, PT](ctx, s.store.db(), ref)
	if err != nil {
		return nil, modules.As(err)
	}
	v := validation{subject: s.kind.subject}
	if item == nil {
		v.add(ref.field(), ReasonNotFound)
	}
	w, err := s.check(ctx, s.store, &in, false, &v)
	if err != nil {
		return nil, modules.As(err)
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	c := callerFrom(ctx)
	if !c.canEdit(item.post()) {
		return nil, forbidden(c, s.kind.subject)
	}
	if err := c.mayAssignAuthor(s.kind.subject, w.in.Author, false); err != nil {
		return nil, err
	}
	wasPublic := item.post().Status == StatusPublish
	err = s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		s.store.applyPost(ctx, c, item.post(), w.in, w.plan, false)
		w.apply(item, false)
		if _, err := tx.NewUpdate().Model(item).WherePK().Exec(ctx); err != nil {
			return err
		}
		if err := s.store.savePostText(ctx, tx, item.post().ID, w.in); err != nil {
			return err
		}
		if err := s.store.deps.Revise(ctx, tx, postAction(false, wasPublic, item.post().Status), linkedRecord(item)); err != nil {
			return err
		}
		return s.store.notifyPost(ctx, tx, s.kind.subject, "updated", wasPublic, item.post())
	})
	if err != nil {
		return nil, fail(modules.CodeBadRequest, Problem{Reason: ReasonNotUpdated, Subject: s.kind.subject, ID: item.post().ID, Cause: err},
			"the "+string(s.kind.subject)+" could not be updated")
	}
	return item, wrap(s.store.hydrate(ctx, s.store.db(), w.in.Language, item.post()))
}

// Delete moves an item to the trash and unlinks it from every event.
// Callers: editors, and contributors for their own unpublished items.
// Errors: validation_failed (not an item of this kind, even for anonymous
// callers), unauthenticated/forbidden, gone ReasonTrashed.
func (s *linkedService[T, PT, In]) Delete(ctx context.Context, ref Ref, language string) (PT, error) {
	k := s.kind
	item, err := loadPost[T, PT](ctx, s.store.db(), ref)
	if err != nil {
		return nil, modules.As(err)
	}
	if item == nil {
		return nil, invalidField(k.subject, ref.field(), ReasonNotFound)
	}
	c := callerFrom(ctx)
	p := item.post()
	if !c.canEdit(p) {
		return nil, forbidden(c, k.subject)
	}
	if p.Status == StatusTrash {
		return nil, fail(modules.CodeGone, Problem{Reason: ReasonTrashed, Subject: k.subject, ID: p.ID}, "the "+string(k.subject)+" is already in the trash")
	}
	wasPublic := p.Status == StatusPublish
	err = s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		trash(p.post(), s.store.now())
		if _, err := tx.NewUpdate().Model(item).Column("status", "modified_at", "trashed_at", "trashed_status").WherePK().Exec(ctx); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, k.unlink, p.ID); err != nil {
			return err
		}
		if err := s.store.deps.Revise(ctx, tx, "delete", modules.Record{Type: string(k.subject), ID: p.ID, Title: p.Title}); err != nil {
			return err
		}
		return s.store.notifyPost(ctx, tx, k.subject, "deleted", wasPublic, p)
	})
	if err != nil {
		return nil, fail(modules.CodeInternal, Problem{Reason: ReasonNotDeleted, Subject: k.subject, ID: p.ID, Cause: err},
			"the "+string(k.subject)+" could not be deleted")
	}
	return item, wrap(s.store.hydrate(ctx, s.store.db(), language, p))
}

// loadPost returns the event, venue or organizer ref names (any status),
// or nil.
func loadPost[T any, PT linkedPtr[T]](ctx context.Context, db bun.IDB, ref Ref) (PT, error) {
	item := PT(new(T))
	p := sqlparams.New(db)
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
	if err := s.deps.Revise(ctx, db, "create", linkedRecord(item)); err != nil {
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
					w.Where("lower(?) LIKE ? ESCAPE '!'", bun.Ident(col), likepattern.Contains(word))
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
		args = append(args, likepattern.Contains(w))
	}
	return args
}
