package calendar

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// The trash: Delete moves an event, venue or organizer there (status
// trash), keeping when (TrashedAt) and the status it had (TrashedStatus);
// Restore gives that status back; Purge deletes for good what has been
// there longer than the retention. A venue or organizer is unlinked from
// its events when trashed, and a restore does not link it again.

// ReasonNotTrashed: a restore of a record that is not in the trash.
const ReasonNotTrashed Reason = "not_trashed"

// trash moves p to the trash at now, remembering its status.
func trash(p *Post, now time.Time) {
	p.TrashedStatus, p.TrashedAt = p.Status, &now
	p.Status, p.ModifiedAt = StatusTrash, now
}

// untrashed is the status a restore of p gives back at now: the one it
// had (draft for posts trashed before that was kept), publish for a
// scheduled post whose date has passed.
func untrashed(p *Post, now time.Time) Status {
	st := p.TrashedStatus
	if !st.Writable() {
		st = StatusDraft
	}
	if st == StatusFuture && !p.PublishedAt.After(now) {
		st = StatusPublish
	}
	return st
}

// restorable checks that c may restore p and that p is in the trash:
// the rule of Delete, applied to the post as it was before the trash
// (contributors restore their own unpublished posts).
func restorable(c caller, p *Post, subject Subject, now time.Time) error {
	before := *p
	before.Status = untrashed(p, now)
	if !c.canEdit(&before) {
		return forbidden(c, subject)
	}
	if p.Status != StatusTrash {
		return fail(modules.CodeConflict, Problem{Reason: ReasonNotTrashed, Subject: subject, ID: p.ID},
			"the "+string(subject)+" is not in the trash")
	}
	return nil
}

// restore takes p out of the trash at now.
func restore(p *Post, now time.Time) {
	p.Status, p.ModifiedAt = untrashed(p, now), now
	p.TrashedAt, p.TrashedStatus = nil, ""
}

// Restore takes an event out of the trash with the status it had (a
// scheduled one whose date passed is published) and returns it; its
// categories and tags count it again, and the public hears of it
// (event.published) when it is published. Callers: as Delete. Errors:
// not_found, bad_request ReasonWrongKind, validation_failed (unknown
// slug), unauthenticated/forbidden, conflict ReasonNotTrashed.
func (s *EventService) Restore(ctx context.Context, ref Ref, language string) (*Event, error) {
	e, err := s.find(ctx, ref)
	if err != nil {
		return nil, err
	}
	if e == nil {
		return nil, s.missing(ctx, ref.ID, true)
	}
	if err := restorable(callerFrom(ctx), &e.Post, SubjectEvent, s.store.now()); err != nil {
		return nil, err
	}
	orig := *e
	err = s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		*e = orig
		restore(&e.Post, s.store.now())
		if e.Status == StatusFuture {
			noteScheduled(ctx)
		}
		if _, err := tx.NewUpdate().Model(e).Column("status", "modified_at", "trashed_at", "trashed_status").
			WherePK().Exec(ctx); err != nil {
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
		rec, err := eventRecord(ctx, tx, e)
		if err != nil {
			return err
		}
		if err := s.store.deps.Revise(ctx, tx, "restore", rec); err != nil {
			return err
		}
		if e.Status != StatusPublish {
			return nil
		}
		return s.store.notifyEvent(ctx, tx, "event.published", e)
	})
	if err != nil {
		return nil, err
	}
	return e, wrap(s.store.complete(ctx, s.store.db(), []*Event{e}, language))
}

// Restore takes a venue or organizer out of the trash with the status it
// had and returns it (it is not linked to the events it left). The
// public hears of it (<kind>.created) when it is published. Callers: as
// Delete. Errors: validation_failed (not an item of this kind),
// unauthenticated/forbidden, conflict ReasonNotTrashed.
func (s *linkedService[T, PT, In]) Restore(ctx context.Context, ref Ref, language string) (PT, error) {
	k := s.kind
	item, err := loadPost[T, PT](ctx, s.store.db(), ref)
	if err != nil {
		return nil, modules.As(err)
	}
	if item == nil {
		return nil, invalidField(k.subject, ref.field(), ReasonNotFound)
	}
	p := item.post()
	if err := restorable(callerFrom(ctx), p, k.subject, s.store.now()); err != nil {
		return nil, err
	}
	orig := *p
	err = s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		*p = orig
		restore(p, s.store.now())
		if p.Status == StatusFuture {
			noteScheduled(ctx)
		}
		if _, err := tx.NewUpdate().Model(item).Column("status", "modified_at", "trashed_at", "trashed_status").
			WherePK().Exec(ctx); err != nil {
			return err
		}
		if err := s.store.deps.Revise(ctx, tx, "restore", linkedRecord(item)); err != nil {
			return err
		}
		return s.store.notifyPost(ctx, tx, k.subject, "created", false, p)
	})
	if err != nil {
		return nil, err
	}
	return item, wrap(s.store.hydrate(ctx, s.store.db(), language, p))
}

