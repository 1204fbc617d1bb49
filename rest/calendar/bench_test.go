package calendar_test

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// BenchmarkEventArchive measures the event archive over a large calendar
// (CORKBOARD_BENCH_EVENTS events, 100000 by default, spread over three
// years, a tenth of them in one category): the default list, a date range
// with a category, and one event.
//
//	CORKBOARD_TEST_DATABASE=postgres go test -run - -bench EventArchive ./rest/calendar
func BenchmarkEventArchive(b *testing.B) {
	n := 100000
	if v, err := strconv.Atoi(os.Getenv("CORKBOARD_BENCH_EVENTS")); err == nil && v > 0 {
		n = v
	}
	f := newFixture(b)
	cat := id(b, f.call("POST", root+"/categories", map[string]any{"name": "Bench"}, f.admin))
	venue := id(b, f.call("POST", root+"/venues", map[string]any{"venue": "Bench Hall"}, f.admin))
	seedEvents(b, f, n, cat, venue)
	for _, q := range []string{"/events?per_page=10", "/events?per_page=10&start_date=2027-03-01&end_date=2027-06-30&categories=bench", "/events/1000"} {
		b.Run(strings.TrimPrefix(q, "/"), func(b *testing.B) {
			for b.Loop() {
				r := f.call("GET", root+q, nil, "")
				if r.StatusCode != 200 {
					b.Fatalf("%d %s", r.StatusCode, r.Body)
				}
			}
		})
	}
}

// seedEvents inserts n published events with plain SQL, in batches.
func seedEvents(b *testing.B, f *fixture, n int, cat, venue string) {
	ctx := context.Background()
	start := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	const batch = 500
	step := 3 * 365 * 24 * time.Hour / time.Duration(n)
	for first := 1000; first < 1000+n; first += batch {
		var posts, events, terms []string
		for i := first; i < first+batch && i < 1000+n; i++ {
			s := start.Add(time.Duration(i-1000) * step)
			e := s.Add(2 * time.Hour)
			posts = append(posts, fmt.Sprintf("(%d, 'event')", i))
			events = append(events, fmt.Sprintf("(%d, 'publish', 'bench-%d', 'Bench event %d', '<p>Seeded</p>', '', '', '%s', '%s', 'UTC', FALSE, '%s', '%s', '%s', '%s', '[\"5\"]', %s)",
				i, i, i, ts(start), ts(start), s.Format(time.DateTime), e.Format(time.DateTime), ts(s), ts(e), venue))
			if i%10 == 0 {
				terms = append(terms, fmt.Sprintf("(%d, %s)", i, cat))
			}
		}
		stmts := []string{
			"INSERT INTO calendar_posts (id, post_type) VALUES " + strings.Join(posts, ","),
			`INSERT INTO calendar_events (id, status, slug, title, description, excerpt, image_url, published_at, modified_at,
				timezone, all_day, start_local, end_local, start_utc, end_utc, cost, venue_id) VALUES ` + strings.Join(events, ","),
		}
		if len(terms) > 0 {
			stmts = append(stmts, "INSERT INTO calendar_event_terms (event_id, term_id) VALUES "+strings.Join(terms, ","))
		}
		for _, q := range stmts {
			if _, err := f.DB.ExecContext(ctx, q); err != nil {
				b.Fatal(err)
			}
		}
	}
	if _, err := f.DB.ExecContext(ctx, "UPDATE calendar_terms SET count = (SELECT count(*) FROM calendar_event_terms WHERE term_id = calendar_terms.id)"); err != nil {
		b.Fatal(err)
	}
	if _, err := f.DB.ExecContext(ctx, "ANALYZE"); err != nil {
		b.Fatal(err)
	}
}

func ts(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05-07:00") }
