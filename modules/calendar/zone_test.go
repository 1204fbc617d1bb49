package calendar

import (
	"testing"
	"time"
)

func TestSetTimes(t *testing.T) {
	ny, _ := time.LoadLocation("America/New_York")
	d := func(s string) time.Time { t, _ := time.ParseInLocation(DateLayout, s, time.UTC); return t }
	tests := []struct {
		name               string
		start, end         string
		loc                *time.Location
		allDay             bool
		local, utc, tzAbbr [2]string
	}{
		{"winter in New York", "2027-01-10 09:00:00", "2027-01-10 17:30:00", ny, false,
			[2]string{"2027-01-10 09:00:00", "2027-01-10 17:30:00"}, [2]string{"2027-01-10 14:00:00", "2027-01-10 22:30:00"}, [2]string{"EST"}},
		{"summer in New York", "2027-07-10 09:00:00", "2027-07-10 10:00:00", ny, false,
			[2]string{"2027-07-10 09:00:00", "2027-07-10 10:00:00"}, [2]string{"2027-07-10 13:00:00", "2027-07-10 14:00:00"}, [2]string{"EDT"}},
		{"all day spans whole days", "2027-02-01 10:00:00", "2027-02-02 11:00:00", time.UTC, true,
			[2]string{"2027-02-01 00:00:00", "2027-02-02 23:59:59"}, [2]string{"2027-02-01 00:00:00", "2027-02-02 23:59:59"}, [2]string{"UTC"}},
		{"end before start becomes the start", "2027-01-02 10:00:00", "2027-01-01 10:00:00", time.UTC, false,
			[2]string{"2027-01-02 10:00:00", "2027-01-02 10:00:00"}, [2]string{"2027-01-02 10:00:00", "2027-01-02 10:00:00"}, [2]string{"UTC"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := &Event{}
			e.setTimes(d(tt.start), d(tt.end), tt.loc, tt.allDay)
			if e.StartLocal != tt.local[0] || e.EndLocal != tt.local[1] {
				t.Errorf("local %s – %s", e.StartLocal, e.EndLocal)
			}
			if u := [2]string{e.StartUTC.Format(DateLayout), e.EndUTC.Format(DateLayout)}; u != tt.utc {
				t.Errorf("utc %v", u)
			}
			if e.Start().Format("MST") != tt.tzAbbr[0] || e.Timezone != tt.loc.String() {
				t.Errorf("zone %s %s", e.Start().Format("MST"), e.Timezone)
			}
		})
	}
}
