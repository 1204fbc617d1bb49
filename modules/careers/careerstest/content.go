package careerstest

import (
	"context"
	"testing"
	"time"

	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/careers"
)

func system() context.Context {
	return modules.WithPrincipal(context.Background(), modules.System)
}

// NewLocation creates a location of company cid in city.
func NewLocation(t testing.TB, m *careers.Module, cid int64, city string) *careers.Location {
	t.Helper()
	l, err := m.Locations.Create(system(), cid, careers.LocationInput{
		Street: "Rue de la Loi 16", PostalCode: "1000", City: city, Country: "BE",
		Phone: "+32 2 555 01 23", Email: "office@example.com", Lat: 50.8466, Lng: 4.3528,
	})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// NewCategory creates a category named en (English) and nl (Dutch).
func NewCategory(t testing.TB, m *careers.Module, cid int64, en, nl string) *careers.Category {
	t.Helper()
	c, err := m.Categories.Create(system(), cid, careers.CategoryInput{Name: map[string]string{"en": en, "nl": nl}})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Job returns a valid input for a published job titled title (English,
// the default language) and "NL: title" (Dutch), full time, on site,
// published an hour before at.
func Job(title string, at time.Time) careers.JobInput {
	published := at.Add(-time.Hour)
	return careers.JobInput{
		Status: careers.JobPublished, DefaultLanguage: "en",
		Translations: map[string]careers.JobTextInput{
			"en": {Title: title, Summary: "Summary of " + title, Description: "<p>About " + title + "</p>",
				Profile: "<ul><li>Go</li></ul>", Offer: "<p>A good salary</p>"},
			"nl": {Title: "NL: " + title, Summary: "Samenvatting", Description: "<p>Over " + title + "</p>"},
		},
		EmploymentTypes: []string{"fulltime"}, WorkplaceType: "onsite",
		PublishedAt: &published,
	}
}

// NewJob creates a job of company cid.
func NewJob(t testing.TB, m *careers.Module, cid int64, in careers.JobInput) *careers.Job {
	t.Helper()
	j, err := m.Jobs.Create(system(), cid, in)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

// Company returns a company profile value (not stored) for pure tests.
func Company(change func(*careers.Company)) *careers.Company {
	c := &careers.Company{Company: &accounts.Company{Name: "Acme", Subdomain: "acme", Active: true}}
	change(c)
	return c
}
