package icalendar

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"corkboard/modules/calendar"
)

func event(id int64, zone, start, end string, allDay bool) *calendar.Event {
	loc, _ := time.LoadLocation(zone)
	s, _ := time.ParseInLocation("2006-01-02 15:04", start, loc)
	e, _ := time.ParseInLocation("2006-01-02 15:04", end, loc)
	ev := &calendar.Event{Timezone: zone, AllDay: allDay, StartUTC: s.UTC(), EndUTC: e.UTC()}
	ev.ID, ev.Title, ev.Slug = id, "Event", "event"
	return ev
}

// TestVTimezone: the observances are the periods the times fall in, with
// onsets in the previous offset's wall time; a zone without changes near
// the times (Asia/Tokyo) has one; far years follow the zone's rules.
func TestVTimezone(t *testing.T) {
	var buf bytes.Buffer
	events := []*calendar.Event{
		event(1, "Asia/Tokyo", "2027-06-01 10:00", "2027-06-01 12:00", false),
		event(2, "Europe/Brussels", "2061-07-01 10:00", "2061-07-01 12:00", false),
		event(3, "Europe/Brussels", "1890-01-01 10:00", "1890-01-01 12:00", false),
	}
	if err := Write(&buf, Feed{Host: "example.org", Site: calendar.Site{URL: "https://example.org"}}, events); err != nil {
		t.Fatal(err)
	}
	out := strings.ReplaceAll(buf.String(), "\r\n", "\n")
	for _, want := range []string{
		"TZID:Asia/Tokyo\nBEGIN:STANDARD\nDTSTART:19510909T010000\nTZOFFSETFROM:+1000\nTZOFFSETTO:+0900\nTZNAME:JST\nEND:STANDARD\nEND:VTIMEZONE",
		// Summer 2061: the last Sunday of March, 02:00 CET.
		"BEGIN:DAYLIGHT\nDTSTART:20610327T020000\nTZOFFSETFROM:+0100\nTZOFFSETTO:+0200\nTZNAME:CEST\nEND:DAYLIGHT",
		// Before 1892 Brussels kept local mean time, +00:17:30.
		"TZOFFSETTO:+001730",
		"DTSTART;TZID=Europe/Brussels:20610701T100000",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing\n%s\nin\n%s", want, out)
		}
	}
}

func TestParamTextAndMailto(t *testing.T) {
	for in, want := range map[string]string{"Acme": "Acme", "Acme, Inc.": `"Acme, Inc."`, `Say "hi"`: "Say 'hi'",
		"a:b": `"a:b"`, "line\nbreak\x07": "line break"} {
		if got := paramText(in); got != want {
			t.Errorf("paramText(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"a@example.org": "mailto:a@example.org", "": "", "not an address": "",
		"Name <a@example.org>": "", "a;b@example.org": ""} {
		if got := mailto(in); got != want {
			t.Errorf("mailto(%q) = %q, want %q", in, got, want)
		}
	}
}