// Purged lists what a Purge deleted for good, by kind.
type Purged = Published

// Purge deletes for good the events, venues and organizers that went to
// the trash before the given instant, with their texts and links (the
// counts of their terms are recounted), in one transaction; nothing is
// announced (the public heard of the trashing). Running it on several
// instances at once deletes each post once. Callers: editor level (the
// system's periodic job). Errors: unauthenticated/forbidden
// ReasonNotAllowed.
func (s *TrashService) Purge(ctx context.Context, before time.Time) (Purged, error) {
	if c := callerFrom(ctx); !c.editor() {
		return Purged{}, forbidden(c, SubjectEvent)
	}
	before = before.UTC()
	var out Purged
	err := s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		out = Purged{}
		for _, k := range scheduledTables(&out) {
			if err := tx.NewSelect().Table(k.table).Column("id").Where("status = ?", StatusTrash).
				Where("trashed_at < ?", before).Order("id").Scan(ctx, k.ids); err != nil {
				return err
			}
		}
		if out.Len() == 0 {
			return nil
		}
		for typ, ids := range map[string][]int64{RecordEvent: out.Events, RecordVenue: out.Venues, RecordOrganizer: out.Organizers} {
			for _, id := range ids {
				if err := s.store.deps.Audit(ctx, tx, modules.AuditEntry{Action: typ + ".purge", Type: typ, ID: id,
					Summary: "in the trash longer than the retention"}); err != nil {
					return err
				}
			}
		}
		return purge(ctx, tx, out.Events, append(append([]int64{}, out.Venues...), out.Organizers...))
	})
	if err != nil {
		return Purged{}, err
	}
	return out, nil
}

// TrashService deletes for good what has been in the trash long enough
// (Purge, run by the periodic job of cmd/corkboard).
type TrashService struct {
	store *store
}

// purge deletes the events and the venues or organizers (others) for
// good, in tx: their rows go with their calendar_posts row (ON DELETE
// CASCADE), and so do their texts and links; the terms of the events are
// recounted.
func purge(ctx context.Context, tx bun.Tx, events, others []int64) error {
	var terms []int64
	if len(events) > 0 {
		if err := tx.NewSelect().Table("calendar_event_terms").Column("term_id").
			Where("event_id IN (?)", bun.In(events)).Scan(ctx, &terms); err != nil {
			return err
		}
	}
	ids := append(append([]int64{}, events...), others...)
	if len(ids) == 0 {
		return nil
	}
	if _, err := tx.NewDelete().Model((*postRow)(nil)).Where("id IN (?)", bun.In(ids)).Exec(ctx); err != nil {
		return err
	}
	return recountTerms(ctx, tx, terms)
}

// DeleteForGood deletes an event in the trash for good (the admin's
// "Delete permanently"). Callers: as Restore. Errors: those of Restore.
func (s *EventService) DeleteForGood(ctx context.Context, ref Ref) (*Event, error) {
	e, err := s.find(ctx, ref)
	if err != nil {
		return nil, err
	}
	if e == nil {
		return nil, s.missing(ctx, ref.ID, true)
	}
	if err := restorable(callerFrom(ctx), &e.Post, SubjectEvent, s.store.now()); err != nil {
		return nil, err
	}
	return e, s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := s.store.deps.Audit(ctx, tx, modules.AuditEntry{Action: RecordEvent + ".purge", Type: RecordEvent,
			ID: e.ID, Summary: e.Title}); err != nil {
			return err
		}
		return purge(ctx, tx, []int64{e.ID}, nil)
	})
}

// DeleteForGood deletes a venue or organizer in the trash for good.
// Callers: as Restore. Errors: those of Restore.
func (s *linkedService[T, PT, In]) DeleteForGood(ctx context.Context, ref Ref) (PT, error) {
	item, err := loadPost[T, PT](ctx, s.store.db(), ref)
	if err != nil {
		return nil, modules.As(err)
	}
	if item == nil {
		return nil, invalidField(s.kind.subject, ref.field(), ReasonNotFound)
	}
	p := item.post()
	if err := restorable(callerFrom(ctx), p, s.kind.subject, s.store.now()); err != nil {
		return nil, err
	}
	return item, s.store.tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := s.store.deps.Audit(ctx, tx, modules.AuditEntry{Action: string(s.kind.subject) + ".purge",
			Type: string(s.kind.subject), ID: p.ID, Summary: p.Title}); err != nil {
			return err
		}
		return purge(ctx, tx, nil, []int64{p.ID})
	})
}

// RetentionDays is how many days records stay in the trash before the
// purge deletes them for good (modules.Config.TrashDays). Callers: anyone
// signed in. Errors: unauthenticated ReasonNotAllowed.
func (s *TrashService) RetentionDays(ctx context.Context) (int, error) {
	if c := callerFrom(ctx); c.p == nil {
		return 0, forbidden(c, SubjectEvent)
	}
	return int(s.store.deps.Config.TrashRetention() / (24 * time.Hour)), nil
}
