package calendar

import (
	"testing"
	"time"

	"corkboard/modules/calendar"
)

func TestParseDate(t *testing.T) {
	ny, _ := time.LoadLocation("America/New_York")
	now := time.Date(2026, 11, 21, 9, 30, 15, 0, time.UTC) // a Saturday
	tests := []struct {
		in   string
		loc  *time.Location
		want string // in loc, calendar.DateLayout; "" for invalid
	}{
		{"2027-01-10", time.UTC, "2027-01-10 00:00:00"},
		{"2027-01-10 09:05", time.UTC, "2027-01-10 09:05:00"},
		{"2027-01-10 09:05:07", ny, "2027-01-10 09:05:07"},
		{"2027-01-10T09:05:07Z", ny, "2027-01-10 04:05:07"},
		{"2027-01-10T09:05:07+02:00", time.UTC, "2027-01-10 07:05:07"},
		{"2027-01-10 09:05:07.123", time.UTC, "2027-01-10 09:05:07"},
		{"2027/1/5", time.UTC, "2027-01-05 00:00:00"},
		{"01/05/2027", time.UTC, "2027-01-05 00:00:00"},
		{"05.01.2027", time.UTC, "2027-01-05 00:00:00"},
		{"January 5, 2027", time.UTC, "2027-01-05 00:00:00"},
		{"5 January 2027 10:30", time.UTC, "2027-01-05 10:30:00"},
		{"jan 5 2027 9pm", time.UTC, "2027-01-05 21:00:00"},
		{"1767225600", time.UTC, "2026-01-01 00:00:00"},
		{"1767225600", ny, "2025-12-31 19:00:00"},
		{"now", time.UTC, "2026-11-21 09:30:15"},
		{"today", time.UTC, "2026-11-21 00:00:00"},
		{"midnight", time.UTC, "2026-11-21 00:00:00"},
		{"noon", time.UTC, "2026-11-21 12:00:00"},
		{"tomorrow", time.UTC, "2026-11-22 00:00:00"},
		{"tomorrow 9am", time.UTC, "2026-11-22 09:00:00"},
		{"yesterday 23:59", time.UTC, "2026-11-20 23:59:00"},
		{"+5 weeks", time.UTC, "2026-12-26 09:30:15"},
		{"+1 day", time.UTC, "2026-11-22 09:30:15"},
		{"-2 hours", time.UTC, "2026-11-21 07:30:15"},
		{"3 days ago", time.UTC, "2026-11-18 09:30:15"},
		{"+24 months", time.UTC, "2028-11-21 09:30:15"},
		{"next monday", time.UTC, "2026-11-23 00:00:00"},
		{"last friday", time.UTC, "2026-11-20 00:00:00"},
		{"saturday", time.UTC, "2026-11-21 00:00:00"},
		{"next saturday", time.UTC, "2026-11-28 00:00:00"},
		{"next month", time.UTC, "2026-12-21 09:30:15"},
		{"2027-01-10 +1 day", time.UTC, "2027-01-11 00:00:00"},
		{"10:30pm", time.UTC, "2026-11-21 22:30:00"},
		{"today", ny, "2026-11-21 00:00:00"},
		{"", time.UTC, ""},
		{"before my birthday", time.UTC, ""},
		{"not a date", time.UTC, ""},
		{"notadate", time.UTC, ""},
		{"2027-13-01", time.UTC, ""},
		{"2027-01-10 25:00", time.UTC, ""},
		{"13pm", time.UTC, ""},
		{"+5 bananas", time.UTC, ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, ok := parseDate(tt.in, now, tt.loc)
			if tt.want == "" {
				if ok {
					t.Fatalf("accepted as %v", got)
				}
				return
			}
			if !ok {
				t.Fatal("refused")
			}
			if s := got.In(tt.loc).Format(calendar.DateLayout); s != tt.want {
				t.Fatalf("%s, want %s", s, tt.want)
			}
		})
	}
}

func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"2027-01-10 09:00:00", "tomorrow 9am", "+5 weeks", "1767225600", "next monday", "5 January 2027", "x"} {
		f.Add(s)
	}
	now := time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, s string) {
		got, ok := parseDate(s, now, time.UTC)
		if ok && (got.Year() < 1 || got.Year() > 9999) {
			t.Fatalf("%q: out of range %v", s, got)
		}
	})
}
