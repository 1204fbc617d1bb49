package calendar_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
)

// event creates an event as the admin and returns its id.
func (f *fixture) event(title, start, end string, extra ...any) string {
	f.t.Helper()
	body := map[string]any{"title": title, "start_date": start, "end_date": end}
	for i := 0; i+1 < len(extra); i += 2 {
		body[extra[i].(string)] = extra[i+1]
	}
	return id(f.t, f.call("POST", root+"/events", body, f.admin))
}

// titles lists the titles of an event archive response.
func titles(t testing.TB, m map[string]any) string {
	t.Helper()
	var out []string
	list, ok := m["events"].([]any)
	if !ok {
		t.Fatalf("not an event archive: %v", m)
	}
	for _, x := range list {
		out = append(out, x.(map[string]any)["title"].(string))
	}
	return strings.Join(out, ",")
}

func (f *fixture) list(t testing.TB, query, auth string) map[string]any {
	t.Helper()
	r := f.call("GET", root+"/events"+query, nil, auth)
	if r.StatusCode != 200 {
		t.Fatalf("GET /events%s: %d %s", query, r.StatusCode, r.Body)
	}
	return obj(t, r)
}

// TestDefaultDateWindow pins the clock at 2026-11-21 09:00 UTC: the
// archive shows events from the start of yesterday to the end of the day
// 24 months ahead.
func TestDefaultDateWindow(t *testing.T) {
	f := newFixture(t)
	f.event("Last week", "2026-11-14 10:00:00", "2026-11-14 11:00:00")
	f.event("Day before yesterday", "2026-11-19 23:00:00", "2026-11-19 23:30:00")
	f.event("Yesterday morning", "2026-11-20 00:00:00", "2026-11-20 01:00:00")
	f.event("Today", "2026-11-21 10:00:00", "2026-11-21 11:00:00")
	f.event("In 24 months", "2028-11-21 20:00:00", "2028-11-21 23:59:59")
	f.event("Ends after the window", "2028-11-21 20:00:00", "2028-11-22 00:00:00")
	f.event("In 25 months", "2028-12-21 10:00:00", "2028-12-21 11:00:00")
	m := f.list(t, "", "")
	if got := titles(t, m); got != "Yesterday morning,Today,In 24 months" {
		t.Fatalf("default window: %s", got)
	}
	if u := m["rest_url"].(string); !strings.Contains(u, "start_date=2026-11-20 00:00:00&end_date=2028-11-21 23:59:59") {
		t.Errorf("rest_url %s", u)
	}
	f.Clock.Advance(24 * time.Hour) // a day later, yesterday's event is gone
	if got := titles(t, f.list(t, "", "")); got != "Today,In 24 months,Ends after the window" {
		t.Fatalf("a day later: %s", got)
	}
	// strict: the defaults keep their times (yesterday 23:59, now + 24 months)
	if got := titles(t, f.list(t, "?strict_dates=true", "")); got != "In 24 months,Ends after the window" {
		t.Fatalf("strict defaults: %s", got)
	}
}

// TestDefaultWindowOfASiteAheadOfUTC: "yesterday 23:59" in UTC is today in
// Brussels, so the window starts at the start of today there.
func TestDefaultWindowOfASiteAheadOfUTC(t *testing.T) {
	brussels, _ := time.LoadLocation("Europe/Brussels")
	s := testkit.NewServer(t, testkit.WithEnv(func(env *testkit.Env) { env.Deps.Config.SiteTimezone = brussels }))
	_, pass := testkit.NewUser(t, s.Modules.Accounts, "a@example.com", "admin")
	f := &fixture{Server: s, t: t, admin: basic("a@example.com", pass)}
	f.event("Yesterday evening", "2026-11-20 20:00:00", "2026-11-20 21:00:00")
	f.event("This morning", "2026-11-21 08:00:00", "2026-11-21 09:00:00")
	m := f.list(t, "", "")
	if got := titles(t, m); got != "This morning" {
		t.Fatalf("%s", got)
	}
	if u := m["rest_url"].(string); !strings.Contains(u, "start_date=2026-11-21 00:00:00") {
		t.Errorf("rest_url %s", u)
	}
	e := obj(t, f.call("GET", root+"/events?per_page=1", nil, ""))["events"].([]any)[0].(map[string]any)
	if e["timezone"] != "Europe/Brussels" || e["utc_start_date"] != "2026-11-21 07:00:00" || e["timezone_abbr"] != "CET" {
		t.Errorf("site zone is the default of events: %v %v %v", e["timezone"], e["utc_start_date"], e["timezone_abbr"])
	}
}

