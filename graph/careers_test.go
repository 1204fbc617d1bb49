package graph_test

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/99designs/gqlgen/client"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
)

// careersWorld is a server with two companies: acme (locations,
// categories, published, draft, closed and future jobs) and other (one
// job), keys with various scopes and an admin user.
type careersWorld struct {
	s           *testkit.Server
	a           *api
	acme, other testkit.Tenant
	// readKey holds content:read only, calendarKey calendar:write only.
	readKey, calendarKey string
	admin                client.Option
	locs                 []*careers.Location
	cats                 []*careers.Category
	jobs                 map[string]*careers.Job
}

func newCareersWorld(t *testing.T) *careersWorld {
	t.Helper()
	s := testkit.NewServer(t)
	acc, m := s.Modules.Accounts, s.Modules.Careers
	w := &careersWorld{s: s, a: newAPI(s), jobs: map[string]*careers.Job{}}
	w.acme = testkit.NewTenant(t, acc, "acme")
	w.other = testkit.NewTenant(t, acc, "other")
	w.readKey = testkit.NewTenant(t, acc, "reader", modules.ScopeContentRead).Key
	w.calendarKey = testkit.NewTenant(t, acc, "calendar", modules.ScopeCalendarWrite).Key
	_, pass := testkit.NewUser(t, acc, "admin@example.com", modules.RoleAdmin)
	w.admin = client.BasicAuth("admin@example.com", pass)

	cid := w.acme.Company.ID
	w.locs = []*careers.Location{careerstest.NewLocation(t, m, cid, "Brussels"), careerstest.NewLocation(t, m, cid, "Antwerp")}
	w.cats = []*careers.Category{careerstest.NewCategory(t, m, cid, "Engineering", "Techniek"), careerstest.NewCategory(t, m, cid, "Sales", "Verkoop")}
	now := s.Clock.Now()
	job := func(name, title string, at time.Time, change func(*careers.JobInput)) {
		in := careerstest.Job(title, at)
		if change != nil {
			change(&in)
		}
		w.jobs[name] = careerstest.NewJob(t, m, cid, in)
	}
	job("engineer", "Engineer", now.Add(-48*time.Hour), func(in *careers.JobInput) {
		in.LocationIDs = []int64{w.locs[0].ID, w.locs[1].ID}
		in.CategoryIDs = []int64{w.cats[0].ID}
		in.EmploymentTypes = []string{"fulltime", "parttime"}
		in.WorkplaceType = "hybrid"
		in.ExperienceLevel = "senior"
		in.Salary = &careers.Salary{Min: 3000, Max: 4000, Currency: "EUR", Period: "month"}
	})
	job("accountant", "Accountant", now.Add(-24*time.Hour), func(in *careers.JobInput) {
		in.LocationIDs = []int64{w.locs[1].ID}
		in.CategoryIDs = []int64{w.cats[1].ID}
		in.Translations = map[string]careers.JobTextInput{"en": {Title: "Accountant"}, "nl": {Title: "Boekhouder"}}
	})
	job("designer", "Designer", now, func(in *careers.JobInput) { // English only
		in.Translations = map[string]careers.JobTextInput{"en": {Title: "Designer", Summary: "Pixels"}}
		f := careers.DefaultApplicationForm()
		f.CurriculumVitae, f.Photo = careers.FieldOptional, careers.FieldHidden
		in.ApplicationForm = &f
	})
	job("draft", "Draft", now, func(in *careers.JobInput) { in.Status = careers.JobDraft })
	job("closed", "Closed", now, func(in *careers.JobInput) {
		closed := now.Add(-time.Minute)
		in.ClosesAt = &closed
	})
	job("future", "Future", now.Add(48*time.Hour), nil)
	w.jobs["foreign"] = careerstest.NewJob(t, m, w.other.Company.ID, careerstest.Job("Foreign", now))
	return w
}

