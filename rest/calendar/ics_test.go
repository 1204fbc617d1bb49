package calendar_test

import (
	"strings"
	"testing"
	"time"

	goical "github.com/emersion/go-ical"

	"corkboard/modules/calendar"
)

// TestICSFeed writes events in zones with DST changes inside them, all-day
// and multi-day events, non-ASCII and long text, and checks every
// property of every event against the event as the JSON API shows it.
func TestICSFeed(t *testing.T) {
	f := newFixture(t)
	venue := id(t, f.call("POST", root+"/venues", map[string]any{"venue": "Théâtre Royal, Salle ❤; côté cour", "address": "Rue de l'Écuyer 1",
		"city": "Bruxelles", "country": "Belgique", "zip": "1000", "geo_lat": 50.8466, "geo_lng": 4.3528}, f.editor))
	org := id(t, f.call("POST", root+"/organizers", map[string]any{"organizer": `Acme, Inc.: "Événements"; Bruxelles`,
		"email": "events@acme.example"}, f.editor))
	long := strings.Repeat("Déjà vu, 世界; back\\slash. ", 12)
	cases := []struct {
		name string
		body map[string]any
	}{
		{"brussels", map[string]any{"title": "Nuit blanche à Bruxelles", "timezone": "Europe/Brussels",
			"start_date": "2027-03-27 20:00:00", "end_date": "2027-03-28 10:00:00", "venue": venue, "organizer": org,
			"categories": []string{"Musique; Jazz, Blues"}, "description": "<p>" + long + "</p><p>Second paragraph — fin.</p>"}},
		{"new-york", map[string]any{"title": "Fall back party", "timezone": "America/New_York",
			"start_date": "2027-11-06 22:00:00", "end_date": "2027-11-07 03:00:00"}},
		{"sydney", map[string]any{"title": "Sydney: end of daylight saving", "timezone": "Australia/Sydney",
			"start_date": "2027-04-03 20:00:00", "end_date": "2027-04-04 05:00:00"}},
		{"sydney-summer", map[string]any{"title": "Sydney in January", "timezone": "Australia/Sydney",
			"start_date": "2027-01-10 09:00:00", "end_date": "2027-01-10 17:00:00"}},
		{"all-day", map[string]any{"title": "Festival (3 days)", "timezone": "Europe/Brussels", "all_day": true,
			"start_date": "2027-05-01 00:00:00", "end_date": "2027-05-03 23:59:59"}},
		{"one-day", map[string]any{"title": "Jour férié", "timezone": "America/New_York", "all_day": true,
			"start_date": "2027-07-04 00:00:00", "end_date": "2027-07-04 23:59:59"}},
		{"utc", map[string]any{"title": "Release at midnight UTC", "timezone": "UTC",
			"start_date": "2027-06-01 00:00:00", "end_date": "2027-06-01 01:00:00"}},
		{"protected", map[string]any{"title": "Members only", "timezone": "Europe/Brussels", "password": "s3cret",
			"start_date": "2027-02-01 18:00:00", "end_date": "2027-02-01 20:00:00", "venue": venue, "description": "secret plans"}},
	}
	ids := map[string]string{}
	for _, c := range cases {
		c.body["status"] = "publish"
		ids[c.name] = id(t, f.call("POST", root+"/events", c.body, f.editor))
	}
	feed := root + "/events.ics?start_date=2027-01-01&end_date=2027-12-31"
	r := f.call("GET", feed, nil, "")
	if r.StatusCode != 200 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	if ct := r.Header.Get("Content-Type"); ct != "text/calendar; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	if testing.Verbose() {
		t.Logf("%s", r.Body)
	}
	cal := parseICS(t, r.Body)
	if v := propText(t, cal.Component, goical.PropVersion); v != "2.0" {
		t.Errorf("VERSION %q", v)
	}
	if cal.Props.Get(goical.PropProductID) == nil {
		t.Errorf("no PRODID")
	}
	zs := zones(t, cal)
	for _, want := range []string{"Europe/Brussels", "America/New_York", "Australia/Sydney"} {
		if zs[want] == nil {
			t.Errorf("no VTIMEZONE %s", want)
		}
	}
	if len(zs) != 3 {
		t.Errorf("%d VTIMEZONEs, want 3 (none for UTC or all-day events)", len(zs))
	}
	events := icsEvents(t, cal)
	if len(events) != len(cases) {
		t.Fatalf("%d events, want %d", len(events), len(cases))
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			j := obj(t, f.call("GET", root+"/events/"+ids[c.name]+"?password=s3cret", nil, f.editor))
			uid := "event-" + ids[c.name] + "@corkboard.test"
			ev := events[uid]
			if ev == nil {
				t.Fatalf("no VEVENT with UID %s", uid)
			}
			checkVEvent(t, ev, j, zs, c.name == "protected")
		})
	}
	ev := events["event-"+ids["brussels"]+"@corkboard.test"]
	if got := propText(t, ev, goical.PropDescription); got != long+"Second paragraph — fin." {
		t.Errorf("DESCRIPTION %q", got)
	}
	if got := propText(t, ev, goical.PropLocation); got != "Théâtre Royal, Salle ❤; côté cour, Rue de l'Écuyer 1, Bruxelles, 1000, Belgique" {
		t.Errorf("LOCATION %q", got)
	}
	if g := ev.Props.Get(goical.PropGeo); g == nil || g.Value != "50.8466;4.3528" {
		t.Errorf("GEO %v", g)
	}
	o := ev.Props.Get(goical.PropOrganizer)
	if o == nil || o.Value != "mailto:events@acme.example" || o.Params.Get(goical.ParamCommonName) != `Acme, Inc.: 'Événements'; Bruxelles` {
		t.Errorf("ORGANIZER %+v", o)
	}
	if cats, err := ev.Props.Get(goical.PropCategories).TextList(); err != nil || len(cats) != 1 || cats[0] != "Musique; Jazz, Blues" {
		t.Errorf("CATEGORIES %q %v", cats, err)
	}
}

