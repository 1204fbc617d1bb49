package calendar_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"corkboard/internal/app"
	"corkboard/internal/testkit"
	"corkboard/modules/calendar"
)

// TestArchiveTotalsMatchACount is the property test of the per-day counts
// (archive_days.go, archive_total.go): after random writes (creates,
// updates of dates, zones, status, listing flag and links, trash,
// scheduled publication, venues, organizers and terms deleted) every total
// the archive gives, for random windows (whole days and exact times,
// relative bounds, the default window; one day to months; edges inside
// events), by visibility (public, editor, statuses asked for) and by
// category, tag, venue or organizer, equals a plain count(*) of the
// events in the window the archive says it applied.
func TestArchiveTotalsMatchACount(t *testing.T) {
	env := testkit.NewEnv(t)
	mods := app.NewModules(env.Deps)
	env.Migrate(t, mods.List()...)
	cal, sys := mods.Calendar, testkit.System()
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 29))
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	str := func(s string) *string { return &s }

	var venues, organizers []int64
	for i := range 3 {
		v, err := cal.Venues.Create(sys, calendar.VenueInput{PostInput: calendar.PostInput{Title: str(fmt.Sprint("Hall ", i))}})
		must(err)
		venues = append(venues, v.ID)
		o, err := cal.Organizers.Create(sys, calendar.OrganizerInput{PostInput: calendar.PostInput{Title: str(fmt.Sprint("Orga ", i))}})
		must(err)
		organizers = append(organizers, o.ID)
	}
	terms := map[calendar.Taxonomy][]int64{}
	for _, tax := range []calendar.Taxonomy{calendar.Categories, calendar.Tags} {
		for i := range 3 {
			term, err := cal.Terms.Create(sys, tax, calendar.TermInput{Name: str(fmt.Sprint(tax, " ", i))})
			must(err)
			terms[tax] = append(terms[tax], term.ID)
		}
	}
	ids := func(xs []int64) []string {
		out := make([]string, len(xs))
		for i, x := range xs {
			out[i] = strconv.FormatInt(x, 10)
		}
		return out
	}
	someOf := func(xs []int64) []int64 {
		var out []int64
		for _, x := range xs {
			if r.IntN(3) == 0 {
				out = append(out, x)
			}
		}
		return out
	}
	zones := []string{"UTC", "Europe/Brussels", "America/New_York", "Australia/Sydney", "Pacific/Kiritimati"}
	statuses := []calendar.Status{calendar.StatusPublish, calendar.StatusPublish, calendar.StatusDraft, calendar.StatusPending, calendar.StatusPrivate}
	base := time.Now().UTC().Truncate(24*time.Hour).AddDate(0, 0, -10)
	// input draws an event: dates (from a minute to eight days, all-day
	// or timed), zone, status, flag and links.
	input := func() calendar.EventInput {
		start := base.Add(time.Duration(r.IntN(60*24*4)) * 15 * time.Minute)
		var length time.Duration
		switch r.IntN(6) {
		case 0:
			length = time.Duration(1+r.IntN(8)) * 24 * time.Hour // long
		case 1:
			length = 24 * time.Hour // exactly a day
		default:
			length = time.Duration(r.IntN(24*4)) * 15 * time.Minute
		}
		in := calendar.EventInput{PostInput: calendar.PostInput{Title: str("Event"), Status: &statuses[r.IntN(len(statuses))]},
			Timezone: &zones[r.IntN(len(zones))], Start: calendar.Wall(start), End: calendar.Wall(start.Add(length))}
		if r.IntN(5) == 0 {
			in.AllDay = new(bool)
			*in.AllDay = true
		}
		hidden := r.IntN(8) == 0
		in.HideFromListings = &hidden
		cats, tags := ids(someOf(terms[calendar.Categories])), ids(someOf(terms[calendar.Tags]))
		in.Categories, in.Tags = &cats, &tags
		if len(venues) > 0 && r.IntN(4) > 0 {
			in.Venue = &calendar.VenueRef{ID: venues[r.IntN(len(venues))]}
		} else {
			in.Venue = &calendar.VenueRef{}
		}
		var orgs []calendar.OrganizerRef
		for _, o := range someOf(organizers) {
			orgs = append(orgs, calendar.OrganizerRef{ID: o})
		}
		in.Organizers = &orgs
		return in
	}
	var events []int64
	write := func() {
		switch n := r.IntN(20); {
		case n < 9 || len(events) < 5:
			e, err := cal.Events.Create(sys, input())
			must(err)
			events = append(events, e.ID)
		case n < 15:
			in := input()
			if r.IntN(2) == 0 { // only some members
				in.Categories, in.Tags, in.Organizers = nil, nil, nil
			}
			_, err := cal.Events.Update(sys, calendar.Ref{ID: events[r.IntN(len(events))]}, in)
			must(err)
		case n < 17:
			i := r.IntN(len(events))
			if _, err := cal.Events.Delete(sys, calendar.Ref{ID: events[i]}, ""); err != nil {
				t.Fatal(err)
			}
			events = append(events[:i], events[i+1:]...)
		case n < 18: // scheduled, then published when due
			in := input()
			in.Status = ptr(calendar.StatusFuture)
			in.Published = calendar.At(time.Now().Add(time.Hour))
			e, err := cal.Events.Create(sys, in)
			must(err)
			events = append(events, e.ID)
			_, err = mods.Calendar.Schedule.PublishDue(sys, time.Now().Add(2*time.Hour))
			must(err)
		case n < 19 && len(venues) > 1:
			i := r.IntN(len(venues))
			_, err := cal.Venues.Delete(sys, calendar.Ref{ID: venues[i]}, "")
			must(err)
			venues = append(venues[:i], venues[i+1:]...)
		case len(organizers) > 1:
			i := r.IntN(len(organizers))
			_, err := cal.Organizers.Delete(sys, calendar.Ref{ID: organizers[i]}, "")
			must(err)
			organizers = append(organizers[:i], organizers[i+1:]...)
		}
	}
	ctx := context.Background()
	// count is the plain count(*) of the events listed in the window w
	// with one of these statuses, optionally linked to ref (kind).
	count := func(w calendar.DateWindow, st []calendar.Status, kind string, ref int64) int {
		q := env.DB.NewSelect().Table("calendar_events").ColumnExpr("count(*)").
			Where("hide_from_listings = ?", false).Where("status IN (?)", bun.In(st))
		for _, b := range []struct {
			cond string
			t    *time.Time
		}{{"start_utc >= ?", w.StartDate}, {"end_utc <= ?", w.EndDate}, {"start_utc < ?", w.StartsBefore},
			{"start_utc > ?", w.StartsAfter}, {"end_utc < ?", w.EndsBefore}, {"end_utc > ?", w.EndsAfter}} {
			if b.t != nil {
				q.Where(b.cond, b.t.UTC())
			}
		}
		switch kind {
		case "term":
			q.Where("id IN (SELECT event_id FROM calendar_event_terms WHERE term_id = ?)", ref)
		case "venue":
			q.Where("venue_id = ?", ref)
		case "organizer":
			q.Where("id IN (SELECT event_id FROM calendar_event_organizers WHERE organizer_id = ?)", ref)
		}
		var out int
		must(q.Scan(ctx, &out))
		return out
	}
	day := func() time.Time {
		return base.AddDate(0, 0, r.IntN(40)-3).Add(time.Duration(r.IntN(4)) * time.Duration(r.IntN(24)) * time.Hour)
	}
	checked := 0
	check := func() {
		for range 25 {
			var q calendar.EventQuery
			q.PerPage = ptr(1)
			switch r.IntN(4) {
			case 0: // the default window
			case 1:
				from := day()
				q.StartDate = calendar.Wall(from)
				q.EndDate = calendar.Wall(from.Add(time.Duration(r.IntN(24*30)) * time.Hour))
				q.StrictDates = r.IntN(2) == 0
			case 2:
				from := day()
				q.StartDate = calendar.At(from.Add(time.Duration(r.IntN(60)) * time.Minute))
				q.EndDate = calendar.At(from.Add(time.Duration(r.IntN(24*3*60)) * time.Minute))
				q.StrictDates = true
			default:
				for _, b := range []*calendar.When{&q.StartsBefore, &q.StartsAfter, &q.EndsBefore, &q.EndsAfter} {
					if r.IntN(2) == 0 {
						*b = calendar.At(day())
					}
				}
				q.StrictDates = r.IntN(2) == 0
				if q.StartsBefore == nil && q.StartsAfter == nil && q.EndsBefore == nil && q.EndsAfter == nil {
					q.EndsAfter = calendar.At(day())
				}
			}
			kind, ref := "", int64(0)
			switch r.IntN(5) {
			case 1:
				kind, ref = "term", terms[calendar.Categories][r.IntN(3)]
				q.Categories = []string{strconv.FormatInt(ref, 10)}
			case 2:
				kind, ref = "term", terms[calendar.Tags][r.IntN(3)]
				q.Tags = []string{strconv.FormatInt(ref, 10)}
			case 3:
				kind, ref = "venue", venues[r.IntN(len(venues))]
				q.Venues = []int64{ref}
			case 4:
				kind, ref = "organizer", organizers[r.IntN(len(organizers))]
				q.Organizers = []int64{ref}
			}
			who, st := context.Background(), []calendar.Status{calendar.StatusPublish}
			switch r.IntN(3) {
			case 1:
				who, st = sys, []calendar.Status{calendar.StatusPublish, calendar.StatusDraft, calendar.StatusPending, calendar.StatusPrivate, calendar.StatusFuture}
			case 2:
				who, st = sys, []calendar.Status{calendar.StatusDraft, calendar.StatusPrivate}
				q.Statuses = st
			}
			rec := testkit.RecordStatements(env.Pools()...)
			page, err := cal.Events.List(who, q)
			if err != nil {
				st := rec.Statements()
				t.Fatalf("%v\n%v", err, st[len(st)-1])
			}
			if want := count(page.Window, st, kind, ref); page.Total != want {
				t.Fatalf("total %d, count(*) %d: query %+v window %s by %s %d statuses %v", page.Total, want, q, describe(page.Window), kind, ref, st)
			}
			checked++
		}
	}
	for round := range 8 {
		for range 15 {
			write()
		}
		if round == 5 { // a term goes, and its links
			_, err := cal.Terms.Delete(sys, calendar.Tags, terms[calendar.Tags][2], "")
			must(err)
			term, err := cal.Terms.Create(sys, calendar.Tags, calendar.TermInput{Name: str("tag again")})
			must(err)
			terms[calendar.Tags][2] = term.ID
		}
		check()
	}
	var long, days int
	must(env.DB.NewSelect().Table("calendar_archive_days").ColumnExpr("sum(n)").Scan(ctx, &days))
	t.Logf("%d checks; %d events in the per-day counts", checked, days)
	must(env.DB.NewSelect().Table("calendar_archive_long").ColumnExpr("count(*)").Scan(ctx, &long))
	if long == 0 {
		t.Errorf("no long event drawn in %d checks", checked)
	}
}

func describe(w calendar.DateWindow) string {
	s := ""
	for _, b := range []struct {
		name string
		t    *time.Time
	}{{"start_date", w.StartDate}, {"end_date", w.EndDate}, {"starts_before", w.StartsBefore},
		{"starts_after", w.StartsAfter}, {"ends_before", w.EndsBefore}, {"ends_after", w.EndsAfter}} {
		if b.t != nil {
			s += " " + b.name + "=" + b.t.UTC().Format(time.RFC3339)
		}
	}
	return s
}
