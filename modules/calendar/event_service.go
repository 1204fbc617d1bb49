package calendar

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// EventService manages events. Reads are public (published events; the
// rest for editors and their authors); writes follow the caller rules
// (see caller) and validate parameters before permissions.
type EventService struct {
	store *store
}

// ReadOptions tune a single-event read.
type ReadOptions struct {
	// Language is the site language of the text.
	Language string
	// Password unlocks a password-protected event.
	Password string
	// EditContext lets callers who may edit the event read it without
	// its password.
	EditContext bool
	// OmitLinks leaves the venue, organizers, categories and tags
	// unloaded (see EventQuery.OmitLinks).
	OmitLinks bool
}

// Get returns one event with its venue, organizers and terms.
// Errors: validation_failed (unknown slug: field slug), not_found
// (ReasonNotFound), bad_request ReasonWrongKind (the id is a venue or
// organizer), forbidden with ReasonTrashed, ReasonNotAccessible (not
// published and not the caller's to read) or ReasonPasswordProtected.
func (s *EventService) Get(ctx context.Context, ref Ref, opts ReadOptions) (*Event, error) {
	e, err := s.find(ctx, ref)
	if err != nil {
		return nil, err
	}
	if e == nil {
		return nil, s.missing(ctx, ref.ID, false)
	}
	c := callerFrom(ctx)
	switch {
	case e.Status == StatusTrash:
		return nil, fail(modules.CodeForbidden, Problem{Reason: ReasonTrashed, Subject: SubjectEvent, ID: e.ID}, "the event is in the trash")
	case !c.canRead(&e.Post):
		return nil, fail(modules.CodeForbidden, Problem{Reason: ReasonNotAccessible, Subject: SubjectEvent, ID: e.ID}, "the event is not accessible")
	case e.Password != "" && opts.Password != e.Password && !(opts.EditContext && c.canEdit(&e.Post)):
		return nil, fail(modules.CodeForbidden, Problem{Reason: ReasonPasswordProtected, Subject: SubjectEvent, ID: e.ID},
			"the event is not accessible without its password")
	}
	return e, wrap(s.finish(ctx, []*Event{e}, opts.Language, !opts.OmitLinks))
}

// finish prepares events read for the caller: their text in language and
// images, and with links their venue, organizers and terms.
func (s *EventService) finish(ctx context.Context, events []*Event, language string, links bool) error {
	if links {
		return s.store.complete(ctx, s.store.db(), events, language)
	}
	ps := make([]*Post, len(events))
	for i, e := range events {
		ps[i] = &e.Post
	}
	return s.store.hydrate(ctx, s.store.db(), language, ps...)
}

// find loads the event ref names; an unknown slug is a parameter error,
// an unknown id is (nil, nil).
func (s *EventService) find(ctx context.Context, ref Ref) (*Event, error) {
	e, err := loadPost[Event](ctx, s.store.db(), ref)
	if err != nil {
		return nil, modules.As(err)
	}
	if e == nil && ref.Slug != "" {
		return nil, invalidField(SubjectEvent, "slug", ReasonNotFound)
	}
	return e, nil
}

// missing is the error for an id that is not an event: after the general
// permission check for writes, ReasonWrongKind when the id is another
// kind of record, else ReasonNotFound.
func (s *EventService) missing(ctx context.Context, id int64, write bool) error {
	if c := callerFrom(ctx); write && !c.contributor() {
		return forbidden(c, SubjectEvent)
	}
	typ, err := s.store.postType(ctx, id)
	if err != nil {
		return modules.As(err)
	}
	if typ != "" {
		return fail(modules.CodeBadRequest, Problem{Reason: ReasonWrongKind, Subject: SubjectEvent, ID: id}, "the id is not an event's")
	}
	return fail(modules.CodeNotFound, Problem{Reason: ReasonNotFound, Subject: SubjectEvent, ID: id}, fmt.Sprintf("no event has the id %d", id))
}

