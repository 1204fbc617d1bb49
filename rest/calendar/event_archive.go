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
		StartDate: p.date("start_date"), EndDate: p.date("end_date"),
		StartsBefore: p.date("starts_before"), StartsAfter: p.date("starts_after"),
		EndsBefore: p.date("ends_before"), EndsAfter: p.date("ends_after"),
		StrictDates: p.strictDates(), Search: p.str("search"),
		Categories: p.list("categories"), Tags: p.list("tags"),
		Venues: p.ids("venue"), Organizers: p.ids("organizer"),
		Featured: p.boolean("featured"), Statuses: p.statuses(),
		IDs: p.ids("include"), Parent: p.integer("post_parent"),
		Ticketed: p.boolean("ticketed"), Geoloc: p.boolean("geoloc"),
		NearLat: p.number("geoloc_lat"), NearLng: p.number("geoloc_lng"),
		Language: r.lang,
	}
	return q
}

// strictDates reads strict_dates: a flag (truthy), where empty and 0 are
// invalid.
func (p *params) strictDates() bool {
	s := p.text("strict_dates")
	if s == nil {
		return false
	}
	sd := strings.TrimSpace(*s)
	if sd == "" || sd == "0" {
		p.errs = append(p.errs, invalidParam("strict_dates"))
	}
	return truthy(sd)
}

func (a *api) listEvents(r *request) error {
	page, err := a.cal.Events.List(r.ctx(), eventQuery(r))
	if err != nil || len(r.p.errs) > 0 {
		return r.refuse(err)
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