// queue uploads a file for company cid through the service.
func (w *careersWorld) queue(t *testing.T, cid int64, kind careers.Kind, body []byte) int64 {
	t.Helper()
	f, err := w.s.Modules.Careers.Files.Upload(testkit.System(), cid, careers.Upload{Kind: kind, Name: "file", Body: bytes.NewReader(body)})
	if err != nil {
		t.Fatal(err)
	}
	return f.ID
}

func id(n int64) string { return fmt.Sprint(n) }

type jobNode struct {
	ID        string `json:"id"`
	Title     string `json:"title"`
	Language  string `json:"language"`
	Status    string `json:"status"`
	Locations []struct {
		ID   string `json:"id"`
		City string `json:"city"`
	} `json:"locations"`
}

type jobsData struct {
	Jobs struct {
		Nodes       []jobNode `json:"nodes"`
		TotalCount  int       `json:"totalCount"`
		TotalPages  int       `json:"totalPages"`
		HasNextPage bool      `json:"hasNextPage"`
		Page        int       `json:"page"`
		PerPage     int       `json:"perPage"`
	} `json:"jobs"`
}

func (d jobsData) ids() []string {
	var out []string
	for _, n := range d.Jobs.Nodes {
		out = append(out, n.ID)
	}
	return out
}

const jobsQuery = `query($filter: JobFilter, $sort: JobSort, $page: Int, $perPage: Int, $language: [CareersLanguage!], $companyId: ID) {
  jobs(filter: $filter, sort: $sort, page: $page, perPage: $perPage, language: $language, companyId: $companyId) {
    nodes { id title language status locations { id city } }
    totalCount totalPages hasNextPage page perPage
  }
}`

