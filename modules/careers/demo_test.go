package careers_test

import (
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
)

func TestSeedDemo(t *testing.T) {
	_, m, acme := newModule(t)
	if err := m.SeedDemo(testkit.System(), modules.Demo{CompanyID: acme.Company.ID}); err != nil {
		t.Fatal(err)
	}
	ctx := keyCtx(acme)
	c, err := m.Companies.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if c.LogoURL == nil || c.Description["nl"] == "" || c.Description["fr"] == "" || c.Description["en"] == "" {
		t.Fatalf("company: %+v", c)
	}
	locs, err := m.Locations.List(ctx, 0)
	if err != nil || len(locs) != 5 {
		t.Fatalf("%d locations, %v", len(locs), err)
	}
	page, err := m.Jobs.List(ctx, careers.JobQuery{PerPage: 100})
	if err != nil || page.Total != 30 {
		t.Fatalf("%v jobs, %v", page, err)
	}
	perLocation := map[int64]int{}
	for _, j := range page.Items {
		if len(j.Translations) != 2 || j.Translations["en"] == nil || len(j.Categories) != 1 {
			t.Fatalf("job %d: %d translations, %d categories", j.ID, len(j.Translations), len(j.Categories))
		}
		for _, l := range j.LocationIDs {
			perLocation[l]++
		}
	}
	if len(perLocation) != 5 {
		t.Fatalf("jobs are not spread over the locations: %v", perLocation)
	}
}
