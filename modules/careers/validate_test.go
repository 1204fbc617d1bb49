package careers_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
)

// fields returns the field names of a validation error, in order.
func fields(err error) string {
	var e *modules.Error
	if !errors.As(err, &e) {
		return ""
	}
	var out []string
	for _, f := range e.Fields {
		out = append(out, f.Field)
	}
	return strings.Join(out, " ")
}

func code(err error) modules.Code {
	var e *modules.Error
	if errors.As(err, &e) {
		return e.Code
	}
	if err == nil {
		return ""
	}
	return "non-module error: " + modules.Code(err.Error())
}

var now = time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)

func TestJobInputValidate(t *testing.T) {
	tests := []struct {
		name   string
		change func(*careers.JobInput)
		want   string
	}{
		{"valid", func(*careers.JobInput) {}, ""},
		{"status defaults to draft", func(in *careers.JobInput) { in.Status = "" }, ""},
		{"unknown status", func(in *careers.JobInput) { in.Status = "archived" }, "status"},
		{"default language missing", func(in *careers.JobInput) { in.DefaultLanguage = "fr" }, "translations/fr"},
		{"unknown default language", func(in *careers.JobInput) { in.DefaultLanguage = "de" }, "default_language"},
		{"unknown translation", func(in *careers.JobInput) { in.Translations["de"] = careers.JobTextInput{Title: "x"} }, "translations/de"},
		{"empty title", func(in *careers.JobInput) { in.Translations["nl"] = careers.JobTextInput{Title: " "} }, "translations/nl/title"},
		{"bad slug", func(in *careers.JobInput) {
			in.Translations["en"] = careers.JobTextInput{Title: "Go", Slug: "Go Dev!"}
		}, "translations/en/slug"},
		{"no employment type", func(in *careers.JobInput) { in.EmploymentTypes = nil }, "employment_types"},
		{"unknown employment type", func(in *careers.JobInput) { in.EmploymentTypes = []string{"fulltime", "gig"} }, "employment_types/1"},
		{"unknown workplace", func(in *careers.JobInput) { in.WorkplaceType = "moon" }, "workplace_type"},
		{"unknown level", func(in *careers.JobInput) { in.ExperienceLevel = "guru" }, "experience_level"},
		{"salary range", func(in *careers.JobInput) {
			in.Salary = &careers.Salary{Min: 10, Max: 5, Currency: "EUR", Period: "year"}
		}, "salary"},
		{"salary currency and period", func(in *careers.JobInput) {
			in.Salary = &careers.Salary{Min: 1, Max: 5, Currency: "euro", Period: "week"}
		}, "salary/currency salary/period"},
		{"hours", func(in *careers.JobInput) { in.HoursPerWeek = &careers.Hours{Min: 0, Max: 200} }, "hours_per_week"},
		{"closes before published", func(in *careers.JobInput) {
			c := in.PublishedAt.Add(-time.Hour)
			in.ClosesAt = &c
		}, "closes_at"},
		{"bad form field", func(in *careers.JobInput) {
			f := careers.DefaultApplicationForm()
			f.Photo = "maybe"
			in.ApplicationForm = &f
		}, "application_form/photo"},
		{"long reference", func(in *careers.JobInput) { in.Reference = strings.Repeat("x", 101) }, "reference"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := careerstest.Job("Go Developer", now)
			tt.change(&in)
			in.Normalize()
			if got := fields(in.Validate()); got != tt.want {
				t.Fatalf("fields %q, want %q", got, tt.want)
			}
		})
	}
}

func TestJobInputNormalize(t *testing.T) {
	in := careerstest.Job("  Développeur·se Go (H/F)  ", now)
	in.Translations["en"] = careers.JobTextInput{
		Title:       "  <b>Développeur·se</b> Go (H/F) <script>x()</script> ",
		Summary:     "R&D <i>team</i>",
		Description: `<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:x()">x</a><iframe src="https://evil"></iframe></p>`,
	}
	in.EmploymentTypes = []string{"parttime", " fulltime", "parttime"}
	in.CategoryIDs = []int64{3, 1, 3}
	in.Normalize()
	en := in.Translations["en"]
	if en.Title != "Développeur·se Go (H/F)" || en.Slug != "developpeur-se-go-h-f" || en.Summary != "R&D team" {
		t.Fatalf("title %q slug %q summary %q", en.Title, en.Slug, en.Summary)
	}
	if en.Description != "<p>Hi x</p>" {
		t.Fatalf("description not sanitised: %q", en.Description)
	}
	if !slices.Equal(in.EmploymentTypes, []string{"fulltime", "parttime"}) || !slices.Equal(in.CategoryIDs, []int64{1, 3}) {
		t.Fatalf("%v %v", in.EmploymentTypes, in.CategoryIDs)
	}
	if *in.ApplicationForm != careers.DefaultApplicationForm() {
		t.Fatal("default form not applied")
	}
}

func TestLocationInputValidate(t *testing.T) {
	valid := careers.LocationInput{City: "Brussels", Country: "be", Lat: 50.8, Lng: 4.3, Email: "a@b.be", Phone: "+32 2 555 01 23"}
	tests := []struct {
		name   string
		change func(*careers.LocationInput)
		want   string
	}{
		{"valid", func(*careers.LocationInput) {}, ""},
		{"no city", func(in *careers.LocationInput) { in.City = "" }, "city"},
		{"country", func(in *careers.LocationInput) { in.Country = "BEL" }, "country"},
		{"lat", func(in *careers.LocationInput) { in.Lat = 91 }, "lat"},
		{"lng", func(in *careers.LocationInput) { in.Lng = -181 }, "lng"},
		{"email", func(in *careers.LocationInput) { in.Email = "nope" }, "email"},
		{"phone", func(in *careers.LocationInput) { in.Phone = "call me" }, "phone"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := valid
			tt.change(&in)
			in.Normalize()
			if got := fields(in.Validate()); got != tt.want {
				t.Fatalf("fields %q, want %q", got, tt.want)
			}
		})
	}
}

