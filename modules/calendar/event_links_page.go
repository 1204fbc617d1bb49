package calendar

import (
	"context"

	"github.com/uptrace/bun"

	"corkboard/internal/sqlparams"
	"corkboard/modules"
)

// The archive of one taxonomy's terms within dates (a category page of a
// month, the common cold question) is paged and counted from the term
// links alone: each link carries its event's status, flag and dates
// (calendar_event_terms_listing_idx), so the index range of the terms
// asked for gives the total and the ids of the page without reading any
// event row; only the page's events are then loaded by id. This holds
// when every condition of the archive is one the links carry: terms of
// one taxonomy, dates, and a visibility that is a status condition (not
// a contributor's own drafts), and no other filter.

// linksOnly reports whether f's archive can be paged from the links.
func linksOnly(c caller, f eventFilter) bool {
	if (f.categories == nil) == (f.tags == nil) {
		return false // no terms, or both taxonomies (an intersection)
	}
	if !c.editor() && c.contributor() {
		return false // a contributor also sees their own drafts (author_id)
	}
	return f.words == nil && f.venues == nil && f.organizers == nil && f.featured == nil && f.postParent == nil &&
		f.include == nil && f.geoloc == nil && f.nearLat == nil
}

// listFromLinks returns the page's events (by start, then id) and, unless
// skipTotal, the number of matching events, for a filter linksOnly
// accepts.
func (s *EventService) listFromLinks(ctx context.Context, p *sqlparams.Params, c caller, f eventFilter, page modules.PageRequest, skipTotal bool, days *bun.SelectQuery) ([]*Event, int, error) {
	terms := f.categories
	if terms == nil {
		terms = f.tags
	}
	db := s.store.db()
	links := func() *bun.SelectQuery {
		q := db.NewSelect().TableExpr("calendar_event_terms AS et").
			Where("et.term_id IN (?)", sqlparams.Args(p, terms)).Where("et.hide_from_listings = ?", false)
		linkStatuses(q, c, f.statuses)
		whereWindow(q, p, "et.", f.window)
		return q
	}
	// An event linked to several of the terms has one link each.
	distinct := len(terms) > 1
	counted, columns := "count(*)", "et.event_id"
	if distinct {
		counted, columns = "count(DISTINCT et.event_id)", "DISTINCT et.start_utc, et.event_id"
	}
	count := days // the total from the per-day counts, when they serve f
	if !skipTotal && count == nil {
		count = links().ColumnExpr(counted)
	}
	// The page's links, then their events by key, and the count: one
	// statement.
	ids := sqlparams.OrderPage(links().ColumnExpr(columns), p, "et.start_utc, et.event_id", page.PerPage, page.Offset())
	if distinct {
		ids = db.NewSelect().TableExpr("(?) AS p", ids).Column("p.event_id")
	}
	return scanCounted(p.Bind(ctx), db.NewSelect().Model((*Event)(nil)).ColumnExpr("?TableAlias.*").Where("?TableAlias.id IN (?)", ids).
		OrderExpr("?TableAlias.start_utc, ?TableAlias.id"), count, page.PerPage)
}
