package bench

import (
	"context"
	"io"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/goccy/go-json"

	"corkboard/internal/testkit"
)

// The reference server answers 10 published events from a start time,
// in start order, and with the counted path the number of every listed
// event; a start that is not a Unix time is a 400.
func TestReferenceQueries(t *testing.T) {
	ctx := context.Background()
	dbURL := testkit.DatabaseURL(t)
	ds := Dataset{Events: 60, Venues: 4, Organizers: 4, Categories: 3, Tags: 3,
		Companies: 1, Locations: 2, Jobs: 3, Applications: 1, Years: 1}
	seeded, err := Seed(ctx, dbURL, t.TempDir(), ds, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	app, closeDB, err := NewReference(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer closeDB()
	get := func(path string) (int, refPage) {
		t.Helper()
		resp, err := app.Test(httptest.NewRequest("GET", path, nil), -1)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		var p refPage
		if resp.StatusCode == 200 {
			if err := json.Unmarshal(body, &p); err != nil {
				t.Fatalf("%s: %v: %.200s", path, err, body)
			}
		}
		return resp.StatusCode, p
	}
	start := seeded.EventsFrom.Add(seeded.EventsTo.Sub(seeded.EventsFrom) / 3)
	for _, path := range []string{RefQueryPath, RefCountPath} {
		code, p := get(path + "?start=" + strconv.FormatInt(start.Unix(), 10))
		if code != 200 || len(p.Events) != 10 {
			t.Fatalf("%s: status %d, %d events, want 200 and 10", path, code, len(p.Events))
		}
		last := start
		for _, e := range p.Events {
			if e.StartUTC.Before(last) || e.Status != "publish" {
				t.Fatalf("%s: event %d (%s, %s) out of order or bounds after %s", path, e.ID, e.StartUTC, e.Status, last)
			}
			last = e.StartUTC
		}
		switch {
		case path == RefQueryPath && p.Total != nil:
			t.Fatalf("%s counted (%d)", path, *p.Total)
		case path == RefCountPath && (p.Total == nil || *p.Total != len(seeded.EventIDs)):
			t.Fatalf("%s: total %v, want the %d seeded events", path, p.Total, len(seeded.EventIDs))
		}
	}
	if code, _ := get(RefQueryPath + "?start=" + time.Now().Format(time.DateOnly)); code != 400 {
		t.Fatalf("a date for start: status %d, want 400", code)
	}
}
