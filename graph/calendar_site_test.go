package graph_test

import (
	"slices"
	"testing"
	"time"

	"corkboard/internal/testkit"
)

// TestCalendarSite: the admin reads the default site language (where text
// written without a language goes), every language with the default first,
// and the site time zone; anonymous callers too.
func TestCalendarSite(t *testing.T) {
	t.Parallel()
	const q = `{ calendarSite { defaultLanguage languages timezone } }`
	type site struct {
		CalendarSite struct {
			DefaultLanguage string
			Languages       []string
			Timezone        string
		}
	}
	all := []string{"AUS", "BE_NL", "EN_US", "FR_FR", "NL_NL", "EN_UK"}

	var got site
	newAPI(testkit.NewServer(t)).data(t, q, &got)
	if got.CalendarSite.DefaultLanguage != "EN_US" || got.CalendarSite.Timezone != "UTC" ||
		!slices.Equal(got.CalendarSite.Languages, []string{"EN_US", "AUS", "BE_NL", "FR_FR", "NL_NL", "EN_UK"}) {
		t.Fatalf("default configuration: %+v", got.CalendarSite)
	}

	brussels, err := time.LoadLocation("Europe/Brussels")
	if err != nil {
		t.Fatal(err)
	}
	s := testkit.NewServer(t, testkit.WithEnv(func(env *testkit.Env) {
		env.Deps.Config.SiteLanguage, env.Deps.Config.SiteTimezone = "FR_FR", brussels
	}))
	newAPI(s).data(t, q, &got)
	c := got.CalendarSite
	if c.DefaultLanguage != "FR_FR" || c.Timezone != "Europe/Brussels" || c.Languages[0] != "FR_FR" || len(c.Languages) != len(all) {
		t.Fatalf("configured: %+v", c)
	}
	for _, l := range all {
		if !slices.Contains(c.Languages, l) {
			t.Fatalf("%s missing from %v", l, c.Languages)
		}
	}
}
