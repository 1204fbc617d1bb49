package content_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
)

// jobsWorld is acme with two locations, two categories and jobs of every
// visibility, plus a job of another company.
type jobsWorld struct {
	s                                   *testkit.Server
	acme, other                         testkit.Tenant
	brussels, antwerp                   *careers.Location
	engineering, sales                  *careers.Category
	goDev, sales1, remote, draft        *careers.Job
	closed, expired, scheduled, foreign *careers.Job
}

func newJobsWorld(t *testing.T) *jobsWorld {
	t.Helper()
	s := newServer(t)
	w := &jobsWorld{s: s}
	m := careersOf(s)
	w.acme = testkit.NewTenant(t, s.Modules.Accounts, "acme")
	w.other = testkit.NewTenant(t, s.Modules.Accounts, "other")
	cid := w.acme.Company.ID
	if _, err := m.Companies.Update(testkit.System(), cid, careers.UpdateCompany{Name: "Acme",
		Access: &careers.CompanyAccess{Active: true, JobsiteURL: "https://careers.acme.example"}}); err != nil {
		t.Fatal(err)
	}
	w.brussels = careerstest.NewLocation(t, m, cid, "Brussels")
	w.antwerp = careerstest.NewLocation(t, m, cid, "Antwerp")
	w.engineering = careerstest.NewCategory(t, m, cid, "Engineering", "Techniek")
	w.sales = careerstest.NewCategory(t, m, cid, "Sales", "Verkoop")
	now := s.Clock.Now()

	in := careerstest.Job("Go Developer", now)
	in.Reference = "ENG-42"
	in.EmploymentTypes = []string{"parttime", "fulltime"}
	in.WorkplaceType = "hybrid"
	in.ExperienceLevel = "senior"
	in.Salary = &careers.Salary{Min: 4200, Max: 5600.5, Currency: "eur", Period: "month"}
	in.HoursPerWeek = &careers.Hours{Min: 32, Max: 40}
	in.CategoryIDs = []int64{w.engineering.ID}
	in.LocationIDs = []int64{w.brussels.ID, w.antwerp.ID}
	closes := now.Add(30 * 24 * time.Hour)
	in.ClosesAt = &closes
	form := careers.DefaultApplicationForm()
	form.Photo = careers.FieldHidden
	in.ApplicationForm = &form
	w.goDev = careerstest.NewJob(t, m, cid, in)

	s.Clock.Advance(time.Minute)
	in = careerstest.Job("Account Manager", s.Clock.Now())
	in.CategoryIDs = []int64{w.sales.ID}
	in.LocationIDs = []int64{w.antwerp.ID}
	in.Translations["en"] = careers.JobTextInput{Title: "Account Manager", Description: "<p>Sell <em>rockets</em> to Zürich</p>"}
	w.sales1 = careerstest.NewJob(t, m, cid, in)

	s.Clock.Advance(time.Minute)
	in = careerstest.Job("Remote Support Engineer", s.Clock.Now())
	in.EmploymentTypes = []string{"freelance"}
	in.WorkplaceType = "remote"
	in.DefaultLanguage = "nl"
	delete(in.Translations, "en")
	in.Translations["fr"] = careers.JobTextInput{Title: "Ingénieur support à distance"}
	in.Translations["nl"] = careers.JobTextInput{Title: "Afstandsondersteuning", Summary: "Ondersteuning op afstand"}
	in.CategoryIDs = []int64{w.engineering.ID, w.sales.ID}
	w.remote = careerstest.NewJob(t, m, cid, in)

	in = careerstest.Job("Draft job", now)
	in.Status = careers.JobDraft
	in.PublishedAt = nil
	w.draft = careerstest.NewJob(t, m, cid, in)
	in = careerstest.Job("Closed job", now)
	in.Status = careers.JobClosed
	w.closed = careerstest.NewJob(t, m, cid, in)
	in = careerstest.Job("Expired job", now)
	past := now.Add(-time.Minute)
	in.ClosesAt = &past
	w.expired = careerstest.NewJob(t, m, cid, in)
	in = careerstest.Job("Scheduled job", now)
	future := now.Add(48 * time.Hour)
	in.PublishedAt = &future
	w.scheduled = careerstest.NewJob(t, m, cid, in)
	w.foreign = careerstest.NewJob(t, m, w.other.Company.ID, careerstest.Job("Foreign job", now))
	return w
}

type jobsBody struct {
	Data []struct {
		ID         int64 `json:"id"`
		Attributes struct {
			Title    string `json:"title"`
			Language string `json:"language"`
		} `json:"attributes"`
	} `json:"data"`
	Links []struct{ Href, Rel, Method string } `json:"links"`
	Meta  struct {
		Total      int `json:"total"`
		Page       int `json:"page"`
		PerPage    int `json:"per_page"`
		TotalPages int `json:"total_pages"`
	} `json:"meta"`
}