// TestDateFilters follows the original's own date tests.
func TestDateFilters(t *testing.T) {
	f := newFixture(t)
	f.Clock.Set(time.Date(2017, 12, 20, 12, 0, 0, 0, time.UTC))
	f.event("A", "2018-01-01 16:00:00", "2018-01-01 16:30:00")
	f.event("B", "2018-01-01 20:00:00", "2018-01-01 20:30:00")
	f.event("C", "2017-12-31 17:00:00", "2017-12-31 18:00:00")
	f.event("D", "2018-01-02 10:00:00", "2018-01-02 11:00:00")
	f.event("Multi-day", "2017-12-30 10:00:00", "2018-01-03 10:00:00")
	tests := []struct{ query, want string }{
		{"?start_date=2018-01-01 15:00:00&end_date=2018-01-01 18:00:00", "A,B"},
		{"?start_date=2018-01-01 15:00:00&end_date=2018-01-01 18:00:00&strict_dates=true", "A"},
		{"?start_date=2018-01-01 15:00:00&end_date=2018-01-01 18:00:00&strict_dates=yes", "A"},
		{"?start_date=2018-01-01 15:00:00&end_date=2018-01-01 18:00:00&strict_dates=false", "A,B"},
		// inclusive: every relative bound is the end of its day
		{"?ends_after=2017-12-31&starts_before=2018-01-02", "Multi-day,A,B,D"},
		{"?ends_after=2017-12-31&starts_before=2018-01-02 00:00:00&strict_dates=true", "Multi-day,C,A,B"},
		{"?ends_after=2017-12-30&starts_before=2018-01-02&strict_dates=1", "Multi-day,C,A,B"},
		{"?starts_after=2018-01-01", "D"},
		{"?starts_after=2018-01-01 12:00:00&strict_dates=on", "A,B,D"},
		{"?ends_before=2018-01-01", "C,A,B"},
		{"?ends_before=2018-01-01 00:00:00&strict_dates=true", "C"},
		{"?start_date=2017-12-31&end_date=2017-12-31", "C"},
		{"?start_date=" + url.QueryEscape("December 31, 2017"), "C,A,B,D"},
		{"?start_date=1514764800", "A,B,D"}, // 2018-01-01 00:00 UTC
		{"?starts_after=2017-01-01", "Multi-day,C,A,B,D"},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			q := strings.ReplaceAll(tt.query, " ", "%20")
			if got := titles(t, f.list(t, q, "")); got != tt.want {
				t.Fatalf("%s, want %s", got, tt.want)
			}
		})
	}
	m := f.list(t, "?starts_after=2018-01-01&ends_before=2018-02-01", "")
	if u := m["rest_url"].(string); !strings.Contains(u, "starts_after=2018-01-01 23:59:59") || strings.Contains(u, "start_date=") {
		t.Errorf("relative bounds snap to the end of the day and drop the defaults: %s", u)
	}
}

// TestRelativeWeeks follows the original's tests with events one to ten
// weeks ahead.
func TestRelativeWeeks(t *testing.T) {
	f := newFixture(t)
	now := f.Clock.Now()
	for i := 1; i <= 10; i++ {
		start := now.AddDate(0, 0, 7*i)
		f.event(fmt.Sprintf("Week %d", i), start.Format(time.DateTime), start.Add(time.Hour).Format(time.DateTime))
	}
	ts := func(t time.Time) string { return fmt.Sprint(t.Unix()) }
	tests := []struct {
		query string
		n     int
	}{
		{"?strict_dates=true&start_date=" + ts(now.AddDate(0, 0, 35)), 6},
		{"?strict_dates=true&end_date=" + ts(now.AddDate(0, 0, 35).Add(2*time.Hour)), 5},
		{"?start_date=" + ts(now.AddDate(0, 0, 10)) + "&end_date=" + ts(now.AddDate(0, 0, 30)), 3},
		{"?start_date=%2B5%20weeks", 6},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			m := f.list(t, tt.query, "")
			if m["total"] != json.Number(fmt.Sprint(tt.n)) {
				t.Fatalf("total %v, want %d: %s", m["total"], tt.n, titles(t, m))
			}
		})
	}
}

func TestIncludeDropsTheDateWindow(t *testing.T) {
	f := newFixture(t)
	old := f.event("Long ago", "2020-01-01 10:00:00", "2020-01-01 11:00:00")
	f.Clock.Advance(time.Minute)
	soon := f.event("Soon", "2026-12-01 10:00:00", "2026-12-01 11:00:00")
	draft := f.event("Draft", "2026-12-02 10:00:00", "2026-12-02 11:00:00", "status", "draft")
	m := f.list(t, "?include="+soon+","+old+","+draft, "")
	if got := titles(t, m); got != "Long ago,Soon" { // by publication date; drafts stay hidden
		t.Fatalf("%s", got)
	}
	if u := m["rest_url"].(string); strings.Contains(u, "start_date") || !strings.Contains(u, "include=") {
		t.Errorf("rest_url %s", u)
	}
	if got := titles(t, f.list(t, "?include[]="+draft, f.editor)); got != "Draft" {
		t.Fatalf("editor: %s", got)
	}
	wantError(t, f.call("GET", root+"/events?include=0", nil, ""), 400, "rest_invalid_param")
	wantError(t, f.call("GET", root+"/events?include=abc", nil, ""), 400, "rest_invalid_param")
}
