package graph_test

import (
	"slices"
	"testing"

	"github.com/99designs/gqlgen/client"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
)

// apply stores an application for job of company cid through the service.
func (w *careersWorld) apply(t *testing.T, cid, job int64, name string) int64 {
	t.Helper()
	cv := w.queue(t, cid, careers.KindDocument, careerstest.PDF(name))
	app, err := w.s.Modules.Careers.Applications.Create(testkit.System(), careers.CreateApplication{CompanyID: cid, JobID: job,
		FirstName: name, LastName: "Doe", Email: "x@example.com", CurriculumVitae: &cv, Disclaimer: true,
		Education: []careers.EducationInput{{Title: "MSc"}}})
	if err != nil {
		t.Fatal(err)
	}
	return app.ID
}

const applicationsQuery = `query($c: ID, $job: ID) { applications(companyId: $c, jobId: $job) { totalCount
  nodes { id jobId firstName education { title } experience { company }
    curriculumVitae { nameOriginal mediaType kind status downloadUrl } photo { id } } } }`

func TestApplicationsAreForAdminUsers(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	acme := w.acme.Company.ID
	first := w.apply(t, acme, w.jobs["engineer"].ID, "Ann")
	w.apply(t, acme, w.jobs["accountant"].ID, "Bob")
	w.apply(t, w.other.Company.ID, w.jobs["foreign"].ID, "Eve")
	acc := w.s.Modules.Accounts
	_, pass := testkit.NewUser(t, acc, "editor@example.com", modules.RoleEditor)
	editor := client.BasicAuth("editor@example.com", pass)

	type apps struct {
		Applications struct {
			TotalCount int
			Nodes      []struct {
				ID, JobID, FirstName string
				Education            []struct{ Title string }
				CurriculumVitae      *struct {
					NameOriginal, MediaType, Kind, Status string
					DownloadURL                           *string
				}
				Photo *struct{ ID string }
			}
		}
	}
	for _, who := range []struct {
		name string
		opt  client.Option
	}{{"admin", w.admin}, {"editor", editor}} {
		t.Run(who.name, func(t *testing.T) {
			var got apps
			w.a.data(t, applicationsQuery, &got, who.opt, vars("c", id(acme)))
			n := got.Applications.Nodes
			if got.Applications.TotalCount != 2 || n[1].FirstName != "Ann" || n[1].CurriculumVitae == nil ||
				n[1].CurriculumVitae.Status != "ATTACHED" || n[1].CurriculumVitae.DownloadURL == nil || n[1].Photo != nil ||
				n[1].Education[0].Title != "MSc" {
				t.Fatalf("applications: %+v", got)
			}
			w.a.data(t, applicationsQuery, &got, who.opt, vars("c", id(acme), "job", id(w.jobs["accountant"].ID)))
			if got.Applications.TotalCount != 1 || got.Applications.Nodes[0].FirstName != "Bob" {
				t.Fatalf("by job: %+v", got)
			}
		})
	}
	var one struct {
		Application struct {
			FirstName       string
			CurriculumVitae struct{ DownloadURL *string }
		}
	}
	const oneQuery = `query($id: ID!, $c: ID) { application(id: $id, companyId: $c) { firstName curriculumVitae { downloadUrl } } }`
	w.a.data(t, oneQuery, &one, w.admin, vars("id", id(first), "c", id(acme)))
	if one.Application.FirstName != "Ann" || one.Application.CurriculumVitae.DownloadURL == nil {
		t.Fatalf("application: %+v", one)
	}

	for _, tc := range []struct {
		name, code string
		opts       []client.Option
	}{
		{"API key", "FORBIDDEN", []client.Option{bearer(w.acme.Key)}},
		{"anonymous", "UNAUTHENTICATED", nil},
		{"admin without companyId", "VALIDATION_FAILED", []client.Option{w.admin}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w.a.wantCode(t, tc.code, applicationsQuery, tc.opts...)
			w.a.wantCode(t, tc.code, oneQuery, append(tc.opts, vars("id", id(first)))...)
		})
	}
	// Another company's application is not found, even for admin users.
	w.a.wantCode(t, "NOT_FOUND", oneQuery, w.admin, vars("id", id(first), "c", id(w.other.Company.ID)))
	w.a.wantCode(t, "BAD_REQUEST", `{ applications(companyId: "1", page: 0) { totalCount } }`, w.admin)
}

