package calendar

import (
	"testing"
	"time"

	"corkboard/modules/calendar"
)

// TestFormatDate checks the direct formatting of dates against
// time.Format, zone offsets and the edges of years included.
func TestFormatDate(t *testing.T) {
	paris, err := time.LoadLocation("Europe/Paris")
	if err != nil {
		t.Fatal(err)
	}
	times := []time.Time{time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(9999, 12, 31, 23, 59, 59, 999, time.UTC),
		time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(-5, 3, 1, 0, 0, 0, 0, time.UTC)}
	for at := time.Date(1999, 12, 31, 22, 30, 5, 0, time.UTC); at.Year() < 2031; at = at.Add(37*time.Hour + 17*time.Minute + 13*time.Second) {
		times = append(times, at, at.In(paris))
	}
	for _, at := range times {
		if got, want := formatDate(at), at.Format(calendar.DateLayout); got != want {
			t.Fatalf("formatDate(%v) = %q, want %q", at, got, want)
		}
		d := details(at)
		if got, want := d.Year+"-"+d.Month+"-"+d.Day+" "+d.Hour+":"+d.Minutes+":"+d.Seconds, at.Format("2006-01-02 15:04:05"); at.Year() >= 0 && got != want {
			t.Fatalf("details(%v) = %+v, want %s", at, d, want)
		}
	}
}
