package icalendar

import (
	"fmt"
	"sort"
	"time"

	ics "github.com/arran4/golang-ical"
)

// vtimezone is the VTIMEZONE of loc for the instants times: one STANDARD
// or DAYLIGHT observance for each period of the zone database (between
// two changes of offset) that one of the instants falls in, with its
// onset, offsets and abbreviation. A reader finds the offset of a wall
// time in the last observance that starts at or before it: as every
// instant used lies in a period whose onset is given, and no other onset
// is given between that onset and the instant, the offsets are exact,
// whatever the rules of other years (no RRULE to get wrong), and the
// component holds only what the feed needs.
func vtimezone(loc *time.Location, times []time.Time) *ics.VTimezone {
	type period struct {
		start  time.Time // zero: since the zone's first record
		name   string
		offset int
		dst    bool
	}
	byStart := map[int64]period{}
	for _, t := range times {
		t = t.In(loc)
		start, _ := t.ZoneBounds()
		name, offset := t.Zone()
		key := int64(-1 << 62)
		if !start.IsZero() {
			key = start.Unix()
		}
		byStart[key] = period{start: start, name: name, offset: offset, dst: t.IsDST()}
	}
	keys := make([]int64, 0, len(byStart))
	for k := range byStart {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })

	tz := ics.NewTimezone(loc.String())
	for _, k := range keys {
		p := byStart[k]
		from, onset := p.offset, "19700101T000000"
		if !p.start.IsZero() {
			_, from = p.start.Add(-time.Second).In(loc).Zone()
			// The onset in the wall time in force before it.
			onset = p.start.UTC().Add(time.Duration(from) * time.Second).Format(localLayout)
		}
		base := ics.ComponentBase{}
		base.AddProperty(ics.ComponentPropertyDtStart, onset)
		base.AddProperty(ics.ComponentProperty(ics.PropertyTzoffsetfrom), offset(from))
		base.AddProperty(ics.ComponentProperty(ics.PropertyTzoffsetto), offset(p.offset))
		base.AddProperty(ics.ComponentProperty(ics.PropertyTzname), text(p.name))
		if p.dst {
			tz.Components = append(tz.Components, &ics.Daylight{ComponentBase: base})
		} else {
			tz.Components = append(tz.Components, &ics.Standard{ComponentBase: base})
		}
	}
	return tz
}

// offset is a UTC-OFFSET value: +hhmm, or +hhmmss when seconds count.
func offset(seconds int) string {
	sign := '+'
	if seconds < 0 {
		sign, seconds = '-', -seconds
	}
	h, m, s := seconds/3600, seconds/60%60, seconds%60
	if s != 0 {
		return fmt.Sprintf("%c%02d%02d%02d", sign, h, m, s)
	}
	return fmt.Sprintf("%c%02d%02d", sign, h, m)
}
