package calendar

import (
	"strings"
	"sync"
	"time"
)

// DateLayout is the calendar API's date format: wall time without zone.
const DateLayout = "2006-01-02 15:04:05"

// startOfDay and endOfDay bound the day of t in t's location.
func startOfDay(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, t.Location())
}

func endOfDay(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), t.Day(), 23, 59, 59, 0, t.Location())
}

// loadLocation resolves a time zone name, with a cache.
func loadLocation(name string) (*time.Location, bool) {
	if v, ok := locations.Load(name); ok {
		return v.(*time.Location), true
	}
	loc, err := time.LoadLocation(name)
	if err != nil || name == "" || strings.EqualFold(name, "local") {
		return nil, false
	}
	locations.Store(name, loc)
	return loc, true
}

var locations sync.Map