// Create adds an event, with its venue, organizers and terms (created
// inline when given as data or names). Callers: contributors and up
// (contributors' events wait for review: publish becomes pending).
// Errors: validation_failed (ReasonRequired: title, start, end;
// ReasonInvalid), unauthenticated/forbidden ReasonNotAllowed, forbidden
// ReasonOthersPosts (a contributor naming another author), bad_request
// ReasonNotCreated (inline venue or organizer data), forbidden
// ReasonTermNotCreatable (a contributor naming a category or tag that
// does not exist: only editors create terms; existing ones may be linked).
func (s *EventService) Create(ctx context.Context, in EventInput) (*Event, error) {
	c := callerFrom(ctx)
	plan, err := s.checkCreate(ctx, c, &in)
	if err != nil {
		return nil, err
	}
	if !c.contributor() {
		return nil, forbidden(c, SubjectEvent)
	}
	if err := c.mayAssignAuthor(SubjectEvent, in.Author, true); err != nil {
		return nil, err
	}
	e := &Event{}
	err = s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		*e = Event{} // each attempt starts afresh
		id, err := newPostID(ctx, tx, PostEvent)
		if err != nil {
			return err
		}
		e.ID = id
		terms, err := s.write(ctx, tx, c, e, &in, plan, true)
		if err != nil {
			return err
		}
		added := map[int64]int64{}
		countNew(e, terms, added)
		return addToTermCounts(ctx, tx, added)
	})
	if err != nil {
		return nil, err
	}
	return e, wrap(s.store.complete(ctx, s.store.db(), []*Event{e}, in.Language))
}

// Check validates an event write as Create (create) or Update do, and
// writes nothing: the validation error, or nil. Transports that find
// errors of their own while decoding a write report them with these.
func (s *EventService) Check(ctx context.Context, in EventInput, create bool) error {
	c := callerFrom(ctx)
	if create {
		_, err := s.checkCreate(ctx, c, &in)
		return err
	}
	v := validation{subject: SubjectEvent}
	if _, err := s.store.checkEvent(ctx, c, &in, nil, &v); err != nil {
		return modules.As(err)
	}
	return v.err()
}

// checkCreate validates the input of a new event.
func (s *EventService) checkCreate(ctx context.Context, c caller, in *EventInput) (eventPlan, error) {
	v := validation{subject: SubjectEvent}
	v.require("title", in.Title != nil)
	v.require("start", in.Start != nil)
	v.require("end", in.End != nil)
	plan, err := s.store.checkEvent(ctx, c, in, nil, &v)
	if err != nil {
		return plan, modules.As(err)
	}
	return plan, v.err()
}

// countNew adds a new event's terms to added (term id → events to add to
// its count) if the event is published: the count is the number of
// published events with the term. A new event only adds to the counts,
// so creating one adds instead of recounting its terms, which would
// count every event with them. The addition is also right under
// concurrent creates: count = count + n reads the row it updates.
func countNew(e *Event, terms []int64, added map[int64]int64) {
	if e.Status == StatusPublish {
		for _, t := range unique(terms) {
			added[t]++
		}
	}
}

// CreateMany adds events in one transaction, for imports: each input is
// validated and written exactly as Create does, and the term counts are
// updated once for the whole batch. It returns the new ids in input
// order, not the events. Callers: as Create. Errors: those of Create; the
// first invalid input fails the whole batch, its position in the message.
func (s *EventService) CreateMany(ctx context.Context, ins []EventInput) ([]int64, error) {
	c := callerFrom(ctx)
	plans := make([]eventPlan, len(ins))
	for i := range ins {
		plan, err := s.checkCreate(ctx, c, &ins[i])
		if err != nil {
			e := *modules.As(err)
			e.Message = fmt.Sprintf("event %d of the batch: %s", i, e.Message)
			return nil, &e
		}
		plans[i] = plan
	}
	if !c.contributor() {
		return nil, forbidden(c, SubjectEvent)
	}
	for i := range ins {
		if err := c.mayAssignAuthor(SubjectEvent, ins[i].Author, true); err != nil {
			return nil, err
		}
	}
	ids := make([]int64, len(ins))
	err := s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		added := map[int64]int64{} // the batch's terms, counted once at the end
		for i := range ins {
			id, err := newPostID(ctx, tx, PostEvent)
			if err != nil {
				return err
			}
			e := &Event{Post: Post{ID: id}}
			terms, err := s.write(ctx, tx, c, e, &ins[i], plans[i], true)
			if err != nil {
				return err
			}
			countNew(e, terms, added)
			ids[i] = id
		}
		return addToTermCounts(ctx, tx, added)
	})
	if err != nil {
		return nil, err
	}
	return ids, nil
}