// checkVEvent compares a VEVENT with the event's JSON (a single read).
func checkVEvent(t *testing.T, ev *goical.Component, j map[string]any, zs map[string]vtz, protected bool) {
	t.Helper()
	if got := propText(t, ev, goical.PropSummary); got != j["title"] {
		t.Errorf("SUMMARY %q, want %q", got, j["title"])
	}
	if got := ev.Props.Get(goical.PropURL); got == nil || got.Value != j["url"] {
		t.Errorf("URL %v, want %q", got, j["url"])
	}
	modified, _ := time.Parse("2006-01-02 15:04:05", j["modified_utc"].(string))
	for _, name := range []string{goical.PropDateTimeStamp, goical.PropLastModified} {
		if p := ev.Props.Get(name); p == nil || p.Value != modified.Format("20060102T150405Z") {
			t.Errorf("%s %v, want %s", name, p, modified)
		}
	}
	if s, err := ev.Props.Get(goical.PropSequence).Int(); err != nil || s != 0 {
		t.Errorf("SEQUENCE %d %v", s, err)
	}
	start, allDay := icsTime(t, ev, goical.PropDateTimeStart, zs)
	end, endAllDay := icsTime(t, ev, goical.PropDateTimeEnd, zs)
	if allDay != endAllDay || allDay != (j["all_day"] == true) {
		t.Fatalf("DATE values: start %v end %v, all_day %v", allDay, endAllDay, j["all_day"])
	}
	if allDay {
		// DATE values: the first day, and the day after the last.
		if got, want := start.Format("2006-01-02"), j["start_date"].(string)[:10]; got != want {
			t.Errorf("DTSTART %s, want %s", got, want)
		}
		last, _ := time.Parse("2006-01-02", j["end_date"].(string)[:10])
		if got, want := end.Format("2006-01-02"), last.AddDate(0, 0, 1).Format("2006-01-02"); got != want {
			t.Errorf("DTEND %s, want %s (exclusive)", got, want)
		}
	} else {
		for name, got := range map[string]time.Time{"utc_start_date": start, "utc_end_date": end} {
			want, _ := time.Parse("2006-01-02 15:04:05", j[name].(string))
			if !got.Equal(want) {
				t.Errorf("%s: %s by the file's VTIMEZONE, want %s", name, got, want)
			}
		}
		// The same wall time read with Go's zone database, as go-ical does.
		if tz := j["timezone"].(string); tz != "UTC" {
			got, err := ev.Props.Get(goical.PropDateTimeStart).DateTime(nil)
			want, _ := time.Parse("2006-01-02 15:04:05", j["utc_start_date"].(string))
			if err != nil || !got.Equal(want) || ev.Props.Get(goical.PropDateTimeStart).Params.Get(goical.ParamTimezoneID) != tz {
				t.Errorf("DTSTART with TZID %s: %s %v", tz, got, err)
			}
		}
	}
	hidden := []string{goical.PropDescription, goical.PropLocation, goical.PropGeo, goical.PropOrganizer, goical.PropCategories}
	for _, name := range hidden {
		if protected && ev.Props.Get(name) != nil {
			t.Errorf("password-protected event shows %s", name)
		}
	}
	if protected {
		return
	}
	if got, want := propText(t, ev, goical.PropDescription), strings.TrimSpace(calendar.PlainText(j["description"].(string))); got != want {
		t.Errorf("DESCRIPTION %q, want %q", got, want)
	}
}
