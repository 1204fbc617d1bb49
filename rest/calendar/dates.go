package calendar

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// parseDate interprets s as PHP's strtotime does for the forms clients
// send, relative to now, in loc, and returns the wall time in loc:
//
//   - a number: a Unix timestamp (UTC), shown in loc;
//   - a date: 2027-01-10, 2027/01/10, 01/10/2027 (US), 10.01.2027,
//     10 January 2027, Jan 10, 2027, with an optional time 9:30, 09:30:00,
//     9am, 9:30pm, an optional T separator and an optional zone (Z, UTC,
//     +02:00, +0200) that is converted to loc;
//   - relative words, combined freely: now, today, midnight, noon,
//     tomorrow, yesterday, +5 weeks, -1 day, 3 hours ago, next monday,
//     last friday, next month, this week, monday, "tomorrow 9am".
//
// A date without a time is midnight; "today", "tomorrow" and "yesterday"
// are midnight unless a time follows. Anything else (empty, "before my
// birthday") is not a date.
func parseDate(s string, now time.Time, loc *time.Location) (time.Time, bool) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 100 {
		return time.Time{}, false
	}
	if unixRE.MatchString(s) {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return time.Time{}, false
		}
		t := time.Unix(n, 0).In(loc)
		return t, inRange(t)
	}
	p := dateParser{now: now.In(loc), loc: loc}
	rest := strings.ToLower(s)
	if rest, ok := p.absolute(rest); ok {
		if !p.relative(rest) {
			return time.Time{}, false
		}
		return p.result()
	}
	if !p.relative(rest) {
		return time.Time{}, false
	}
	return p.result()
}

var (
	unixRE = regexp.MustCompile(`^-?\d{5,}$`)
	isoRE  = regexp.MustCompile(`^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:(?:t|\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(z|utc|gmt|[+-]\d{2}:?\d{2})?(?:\s+|$)`)
	usRE   = regexp.MustCompile(`^(\d{1,2})/(\d{1,2})/(\d{4})(?:\s+|$)`)
	euRE   = regexp.MustCompile(`^(\d{1,2})[.-](\d{1,2})[.-](\d{4})(?:\s+|$)`)
	clock  = regexp.MustCompile(`^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$`)
	signed = regexp.MustCompile(`^([+-]?\d+)$`)
	glued  = regexp.MustCompile(`^([+-]\d+)([a-z]+)$`)
)

// dateParser accumulates the parts of one date expression.
type dateParser struct {
	now, base time.Time
	loc       *time.Location
	hasDate   bool
	hasTime   bool
	h, m, sec int
	years     int
	months    int
	days      int
	dur       time.Duration
	weekday   *weekdayMove
	zone      *time.Location
}

type weekdayMove struct {
	day  time.Weekday
	step int // 0: this/next occurrence including today; 1: next (after today); -1: last
}

func (p *dateParser) setDate(y, mo, d int) bool {
	if mo < 1 || mo > 12 || d < 1 || d > 31 || y < 1 || y > 9999 {
		return false
	}
	p.base = time.Date(y, time.Month(mo), d, 0, 0, 0, 0, p.loc)
	p.hasDate = true
	return true
}

func (p *dateParser) setTime(h, m, s int) bool {
	if h > 24 || m > 59 || s > 59 {
		return false
	}
	p.h, p.m, p.sec, p.hasTime = h, m, s, true
	return true
}

// absolute consumes a leading numeric date (with time and zone).
func (p *dateParser) absolute(s string) (string, bool) {
	if m := isoRE.FindStringSubmatch(s); m != nil {
		if !p.setDate(atoi(m[1]), atoi(m[2]), atoi(m[3])) {
			return s, false
		}
		if m[4] != "" && !p.setTime(atoi(m[4]), atoi(m[5]), atoi(m[6])) {
			return s, false
		}
		if m[7] != "" {
			z, ok := parseZone(m[7])
			if !ok {
				return s, false
			}
			p.zone = z
		}
		return s[len(m[0]):], true
	}
	if m := usRE.FindStringSubmatch(s); m != nil && p.setDate(atoi(m[3]), atoi(m[1]), atoi(m[2])) {
		return s[len(m[0]):], true
	}
	if m := euRE.FindStringSubmatch(s); m != nil && p.setDate(atoi(m[3]), atoi(m[2]), atoi(m[1])) {
		return s[len(m[0]):], true
	}
	return s, false
}

