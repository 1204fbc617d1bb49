package graph_test

import (
	"io"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/client"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers/careerstest"
)

// adminCallers adds an editor and a contributor to a careers world.
func adminCallers(t *testing.T, w *careersWorld) (editor, contributor client.Option) {
	t.Helper()
	acc := w.s.Modules.Accounts
	_, pe := testkit.NewUser(t, acc, "editor@example.com", modules.RoleEditor)
	_, pc := testkit.NewUser(t, acc, "contrib@example.com", modules.RoleContributor)
	return client.BasicAuth("editor@example.com", pe), client.BasicAuth("contrib@example.com", pc)
}

// refusals checks that contributors, API keys and anonymous callers are
// refused an operation, and that a foreign id names nothing.
func refusals(t *testing.T, w *careersWorld, contributor client.Option, query string, kv ...any) {
	t.Helper()
	w.a.wantCode(t, "FORBIDDEN", query, contributor, vars(kv...))
	w.a.wantCode(t, "FORBIDDEN", query, bearer(w.acme.Key), vars(kv...))
	w.a.wantCode(t, "UNAUTHENTICATED", query, vars(kv...))
}

const updateCompany = `mutation($c: ID!, $in: UpdateCompanyInput!) { updateCompany(companyId: $c, input: $in) {
  name email subdomain active domainAlias domainAliasVerified website jobsiteUrl corsOrigins
  social { facebook linkedin twitter instagram }
  nl: description(language: NL) en: description(language: EN) descriptionLanguages } }`

func TestUpdateCompany(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	_, contributor := adminCallers(t, w)
	acme := id(w.acme.Company.ID)
	in := map[string]any{
		"name": "Acme Careers", "email": "jobs@acme.example", "subdomain": "acme-jobs", "active": true,
		"domainAlias": "Jobs.Acme.Example", "domainAliasVerified": true, "website": "https://acme.example",
		"jobsiteUrl": "https://jobs.acme.example", "corsOrigins": []string{"https://preview.acme.example:8443/path", "HTTPS://Preview.Acme.Example:8443"},
		"social":      map[string]any{"linkedin": "https://linkedin.com/company/acme"},
		"description": []map[string]any{{"language": "NL", "text": "<p>Hallo<script>x()</script></p>"}, {"language": "EN", "text": "<p>Hello</p>"}},
	}
	var got struct {
		UpdateCompany struct {
			Name, Email, Subdomain, Website, JobsiteURL, NL, EN string
			DomainAlias                                         *string
			Active                                              bool
			DomainAliasVerified                                 *bool
			CorsOrigins, DescriptionLanguages                   []string
			Social                                              struct{ Facebook, Linkedin string }
		}
	}
	w.a.data(t, updateCompany, &got, w.admin, vars("c", acme, "in", in))
	c := got.UpdateCompany
	if c.Name != "Acme Careers" || c.Email != "jobs@acme.example" || c.Subdomain != "acme-jobs" || !c.Active ||
		c.DomainAlias == nil || *c.DomainAlias != "jobs.acme.example" || c.DomainAliasVerified == nil || !*c.DomainAliasVerified ||
		c.JobsiteURL != "https://jobs.acme.example" || !slices.Equal(c.CorsOrigins, []string{"https://preview.acme.example:8443"}) ||
		c.Social.Linkedin != "https://linkedin.com/company/acme" || c.Social.Facebook != "" ||
		c.NL != "<p>Hallo</p>" || c.EN != "<p>Hello</p>" || !slices.Equal(c.DescriptionLanguages, []string{"NL", "EN"}) {
		t.Fatalf("updated: %+v", c)
	}
	// The same profile as the content API serves it.
	stored, err := w.s.Modules.Careers.Companies.Get(testkit.System(), w.acme.Company.ID)
	if err != nil || stored.Name != "Acme Careers" || stored.Subdomain != "acme-jobs" || stored.Description["nl"] != "<p>Hallo</p>" {
		t.Fatalf("stored: %+v %v", stored, err)
	}

	// An omitted subdomain keeps it; every bad field is reported at once.
	// Each by its GraphQL path: an origin by its place in the list given
	// (repeats included), a description by its entry's place.
	bad := map[string]any{"name": "", "active": true, "email": "nope", "website": "ftp://x",
		"corsOrigins": []string{"https://ok.example", "HTTPS://OK.example", "nope"},
		"social":      map[string]any{"twitter": "javascript:alert(1)"}, "subdomain": "-bad-",
		"description": []map[string]any{{"language": "NL", "text": "<p>Hallo</p>"}, {"language": "EN", "text": strings.Repeat("x", 100_001)}}}
	e := w.a.wantCode(t, "VALIDATION_FAILED", updateCompany, w.admin, vars("c", acme, "in", bad))
	want := []string{"input.corsOrigins.2", "input.description.1", "input.email", "input.name", "input.social.twitter", "input.subdomain", "input.website"}
	if !slices.Equal(fieldNames(e), want) {
		t.Fatalf("fields %v, want %v", fieldNames(e), want)
	}
	e = w.a.wantCode(t, "CONFLICT", updateCompany, w.admin, vars("c", acme, "in", map[string]any{"name": "A", "active": true, "subdomain": "other"}))
	if !slices.Equal(fieldNames(e), []string{"input.subdomain"}) {
		t.Fatalf("taken subdomain: %+v", e)
	}
	w.a.data(t, updateCompany, &got, w.admin, vars("c", acme, "in", map[string]any{"name": "Acme", "active": true}))
	if got.UpdateCompany.Subdomain != "acme-jobs" || got.UpdateCompany.Website != "" || len(got.UpdateCompany.DescriptionLanguages) != 0 {
		t.Fatalf("whole replacement: %+v", got.UpdateCompany)
	}

	refusals(t, w, contributor, updateCompany, "c", acme, "in", in)
	w.a.wantCode(t, "NOT_FOUND", updateCompany, w.admin, vars("c", "999999", "in", in))
}