func TestCareersCompanyAndLocations(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	m := w.s.Modules.Careers
	if _, err := m.Companies.Update(testkit.System(), w.acme.Company.ID, careers.UpdateCompany{
		Name: "Acme", Access: &careers.CompanyAccess{Active: true, Website: "https://acme.example"}, Description: map[string]string{"nl": "<p>Hallo</p>", "en": "<p>Hello</p>"},
		Social: w.acme.Company.Social,
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Companies.SetLogo(testkit.System(), w.acme.Company.ID, careers.Upload{Name: "logo.png", Body: bytes.NewReader(careerstest.PNG(4, 4))}); err != nil {
		t.Fatal(err)
	}
	const q = `query($companyId: ID) { company(companyId: $companyId) { id name subdomain website logoOriginalName logoUrl
	  social { linkedin } nl: description(language: NL) fr: description(language: FR) descriptionLanguages } }`
	var got struct {
		Company struct {
			ID, Name, Subdomain, Website, NL, FR string
			LogoOriginalName, LogoURL            *string
			DescriptionLanguages                 []string
		} `json:"company"`
	}
	w.a.data(t, q, &got, bearer(w.acme.Key))
	c := got.Company
	if c.ID != id(w.acme.Company.ID) || c.Name != "Acme" || c.NL != "<p>Hallo</p>" || c.FR != "" ||
		!slices.Equal(c.DescriptionLanguages, []string{"NL", "EN"}) || c.LogoURL == nil || *c.LogoOriginalName != "logo.png" {
		t.Fatalf("company: %+v", c)
	}
	// Admin users name the company; its logo is signed there too.
	w.a.data(t, q, &got, w.admin, vars("companyId", id(w.acme.Company.ID)))
	if got.Company.Name != "Acme" || got.Company.LogoURL == nil {
		t.Fatalf("admin: %+v", got.Company)
	}
	var list struct {
		Companies []struct {
			Subdomain string  `json:"subdomain"`
			LogoURL   *string `json:"logoUrl"`
		} `json:"companies"`
	}
	w.a.data(t, `{ companies { subdomain logoUrl } }`, &list, w.admin)
	for _, c := range list.Companies {
		if (c.Subdomain == "acme") != (c.LogoURL != nil) {
			t.Fatalf("companies: %+v", list.Companies)
		}
	}

	for _, tc := range []struct {
		name, code string
		opts       []client.Option
	}{
		{"anonymous", "UNAUTHENTICATED", nil},
		{"key without content:read", "FORBIDDEN", []client.Option{bearer(w.calendarKey)}},
		{"another company's id", "NOT_FOUND", []client.Option{bearer(w.acme.Key), vars("companyId", id(w.other.Company.ID))}},
		{"malformed id", "NOT_FOUND", []client.Option{bearer(w.acme.Key), vars("companyId", "x")}},
		{"admin without companyId", "VALIDATION_FAILED", []client.Option{w.admin}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w.a.wantCode(t, tc.code, q, tc.opts...)
			w.a.wantCode(t, tc.code, `query($companyId: ID) { locations(companyId: $companyId) { id } }`, tc.opts...)
		})
	}

	var locs struct {
		Locations []struct {
			ID, City, Country string
			Lat, Lng          float64
		} `json:"locations"`
	}
	w.a.data(t, `{ locations { id city country lat lng } }`, &locs, bearer(w.readKey))
	if len(locs.Locations) != 0 {
		t.Fatalf("reader company has no locations: %+v", locs)
	}
	w.a.data(t, `{ locations { id city country lat lng } }`, &locs, bearer(w.acme.Key))
	if len(locs.Locations) != 2 || locs.Locations[0].City != "Brussels" || locs.Locations[1].ID != id(w.locs[1].ID) {
		t.Fatalf("locations: %+v", locs)
	}
}

func TestCareersJobs(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	key := bearer(w.acme.Key)
	ids := func(names ...string) []string {
		var out []string
		for _, n := range names {
			out = append(out, id(w.jobs[n].ID))
		}
		return out
	}
	tests := []struct {
		name    string
		opts    []client.Option
		want    []string
		titles  []string
		total   int
		hasNext bool
	}{
		{"newest first, visible only", []client.Option{key}, ids("designer", "accountant", "engineer"), nil, 3, false},
		{"oldest first", []client.Option{key, vars("sort", "PUBLISHED_AT")}, ids("engineer", "accountant", "designer"), nil, 3, false},
		{"by Dutch title", []client.Option{key, vars("sort", "TITLE", "language", []string{"NL"})},
			ids("accountant", "designer", "engineer"), []string{"Boekhouder", "Designer", "NL: Engineer"}, 3, false},
		{"location", []client.Option{key, vars("filter", map[string]any{"locationIds": []string{id(w.locs[1].ID)}})}, ids("accountant", "engineer"), nil, 2, false},
		{"location and category", []client.Option{key, vars("filter", map[string]any{
			"locationIds": []string{id(w.locs[1].ID)}, "categoryIds": []string{id(w.cats[0].ID)}})}, ids("engineer"), nil, 1, false},
		{"employment types", []client.Option{key, vars("filter", map[string]any{"employmentTypes": []string{"PARTTIME", "VOLUNTEER"}})}, ids("engineer"), nil, 1, false},
		{"workplace", []client.Option{key, vars("filter", map[string]any{"workplaceTypes": []string{"HYBRID"}})}, ids("engineer"), nil, 1, false},
		{"search", []client.Option{key, vars("filter", map[string]any{"search": "pixels"})}, ids("designer"), nil, 1, false},
		{"updated since", []client.Option{key, vars("filter", map[string]any{"updatedSince": "2030-01-01T00:00:00Z"})}, nil, nil, 0, false},
		{"paged", []client.Option{key, vars("perPage", 2, "page", 1)}, ids("designer", "accountant"), nil, 3, true},
		{"last page", []client.Option{key, vars("perPage", 2, "page", 2)}, ids("engineer"), nil, 3, false},
		{"admin: drafts", []client.Option{w.admin, vars("companyId", id(w.acme.Company.ID), "filter", map[string]any{"statuses": []string{"DRAFT"}})}, ids("draft"), nil, 1, false},
		{"other company", []client.Option{bearer(w.other.Key)}, ids("foreign"), nil, 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got jobsData
			w.a.data(t, jobsQuery, &got, tt.opts...)
			if !slices.Equal(got.ids(), tt.want) || got.Jobs.TotalCount != tt.total || got.Jobs.HasNextPage != tt.hasNext {
				t.Fatalf("got %v total %d next %v; want %v total %d next %v", got.ids(), got.Jobs.TotalCount, got.Jobs.HasNextPage, tt.want, tt.total, tt.hasNext)
			}
			for i, title := range tt.titles {
				if got.Jobs.Nodes[i].Title != title {
					t.Fatalf("title %d: %q, want %q", i, got.Jobs.Nodes[i].Title, title)
				}
			}
		})
	}

	for _, tc := range []struct {
		name, code, field string
		opts              []client.Option
	}{
		{"anonymous", "UNAUTHENTICATED", "", nil},
		{"key without content:read", "FORBIDDEN", "", []client.Option{bearer(w.calendarKey)}},
		{"key asking for drafts", "FORBIDDEN", "", []client.Option{key, vars("filter", map[string]any{"statuses": []string{"DRAFT"}})}},
		{"page 0", "BAD_REQUEST", "page", []client.Option{key, vars("page", 0)}},
		{"perPage 0", "BAD_REQUEST", "per_page", []client.Option{key, vars("perPage", 0)}},
		{"malformed location", "BAD_REQUEST", "location", []client.Option{key, vars("filter", map[string]any{"locationIds": []string{"x"}})}},
		{"search too long", "BAD_REQUEST", "search", []client.Option{key, vars("filter", map[string]any{"search": string(bytes.Repeat([]byte("a"), 201))})}},
		{"another company's id", "NOT_FOUND", "", []client.Option{key, vars("companyId", id(w.other.Company.ID))}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := w.a.wantCode(t, tc.code, jobsQuery, tc.opts...)
			if tc.field != "" && !slices.Contains(fieldNames(e), tc.field) {
				t.Fatalf("fields %v, want %s", fieldNames(e), tc.field)
			}
		})
	}
}

