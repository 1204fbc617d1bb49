// Package icalendar writes calendar events as iCalendar (RFC 5545), the
// format calendar apps subscribe to: the events.ics feeds of the calendar
// API. Output goes through github.com/arran4/golang-ical, which folds
// lines at 75 octets (never inside a UTF-8 sequence), ends them with
// CRLF and escapes TEXT values; this package gives it values it can write
// as they are (see paramText for the one place it cannot).
//
// Times: an event in a zone other than UTC has DTSTART and DTEND in wall
// time with TZID, and the calendar carries a VTIMEZONE for each zone
// used, built from Go's zone database with exactly the observances those
// times fall in (see vtimezone). Events in UTC use UTC times; all-day
// events DATE values with the end exclusive (the day after the last).
package icalendar

import (
	"io"
	"net/mail"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

	ics "github.com/arran4/golang-ical"

	"corkboard/modules/calendar"
)

// MediaType is the Content-Type of an iCalendar response.
const MediaType = "text/calendar; charset=utf-8"

// Feed describes the calendar the events are written in.
type Feed struct {
	// Name is the calendar's name in calendar apps (X-WR-CALNAME).
	Name string
	// Site gives the events' public pages and the calendar's default
	// zone (X-WR-TIMEZONE).
	Site calendar.Site
	// Language is the site language the events were read in ("" for the
	// default): their page URLs are in it.
	Language string
	// Host makes each event's UID (<id>@Host): the same in every
	// language and feed, so an app that finds an event in two feeds
	// knows it is one.
	Host string
	// Refresh is how often subscribers should read the feed again (0:
	// one hour).
	Refresh time.Duration
}

// UID is the iCalendar UID of an event.
func UID(host string, id int64) string {
	return "event-" + strconv.FormatInt(id, 10) + "@" + host
}

// Write writes events as one VCALENDAR to w. Password-protected events
// (Protected) carry only their title, times and page: no description,
// location, organizer or categories.
func Write(w io.Writer, f Feed, events []*calendar.Event) error {
	cal := ics.NewCalendar()
	cal.SetProductId("-//Corkboard//Calendar//EN")
	cal.SetCalscale("GREGORIAN")
	if f.Name != "" {
		cal.SetXWRCalName(text(f.Name))
	}
	if f.Site.Timezone != nil {
		cal.SetXWRTimezone(f.Site.Timezone.String())
	}
	refresh := f.Refresh
	if refresh <= 0 {
		refresh = time.Hour
	}
	cal.SetRefreshInterval(duration(refresh))
	cal.SetXPublishedTTL(duration(refresh))

	// The zones first: each VTIMEZONE before the events that use it.
	zones := map[string]*zoneUse{}
	var names []string
	for _, e := range events {
		loc := e.Location()
		if e.AllDay || isUTC(loc) {
			continue
		}
		z := zones[loc.String()]
		if z == nil {
			z = &zoneUse{loc: loc}
			zones[loc.String()] = z
			names = append(names, loc.String())
		}
		z.times = append(z.times, e.StartUTC, e.EndUTC)
	}
	sort.Strings(names)
	for _, name := range names {
		cal.AddVTimezone(vtimezone(zones[name].loc, zones[name].times))
	}
	for _, e := range events {
		cal.AddVEvent(vevent(f, e))
	}
	return cal.SerializeTo(w, ics.WithNewLine("\r\n"))
}

type zoneUse struct {
	loc   *time.Location
	times []time.Time
}

func isUTC(loc *time.Location) bool {
	name := loc.String()
	return loc == time.UTC || name == "UTC" || name == "Etc/UTC"
}

