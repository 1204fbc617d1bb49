package calendar

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// The calendar's notifications (webhooks), emitted in the transaction of
// each write. The calendar is the site's, not a company's: every
// company's subscribed endpoints hear of it (CompanyID 0). Only changes
// the public can see are announced: a draft's edits are not.

// eventData is an event in a notification: its identity and state.
type eventData struct {
	ID         int64     `json:"id"`
	Status     Status    `json:"status"`
	Slug       string    `json:"slug"`
	Title      string    `json:"title"`
	StartUTC   time.Time `json:"start_utc"`
	EndUTC     time.Time `json:"end_utc"`
	ModifiedAt time.Time `json:"modified_at"`
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
	return st.deps.Notify(ctx, tx, modules.Notification{Type: typ, Data: eventData{ID: e.ID, Status: e.Status,
		Slug: e.Slug, Title: e.Title, StartUTC: e.StartUTC, EndUTC: e.EndUTC, ModifiedAt: e.ModifiedAt}})
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

// postData is a venue or organizer in a notification.
type postData struct {
	ID         int64     `json:"id"`
	Status     Status    `json:"status"`
	Slug       string    `json:"slug"`
	Title      string    `json:"title"`
	ModifiedAt time.Time `json:"modified_at"`
}

// notifyPost records "<subject>.<action>" of a venue or organizer when
// the public sees or saw it (wasPublic, or published now).
func (st *store) notifyPost(ctx context.Context, tx bun.Tx, subject Subject, action string, wasPublic bool, p *Post) error {
	if !wasPublic && p.Status != StatusPublish {
		return nil
	}
	return st.deps.Notify(ctx, tx, modules.Notification{Type: string(subject) + "." + action, Data: postData{ID: p.ID,
		Status: p.Status, Slug: p.Slug, Title: p.Title, ModifiedAt: p.ModifiedAt}})
}

// notifyTerm records "category.<action>" or "tag.<action>".
func (st *store) notifyTerm(ctx context.Context, tx bun.Tx, action string, t *Term) error {
	data := any(map[string]int64{"id": t.ID})
	if action != "deleted" {
		data = map[string]any{"id": t.ID, "slug": t.Slug, "name": t.Name, "parent_id": t.ParentID}
	}
	return st.deps.Notify(ctx, tx, modules.Notification{Type: string(t.Taxonomy.subject()) + "." + action, Data: data})
}