func parseZone(z string) (*time.Location, bool) {
	switch z {
	case "z", "utc", "gmt":
		return time.UTC, true
	}
	sign := 1
	if z[0] == '-' {
		sign = -1
	}
	z = strings.ReplaceAll(z[1:], ":", "")
	if len(z) != 4 {
		return nil, false
	}
	h, m := atoi(z[:2]), atoi(z[2:])
	if h > 14 || m > 59 {
		return nil, false
	}
	return time.FixedZone("", sign*(h*3600+m*60)), true
}

// relative consumes words: relative offsets, day words, month-name
// dates and clock times.
func (p *dateParser) relative(s string) bool {
	toks := strings.Fields(strings.NewReplacer(",", " ").Replace(s))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		next := func() string {
			if i+1 < len(toks) {
				return toks[i+1]
			}
			return ""
		}
		switch t {
		case "now", "at", "of", "and":
			continue
		case "today", "midnight":
			p.dayWord(0)
			continue
		case "noon":
			p.dayWord(0)
			p.setTime(12, 0, 0)
			continue
		case "tomorrow":
			p.dayWord(1)
			continue
		case "yesterday":
			p.dayWord(-1)
			continue
		case "next", "last", "previous", "this":
			step := map[string]int{"next": 1, "last": -1, "previous": -1, "this": 0}[t]
			n := next()
			if wd, ok := weekdays[n]; ok {
				p.weekday = &weekdayMove{day: wd, step: step}
				if !p.hasTime {
					p.setTime(0, 0, 0)
				}
				i++
				continue
			}
			if unit := strings.TrimSuffix(n, "s"); unitOK(unit) {
				p.addUnit(step, unit)
				i++
				continue
			}
			return false
		}
		if wd, ok := weekdays[t]; ok {
			p.weekday = &weekdayMove{day: wd}
			if !p.hasTime {
				p.setTime(0, 0, 0)
			}
			continue
		}
		if mo, ok := months[t]; ok { // "january 5 2027", "jan 2027"
			day, year := 1, p.now.Year()
			if n := next(); n != "" && isDay(n) {
				day, i = atoi(n), i+1
				if n := next(); len(n) == 4 && isNumber(n) {
					year, i = atoi(n), i+1
				}
			} else if len(n) == 4 && isNumber(n) {
				year, i = atoi(n), i+1
			}
			if !p.setDate(year, mo, day) {
				return false
			}
			continue
		}
		if isDay(t) && i+1 < len(toks) { // "5 january 2027"
			if mo, ok := months[toks[i+1]]; ok {
				year := p.now.Year()
				i++
				if n := next(); len(n) == 4 && isNumber(n) {
					year, i = atoi(n), i+1
				}
				if !p.setDate(year, mo, atoi(t)) {
					return false
				}
				continue
			}
		}
		if m := signed.FindStringSubmatch(t); m != nil && i+1 < len(toks) { // "+5 weeks", "3 days ago"
			if unit := strings.TrimSuffix(toks[i+1], "s"); unitOK(unit) {
				n := atoi(strings.TrimPrefix(m[1], "+"))
				i++
				if next() == "ago" {
					n, i = -n, i+1
				}
				p.addUnit(n, unit)
				continue
			}
		}
		if m := glued.FindStringSubmatch(t); m != nil { // "+5days"
			if unit := strings.TrimSuffix(m[2], "s"); unitOK(unit) {
				p.addUnit(atoi(strings.TrimPrefix(m[1], "+")), unit)
				continue
			}
		}
		c := t
		if n := next(); n == "am" || n == "pm" {
			c, i = t+n, i+1
		}
		if m := clock.FindStringSubmatch(c); m != nil && (m[2] != "" || m[4] != "") {
			h := atoi(m[1])
			switch m[4] {
			case "am", "a.m.":
				if h < 1 || h > 12 {
					return false
				}
				if h == 12 {
					h = 0
				}
			case "pm", "p.m.":
				if h < 1 || h > 12 {
					return false
				}
				if h != 12 {
					h += 12
				}
			}
			if !p.setTime(h, atoi(m[2]), atoi(m[3])) {
				return false
			}
			continue
		}
		return false
	}
	return true
}

