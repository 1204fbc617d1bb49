package calendar

import "time"

// When is a date given to the calendar. Some values read differently by
// time zone (a wall time, "tomorrow"): the calendar reads them in the
// zone that applies (an event's, the site's) at its current time. ok is
// false when the value names no date.
type When interface {
	In(loc *time.Location, now time.Time) (t time.Time, ok bool)
}

// At is a fixed instant, the same in every zone.
func At(t time.Time) When { return instant(t) }

type instant time.Time

func (i instant) In(loc *time.Location, _ time.Time) (time.Time, bool) {
	t := time.Time(i).In(loc)
	return t, inRange(t)
}

// Wall is the wall time of t (its date and clock, its zone ignored), read
// in the zone that applies.
func Wall(t time.Time) When { return wall(t) }

type wall time.Time

func (w wall) In(loc *time.Location, _ time.Time) (time.Time, bool) {
	t := time.Time(w)
	out := time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), 0, loc)
	return out, inRange(out)
}

// inRange reports whether t has a four-digit year: dates are stored as
// "Y-m-d H:i:s" text, which sorts only with four digits, and a
// PostgreSQL timestamp ends in 294276.
func inRange(t time.Time) bool { return t.Year() >= 1 && t.Year() <= 9999 }
