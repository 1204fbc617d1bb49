package graph

import (
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"corkboard/graph/model"
	"corkboard/modules/calendar"
	"corkboard/modules/calendar/icalendar"
)

// calendarRoot is the calendar REST API's root in language ("" for the
// default), without a trailing slash.
func (r *Resolver) calendarRoot(language string) string {
	root := strings.TrimRight(r.PublicURL, "/")
	if language != "" {
		root += "/" + language
	}
	return root + "/calendar/events/v1"
}

// addDetails are what the "add to calendar" pages of an event carry
// besides title and times: its page, and unless it is password-protected
// its description (plain, shortened to keep the URL short) and venue.
func (r *Resolver) addDetails(e *model.Event) (details, location string) {
	page := r.Calendar.Site.PostURL(e.Language, calendar.PostEvent, e.Slug)
	if e.Protected || e.Password != "" {
		return page, ""
	}
	desc := calendar.PlainText(e.Description)
	if utf8.RuneCountInString(desc) > maxAddDetails {
		desc = string([]rune(desc)[:maxAddDetails]) + "…"
	}
	if desc != "" {
		desc += "\n\n"
	}
	if v := e.Venue(); v != nil {
		location = icalendar.Location(v.Venue)
	}
	return desc + page, location
}

// maxAddDetails bounds the description an "add to calendar" URL carries
// (browsers and the pages take URLs of a few thousand characters).
const maxAddDetails = 1000

// googleCalendarURL is Google Calendar's "add event" page for e: times in
// UTC (dates for all-day events, the end exclusive), the zone to show
// them in.
func (r *Resolver) googleCalendarURL(e *model.Event) string {
	details, location := r.addDetails(e)
	q := url.Values{"action": {"TEMPLATE"}, "text": {calendar.PlainText(e.Title)}, "details": {details}}
	if e.AllDay {
		start, end := allDayDates(e.Event)
		q.Set("dates", start.Format("20060102")+"/"+end.Format("20060102"))
	} else {
		q.Set("dates", e.StartUTC.UTC().Format("20060102T150405Z")+"/"+e.EndUTC.UTC().Format("20060102T150405Z"))
	}
	q.Set("ctz", e.Location().String())
	if location != "" {
		q.Set("location", location)
	}
	return "https://calendar.google.com/calendar/render?" + q.Encode()
}

// outlookCalendarURL is Outlook on the web's "add event" page for e.
func (r *Resolver) outlookCalendarURL(e *model.Event) string {
	details, location := r.addDetails(e)
	q := url.Values{"path": {"/calendar/action/compose"}, "rru": {"addevent"}, "subject": {calendar.PlainText(e.Title)}, "body": {details}}
	if e.AllDay {
		start, end := allDayDates(e.Event)
		q.Set("startdt", start.Format("2006-01-02"))
		q.Set("enddt", end.Format("2006-01-02"))
		q.Set("allday", "true")
	} else {
		q.Set("startdt", e.StartUTC.UTC().Format(time.RFC3339))
		q.Set("enddt", e.EndUTC.UTC().Format(time.RFC3339))
		q.Set("allday", "false")
	}
	if location != "" {
		q.Set("location", location)
	}
	return "https://outlook.live.com/calendar/0/action/compose?" + q.Encode()
}

// allDayDates are the first day of an all-day event and the day after
// its last, in its zone.
func allDayDates(e *calendar.Event) (start, end time.Time) {
	s, l := e.Start(), e.End()
	start = time.Date(s.Year(), s.Month(), s.Day(), 0, 0, 0, 0, time.UTC)
	end = time.Date(l.Year(), l.Month(), l.Day(), 0, 0, 0, 0, time.UTC).AddDate(0, 0, 1)
	if !end.After(start) {
		end = start.AddDate(0, 0, 1)
	}
	return start, end
}

// feedValues are the query parameters of the REST feed (the archive's
// names) for a GraphQL event filter, as eventQuery reads it.
func feedValues(f *model.EventFilter) url.Values {
	v := url.Values{}
	if f == nil {
		return v
	}
	strict := f.StartsAfter != nil || f.StartsBefore != nil || f.EndsAfter != nil || f.EndsBefore != nil
	instant := func(name string, t *time.Time) {
		if t != nil {
			v.Set(name, t.UTC().Format(time.RFC3339))
		}
	}
	instant("starts_after", f.StartsAfter)
	instant("starts_before", f.StartsBefore)
	instant("ends_after", f.EndsAfter)
	instant("ends_before", f.EndsBefore)
	day := func(name string, d *time.Time, clock string) {
		if d == nil {
			return
		}
		s := d.Format("2006-01-02")
		if strict {
			s += " " + clock
		}
		v.Set(name, s)
	}
	day("start_date", f.StartDate, "00:00:00")
	day("end_date", f.EndDate, "23:59:59")
	if strict {
		v.Set("strict_dates", "1")
	}
	if f.Search != nil {
		v.Set("search", *f.Search)
	}
	list := func(name string, items []string) {
		if items != nil {
			v.Set(name, strings.Join(items, ","))
		}
	}
	list("categories", joinLists(f.CategoryIds, f.CategorySlugs))
	list("tags", joinLists(f.TagIds, f.TagSlugs))
	list("venue", f.VenueIds)
	list("organizer", f.OrganizerIds)
	if f.Statuses != nil {
		names := make([]string, len(f.Statuses))
		for i, st := range f.Statuses {
			names[i] = string(st)
		}
		list("status", names)
	}
	list("include", f.Ids)
	flag := func(name string, b *bool) {
		if b != nil {
			v.Set(name, map[bool]string{true: "1", false: "0"}[*b])
		}
	}
	flag("featured", f.Featured)
	flag("ticketed", f.Ticketed)
	flag("geoloc", f.HasGeolocation)
	if f.ParentID != nil {
		v.Set("post_parent", *f.ParentID)
	}
	if f.Near != nil {
		v.Set("geoloc_lat", strconv.FormatFloat(f.Near.Lat, 'f', -1, 64))
		v.Set("geoloc_lng", strconv.FormatFloat(f.Near.Lng, 'f', -1, 64))
	}
	return v
}

// webcal is u with the webcal scheme, which calendar apps open as a
// subscription.
func webcal(u string) string {
	if i := strings.Index(u, "://"); i >= 0 {
		return "webcal" + u[i:]
	}
	return "webcal://" + u
}