// vevent is one event.
func vevent(f Feed, e *calendar.Event) *ics.VEvent {
	v := ics.NewEvent(UID(f.Host, e.ID))
	v.SetDtStampTime(e.ModifiedAt)
	v.SetLastModifiedAt(e.ModifiedAt)
	v.SetSequence(e.Sequence)
	v.SetSummary(text(plain(e.Title)))
	loc := e.Location()
	start, end := e.Start(), e.End()
	switch {
	case e.AllDay:
		// DATE values; DTEND is the day after the last day.
		v.SetAllDayStartAt(start)
		last := time.Date(end.Year(), end.Month(), end.Day(), 0, 0, 0, 0, time.UTC)
		first := time.Date(start.Year(), start.Month(), start.Day(), 0, 0, 0, 0, time.UTC)
		if last.Before(first) {
			last = first
		}
		v.SetAllDayEndAt(last.AddDate(0, 0, 1))
	case isUTC(loc):
		v.SetStartAt(e.StartUTC)
		v.SetEndAt(e.EndUTC)
	default:
		tz := ics.WithTZID(loc.String())
		v.SetProperty(ics.ComponentPropertyDtStart, start.Format(localLayout), tz)
		v.SetProperty(ics.ComponentPropertyDtEnd, end.Format(localLayout), tz)
	}
	v.SetURL(f.Site.PostURL(f.Language, calendar.PostEvent, e.Slug))
	if e.Protected {
		return v
	}
	if d := text(calendar.PlainText(e.Description)); d != "" {
		v.SetDescription(d)
	}
	if ven := e.Venue; ven != nil {
		if loc := Location(ven); loc != "" {
			v.SetLocation(loc)
		}
		if ven.HasCoordinates() {
			v.SetGeo(strconv.FormatFloat(*ven.GeoLat, 'f', -1, 64), strconv.FormatFloat(*ven.GeoLng, 'f', -1, 64))
		}
	}
	for _, o := range e.Organizers {
		if addr := mailto(o.Email); addr != "" {
			// The library writes parameter values with backslash escapes,
			// which RFC 5545 does not have: a CN holding a comma, colon
			// or semicolon must be a quoted string instead. The
			// parameter goes in the property name, written as it is (as
			// the library itself writes REFRESH-INTERVAL;VALUE=DURATION).
			name := "ORGANIZER"
			if cn := paramText(plain(o.Title)); cn != "" {
				name += ";CN=" + cn
			}
			v.AddProperty(ics.ComponentProperty(name), addr)
			break
		}
	}
	for _, t := range e.Categories {
		if name := text(plain(t.Name)); name != "" {
			v.AddCategory(name)
		}
	}
	return v
}

const localLayout = "20060102T150405"

// Location is a venue as one line of plain text: its name and address.
func Location(v *calendar.Venue) string {
	region := v.StateProvince
	if region == "" {
		region = v.State
	}
	if region == "" {
		region = v.Province
	}
	var parts []string
	for _, p := range []string{plain(v.Title), v.Address, v.City, region, v.Zip, v.Country} {
		if p = strings.TrimSpace(text(plain(p))); p != "" {
			parts = append(parts, strings.ReplaceAll(p, "\n", " "))
		}
	}
	return strings.Join(parts, ", ")
}

// mailto is the CAL-ADDRESS of an organizer's e-mail: "" when it is not
// one plain address (the value is written as it is).
func mailto(email string) string {
	email = strings.TrimSpace(email)
	a, err := mail.ParseAddress(email)
	if err != nil || a.Address != email || strings.ContainsAny(email, ",;\\\"") || strings.ContainsFunc(email, unicode.IsSpace) {
		return ""
	}
	return "mailto:" + email
}

// paramText is a parameter value (RFC 5545 3.1): as it is, or a quoted
// string when it holds a comma, colon or semicolon. A double quote cannot
// be written in either: it becomes a single one; control characters go.
func paramText(s string) string {
	s = strings.ReplaceAll(text(s), "\n", " ")
	s = strings.ReplaceAll(s, `"`, "'")
	if strings.ContainsAny(s, ",:;") {
		return `"` + s + `"`
	}
	return s
}

// plain is a stored title or name as plain text (titles may hold
// entities or markup from older rows).
func plain(s string) string {
	if !strings.ContainsAny(s, "<&") {
		return s
	}
	return calendar.PlainText(s)
}

// text makes s a TEXT value the library can escape: line ends become
// LF (written \n), other control characters, which TEXT cannot hold, are
// dropped.
func text(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\t' {
			return r
		}
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, strings.TrimSpace(s))
}

// duration is d as an iCalendar DURATION (whole minutes, at least one).
func duration(d time.Duration) string {
	m := max(int(d/time.Minute), 1)
	if m%60 == 0 {
		return "PT" + strconv.Itoa(m/60) + "H"
	}
	return "PT" + strconv.Itoa(m) + "M"
}