func TestCareersJob(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	const q = `query($id: ID!, $language: [CareersLanguage!]) { job(id: $id, language: $language) {
	  id status language languages defaultLanguage title slug summary description profile offer
	  enTitle: title(language: EN) frTitle: title(language: FR) reference employmentTypes workplaceType experienceLevel
	  salary { min max currency period } hoursPerWeek { min max } categories { id name nameEn: name(language: EN) }
	  locations { id city } publishedAt closesAt createdAt updatedAt imageUrl jobsiteUrl
	  applicationForm { photo phone motivation curriculumVitae education experience } } }`
	var got struct {
		Job struct {
			ID, Status, Language, DefaultLanguage, Title, Slug, EnTitle, FrTitle, WorkplaceType string
			Languages, EmploymentTypes                                                          []string
			Summary, ExperienceLevel, JobsiteURL, ImageURL, ClosesAt                            *string
			Salary                                                                              struct {
				Min, Max         float64
				Currency, Period string
			}
			Categories  []struct{ ID, Name, NameEn string }
			Locations   []struct{ ID, City string }
			PublishedAt string
			Form        map[string]string `json:"applicationForm"`
		} `json:"job"`
	}
	w.a.data(t, q, &got, bearer(w.acme.Key), vars("id", id(w.jobs["engineer"].ID), "language", []string{"NL", "EN"}))
	j := got.Job
	if j.Title != "NL: Engineer" || j.Language != "NL" || j.EnTitle != "Engineer" || j.FrTitle != "Engineer" ||
		!slices.Equal(j.Languages, []string{"NL", "EN"}) || j.DefaultLanguage != "EN" || j.Status != "PUBLISHED" ||
		!slices.Equal(j.EmploymentTypes, []string{"FULLTIME", "PARTTIME"}) || j.WorkplaceType != "HYBRID" ||
		*j.ExperienceLevel != "SENIOR" || j.Salary.Period != "MONTH" || j.Salary.Max != 4000 ||
		len(j.Categories) != 1 || j.Categories[0].Name != "Techniek" || j.Categories[0].NameEn != "Engineering" ||
		len(j.Locations) != 2 || j.Locations[0].City != "Brussels" || j.Locations[1].City != "Antwerp" ||
		j.JobsiteURL != nil || j.Form["curriculumVitae"] != "REQUIRED" || j.PublishedAt != "2026-11-19T08:00:00Z" {
		t.Fatalf("job: %+v", j)
	}
	// Without preferences: the default language.
	w.a.data(t, q, &got, bearer(w.acme.Key), vars("id", id(w.jobs["designer"].ID), "language", []string{"FR", "NL"}))
	if got.Job.Title != "Designer" || got.Job.Language != "EN" || got.Job.Form["photo"] != "HIDDEN" {
		t.Fatalf("designer: %+v", got.Job)
	}
	// A jobsite URL makes the jobsite link, in the served language.
	m := w.s.Modules.Careers
	if _, err := m.Companies.Update(testkit.System(), w.acme.Company.ID, careers.UpdateCompany{Name: "Acme",
		Access: &careers.CompanyAccess{Active: true, JobsiteURL: "https://jobs.acme.example"}}); err != nil {
		t.Fatal(err)
	}
	w.a.data(t, q, &got, bearer(w.acme.Key), vars("id", id(w.jobs["engineer"].ID), "language", []string{"NL"}))
	if want := "https://jobs.acme.example/jobs/" + id(w.jobs["engineer"].ID) + "-nl-engineer"; got.Job.JobsiteURL == nil || *got.Job.JobsiteURL != want {
		t.Fatalf("jobsite %v, want %s", got.Job.JobsiteURL, want)
	}

	for _, tc := range []struct {
		name, job, code string
		opts            []client.Option
	}{
		{"draft", "draft", "NOT_FOUND", []client.Option{bearer(w.acme.Key)}},
		{"closed", "closed", "NOT_FOUND", []client.Option{bearer(w.acme.Key)}},
		{"future", "future", "NOT_FOUND", []client.Option{bearer(w.acme.Key)}},
		{"another company's", "foreign", "NOT_FOUND", []client.Option{bearer(w.acme.Key)}},
		{"anonymous", "engineer", "UNAUTHENTICATED", nil},
		{"key without content:read", "engineer", "FORBIDDEN", []client.Option{bearer(w.calendarKey)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w.a.wantCode(t, tc.code, q, append(tc.opts, vars("id", id(w.jobs[tc.job].ID)))...)
		})
	}
	w.a.wantCode(t, "NOT_FOUND", q, bearer(w.acme.Key), vars("id", "abc"))
	// Admin users see drafts of the company they name.
	var draft struct{ Job struct{ Status string } }
	w.a.data(t, `query($id: ID!, $c: ID) { job(id: $id, companyId: $c) { status } }`, &draft, w.admin,
		vars("id", id(w.jobs["draft"].ID), "c", id(w.acme.Company.ID)))
	if draft.Job.Status != "DRAFT" {
		t.Fatalf("draft: %+v", draft)
	}
}