// TestTenantIsolation: an API key never sees another company's data, by
// any query, filter or relation, and never writes into it.
func TestTenantIsolation(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	m := w.s.Modules.Careers
	other := w.other.Company.ID
	otherLoc := careerstest.NewLocation(t, m, other, "Lille")
	otherCat := careerstest.NewCategory(t, m, other, "Other", "Ander")
	in := careerstest.Job("Shared title Engineer", w.s.Clock.Now())
	in.LocationIDs, in.CategoryIDs = []int64{otherLoc.ID}, []int64{otherCat.ID}
	otherJob := careerstest.NewJob(t, m, other, in)
	key := bearer(w.acme.Key)

	var jobs jobsData
	w.a.data(t, jobsQuery, &jobs, key, vars("perPage", 100))
	for _, n := range jobs.Jobs.Nodes {
		if n.ID == id(otherJob.ID) || n.ID == id(w.jobs["foreign"].ID) {
			t.Fatalf("another company's job listed: %+v", n)
		}
		for _, l := range n.Locations {
			if l.ID == id(otherLoc.ID) {
				t.Fatalf("another company's location: %+v", n)
			}
		}
	}
	for _, f := range []map[string]any{
		{"locationIds": []string{id(otherLoc.ID)}}, {"categoryIds": []string{id(otherCat.ID)}}, {"search": "shared"},
	} {
		w.a.data(t, jobsQuery, &jobs, key, vars("filter", f))
		if len(jobs.Jobs.Nodes) != 0 || jobs.Jobs.TotalCount != 0 {
			t.Fatalf("filter %v found %v", f, jobs.ids())
		}
	}
	var locs struct{ Locations []struct{ ID string } }
	w.a.data(t, `{ locations { id } }`, &locs, key)
	for _, l := range locs.Locations {
		if l.ID == id(otherLoc.ID) {
			t.Fatal("another company's location listed")
		}
	}
	for _, q := range []string{
		`{ company(companyId: "` + id(other) + `") { name } }`,
		`{ locations(companyId: "` + id(other) + `") { id } }`,
		`{ jobs(companyId: "` + id(other) + `") { totalCount } }`,
		`{ job(id: "` + id(otherJob.ID) + `") { id } }`,
		`{ job(id: "` + id(otherJob.ID) + `", companyId: "` + id(other) + `") { id } }`,
	} {
		w.a.wantCode(t, "NOT_FOUND", q, key)
	}
	// Writes stay in the key's company: another company's job and files are
	// unknown to it, and an upload belongs to the key's company.
	otherFile := w.queue(t, other, careers.KindDocument, careerstest.PDF("x"))
	e := w.a.wantCode(t, "VALIDATION_FAILED", applyMutation, key, vars("input", map[string]any{"jobId": id(otherJob.ID), "firstName": "A",
		"lastName": "B", "email": "a@b.example", "curriculumVitae": id(otherFile), "disclaimer": true}))
	if f := fieldNames(e); !slices.Contains(f, "input.jobId") || !slices.Contains(f, "input.curriculumVitae") {
		t.Fatalf("fields %v", f)
	}
	w.a.wantCode(t, "NOT_FOUND", applyMutation, key, vars("companyId", id(other), "input", map[string]any{}))
	var up uploaded
	data, errs := w.a.post(t, uploadMutation, key, vars("kind", "DOCUMENT", "file", file(t, "cv.pdf", careerstest.PDF("x"))), client.WithFiles())
	if len(errs) > 0 {
		t.Fatalf("upload: %+v", errs)
	}
	mustJSON(t, data, &up)
	if _, err := m.Files.Get(testkit.System(), w.acme.Company.ID, mustInt(t, up.UploadFile.ID)); err != nil {
		t.Fatalf("not the key's company's file: %v", err)
	}
	if _, err := m.Files.Get(testkit.System(), other, mustInt(t, up.UploadFile.ID)); err == nil {
		t.Fatal("the file belongs to another company")
	}
}