func (b jobsBody) ids() string {
	var out []string
	for _, d := range b.Data {
		out = append(out, fmt.Sprint(d.ID))
	}
	return strings.Join(out, ",")
}

func TestJobShapes(t *testing.T) {
	w := newJobsWorld(t)
	r := get(t, w.s, "/content/v1/jobs", w.acme.Key)
	if r.StatusCode != 200 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	golden(t, "jobs", r.Body)
	r = get(t, w.s, fmt.Sprintf("/content/v1/jobs/%d", w.goDev.ID), w.acme.Key)
	if r.StatusCode != 200 || r.Header.Get("Content-Language") != "en" {
		t.Fatalf("%d %q %s", r.StatusCode, r.Header.Get("Content-Language"), r.Body)
	}
	golden(t, "job", r.Body)
	r = get(t, w.s, fmt.Sprintf("/content/v1/jobs/%d", w.goDev.ID), w.acme.Key, "Accept-Language", "nl-BE,nl;q=0.9,en;q=0.5")
	golden(t, "job_nl", r.Body)
}

func TestJobVisibility(t *testing.T) {
	w := newJobsWorld(t)
	var b jobsBody
	r := get(t, w.s, "/content/v1/jobs", w.acme.Key)
	r.JSON(t, &b)
	want := fmt.Sprintf("%d,%d,%d", w.remote.ID, w.sales1.ID, w.goDev.ID)
	if b.ids() != want || b.Meta.Total != 3 {
		t.Fatalf("visible jobs %s (total %d), want %s", b.ids(), b.Meta.Total, want)
	}
	tests := []struct {
		name string
		id   int64
		key  string
		want int
	}{
		{"published", w.goDev.ID, w.acme.Key, 200},
		{"draft", w.draft.ID, w.acme.Key, 404},
		{"closed status", w.closed.ID, w.acme.Key, 404},
		{"closes_at passed", w.expired.ID, w.acme.Key, 404},
		{"published_at in the future", w.scheduled.ID, w.acme.Key, 404},
		{"another company's job", w.foreign.ID, w.acme.Key, 404},
		{"own job of the other company", w.foreign.ID, w.other.Key, 200},
		{"unknown id", 99999, w.acme.Key, 404},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := get(t, w.s, fmt.Sprintf("/content/v1/jobs/%d", tt.id), tt.key)
			if tt.want == 404 {
				expectError(t, r, 404, "not_found")
				return
			}
			if r.StatusCode != tt.want {
				t.Fatalf("%d %s", r.StatusCode, r.Body)
			}
		})
	}
	// The scheduled job appears once its time comes; the Go job closes.
	w.s.Clock.Advance(31 * 24 * time.Hour)
	r = get(t, w.s, "/content/v1/jobs", w.acme.Key)
	b = jobsBody{}
	r.JSON(t, &b)
	want = fmt.Sprintf("%d,%d,%d", w.scheduled.ID, w.remote.ID, w.sales1.ID)
	if b.ids() != want {
		t.Fatalf("after a month: %s, want %s", b.ids(), want)
	}
}