// Update changes an event; omitted members stay unchanged, an empty venue
// or organizer list removes them. Callers: editors, and contributors for
// their own unpublished events.
// Errors: as Create, not_found ReasonNotFound, bad_request
// ReasonWrongKind, validation_failed (unknown slug).
func (s *EventService) Update(ctx context.Context, ref Ref, in EventInput) (*Event, error) {
	e, err := s.find(ctx, ref)
	if err != nil {
		return nil, err
	}
	c := callerFrom(ctx)
	v := validation{subject: SubjectEvent}
	plan, err := s.store.checkEvent(ctx, c, &in, e, &v)
	if err != nil {
		return nil, modules.As(err)
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	if e == nil {
		return nil, s.missing(ctx, ref.ID, true)
	}
	if !c.canEdit(&e.Post) {
		return nil, forbidden(c, SubjectEvent)
	}
	if err := c.mayAssignAuthor(SubjectEvent, in.Author, false); err != nil {
		return nil, err
	}
	orig := *e
	err = s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		*e = orig // each attempt starts from the event as read
		recount, err := s.write(ctx, tx, c, e, &in, plan, false)
		if err != nil {
			return err
		}
		return recountTerms(ctx, tx, recount)
	})
	if err != nil {
		return nil, err
	}
	return e, wrap(s.store.complete(ctx, s.store.db(), []*Event{e}, in.Language))
}

// Delete moves an event to the trash; there is no permanent delete.
// Callers: editors, and contributors for their own unpublished events.
// Errors: not_found, bad_request ReasonWrongKind, validation_failed
// (unknown slug), unauthenticated/forbidden, gone ReasonTrashed.
func (s *EventService) Delete(ctx context.Context, ref Ref, language string) (*Event, error) {
	e, err := s.find(ctx, ref)
	if err != nil {
		return nil, err
	}
	if e == nil {
		return nil, s.missing(ctx, ref.ID, true)
	}
	c := callerFrom(ctx)
	if !c.canEdit(&e.Post) {
		return nil, forbidden(c, SubjectEvent)
	}
	if e.Status == StatusTrash {
		return nil, fail(modules.CodeGone, Problem{Reason: ReasonTrashed, Subject: SubjectEvent, ID: e.ID}, "the event is already in the trash")
	}
	public := e.Status == StatusPublish
	err = s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		trash(e.post(), s.store.now())
		if _, err := tx.NewUpdate().Model(e).Column("status", "modified_at", "trashed_at", "trashed_status").WherePK().Exec(ctx); err != nil {
			return err
		}
		if err := syncTermLinks(ctx, tx, e); err != nil {
			return err
		}
		ids, err := eventTermIDs(ctx, tx, e.ID)
		if err != nil {
			return err
		}
		if err := recountTerms(ctx, tx, ids); err != nil {
			return err
		}
		if err := s.store.deps.Revise(ctx, tx, "delete", modules.Record{Type: RecordEvent, ID: e.ID, Title: e.Title}); err != nil {
			return err
		}
		if !public {
			return nil // the public never saw it
		}
		return s.store.notifyEvent(ctx, tx, "event.trashed", e)
	})
	if err != nil {
		return nil, fail(modules.CodeInternal, Problem{Reason: ReasonNotDeleted, Subject: SubjectEvent, ID: e.ID, Cause: err},
			"the event could not be deleted")
	}
	return e, wrap(s.store.complete(ctx, s.store.db(), []*Event{e}, language))
}

