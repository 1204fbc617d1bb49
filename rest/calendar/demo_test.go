package calendar_test

import (
	"encoding/json"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
)

func TestDemoContent(t *testing.T) {
	f := newFixture(t)
	if err := f.Modules.Calendar.SeedDemo(testkit.System(), modules.Demo{UserID: f.adminID}); err != nil {
		t.Fatal(err)
	}
	m := f.list(t, "?per_page=50", "")
	if m["total"] != json.Number("57") || m["total_pages"] != json.Number("2") {
		t.Fatalf("events: %v in %v pages", m["total"], m["total_pages"])
	}
	first := m["events"].([]any)[0].(map[string]any)
	if first["venue"].(map[string]any)["geo_lat"] == nil || len(first["organizer"].([]any)) == 0 || len(first["categories"].([]any)) == 0 {
		t.Errorf("first event lacks linked content: %v", first)
	}
	fr := obj(t, f.call("GET", "/fr_fr"+root+"/events/"+first["id"].(json.Number).String(), nil, ""))
	if fr["title"] == first["title"] || fr["title"] != "Jazz au bord de l'eau" {
		t.Errorf("French title %v", fr["title"])
	}
	for path, want := range map[string]string{"/venues": "6", "/organizers": "4", "/categories?hide_empty=false": "6", "/categories": "5", "/tags": "5"} {
		if got := obj(t, f.call("GET", root+path, nil, ""))["total"]; got != json.Number(want) {
			t.Errorf("%s: %v, want %s", path, got, want)
		}
	}
	if got := titles(t, f.list(t, "?geoloc_lat=50.85&geoloc_lng=4.35&per_page=1", "")); got == "" {
		t.Errorf("no event near Brussels")
	}
}