// dayWord sets the date to today plus offset days, at midnight unless a
// time is given later.
func (p *dateParser) dayWord(offset int) {
	d := p.now
	if p.hasDate {
		d = p.base
	}
	p.base = time.Date(d.Year(), d.Month(), d.Day()+offset, 0, 0, 0, 0, p.loc)
	p.hasDate = true
	if !p.hasTime {
		p.h, p.m, p.sec = 0, 0, 0
	}
}

func (p *dateParser) addUnit(n int, unit string) {
	switch unit {
	case "sec", "second":
		p.dur += time.Duration(n) * time.Second
	case "min", "minute":
		p.dur += time.Duration(n) * time.Minute
	case "hour":
		p.dur += time.Duration(n) * time.Hour
	case "day":
		p.days += n
	case "week":
		p.days += 7 * n
	case "fortnight":
		p.days += 14 * n
	case "month":
		p.months += n
	case "year":
		p.years += n
	}
}

func unitOK(u string) bool {
	switch u {
	case "sec", "second", "min", "minute", "hour", "day", "week", "fortnight", "month", "year":
		return true
	}
	return false
}

func (p *dateParser) result() (time.Time, bool) {
	var t time.Time
	loc := p.loc
	if p.zone != nil {
		loc = p.zone
	}
	switch {
	case p.hasDate:
		b := p.base
		t = time.Date(b.Year(), b.Month(), b.Day(), p.h, p.m, p.sec, 0, loc)
	case p.hasTime:
		n := p.now
		t = time.Date(n.Year(), n.Month(), n.Day(), p.h, p.m, p.sec, 0, loc)
	default:
		t = p.now.Truncate(time.Second)
	}
	if p.weekday != nil {
		diff := (int(p.weekday.day) - int(t.Weekday()) + 7) % 7
		switch p.weekday.step {
		case 1:
			if diff == 0 {
				diff = 7
			}
		case -1:
			diff -= 7
		}
		t = t.AddDate(0, 0, diff)
	}
	t = t.AddDate(p.years, p.months, p.days).Add(p.dur).In(p.loc)
	return t, inRange(t)
}

var weekdays = map[string]time.Weekday{
	"sunday": time.Sunday, "sun": time.Sunday, "monday": time.Monday, "mon": time.Monday,
	"tuesday": time.Tuesday, "tue": time.Tuesday, "wednesday": time.Wednesday, "wed": time.Wednesday,
	"thursday": time.Thursday, "thu": time.Thursday, "friday": time.Friday, "fri": time.Friday,
	"saturday": time.Saturday, "sat": time.Saturday,
}

var months = map[string]int{
	"january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
	"may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
	"september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11,
	"december": 12, "dec": 12,
}

func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

func isDay(s string) bool {
	s = strings.TrimRight(s, "stndrh") // 1st, 2nd, 3rd, 4th
	return isNumber(s) && len(s) <= 2 && atoi(s) >= 1 && atoi(s) <= 31
}

func atoi(s string) int {
	s = strings.TrimRight(s, "stndrh")
	n, _ := strconv.Atoi(s)
	return n
}

// inRange reports whether t has a four-digit year: dates are stored as
// "Y-m-d H:i:s" text, which sorts only with four digits, and a
// PostgreSQL timestamp ends in 294276.
func inRange(t time.Time) bool { return t.Year() >= 1 && t.Year() <= 9999 }