func TestJobFiltersSortingPaging(t *testing.T) {
	w := newJobsWorld(t)
	id := func(js ...*careers.Job) string {
		var out []string
		for _, j := range js {
			out = append(out, fmt.Sprint(j.ID))
		}
		return strings.Join(out, ",")
	}
	past := w.s.Clock.Now().Add(-90 * time.Second).Format(time.RFC3339)
	tests := []struct {
		query string
		want  string
	}{
		{"", id(w.remote, w.sales1, w.goDev)},
		{"location=" + fmt.Sprint(w.antwerp.ID), id(w.sales1, w.goDev)},
		{"location=" + fmt.Sprint(w.brussels.ID), id(w.goDev)},
		{fmt.Sprintf("location=%d,%d", w.brussels.ID, w.antwerp.ID), id(w.sales1, w.goDev)},
		{"category=" + fmt.Sprint(w.sales.ID), id(w.remote, w.sales1)},
		{fmt.Sprintf("category=%d&location=%d", w.engineering.ID, w.antwerp.ID), id(w.goDev)},
		{fmt.Sprintf("category=%d&category=%d", w.engineering.ID, w.sales.ID), id(w.remote, w.sales1, w.goDev)},
		{"employment_type=fulltime", id(w.sales1, w.goDev)},
		{"employment_type=parttime,freelance", id(w.remote, w.goDev)},
		{"workplace_type=remote,hybrid", id(w.remote, w.goDev)},
		{"workplace_type=onsite&employment_type=fulltime", id(w.sales1)},
		{"search=developer", id(w.goDev)},
		{"search=ROCKETS", id(w.sales1)},
		{"search=zürich", id(w.sales1)},
		{"search=ingénieur", id(w.remote)},
		{"search=eng-42", id(w.goDev)},
		{"search=go%20developer", id(w.goDev)},
		{"search=100%25", ""},
		{"search=nothing-matches", ""},
		{"updated_since=" + past, id(w.remote, w.sales1)},
		{"sort=published_at", id(w.goDev, w.sales1, w.remote)},
		{"sort=-published_at", id(w.remote, w.sales1, w.goDev)},
		{"sort=title", id(w.sales1, w.remote, w.goDev)},
		{"sort=closes_at", id(w.goDev, w.sales1, w.remote)},
		{"per_page=2", id(w.remote, w.sales1)},
		{"per_page=2&page=2", id(w.goDev)},
		{"per_page=2&page=3", ""},
		{"unknown_parameter=1", id(w.remote, w.sales1, w.goDev)},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			r := get(t, w.s, "/content/v1/jobs?"+tt.query, w.acme.Key)
			if r.StatusCode != 200 {
				t.Fatalf("%d %s", r.StatusCode, r.Body)
			}
			var b jobsBody
			r.JSON(t, &b)
			if b.ids() != tt.want {
				t.Fatalf("got %s, want %s", b.ids(), tt.want)
			}
		})
	}
	// sort=title uses the title in the preferred language.
	r := get(t, w.s, "/content/v1/jobs?sort=title", w.acme.Key, "Accept-Language", "nl")
	var b jobsBody
	r.JSON(t, &b)
	if b.ids() != id(w.remote, w.sales1, w.goDev) { // Afstands…, NL: Account…, NL: Go…
		t.Fatalf("sort=title in Dutch: %s", b.ids())
	}
}

func TestJobPagingLinks(t *testing.T) {
	w := newJobsWorld(t)
	r := get(t, w.s, "/content/v1/jobs?per_page=1&page=2&workplace_type=hybrid,onsite,remote", w.acme.Key)
	golden(t, "jobs_page2", r.Body)
	var b jobsBody
	r.JSON(t, &b)
	var rels []string
	for _, l := range b.Links {
		rels = append(rels, l.Rel)
	}
	if strings.Join(rels, ",") != "self,first,prev,next,last" || b.Meta.TotalPages != 3 || b.Meta.Page != 2 {
		t.Fatalf("links %v meta %+v", rels, b.Meta)
	}
	r = get(t, w.s, "/content/v1/jobs?per_page=500", w.acme.Key)
	b = jobsBody{}
	r.JSON(t, &b)
	if r.StatusCode != 200 || b.Meta.PerPage != 100 || !strings.Contains(b.Links[0].Href, "per_page=100") {
		t.Fatalf("per_page cap: %d %+v %v", r.StatusCode, b.Meta, b.Links)
	}
	r = get(t, w.s, "/content/v1/jobs?search=nothing", w.acme.Key)
	b = jobsBody{}
	r.JSON(t, &b)
	if len(b.Links) != 1 || b.Links[0].Rel != "self" || b.Meta.TotalPages != 0 || string(mustJSON(t, r.Body, "data")) != "[]" {
		t.Fatalf("empty page: %s", r.Body)
	}
}

func mustJSON(t *testing.T, body []byte, key string) json.RawMessage {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatal(err)
	}
	return m[key]
}

func TestJobQueryErrors(t *testing.T) {
	w := newJobsWorld(t)
	tests := []struct {
		query   string
		sources []string
	}{
		{"page=0", []string{"page"}},
		{"page=-1", []string{"page"}},
		{"page=abc", []string{"page"}},
		{"per_page=0", []string{"per_page"}},
		{"per_page=1.5", []string{"per_page"}},
		{"sort=salary", []string{"sort"}},
		{"sort=-title", []string{"sort"}},
		{"updated_since=yesterday", []string{"updated_since"}},
		{"updated_since=2026-13-01", []string{"updated_since"}},
		{"location=abc", []string{"location"}},
		{"category=1,x", []string{"category"}},
		{"employment_type=slave", []string{"employment_type"}},
		{"workplace_type=moon", []string{"workplace_type"}},
		{"page=0&sort=x&location=y", []string{"page", "location"}},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			r := get(t, w.s, "/content/v1/jobs?"+tt.query, w.acme.Key)
			expectError(t, r, 400, "bad_request", tt.sources...)
		})
	}
	r := get(t, w.s, "/content/v1/jobs?page=0&updated_since=x", w.acme.Key)
	golden(t, "error_400_query", r.Body)
}

