package calendar_test

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	goical "github.com/emersion/go-ical"
	"github.com/getkin/kin-openapi/openapi3filter"
)

// The contract test checks the feeds' answers against /doc as text.
func init() { openapi3filter.RegisterBodyDecoder("text/calendar", openapi3filter.PlainBodyDecoder) }

// The iCalendar files are read back with github.com/emersion/go-ical, a
// parser written apart from the library that writes them (it unfolds
// lines, reads quoted parameters and unescapes TEXT as RFC 5545 says),
// and their zones with vtz below, which reads the VTIMEZONE of the file
// itself, not Go's zone database.

// parseICS checks the octets of an iCalendar body (CRLF line ends, lines
// of at most 75 octets not cut inside a UTF-8 sequence) and parses it.
func parseICS(t testing.TB, body []byte) *goical.Calendar {
	t.Helper()
	if !bytes.HasSuffix(body, []byte("\r\n")) {
		t.Fatalf("body does not end with CRLF")
	}
	lines := bytes.Split(body[:len(body)-2], []byte("\r\n"))
	for i, l := range lines {
		if bytes.ContainsAny(l, "\r\n") {
			t.Fatalf("line %d holds a bare CR or LF: %q", i+1, l)
		}
		if len(l) > 75 {
			t.Fatalf("line %d is %d octets long: %q", i+1, len(l), l)
		}
		if !utf8.Valid(l) {
			t.Fatalf("line %d is not UTF-8 by itself (a fold cut a character): %q", i+1, l)
		}
	}
	cal, err := goical.NewDecoder(bytes.NewReader(body)).Decode()
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, body)
	}
	return cal
}

// icsEvents are the VEVENTs of a calendar by UID.
func icsEvents(t testing.TB, cal *goical.Calendar) map[string]*goical.Component {
	out := map[string]*goical.Component{}
	for _, c := range cal.Children {
		if c.Name == goical.CompEvent {
			uid := propText(t, c, goical.PropUID)
			if out[uid] != nil {
				t.Fatalf("UID %s twice", uid)
			}
			out[uid] = c
		}
	}
	return out
}

func propText(t testing.TB, c *goical.Component, name string) string {
	t.Helper()
	p := c.Props.Get(name)
	if p == nil {
		return ""
	}
	s, err := p.Text()
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return s
}

// observance is one STANDARD or DAYLIGHT of a VTIMEZONE.
type observance struct {
	onset    time.Time // UTC
	from, to int       // seconds east of UTC
}

// vtz is a VTIMEZONE as a reader applies it.
type vtz []observance

// zones reads every VTIMEZONE of cal, by TZID.
func zones(t testing.TB, cal *goical.Calendar) map[string]vtz {
	t.Helper()
	out := map[string]vtz{}
	for _, c := range cal.Children {
		if c.Name != goical.CompTimezone {
			continue
		}
		var z vtz
		for _, o := range c.Children {
			if o.Props.Get(goical.PropRecurrenceRule) != nil || o.Props.Get(goical.PropRecurrenceDates) != nil {
				t.Fatalf("observance with RRULE or RDATE: not written by the feed")
			}
			local, err := time.Parse("20060102T150405", o.Props.Get(goical.PropDateTimeStart).Value)
			if err != nil {
				t.Fatalf("observance DTSTART: %v", err)
			}
			from := utcOffset(t, o.Props.Get(goical.PropTimezoneOffsetFrom).Value)
			to := utcOffset(t, o.Props.Get(goical.PropTimezoneOffsetTo).Value)
			if o.Props.Get(goical.PropTimezoneName) == nil {
				t.Errorf("observance without TZNAME")
			}
			z = append(z, observance{onset: local.Add(-time.Duration(from) * time.Second), from: from, to: to})
		}
		sort.Slice(z, func(i, j int) bool { return z[i].onset.Before(z[j].onset) })
		out[propText(t, c, goical.PropTimezoneID)] = z
	}
	return out
}

func utcOffset(t testing.TB, s string) int {
	t.Helper()
	var sign byte
	var h, m, sec int
	if len(s) == 5 {
		_, err := fmt.Sscanf(s, "%c%02d%02d", &sign, &h, &m)
		if err != nil {
			t.Fatalf("offset %q: %v", s, err)
		}
	} else if _, err := fmt.Sscanf(s, "%c%02d%02d%02d", &sign, &h, &m, &sec); err != nil {
		t.Fatalf("offset %q: %v", s, err)
	}
	n := h*3600 + m*60 + sec
	if sign == '-' {
		n = -n
	}
	return n
}

// instant is the UTC instant of a wall time in the zone: by the last
// observance whose onset is at or before it.
func (z vtz) instant(t testing.TB, wall time.Time) time.Time {
	t.Helper()
	for i := len(z) - 1; i >= 0; i-- {
		u := wall.Add(-time.Duration(z[i].to) * time.Second)
		if !u.Before(z[i].onset) {
			return u
		}
	}
	t.Fatalf("no observance of the VTIMEZONE covers %s", wall)
	return time.Time{}
}

// icsTime reads DTSTART or DTEND: a UTC time, a wall time with a TZID
// resolved by the file's VTIMEZONE, or a DATE (allDay).
func icsTime(t testing.TB, c *goical.Component, name string, zs map[string]vtz) (at time.Time, allDay bool) {
	t.Helper()
	p := c.Props.Get(name)
	if p == nil {
		t.Fatalf("no %s", name)
	}
	if p.Params.Get(goical.ParamValue) == "DATE" {
		d, err := time.Parse("20060102", p.Value)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return d, true
	}
	if tzid := p.Params.Get(goical.ParamTimezoneID); tzid != "" {
		z, ok := zs[tzid]
		if !ok {
			t.Fatalf("%s: TZID %s has no VTIMEZONE", name, tzid)
		}
		wall, err := time.Parse("20060102T150405", p.Value)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return z.instant(t, wall), false
	}
	if !strings.HasSuffix(p.Value, "Z") {
		t.Fatalf("%s %q: floating time", name, p.Value)
	}
	u, err := time.Parse("20060102T150405Z", p.Value)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return u, false
}
