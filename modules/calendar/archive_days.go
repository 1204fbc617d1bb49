package calendar

import (
	"context"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// The archive's totals come from per-day counts (calendar_archive_days,
// migration 20261128000601): for each UTC day, how many listed events of
// each status start that day and last a day at most, for all events and
// per term, venue and organizer. calendar_archive_ledger keeps what each
// event added, calendar_archive_long the listed events lasting longer.
// Every calendar write transaction (store.tx) brings them up to date for
// the events it noted (noteEvents) before it commits: tallyEvents is the
// one function that maintains them; forgetRef drops a term, venue or
// organizer that no event links to any more. archiveTotal (archive_total.go)
// reads them.

// Kinds of the per-day counts.
const (
	tallyAll       = "a"
	tallyTerm      = "t"
	tallyVenue     = "v"
	tallyOrganizer = "o"
)

// daySeconds is the length of a tally day.
const daySeconds = 86400

// dayOf is the UTC day of t (days since 1970-01-01, rounded down).
func dayOf(t time.Time) int64 {
	s := t.Unix()
	return (s - ((s%daySeconds)+daySeconds)%daySeconds) / daySeconds
}

// dayStart is the first instant of day d (UTC).
func dayStart(d int64) time.Time { return time.Unix(d*daySeconds, 0).UTC() }

// isLong reports an event lasting more than a day: not in the per-day
// counts, counted one by one.
func isLong(start, end time.Time) bool { return end.Sub(start) > daySeconds*time.Second }

// tallyNote collects the events a transaction wrote.
type tallyNote struct{ events map[int64]struct{} }

type tallyNoteKey struct{}

func withTallyNote(ctx context.Context, n *tallyNote) context.Context {
	return context.WithValue(ctx, tallyNoteKey{}, n)
}

// noteEvents records in ctx's transaction (see store.tx) that it wrote
// these events (their status, dates, listing flag or links): before it
// commits, the transaction brings their per-day counts up to date. Every
// event write calls it (syncTermLinks, setTerms, setOrganizers and
// PublishDue do); a write path that changes one of those members in
// another way must call it too.
func noteEvents(ctx context.Context, ids ...int64) {
	if n, ok := ctx.Value(tallyNoteKey{}).(*tallyNote); ok {
		if n.events == nil {
			n.events = map[int64]struct{}{}
		}
		for _, id := range ids {
			n.events[id] = struct{}{}
		}
	}
}

// tallyKey is one per-day count.
type tallyKey struct {
	Kind   string `bun:"kind"`
	Ref    int64  `bun:"ref"`
	Status Status `bun:"status"`
	Day    int64  `bun:"day"`
}

// ledgerRow is what an event adds to one per-day count.
type ledgerRow struct {
	bun.BaseModel `bun:"table:calendar_archive_ledger"`
	EventID       int64 `bun:"event_id"`
	tallyKey
}

// longRow is a listed event lasting more than a day.
type longRow struct {
	bun.BaseModel `bun:"table:calendar_archive_long"`
	EventID       int64     `bun:"event_id"`
	Status        Status    `bun:"status"`
	StartUTC      time.Time `bun:"start_utc"`
	EndUTC        time.Time `bun:"end_utc"`
}

// tallyChunk bounds the ids of one statement.
const tallyChunk = 500

// tallyEvents brings the per-day counts, the ledger and the long events
// up to date for the events ids (in transaction tx): it takes back what
// the ledger says each event added and adds what it adds now (nothing if
// it is gone or hidden from listings).
func tallyEvents(ctx context.Context, tx bun.IDB, ids []int64) error {
	for chunk := range slices.Chunk(ids, tallyChunk) {
		if err := tallyChunkOf(ctx, tx, chunk); err != nil {
			return err
		}
	}
	return nil
}

func tallyChunkOf(ctx context.Context, tx bun.IDB, ids []int64) error {
	var old []ledgerRow
	if err := tx.NewSelect().Model(&old).Where("event_id IN (?)", bun.In(ids)).Scan(ctx); err != nil {
		return err
	}
	var events []struct {
		ID       int64     `bun:"id"`
		Status   Status    `bun:"status"`
		Hidden   bool      `bun:"hide_from_listings"`
		StartUTC time.Time `bun:"start_utc"`
		EndUTC   time.Time `bun:"end_utc"`
		VenueID  *int64    `bun:"venue_id"`
	}
	if err := tx.NewSelect().Table("calendar_events").Column("id", "status", "hide_from_listings", "start_utc", "end_utc", "venue_id").
		Where("id IN (?)", bun.In(ids)).Scan(ctx, &events); err != nil {
		return err
	}
	var links []struct {
		EventID int64  `bun:"event_id"`
		Kind    string `bun:"kind"`
		Ref     int64  `bun:"ref"`
	}
	if err := tx.NewRaw(`SELECT event_id, 't' AS kind, term_id AS ref FROM calendar_event_terms WHERE event_id IN (?)
		UNION ALL SELECT event_id, 'o' AS kind, organizer_id AS ref FROM calendar_event_organizers WHERE event_id IN (?)`,
		bun.In(ids), bun.In(ids)).Scan(ctx, &links); err != nil {
		return err
	}
	byEvent := map[int64][]tallyKey{}
	for _, l := range links {
		byEvent[l.EventID] = append(byEvent[l.EventID], tallyKey{Kind: l.Kind, Ref: l.Ref})
	}
	var ledger []ledgerRow
	var long []longRow
	for _, e := range events {
		if e.Hidden {
			continue
		}
		if isLong(e.StartUTC, e.EndUTC) {
			long = append(long, longRow{EventID: e.ID, Status: e.Status, StartUTC: e.StartUTC.UTC(), EndUTC: e.EndUTC.UTC()})
			continue
		}
		keys := append([]tallyKey{{Kind: tallyAll}}, byEvent[e.ID]...)
		if e.VenueID != nil {
			keys = append(keys, tallyKey{Kind: tallyVenue, Ref: *e.VenueID})
		}
		for _, k := range keys {
			k.Status, k.Day = e.Status, dayOf(e.StartUTC)
			ledger = append(ledger, ledgerRow{EventID: e.ID, tallyKey: k})
		}
	}
	delta := map[tallyKey]int64{}
	for _, r := range old {
		delta[r.tallyKey]--
	}
	for _, r := range ledger {
		delta[r.tallyKey]++
	}
	if err := addToDays(ctx, tx, delta); err != nil {
		return err
	}
	if len(old) > 0 {
		if _, err := tx.NewDelete().Model((*ledgerRow)(nil)).Where("event_id IN (?)", bun.In(ids)).Exec(ctx); err != nil {
			return err
		}
	}
	if len(ledger) > 0 {
		if _, err := tx.NewInsert().Model(&ledger).Exec(ctx); err != nil {
			return err
		}
	}
	if _, err := tx.NewDelete().Model((*longRow)(nil)).Where("event_id IN (?)", bun.In(ids)).Exec(ctx); err != nil {
		return err
	}
	if len(long) > 0 {
		if _, err := tx.NewInsert().Model(&long).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// addToDays adds delta to the per-day counts (rows that fall to 0 go).
func addToDays(ctx context.Context, tx bun.IDB, delta map[tallyKey]int64) error {
	keys := slices.SortedFunc(maps.Keys(delta), func(a, b tallyKey) int {
		switch {
		case a.Kind != b.Kind:
			return compare(a.Kind, b.Kind)
		case a.Ref != b.Ref:
			return compare(a.Ref, b.Ref)
		case a.Status != b.Status:
			return compare(a.Status, b.Status)
		}
		return compare(a.Day, b.Day)
	})
	type dayRow struct {
		bun.BaseModel `bun:"table:calendar_archive_days"`
		tallyKey
		N int64 `bun:"n"`
	}
	var rows []dayRow
	var emptied []tallyKey
	for _, k := range keys {
		if d := delta[k]; d != 0 {
			rows = append(rows, dayRow{tallyKey: k, N: d})
			if d < 0 {
				emptied = append(emptied, k)
			}
		}
	}
	for chunk := range slices.Chunk(rows, tallyChunk) {
		values, args := make([]string, len(chunk)), make([]any, 0, 5*len(chunk))
		for i, r := range chunk {
			values[i] = "(?, ?, ?, ?, ?)"
			args = append(args, r.Kind, r.Ref, r.Status, r.Day, r.N)
		}
		if _, err := tx.ExecContext(ctx, "INSERT INTO calendar_archive_days (kind, ref, status, day, n) VALUES "+
			strings.Join(values, ", ")+" ON CONFLICT (kind, ref, status, day) DO UPDATE SET n = calendar_archive_days.n + EXCLUDED.n",
			args...); err != nil {
			return err
		}
	}
	for _, k := range emptied {
		if _, err := tx.NewDelete().Model((*dayRow)(nil)).Where("kind = ? AND ref = ? AND status = ? AND day = ? AND n = 0",
			k.Kind, k.Ref, k.Status, k.Day).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

func compare[T string | int64 | Status](a, b T) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// forgetRef drops the per-day counts of a term, venue or organizer (kind)
// that was unlinked from every event (in the same transaction).
func forgetRef(ctx context.Context, tx bun.IDB, kind string, ref int64) error {
	for _, table := range []string{"calendar_archive_days", "calendar_archive_ledger"} {
		if _, err := tx.ExecContext(ctx, "DELETE FROM "+table+" WHERE kind = ? AND ref = ?", kind, ref); err != nil {
			return err
		}
	}
	return nil
}