func TestJobLanguages(t *testing.T) {
	w := newJobsWorld(t)
	path := fmt.Sprintf("/content/v1/jobs/%d", w.remote.ID) // nl (default) and fr
	tests := []struct {
		accept, lang, title string
	}{
		{"", "nl", "Afstandsondersteuning"},
		{"fr", "fr", "Ingénieur support à distance"},
		{"fr-BE, nl;q=0.8", "fr", "Ingénieur support à distance"},
		{"en", "nl", "Afstandsondersteuning"},
		{"en, fr;q=0.3, nl;q=0.5", "nl", "Afstandsondersteuning"},
		{"de, *", "nl", "Afstandsondersteuning"},
		{"fr;q=0", "nl", "Afstandsondersteuning"},
		{"garbage;;;", "nl", "Afstandsondersteuning"},
	}
	for _, tt := range tests {
		t.Run(tt.accept, func(t *testing.T) {
			r := get(t, w.s, path, w.acme.Key, "Accept-Language", tt.accept)
			var b struct {
				Attributes struct {
					Title, Language string
					Categories      []struct{ Name string }
				}
			}
			r.JSON(t, &b)
			if r.StatusCode != 200 || b.Attributes.Language != tt.lang || b.Attributes.Title != tt.title ||
				r.Header.Get("Content-Language") != tt.lang || !strings.Contains(r.Header.Get("Vary"), "Accept-Language") {
				t.Fatalf("%d lang %q title %q Content-Language %q Vary %q", r.StatusCode, b.Attributes.Language,
					b.Attributes.Title, r.Header.Get("Content-Language"), r.Header.Get("Vary"))
			}
		})
	}
	// A list in mixed languages says so.
	r := get(t, w.s, "/content/v1/jobs", w.acme.Key, "Accept-Language", "en")
	if got := r.Header.Get("Content-Language"); got != "nl, en" {
		t.Fatalf("list Content-Language %q", got)
	}
	// Category names follow the language.
	r = get(t, w.s, fmt.Sprintf("/content/v1/jobs/%d", w.goDev.ID), w.acme.Key, "Accept-Language", "nl")
	if !strings.Contains(string(r.Body), `"name":"Techniek"`) {
		t.Fatalf("category not in Dutch: %s", r.Body)
	}
}

func TestJobETag(t *testing.T) {
	w := newJobsWorld(t)
	for _, path := range []string{"/content/v1/jobs", fmt.Sprintf("/content/v1/jobs/%d", w.goDev.ID)} {
		t.Run(path, func(t *testing.T) {
			r := get(t, w.s, path, w.acme.Key)
			etag := r.Header.Get("ETag")
			if r.StatusCode != 200 || !strings.HasPrefix(etag, `W/"`) {
				t.Fatalf("%d ETag %q", r.StatusCode, etag)
			}
			r = get(t, w.s, path, w.acme.Key, "If-None-Match", etag)
			if r.StatusCode != 304 || len(r.Body) != 0 || r.Header.Get("ETag") != etag {
				t.Fatalf("If-None-Match: %d %q %s", r.StatusCode, r.Header.Get("ETag"), r.Body)
			}
			r = get(t, w.s, path, w.acme.Key, "If-None-Match", `"other", `+strings.TrimPrefix(etag, "W/"))
			if r.StatusCode != 304 {
				t.Fatalf("list with strong form: %d", r.StatusCode)
			}
			r = get(t, w.s, path, w.acme.Key, "If-None-Match", `W/"stale"`)
			if r.StatusCode != 200 {
				t.Fatalf("stale tag: %d", r.StatusCode)
			}
			r = get(t, w.s, path, w.acme.Key, "Accept-Language", "nl", "If-None-Match", etag)
			if r.StatusCode != 200 || r.Header.Get("ETag") == etag {
				t.Fatalf("another language kept the ETag: %d", r.StatusCode)
			}
			w.s.Clock.Advance(time.Second)
			in := careerstest.Job("Go Developer (updated)", w.s.Clock.Now())
			in.LocationIDs = []int64{w.brussels.ID}
			if _, err := careersOf(w.s).Jobs.Update(testkit.System(), w.acme.Company.ID, w.goDev.ID, in); err != nil {
				t.Fatal(err)
			}
			r = get(t, w.s, path, w.acme.Key, "If-None-Match", etag)
			if r.StatusCode != 200 || r.Header.Get("ETag") == etag {
				t.Fatalf("after an update: %d %q", r.StatusCode, r.Header.Get("ETag"))
			}
		})
	}
}