func TestCompanyLogo(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	editor, contributor := adminCallers(t, w)
	acme := id(w.acme.Company.ID)
	const set = `mutation($c: ID!, $f: Upload!) { setCompanyLogo(companyId: $c, file: $f) { logoUrl logoOriginalName } }`
	var got struct {
		SetCompanyLogo struct {
			LogoURL          *string
			LogoOriginalName *string
		}
	}
	w.a.data(t, set, &got, editor, vars("c", acme, "f", file(t, "logo.png", careerstest.PNG(16, 16))), client.WithFiles())
	l := got.SetCompanyLogo
	if l.LogoURL == nil || l.LogoOriginalName == nil || *l.LogoOriginalName != "logo.png" {
		t.Fatalf("logo: %+v", l)
	}
	// The signed link serves the image.
	res, err := w.s.App.Test(httptest.NewRequest("GET", *l.LogoURL, nil), -1)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/png" || len(body) == 0 {
		t.Fatalf("logo download: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	e := w.a.wantCode(t, "UNSUPPORTED_MEDIA_TYPE", set, editor, vars("c", acme, "f", file(t, "logo.svg", careerstest.SVG())), client.WithFiles())
	if !slices.Equal(fieldNames(e), []string{"file"}) {
		t.Fatalf("svg: %+v", e)
	}
	w.a.wantCode(t, "FORBIDDEN", set, contributor, vars("c", acme, "f", file(t, "l.png", careerstest.PNG(4, 4))), client.WithFiles())

	const remove = `mutation($c: ID!) { removeCompanyLogo(companyId: $c) { logoUrl logoOriginalName } }`
	var removed struct {
		RemoveCompanyLogo struct{ LogoURL, LogoOriginalName *string }
	}
	w.a.data(t, remove, &removed, w.admin, vars("c", acme))
	if removed.RemoveCompanyLogo.LogoURL != nil || removed.RemoveCompanyLogo.LogoOriginalName != nil {
		t.Fatalf("removed: %+v", removed)
	}
	refusals(t, w, contributor, remove, "c", acme)
}

func TestLocationWrites(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	editor, contributor := adminCallers(t, w)
	acme := id(w.acme.Company.ID)
	const create = `mutation($c: ID!, $in: LocationInput!) { createLocation(companyId: $c, input: $in) {
  id street postalCode city country phone email lat lng } }`
	in := map[string]any{"street": "Meir 1", "postalCode": "2000", "city": "Antwerpen", "country": "be",
		"phone": "+32 3 555 01 23", "email": "antwerp@acme.example", "lat": 51.2194, "lng": 4.4025}
	var got struct {
		CreateLocation struct {
			ID, Street, PostalCode, City, Country, Phone, Email string
			Lat, Lng                                            float64
		}
	}
	w.a.data(t, create, &got, editor, vars("c", acme, "in", in))
	l := got.CreateLocation
	if l.City != "Antwerpen" || l.Country != "BE" || l.Lat != 51.2194 || l.Lng != 4.4025 || l.Phone != "+32 3 555 01 23" {
		t.Fatalf("created: %+v", l)
	}
	e := w.a.wantCode(t, "VALIDATION_FAILED", create, editor, vars("c", acme, "in", map[string]any{"country": "Belgium", "lat": 91, "email": "x"}))
	if want := []string{"input.city", "input.country", "input.email", "input.lat"}; !slices.Equal(fieldNames(e), want) {
		t.Fatalf("fields %v", fieldNames(e))
	}

	const update = `mutation($c: ID!, $id: ID!, $in: LocationInput!) { updateLocation(companyId: $c, id: $id, input: $in) { id city street } }`
	in["city"], in["street"] = "Antwerp", ""
	var upd struct {
		UpdateLocation struct{ ID, City, Street string }
	}
	w.a.data(t, update, &upd, editor, vars("c", acme, "id", l.ID, "in", in))
	if upd.UpdateLocation.ID != l.ID || upd.UpdateLocation.City != "Antwerp" || upd.UpdateLocation.Street != "" {
		t.Fatalf("updated: %+v", upd)
	}
	w.a.wantCode(t, "NOT_FOUND", update, editor, vars("c", id(w.other.Company.ID), "id", l.ID, "in", in))

	const del = `mutation($c: ID!, $id: ID!) { deleteLocation(companyId: $c, id: $id) }`
	refusals(t, w, contributor, del, "c", acme, "id", l.ID)
	var deleted struct{ DeleteLocation string }
	w.a.data(t, del, &deleted, editor, vars("c", acme, "id", l.ID))
	if deleted.DeleteLocation != l.ID {
		t.Fatalf("deleted: %+v", deleted)
	}
	w.a.wantCode(t, "NOT_FOUND", del, editor, vars("c", acme, "id", l.ID))
	refusals(t, w, contributor, create, "c", acme, "in", in)
}

const jobFields = `id status reference defaultLanguage languages employmentTypes workplaceType experienceLevel
  salary { min max currency period } hoursPerWeek { min max } publishedAt closesAt categoryIds locationIds
  categories { id } locations { id }
  translations { language title slug summary description profile offer }
  applicationForm { photo phone motivation curriculumVitae education experience }`

type adminJob struct {
	ID, Status, DefaultLanguage, WorkplaceType string
	Reference, ExperienceLevel, ClosesAt       *string
	PublishedAt                                *string
	Languages, EmploymentTypes                 []string
	CategoryIDs, LocationIDs                   []string
	Salary                                     *struct {
		Min, Max         float64
		Currency, Period string
	}
	HoursPerWeek *struct{ Min, Max float64 }
	Translations []struct {
		Language, Title, Slug, Summary, Description, Profile, Offer string
	}
	ApplicationForm struct{ Photo, Phone, Motivation, CurriculumVitae, Education, Experience string }
}

func TestJobWrites(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	editor, contributor := adminCallers(t, w)
	acme := id(w.acme.Company.ID)
	const create = `mutation($c: ID!, $in: JobInput!) { createJob(companyId: $c, input: $in) { ` + jobFields + ` } }`
	in := map[string]any{
		"status": "DRAFT", "reference": "ENG-7", "defaultLanguage": "NL",
		"translations": []map[string]any{
			{"language": "NL", "title": "Ontwikkelaar", "summary": "Kort", "description": "<p>Over<img src=x onerror=y></p>", "profile": "<ul><li>Go</li></ul>", "offer": "<p>Veel</p>"},
			{"language": "FR", "title": "Développeur·se"},
		},
		"employmentTypes": []string{"PARTTIME", "FULLTIME"}, "workplaceType": "HYBRID", "experienceLevel": "SENIOR",
		"salary": map[string]any{"min": 3000, "max": 4200.5, "currency": "eur", "period": "MONTH"}, "hoursPerWeek": map[string]any{"min": 32, "max": 40},
		"closesAt":    "2027-03-01T17:00:00+01:00",
		"categoryIds": []string{id(w.cats[1].ID)}, "locationIds": []string{id(w.locs[1].ID), id(w.locs[0].ID)},
		"applicationForm": map[string]any{"photo": "HIDDEN", "phone": "REQUIRED", "motivation": "OPTIONAL",
			"curriculumVitae": "REQUIRED", "education": "OPTIONAL", "experience": "HIDDEN"},
	}
	var got struct{ CreateJob adminJob }
	w.a.data(t, create, &got, editor, vars("c", acme, "in", in))
	j := got.CreateJob
	if j.Status != "DRAFT" || *j.Reference != "ENG-7" || j.DefaultLanguage != "NL" || !slices.Equal(j.Languages, []string{"NL", "FR"}) ||
		!slices.Equal(j.EmploymentTypes, []string{"FULLTIME", "PARTTIME"}) || j.WorkplaceType != "HYBRID" || *j.ExperienceLevel != "SENIOR" ||
		j.Salary == nil || j.Salary.Max != 4200.5 || j.Salary.Currency != "EUR" || j.Salary.Period != "MONTH" || j.HoursPerWeek.Min != 32 ||
		j.PublishedAt != nil || *j.ClosesAt != "2027-03-01T16:00:00Z" ||
		!slices.Equal(j.CategoryIDs, []string{id(w.cats[1].ID)}) || !slices.Equal(j.LocationIDs, []string{id(w.locs[0].ID), id(w.locs[1].ID)}) ||
		j.ApplicationForm.Photo != "HIDDEN" || j.ApplicationForm.Phone != "REQUIRED" || j.ApplicationForm.Experience != "HIDDEN" {
		t.Fatalf("created: %+v", j)
	}
	if len(j.Translations) != 2 || j.Translations[0].Language != "NL" || j.Translations[0].Slug != "ontwikkelaar" ||
		j.Translations[0].Description != "<p>Over</p>" || j.Translations[0].Summary != "Kort" ||
		j.Translations[1].Language != "FR" || j.Translations[1].Slug != "developpeur-se" || j.Translations[1].Offer != "" {
		t.Fatalf("translations: %+v", j.Translations)
	}
	// A draft is not on the content API; published it is, in its languages.
	w.a.wantCode(t, "NOT_FOUND", `query($id: ID!) { job(id: $id) { id } }`, bearer(w.acme.Key), vars("id", j.ID))

	const update = `mutation($c: ID!, $id: ID!, $in: JobInput!) { updateJob(companyId: $c, id: $id, input: $in) { ` + jobFields + ` } }`
	in["status"], in["salary"], in["hoursPerWeek"], in["applicationForm"], in["closesAt"] = "PUBLISHED", nil, nil, nil, nil
	var upd struct{ UpdateJob adminJob }
	w.a.data(t, update, &upd, editor, vars("c", acme, "id", j.ID, "in", in))
	u := upd.UpdateJob
	if u.ID != j.ID || u.Status != "PUBLISHED" || u.PublishedAt == nil || u.Salary != nil || u.HoursPerWeek != nil || u.ClosesAt != nil ||
		u.ApplicationForm.CurriculumVitae != "REQUIRED" || u.ApplicationForm.Photo != "OPTIONAL" {
		t.Fatalf("updated: %+v", u)
	}
	var pub struct {
		Job struct{ Title, Language string }
	}
	w.a.data(t, `query($id: ID!) { job(id: $id, language: [FR]) { title language } }`, &pub, bearer(w.acme.Key), vars("id", j.ID))
	if pub.Job.Title != "Développeur·se" || pub.Job.Language != "FR" {
		t.Fatalf("published: %+v", pub)
	}

	// Every invalid field at once, unknown ids included, by its GraphQL
	// path: a language's texts by their place in input.translations, the
	// missing default language's texts on the list.
	e := w.a.wantCode(t, "VALIDATION_FAILED", create, editor, vars("c", acme, "in", map[string]any{
		"defaultLanguage": "EN", "translations": []map[string]any{{"language": "FR", "title": "Titre"}, {"language": "NL", "title": ""}},
		"salary":      map[string]any{"min": 5, "max": 1, "currency": "euro", "period": "YEAR"},
		"categoryIds": []string{id(999999)}, "locationIds": []string{id(w.locs[0].ID), "not-an-id"},
	}))
	want := []string{"input.categoryIds", "input.employmentTypes", "input.locationIds", "input.salary", "input.salary.currency",
		"input.translations", "input.translations.1.title", "input.workplaceType"}
	if got := fieldNames(e); !sameSet(got, want) {
		t.Fatalf("fields %v, want %v", got, want)
	}
	if len(w.a.allErrors(t, create, editor, vars("c", acme, "in", map[string]any{}))) != 1 {
		t.Fatal("more than one error")
	}
	e = w.a.wantCode(t, "VALIDATION_FAILED", create, editor, vars("c", acme, "in", map[string]any{
		"defaultLanguage": "EN", "translations": []map[string]any{{"language": "EN", "title": "T"}},
		"employmentTypes": []string{"FULLTIME"}, "workplaceType": "REMOTE", "categoryIds": []string{id(999999)},
	}))
	if !slices.Equal(fieldNames(e), []string{"input.categoryIds"}) {
		t.Fatalf("unknown category: %v", fieldNames(e))
	}

	const del = `mutation($c: ID!, $id: ID!) { deleteJob(companyId: $c, id: $id) }`
	refusals(t, w, contributor, del, "c", acme, "id", j.ID)
	refusals(t, w, contributor, create, "c", acme, "in", in)
	refusals(t, w, contributor, update, "c", acme, "id", j.ID, "in", in)
	w.apply(t, w.acme.Company.ID, w.jobs["engineer"].ID, "Ann")
	w.a.wantCode(t, "CONFLICT", del, editor, vars("c", acme, "id", id(w.jobs["engineer"].ID)))
	var deleted struct{ DeleteJob string }
	w.a.data(t, del, &deleted, editor, vars("c", acme, "id", j.ID))
	if deleted.DeleteJob != j.ID {
		t.Fatalf("deleted %+v", deleted)
	}
	w.a.wantCode(t, "NOT_FOUND", del, editor, vars("c", acme, "id", j.ID))
}

func TestJobCategories(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	editor, contributor := adminCallers(t, w)
	acme := id(w.acme.Company.ID)
	const create = `mutation($c: ID!, $in: JobCategoryInput!) { createJobCategory(companyId: $c, input: $in) { id nl: name(language: NL) en: name(language: EN) } }`
	var got struct{ CreateJobCategory struct{ ID, NL, EN string } }
	w.a.data(t, create, &got, editor, vars("c", acme, "in", map[string]any{"name": []map[string]any{{"language": "NL", "text": "Zorg"}, {"language": "EN", "text": " Care "}}}))
	if got.CreateJobCategory.NL != "Zorg" || got.CreateJobCategory.EN != "Care" {
		t.Fatalf("created %+v", got)
	}
	e := w.a.wantCode(t, "VALIDATION_FAILED", create, editor, vars("c", acme, "in", map[string]any{"name": []map[string]any{}}))
	if !slices.Equal(fieldNames(e), []string{"input.name"}) {
		t.Fatalf("fields %v", fieldNames(e))
	}
	e = w.a.wantCode(t, "VALIDATION_FAILED", create, editor, vars("c", acme, "in", map[string]any{"name": []map[string]any{
		{"language": "NL", "text": "Zorg"}, {"language": "FR", "text": strings.Repeat("x", 256)}}}))
	if !slices.Equal(fieldNames(e), []string{"input.name.1"}) {
		t.Fatalf("fields %v", fieldNames(e))
	}
	refusals(t, w, contributor, create, "c", acme, "in", map[string]any{"name": []map[string]any{{"language": "EN", "text": "X"}}})

	var list struct{ JobCategories []struct{ ID, Name string } }
	w.a.wantCode(t, "FORBIDDEN", `query($c: ID) { jobCategories(companyId: $c) { id } }`, contributor, vars("c", acme))
	w.a.data(t, `query($c: ID) { jobCategories(companyId: $c) { id name(language: EN) } }`, &list, editor, vars("c", acme))
	if len(list.JobCategories) != 3 || list.JobCategories[2].ID != got.CreateJobCategory.ID || list.JobCategories[0].Name != "Engineering" {
		t.Fatalf("list %+v", list)
	}
	w.a.data(t, `{ jobCategories { id } }`, &list, bearer(w.acme.Key))
	if len(list.JobCategories) != 3 {
		t.Fatalf("API key list %+v", list)
	}
}

func TestDeleteApplicationAndDates(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	editor, contributor := adminCallers(t, w)
	acme := id(w.acme.Company.ID)
	first := w.apply(t, w.acme.Company.ID, w.jobs["engineer"].ID, "Ann")
	w.s.Clock.Advance(48 * time.Hour)
	second := w.apply(t, w.acme.Company.ID, w.jobs["engineer"].ID, "Bob")

	const within = `query($c: ID, $from: DateTime, $before: DateTime) { applications(companyId: $c, createdFrom: $from, createdBefore: $before) { totalCount nodes { id } } }`
	var page struct {
		Applications struct {
			TotalCount int
			Nodes      []struct{ ID string }
		}
	}
	mid := w.s.Clock.Now().Add(-24 * time.Hour).Format("2006-01-02T15:04:05Z07:00")
	w.a.wantCode(t, "FORBIDDEN", within, contributor, vars("c", acme))
	w.a.data(t, within, &page, editor, vars("c", acme, "from", mid))
	if page.Applications.TotalCount != 1 || page.Applications.Nodes[0].ID != id(second) {
		t.Fatalf("from: %+v", page)
	}
	w.a.data(t, within, &page, editor, vars("c", acme, "before", mid))
	if page.Applications.TotalCount != 1 || page.Applications.Nodes[0].ID != id(first) {
		t.Fatalf("before: %+v", page)
	}
	e := w.a.wantCode(t, "VALIDATION_FAILED", within, editor, vars("c", acme, "from", mid, "before", mid))
	if !slices.Equal(fieldNames(e), []string{"created_before"}) {
		t.Fatalf("fields %v", fieldNames(e))
	}

	const del = `mutation($c: ID!, $id: ID!) { deleteApplication(companyId: $c, id: $id) }`
	refusals(t, w, contributor, del, "c", acme, "id", id(first))
	w.a.wantCode(t, "NOT_FOUND", del, editor, vars("c", id(w.other.Company.ID), "id", id(first)))
	var deleted struct{ DeleteApplication string }
	w.a.data(t, del, &deleted, editor, vars("c", acme, "id", id(first)))
	if deleted.DeleteApplication != id(first) {
		t.Fatalf("deleted %+v", deleted)
	}
	w.a.wantCode(t, "NOT_FOUND", del, editor, vars("c", acme, "id", id(first)))
	w.a.wantCode(t, "NOT_FOUND", `query($c: ID, $id: ID!) { application(companyId: $c, id: $id) { id } }`, editor, vars("c", acme, "id", id(first)))
	w.a.data(t, within, &page, editor, vars("c", acme))
	if page.Applications.TotalCount != 1 || page.Applications.Nodes[0].ID != id(second) {
		t.Fatalf("after delete: %+v", page)
	}
}