// write stores a validated event write (in a transaction): linked posts
// created inline, the event row, its links. It returns the ids of the
// terms whose counts the caller must recount before committing.
func (s *EventService) write(ctx context.Context, tx bun.Tx, c caller, e *Event, in *EventInput, plan eventPlan, create bool) ([]int64, error) {
	st := s.store
	if in.Venue != nil {
		id, err := s.venueID(ctx, tx, c, in.Venue)
		if err != nil {
			return nil, err
		}
		e.VenueID = id
	}
	var organizerIDs []int64
	if in.Organizers != nil {
		for _, ref := range *in.Organizers {
			id, err := s.organizerID(ctx, tx, c, ref)
			if err != nil {
				return nil, err
			}
			organizerIDs = append(organizerIDs, id)
		}
	}
	wasPublished := e.Status == StatusPublish
	st.applyPost(ctx, c, &e.Post, &in.PostInput, plan.post, create)
	in.apply(e, plan, create)
	if in.UnpublishAt != nil && e.UnpublishAt != nil {
		noteScheduled(ctx) // the scheduler learns the date now
	}
	switch {
	case in.Slug != nil:
		slug, err := uniqueSlug(ctx, tx, "calendar_events", Slugify(*in.Slug), e.ID, nil)
		if err != nil {
			return nil, err
		}
		e.Slug = slug
	case create:
		slug, err := uniqueSlug(ctx, tx, "calendar_events", Slugify(e.Title), e.ID, nil)
		if err != nil {
			return nil, err
		}
		e.Slug = slug
	}
	if create {
		if _, err := tx.NewInsert().Model(e).Exec(ctx); err != nil {
			return nil, err
		}
	} else {
		e.Sequence++
		if _, err := tx.NewUpdate().Model(e).WherePK().Exec(ctx); err != nil {
			return nil, err
		}
	}
	if err := st.savePostText(ctx, tx, e.ID, &in.PostInput); err != nil {
		return nil, err
	}
	if in.Organizers != nil {
		if err := setOrganizers(ctx, tx, e.ID, organizerIDs); err != nil {
			return nil, err
		}
	}
	var recount []int64
	for tax, entries := range map[Taxonomy]*[]string{Categories: in.Categories, Tags: in.Tags} {
		if entries == nil {
			continue
		}
		ids, err := st.resolveTerms(ctx, tx, c, tax, *entries)
		if err != nil {
			return nil, err
		}
		changed, err := setTerms(ctx, tx, e.ID, tax, ids)
		if err != nil {
			return nil, err
		}
		recount = append(recount, changed...)
	}
	if wasPublished != (e.Status == StatusPublish) {
		ids, err := eventTermIDs(ctx, tx, e.ID)
		if err != nil {
			return nil, err
		}
		recount = append(recount, ids...)
	}
	if err := syncTermLinks(ctx, tx, e); err != nil {
		return nil, err
	}
	rec, err := eventRecord(ctx, tx, e)
	if err != nil {
		return nil, err
	}
	if err := st.deps.Revise(ctx, tx, postAction(create, wasPublished, e.Status), rec); err != nil {
		return nil, err
	}
	if typ := eventChange(wasPublished, e); typ != "" {
		if err := st.notifyEvent(ctx, tx, typ, e); err != nil {
			return nil, err
		}
	}
	return recount, nil
}

// venueID links or creates the venue of an event write (0: none).
func (s *EventService) venueID(ctx context.Context, tx bun.Tx, c caller, ref *VenueRef) (int64, error) {
	if ref.Malformed {
		return 0, couldNotCreate(venueKind)
	}
	if ref.Input == nil {
		return ref.ID, nil
	}
	ref.Input.Language = ""
	v, err := inline[Venue](ctx, tx, s.store, c, venueKind, ref.Input, checkVenue)
	if err != nil || v == nil {
		return 0, err
	}
	return v.ID, nil
}

// organizerID links or creates one organizer of an event write.
func (s *EventService) organizerID(ctx context.Context, tx bun.Tx, c caller, ref OrganizerRef) (int64, error) {
	if ref.Malformed {
		return 0, couldNotCreate(organizerKind)
	}
	if ref.Input == nil {
		return ref.ID, nil
	}
	ref.Input.Language = ""
	o, err := inline[Organizer](ctx, tx, s.store, c, organizerKind, ref.Input, checkOrganizer)
	if err != nil || o == nil {
		return 0, err
	}
	return o.ID, nil
}

// inline creates (or finds, see insertLinked) a venue or organizer given
// as data in an event write. Invalid data is bad_request
// ReasonNotCreated.
func inline[T any, PT linkedPtr[T], In any](ctx context.Context, tx bun.Tx, s *store, c caller, k linkedKind, in *In,
	check func(context.Context, *store, *In, bool, *validation) (linkedWrite[PT], error)) (PT, error) {
	v := validation{subject: k.subject}
	w, err := check(ctx, s, in, true, &v)
	if err != nil {
		return nil, err
	}
	if v.err() != nil {
		return nil, couldNotCreate(k)
	}
	if err := c.mayAssignAuthor(k.subject, w.in.Author, true); err != nil {
		return nil, err
	}
	return insertLinked[T, PT](ctx, tx, s, c, k, w)
}

func couldNotCreate(k linkedKind) error {
	return fail(modules.CodeBadRequest, Problem{Reason: ReasonNotCreated, Subject: k.subject},
		"the "+string(k.subject)+" could not be created from the data given")
}
