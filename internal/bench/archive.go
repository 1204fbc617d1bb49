package bench

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/valyala/fasthttp"
)

// ArchiveScenarios are the archive pages per window size (issue 29): one
// day, one month and one year at a random place in the seeded span, and
// the default window (the upcoming events: The Events Calendar's home
// page), each with its exact total, one page of 10. Every request carries
// a parameter of its own that the archive ignores, so that it misses the
// response cache: each request is computed (the cache off, for this
// load). WriteNotes prints the ratio of the largest CPU per request to the
// smallest: a total whose cost does not follow the events it counts keeps
// it near 1.
func ArchiveScenarios() []Scenario {
	return []Scenario{
		{Key: "archive/day", Name: "7 archive, one day, exact total, cache off", Build: archiveWindow(0, 0, 1)},
		{Key: "archive/month", Name: "7 archive, one month, exact total, cache off", Build: archiveWindow(0, 1, 0)},
		{Key: "archive/year", Name: "7 archive, one year, exact total, cache off", Build: archiveWindow(1, 0, 0)},
		{Key: "archive/default", Name: "7 archive, default window (upcoming), exact total, cache off", Build: archiveWindow(0, 0, 0)},
	}
}

// archiveWindow draws windows of years, months and days (all 0: the
// default window).
func archiveWindow(years, months, days int) func(env *Env) (Load, string) {
	return func(env *Env) (Load, string) {
		s := env.Seeded
		check := wantBody(`"total_pages":`)
		span := int(s.EventsTo.Sub(s.EventsFrom).Hours()/24) - 365*years - 31*months - days
		return Load{Addr: env.Server.Addr, Request: func(r *rand.Rand, req *fasthttp.Request) Check {
			q := url.Values{}
			q.Set("per_page", "10")
			q.Set("nocache", strconv.FormatUint(r.Uint64(), 36)) // a key of its own
			if years+months+days > 0 {
				from := s.EventsFrom.AddDate(0, 0, r.IntN(max(1, span)))
				q.Set("start_date", from.Format(time.DateOnly))
				q.Set("end_date", from.AddDate(years, months, days-1).Format(time.DateOnly))
			}
			req.SetRequestURI(calendarRoot + "/events?" + q.Encode())
			return check
		}}, ""
	}
}

// archiveSpread is the line WriteNotes prints for the archive scenarios
// of one database: CPU per request of each, and the largest ÷ the
// smallest.
func archiveSpread(results []Result, db string) string {
	var parts []string
	lo, hi := 0.0, 0.0
	for _, res := range results {
		if res.Database != db || !strings.HasPrefix(res.Key, "archive/") || res.Figures.CPUMsPerRequest == nil {
			continue
		}
		c := *res.Figures.CPUMsPerRequest
		if d := res.Figures.DBCPUMsPerRequest; d != nil {
			c += *d // PostgreSQL counts in its own processes
		}
		parts = append(parts, fmt.Sprintf("%s %.2f ms", strings.TrimPrefix(res.Key, "archive/"), c))
		if lo == 0 || c < lo {
			lo = c
		}
		hi = max(hi, c)
	}
	if len(parts) < 2 || lo == 0 {
		return ""
	}
	return fmt.Sprintf("%s; largest ÷ smallest %.1f×", strings.Join(parts, ", "), hi/lo)
}