func TestUpdateCompanyValidate(t *testing.T) {
	valid := careers.UpdateCompany{Name: "Acme", Email: "jobs@acme.example",
		Access:      &careers.CompanyAccess{Website: "https://acme.example", CORSOrigins: []string{"HTTPS://Jobs.Acme.Example:443/path"}},
		Description: map[string]string{"nl": "<p>x</p>"}}
	tests := []struct {
		name   string
		change func(*careers.UpdateCompany)
		want   string
	}{
		{"valid", func(*careers.UpdateCompany) {}, ""},
		{"name", func(in *careers.UpdateCompany) { in.Name = "" }, "name"},
		{"website", func(in *careers.UpdateCompany) { in.Access.Website = "javascript:alert(1)" }, "website"},
		{"social", func(in *careers.UpdateCompany) { in.Social.Twitter = "ftp://x" }, "social/twitter"},
		{"description language", func(in *careers.UpdateCompany) { in.Description["de"] = "x" }, "description/de"},
		{"domain alias", func(in *careers.UpdateCompany) { in.Access.DomainAlias = ptr("not a host") }, "domainalias"},
		{"origin", func(in *careers.UpdateCompany) { in.Access.CORSOrigins = []string{"*"} }, "cors_origins/0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := valid
			in.Description = map[string]string{"nl": "<p>x</p>"}
			access := *valid.Access
			access.CORSOrigins = slices.Clone(valid.Access.CORSOrigins)
			in.Access = &access
			tt.change(&in)
			in.Normalize()
			if got := fields(in.Validate()); got != tt.want {
				t.Fatalf("fields %q, want %q", got, tt.want)
			}
			if tt.want == "" && in.Access.CORSOrigins[0] != "https://jobs.acme.example" {
				t.Fatalf("origin not normalised: %v", in.Access.CORSOrigins)
			}
		})
	}
}

func ptr[T any](v T) *T { return &v }

func TestParseAcceptLanguage(t *testing.T) {
	tests := []struct{ header, want string }{
		{"", ""},
		{"nl", "nl"},
		{"nl-BE,nl;q=0.9,en;q=0.8", "nl en"},
		{"en;q=0.5, fr", "fr en"},
		{"de, fr;q=0.1", "fr"},
		{"*", ""},
		{"fr;q=0, en", "en"},
		{"FR-fr", "fr"},
		{"en;q=abc, nl", "nl"},
		{"en;level=1", ""},
	}
	for _, tt := range tests {
		if got := strings.Join(careers.ParseAcceptLanguage(tt.header), " "); got != tt.want {
			t.Errorf("%q: %q, want %q", tt.header, got, tt.want)
		}
	}
}

func TestAllowedOrigins(t *testing.T) {
	c := careerstest.Company(func(c *careers.Company) {
		c.Website = "https://www.acme.example/about"
		c.JobsiteURL = "http://careers.acme.example:8080/jobs"
		c.DomainAlias = ptr("jobs.acme.be")
		c.CORSOrigins = []string{"https://partner.example", "https://www.acme.example"}
	})
	got := strings.Join(careers.AllowedOrigins(c.Company), " ")
	if got != "https://www.acme.example http://careers.acme.example:8080 https://partner.example" {
		t.Fatalf("unverified alias: %s", got)
	}
	c.DomainAliasVerified = ptr(true)
	got = strings.Join(careers.AllowedOrigins(c.Company), " ")
	if !strings.Contains(got, "https://jobs.acme.be") {
		t.Fatalf("verified alias missing: %s", got)
	}
}

func TestSanitizeFileName(t *testing.T) {
	tests := []struct{ in, want string }{
		{"cv.pdf", "cv.pdf"},
		{"../../etc/passwd", "passwd"},
		{`C:\Users\jo\cv final.docx`, "cv final.docx"},
		{"a\x00b\nc\u202e.pdf", "abc.pdf"},
		{"...", "file"},
		{"", "file"},
		{strings.Repeat("é", 200), strings.Repeat("é", 127)},
	}
	for _, tt := range tests {
		if got := careers.SanitizeFileName(tt.in); got != tt.want {
			t.Errorf("%q: %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestDownloadName(t *testing.T) {
	for _, tc := range []struct{ name, mt, want string }{
		{"cv.pdf", careers.TypePDF, "cv.pdf"},
		{"cv.PDF", careers.TypePDF, "cv.PDF"},
		{"cv.html", careers.TypePDF, "cv.pdf"},
		{"cv", careers.TypeDOCX, "cv.docx"},
		{"photo.jpeg", careers.TypeJPEG, "photo.jpeg"},
		{"photo.svg", careers.TypePNG, "photo.png"},
		{"notes.md", careers.TypeText, "notes.md"},
		{"evil.html", careers.TypeText, "evil.txt"},
	} {
		if got := careers.DownloadName(tc.name, tc.mt); got != tc.want {
			t.Errorf("%s as %s: %s, want %s", tc.name, tc.mt, got, tc.want)
		}
	}
}