const applyMutation = `mutation($input: ApplicationInput!, $key: String, $companyId: ID) {
  createApplication(input: $input, idempotencyKey: $key, companyId: $companyId) {
    id firstName lastName email referrer createdAt updatedAt replayed } }`

func TestCareersCreateApplication(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	cid := w.acme.Company.ID
	cv := w.queue(t, cid, careers.KindDocument, careerstest.PDF("cv"))
	photo := w.queue(t, cid, careers.KindImage, careerstest.PNG(2, 2))
	input := map[string]any{
		"jobId": id(w.jobs["engineer"].ID), "firstName": "Jane", "lastName": "Doe", "email": "jane@example.com",
		"curriculumVitae": id(cv), "photo": id(photo), "phone": "+32 470 12 34 56", "motivation": "Rockets.",
		"education":  []map[string]any{{"title": "MSc", "institution": "KU Leuven", "dateFrom": "2015"}},
		"experience": []map[string]any{{"company": "Initech", "jobTitle": "Developer"}},
		"disclaimer": true, "referrer": "https://jobs.acme.example/1",
	}
	type receipt struct {
		ID, FirstName, LastName, Email, Referrer string
		Replayed                                 bool
	}
	var got struct{ CreateApplication receipt }
	w.a.data(t, applyMutation, &got, bearer(w.acme.Key), vars("input", input, "key", "jane-1"))
	first := got.CreateApplication
	if first.ID == "" || first.FirstName != "Jane" || first.Replayed || first.Referrer != "https://jobs.acme.example/1" {
		t.Fatalf("created: %+v", first)
	}
	// The service stored everything (read back as an admin would).
	app, err := w.s.Modules.Careers.Applications.Get(testkit.System(), cid, mustInt(t, first.ID))
	if err != nil || app.CurriculumVitae == nil || app.CurriculumVitae.ID != cv || app.Photo == nil ||
		len(app.Education) != 1 || app.Education[0].Institution != "KU Leuven" || app.Experience[0].JobTitle != "Developer" {
		t.Fatalf("stored: %+v, %v", app, err)
	}
	// A retry with the same key replays; with another input it conflicts.
	w.a.data(t, applyMutation, &got, bearer(w.acme.Key), vars("input", input, "key", "jane-1"))
	if got.CreateApplication.ID != first.ID || !got.CreateApplication.Replayed {
		t.Fatalf("replay: %+v", got.CreateApplication)
	}
	changed := clone(input)
	changed["firstName"] = "Janet"
	if e := w.a.wantCode(t, "CONFLICT", applyMutation, bearer(w.acme.Key), vars("input", changed, "key", "jane-1")); e.Extensions.Reason != "idempotency_key_reused" {
		t.Fatalf("reason %q", e.Extensions.Reason)
	}
	// The files are attached now: using them again is a conflict.
	if e := w.a.wantCode(t, "CONFLICT", applyMutation, bearer(w.acme.Key), vars("input", input)); !slices.Contains(fieldNames(e), "input.curriculumVitae") {
		t.Fatalf("fields %v", fieldNames(e))
	}

	fresh := func() map[string]any {
		in := clone(input)
		in["curriculumVitae"] = id(w.queue(t, cid, careers.KindDocument, careerstest.PDF("cv")))
		delete(in, "photo")
		return in
	}
	for _, tc := range []struct {
		name, code string
		input      func() map[string]any
		opts       []client.Option
		fields     []string
	}{
		{"nothing", "VALIDATION_FAILED", func() map[string]any { return map[string]any{} }, nil,
			[]string{"input.jobId", "input.firstName", "input.lastName", "input.email", "input.disclaimer"}},
		{"bad values", "VALIDATION_FAILED", func() map[string]any {
			in := fresh()
			in["email"], in["phone"], in["referrer"], in["honeypot"] = "nope", "abc", "ftp://x", "bot"
			in["education"] = []map[string]any{{"institution": "x"}}
			return in
		}, nil, []string{"input.email", "input.phone", "input.education.0.title", "input.referrer", "input.honeypot"}},
		{"form: CV required", "VALIDATION_FAILED", func() map[string]any {
			in := fresh()
			delete(in, "curriculumVitae")
			return in
		}, nil, []string{"input.curriculumVitae"}},
		{"form: photo hidden", "VALIDATION_FAILED", func() map[string]any {
			in := fresh()
			in["jobId"] = id(w.jobs["designer"].ID)
			in["photo"] = id(w.queue(t, cid, careers.KindImage, careerstest.PNG(2, 2)))
			return in
		}, nil, []string{"input.photo"}},
		{"wrong kind of file", "VALIDATION_FAILED", func() map[string]any {
			in := fresh()
			in["curriculumVitae"] = id(w.queue(t, cid, careers.KindImage, careerstest.PNG(2, 2)))
			return in
		}, nil, []string{"input.curriculumVitae"}},
		{"malformed file id", "VALIDATION_FAILED", func() map[string]any {
			in := fresh()
			in["curriculumVitae"] = "x"
			return in
		}, nil, []string{"input.curriculumVitae"}},
		{"draft job", "VALIDATION_FAILED", func() map[string]any {
			in := fresh()
			in["jobId"] = id(w.jobs["draft"].ID)
			return in
		}, nil, []string{"input.jobId"}},
		{"another company's job", "VALIDATION_FAILED", func() map[string]any {
			in := fresh()
			in["jobId"] = id(w.jobs["foreign"].ID)
			return in
		}, nil, []string{"input.jobId"}},
		{"another company's file", "VALIDATION_FAILED", func() map[string]any {
			in := fresh()
			in["curriculumVitae"] = id(w.queue(t, w.other.Company.ID, careers.KindDocument, careerstest.PDF("cv")))
			return in
		}, nil, []string{"input.curriculumVitae"}},
		// The input's own rules and the unknown references at once.
		{"bad e-mail, unknown photo and CV", "VALIDATION_FAILED", func() map[string]any {
			in := fresh()
			in["email"], in["photo"], in["curriculumVitae"] = "nope", id(999998), id(999999)
			return in
		}, nil, []string{"input.email", "input.photo", "input.curriculumVitae"}},
		{"bad e-mail, unknown job", "VALIDATION_FAILED", func() map[string]any {
			in := fresh()
			in["email"], in["jobId"] = "nope", id(999999)
			return in
		}, nil, []string{"input.email", "input.jobId"}},
		{"hidden photo, bad phone, foreign CV", "VALIDATION_FAILED", func() map[string]any {
			in := fresh()
			in["jobId"], in["phone"], in["photo"] = id(w.jobs["designer"].ID), "abc", id(999998)
			in["curriculumVitae"] = id(w.queue(t, w.other.Company.ID, careers.KindDocument, careerstest.PDF("cv")))
			return in
		}, nil, []string{"input.phone", "input.photo", "input.curriculumVitae"}},
		{"malformed idempotency key", "BAD_REQUEST", fresh, []client.Option{vars("key", "two words")}, nil},
		{"anonymous", "UNAUTHENTICATED", fresh, []client.Option{}, nil},
		{"key without content:write", "FORBIDDEN", fresh, []client.Option{bearer(w.readKey)}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := tc.opts
			if opts == nil {
				opts = []client.Option{bearer(w.acme.Key)}
			} else if tc.name == "malformed idempotency key" {
				opts = append(opts, bearer(w.acme.Key))
			}
			errs := w.a.allErrors(t, applyMutation, append(opts, vars("input", tc.input()))...)
			if len(errs) != 1 || errs[0].Extensions.Code != tc.code {
				t.Fatalf("errors %+v, want one %s", errs, tc.code)
			}
			if tc.fields != nil && !sameSet(fieldNames(errs[0]), tc.fields) {
				t.Fatalf("fields %v, want %v", fieldNames(errs[0]), tc.fields)
			}
		})
	}
}

func TestCareersAdminSessionNeedsCSRF(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	token, sess, err := w.s.Modules.Accounts.Sessions.Login(context.Background(), "admin@example.com", "password-123")
	if err != nil {
		t.Fatal(err)
	}
	cookie := client.AddHeader("Cookie", "corkboard_session="+token)
	var got struct{ Company struct{ Name string } }
	w.a.data(t, `query($c: ID) { company(companyId: $c) { name } }`, &got, cookie, client.AddHeader("X-CSRF-Token", sess.CSRFToken),
		vars("c", id(w.acme.Company.ID)))
	if got.Company.Name == "" {
		t.Fatal("no company")
	}
	if _, err := w.a.c.RawPost(`query($c: ID) { company(companyId: $c) { name } }`, cookie, vars("c", id(w.acme.Company.ID))); err == nil {
		t.Fatal("a session POST without the CSRF token was accepted")
	}
}

func clone(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func mustInt(t *testing.T, s string) int64 {
	t.Helper()
	var n int64
	if _, err := fmt.Sscan(s, &n); err != nil {
		t.Fatal(err)
	}
	return n
}
