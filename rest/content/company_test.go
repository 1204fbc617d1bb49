package content_test

import (
	"bytes"
	"net/url"
	"strings"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules/accounts"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
)

func ptr[T any](v T) *T { return &v }

// fullProfile gives acme every company attribute and a logo.
func fullProfile(t *testing.T, s *testkit.Server, cid int64) {
	t.Helper()
	m := careersOf(s)
	_, err := m.Companies.Update(testkit.System(), cid, careers.UpdateCompany{
		Name: "Acme Corporation", Email: "jobs@acme.example",
		Access: &careers.CompanyAccess{Active: true, DomainAlias: ptr("jobs.acme.example"), DomainAliasVerified: ptr(true),
			Website: "https://www.acme.example", JobsiteURL: "https://careers.acme.example",
			CORSOrigins: []string{"https://partner.example"}},
		Social: accounts.Social{Facebook: "https://facebook.com/acme", LinkedIn: "https://linkedin.com/company/acme",
			Twitter: "https://twitter.com/acme", Instagram: "https://instagram.com/acme"},
		Description: map[string]string{
			"nl": "<p>Wij bouwen <strong>raketten</strong>.</p>",
			"fr": "<p>Nous construisons des fusées.</p><script>alert(1)</script>",
			"en": `<p onclick="x()">We build <a href="javascript:alert(1)">rockets</a> and <a href="https://acme.example">more</a>.</p>`,
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	_, err = m.Companies.SetLogo(testkit.System(), cid, careers.Upload{Name: "logo.png", Body: bytes.NewReader(careerstest.PNG(16, 16))})
	if err != nil {
		t.Fatal(err)
	}
}

func TestCompany(t *testing.T) {
	s := newServer(t)
	acme := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	other := testkit.NewTenant(t, s.Modules.Accounts, "other")
	fullProfile(t, s, acme.Company.ID)

	r := get(t, s, "/content/v1/company", acme.Key)
	if r.StatusCode != 200 || !strings.HasPrefix(header(r.Response, "Content-Type"), "application/json") {
		t.Fatalf("%d %s %s", r.StatusCode, header(r.Response, "Content-Type"), r.Body)
	}
	golden(t, "company_full", r.Body)
	var doc struct {
		Attributes struct {
			LogoURL string `json:"logo_url"`
		} `json:"attributes"`
	}
	r.JSON(t, &doc)
	u, err := url.Parse(doc.Attributes.LogoURL)
	if err != nil {
		t.Fatal(err)
	}
	logo := s.Do(t, testkit.Request("GET", u.RequestURI(), nil))
	if logo.StatusCode != 200 || header(logo.Response, "Content-Type") != "image/png" || !bytes.HasPrefix(logo.Body, []byte("\x89PNG")) {
		t.Fatalf("logo_url is not served: %d %s", logo.StatusCode, header(logo.Response, "Content-Type"))
	}

	r = get(t, s, "/content/v1/company", other.Key)
	if r.StatusCode != 200 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	golden(t, "company_empty", r.Body)
}

func TestLocations(t *testing.T) {
	s := newServer(t)
	acme := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	other := testkit.NewTenant(t, s.Modules.Accounts, "other")
	m := careersOf(s)
	careerstest.NewLocation(t, m, acme.Company.ID, "Brussels")
	_, err := m.Locations.Create(testkit.System(), acme.Company.ID, careers.LocationInput{
		Street: "Meir 1", PostalCode: "2000", City: "Antwerpen", Country: "be", Phone: "+32 3 555 00 00",
		Email: "antwerp@acme.example", Lat: 51.2194475, Lng: 4.4024643,
	})
	if err != nil {
		t.Fatal(err)
	}
	careerstest.NewLocation(t, m, other.Company.ID, "Ghent")

	r := get(t, s, "/content/v1/locations", acme.Key)
	if r.StatusCode != 200 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	golden(t, "locations", r.Body)
	r = get(t, s, "/content/v1/locations", other.Key)
	if r.StatusCode != 200 || strings.Count(string(r.Body), `"type":"location"`) != 1 || !strings.Contains(string(r.Body), "Ghent") {
		t.Fatalf("other company sees: %s", r.Body)
	}
	empty := testkit.NewTenant(t, s.Modules.Accounts, "empty")
	r = get(t, s, "/content/v1/locations", empty.Key)
	if r.StatusCode != 200 || !strings.Contains(string(r.Body), `"data":[]`) {
		t.Fatalf("empty list: %s", r.Body)
	}
}
