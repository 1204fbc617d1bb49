package calendar

import (
	"strconv"
	"strings"
	"time"

	"corkboard/modules/calendar"
)

// eventQuery reads the event archive parameters.
func eventQuery(r *request) calendar.EventQuery {
	p := r.p
	q := calendar.EventQuery{
		Paging:    calendar.Paging{Page: p.intArg("page"), PerPage: p.intArg("per_page")},
		StartDate: p.text("start_date"), EndDate: p.text("end_date"),
		StartsBefore: p.text("starts_before"), StartsAfter: p.text("starts_after"),
		EndsBefore: p.text("ends_before"), EndsAfter: p.text("ends_after"),
		StrictDates: p.text("strict_dates"), Search: p.str("search"),
		Categories: p.list("categories"), Tags: p.list("tags"),
		Venue: p.list("venue"), Organizer: p.list("organizer"),
		Featured: p.boolean("featured"), Status: p.list("status"),
		Include: p.ids("include"), PostParent: p.integer("post_parent"),
		Ticketed: p.boolean("ticketed"), Geoloc: p.boolean("geoloc"),
		GeolocLat: p.number("geoloc_lat"), GeolocLng: p.number("geoloc_lng"),
		Language: r.lang,
	}
	q.ParamErrors = p.errs
	return q
}

func (a *api) listEvents(r *request) error {
	page, err := a.cal.Events.List(r.ctx(), eventQuery(r))
	if err != nil {
		return err
	}
	items := make([]eventJSON, 0, len(page.Items))
	for _, e := range page.Items {
		items = append(items, a.eventJSON(r, e, false))
	}
	l := archiveLink{base: r.root + "events/"}
	l.add("per_page", strconv.Itoa(page.PerPage))
	w := page.Window
	for _, b := range []struct {
		name string
		t    *time.Time
	}{{"start_date", w.StartDate}, {"end_date", w.EndDate}, {"starts_before", w.StartsBefore},
		{"starts_after", w.StartsAfter}, {"ends_before", w.EndsBefore}, {"ends_after", w.EndsAfter}} {
		if b.t != nil {
			l.add(b.name, b.t.Format(calendar.DateLayout))
		}
	}
	for _, name := range []string{"strict_dates", "search", "categories", "tags", "venue", "organizer"} {
		l.add(name, strings.Join(r.p.list(name), ","))
	}
	if f := r.p.boolean("featured"); f != nil {
		l.add("featured", map[bool]string{true: "1", false: "0"}[*f])
	}
	l.add("status", joinStatuses(page.Status))
	for _, name := range []string{"include", "post_parent", "geoloc", "geoloc_lat", "geoloc_lng"} {
		l.add(name, strings.Join(r.p.list(name), ","))
	}
	totalPages := pageCount(page.Total, page.PerPage)
	body := map[string]any{"events": items, "rest_url": l.restURL(page.Number), "total": page.Total, "total_pages": totalPages}
	l.links(body, page.Number, totalPages)
	setTotals(r, page.Total, totalPages)
	return writeJSON(r.c, 200, body)
}
