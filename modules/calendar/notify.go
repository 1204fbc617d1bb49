package calendar

import (
	"context"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// The calendar's notifications (webhooks), emitted in the transaction of
// each write. The calendar is the site's, not a company's: every
// company's subscribed endpoints hear of it (CompanyID 0). Only changes
// the public can see are announced: a draft's edits are not.

// notes are the notifications of a calendar transaction (store.tx), made
// at its end: the payloads show the records as the whole write left them
// (an event's terms counted, say), not as they were when the change was
// noticed.
type notes struct{ list []modules.Notification }

type notesKey struct{}

func withNotes(ctx context.Context, n *notes) context.Context {
	return context.WithValue(ctx, notesKey{}, n)
}

// notify records n in tx: at the end of the transaction of store.tx, at
// once outside one.
func (st *store) notify(ctx context.Context, tx bun.Tx, n modules.Notification) error {
	if pending, ok := ctx.Value(notesKey{}).(*notes); ok {
		pending.list = append(pending.list, n)
		return nil
	}
	return st.notify(ctx, tx, n)
}

func (n *notes) flush(ctx context.Context, tx bun.Tx, deps modules.Deps) error {
	for _, x := range n.list {
		if err := deps.Notify(ctx, tx, x); err != nil {
			return err
		}
	}
	return nil
}

// eventChange names the notification of an event write ("" for none):
// published when it became public, updated while it is or was.
func eventChange(wasPublished bool, e *Event) string {
	switch now := e.Status == StatusPublish; {
	case now && !wasPublished:
		return "event.published"
	case now || wasPublished:
		return "event.updated"
	}
	return ""
}

// notifyEvent records notification typ of e in tx.
func (st *store) notifyEvent(ctx context.Context, tx bun.Tx, typ string, e *Event) error {
	return st.notify(ctx, tx, modules.Notification{Type: typ, Resource: &modules.Resource{Kind: modules.KindEvent, ID: e.ID}})
}

// notifyEvents records typ for the events ids (a scheduled publication
// or unpublish), in its transaction.
func (st *store) notifyEvents(ctx context.Context, tx bun.Tx, typ string, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	var events []Event
	if err := tx.NewSelect().Model(&events).Where("id IN (?)", bun.In(ids)).Scan(ctx); err != nil {
		return err
	}
	for i := range events {
		if err := st.notifyEvent(ctx, tx, typ, &events[i]); err != nil {
			return err
		}
	}
	return nil
}

// notifyPost records "<subject>.<action>" of a venue or organizer when
// the public sees or saw it (wasPublic, or published now).
func (st *store) notifyPost(ctx context.Context, tx bun.Tx, subject Subject, action string, wasPublic bool, p *Post) error {
	if !wasPublic && p.Status != StatusPublish {
		return nil
	}
	return st.notify(ctx, tx, modules.Notification{Type: string(subject) + "." + action,
		Resource: &modules.Resource{Kind: string(subject), ID: p.ID}})
}

// notifyTerm records "category.<action>" or "tag.<action>".
func (st *store) notifyTerm(ctx context.Context, tx bun.Tx, action string, t *Term) error {
	n := modules.Notification{Type: string(t.Taxonomy.subject()) + "." + action, Data: map[string]int64{"id": t.ID}}
	if action != "deleted" {
		n.Resource = &modules.Resource{Kind: string(t.Taxonomy.subject()), ID: t.ID}
	}
	return st.notify(ctx, tx, n)
}
