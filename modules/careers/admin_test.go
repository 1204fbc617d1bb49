package careers_test

import (
	"bytes"
	"context"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/storage"
)

func userCtx(r modules.Role) context.Context {
	return modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalUser, UserID: 1, Role: r})
}

// TestAdminWrites covers what the admin and GraphQL issues build on:
// create, update and delete of locations, categories and jobs, roles, and
// tenancy of referenced ids.
func TestAdminWrites(t *testing.T) {
	env, m, acme := newModule(t)
	other := testkit.NewTenant(t, careersAccounts(t, env), "other")
	editor, contributor := userCtx(modules.RoleEditor), userCtx(modules.RoleContributor)
	cid := acme.Company.ID

	loc := careerstest.NewLocation(t, m, cid, "Brussels")
	foreignLoc := careerstest.NewLocation(t, m, other.Company.ID, "Ghent")
	cat := careerstest.NewCategory(t, m, cid, "Engineering", "Techniek")
	foreignCat := careerstest.NewCategory(t, m, other.Company.ID, "Sales", "Verkoop")

	// Roles and keys.
	if _, err := m.Locations.Create(contributor, cid, careers.LocationInput{City: "X", Country: "BE"}); code(err) != modules.CodeForbidden {
		t.Fatalf("contributor create: %v", err)
	}
	if _, err := m.Locations.Create(keyCtx(acme), 0, careers.LocationInput{City: "X", Country: "BE"}); code(err) != modules.CodeForbidden {
		t.Fatalf("API key create: %v", err)
	}
	// Contributors read nothing of careers either.
	if _, err := m.Locations.List(contributor, cid); code(err) != modules.CodeForbidden {
		t.Fatalf("contributor list: %v", err)
	}
	if _, err := m.Locations.List(editor, cid); err != nil {
		t.Fatalf("editor list: %v", err)
	}
	l, err := m.Locations.Update(editor, cid, loc.ID, careers.LocationInput{City: "Bruxelles", Country: "be", Lat: 50.85, Lng: 4.35})
	if err != nil || l.City != "Bruxelles" || l.Country != "BE" {
		t.Fatalf("update location: %+v %v", l, err)
	}
	if _, err := m.Locations.Update(editor, cid, foreignLoc.ID, careers.LocationInput{City: "X", Country: "BE"}); code(err) != modules.CodeNotFound {
		t.Fatalf("foreign location update: %v", err)
	}
	if _, err := m.Locations.Get(keyCtx(acme), 0, foreignLoc.ID); code(err) != modules.CodeNotFound {
		t.Fatalf("foreign location get: %v", err)
	}

	// Jobs reference only the company's own categories and locations.
	in := careerstest.Job("Go", env.Clock.Now())
	in.CategoryIDs, in.LocationIDs = []int64{cat.ID, foreignCat.ID}, []int64{loc.ID, foreignLoc.ID}
	if _, err := m.Jobs.Create(editor, cid, in); fields(err) != "category_ids location_ids" {
		t.Fatalf("foreign references: %v", err)
	}
	in.CategoryIDs, in.LocationIDs = []int64{cat.ID}, []int64{loc.ID}
	in.Status, in.PublishedAt = careers.JobDraft, nil
	job, err := m.Jobs.Create(editor, cid, in)
	if err != nil || job.PublishedAt != nil || len(job.Categories) != 1 || job.Categories[0].Name["nl"] != "Techniek" {
		t.Fatalf("create job: %+v %v", job, err)
	}
	// Publishing sets published_at; an API key then sees the job.
	if _, err := m.Jobs.Get(keyCtx(acme), 0, job.ID); code(err) != modules.CodeNotFound {
		t.Fatalf("draft visible: %v", err)
	}
	in.Status = careers.JobPublished
	job, err = m.Jobs.Update(editor, cid, job.ID, in)
	if err != nil || job.PublishedAt == nil || !job.PublishedAt.Equal(env.Clock.Now()) {
		t.Fatalf("publish: %+v %v", job, err)
	}
	if _, err := m.Jobs.Get(keyCtx(acme), 0, job.ID); err != nil {
		t.Fatalf("published job: %v", err)
	}
	if _, err := m.Jobs.Update(editor, other.Company.ID, job.ID, in); code(err) != modules.CodeNotFound {
		t.Fatalf("update through another company: %v", err)
	}
	// Admins see drafts and filter by status.
	page, err := m.Jobs.List(editor, careers.JobQuery{CompanyID: cid, Statuses: []careers.JobStatus{careers.JobPublished}})
	if err != nil || page.Total != 1 {
		t.Fatalf("admin list: %+v %v", page, err)
	}

	// A job image gets a signed URL; replacing it deletes the old object.
	job, err = m.Jobs.SetImage(editor, cid, job.ID, careers.Upload{Name: "team.png", Body: bytes.NewReader(careerstest.PNG(8, 8))})
	if err != nil || job.ImageURL == nil || job.ImageKey == nil {
		t.Fatalf("set image: %+v %v", job, err)
	}
	firstImage := *job.ImageKey
	if _, err := m.Jobs.SetImage(editor, cid, job.ID, careers.Upload{Name: "x.pdf", Body: bytes.NewReader(careerstest.PDF("x"))}); code(err) != modules.CodeUnsupportedType {
		t.Fatalf("PDF as job image: %v", err)
	}
	job, err = m.Jobs.SetImage(editor, cid, job.ID, careers.Upload{Name: "team.jpg", Body: bytes.NewReader(careerstest.JPEG(8, 8))})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.Storage.Stat(context.Background(), firstImage); err != storage.ErrNotFound {
		t.Fatalf("old image kept: %v", err)
	}

	// A job with applications cannot be deleted; categories and locations can.
	cv, _ := m.Files.Upload(keyCtx(acme), 0, careers.Upload{Kind: careers.KindDocument, Name: "cv.pdf", Body: bytes.NewReader(careerstest.PDF("cv"))})
	if _, err := m.Applications.Create(keyCtx(acme), careers.CreateApplication{JobID: job.ID, FirstName: "A", LastName: "B",
		Email: "a@b.example", Disclaimer: true, CurriculumVitae: &cv.ID}); err != nil {
		t.Fatal(err)
	}
	if err := m.Jobs.Delete(editor, cid, job.ID); code(err) != modules.CodeConflict {
		t.Fatalf("delete job with applications: %v", err)
	}
	if err := m.Categories.Delete(editor, cid, cat.ID); err != nil {
		t.Fatal(err)
	}
	if err := m.Locations.Delete(editor, cid, loc.ID); err != nil {
		t.Fatal(err)
	}
	job, err = m.Jobs.Get(editor, cid, job.ID)
	if err != nil || len(job.Categories) != 0 || len(job.LocationIDs) != 0 {
		t.Fatalf("after deleting its category and location: %+v %v", job, err)
	}
	if err := m.Locations.Delete(editor, cid, loc.ID); code(err) != modules.CodeNotFound {
		t.Fatalf("delete twice: %v", err)
	}
	in2 := careerstest.Job("Temp", env.Clock.Now())
	tmp := careerstest.NewJob(t, m, cid, in2)
	if err := m.Jobs.Delete(editor, cid, tmp.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Jobs.Get(editor, cid, tmp.ID); code(err) != modules.CodeNotFound {
		t.Fatalf("deleted job: %v", err)
	}

	// Deleting a company removes its rows and objects; only admins may.
	if err := m.Companies.Delete(editor, cid); code(err) != modules.CodeForbidden {
		t.Fatalf("editor deletes company: %v", err)
	}
	if err := m.Companies.Delete(userCtx(modules.RoleAdmin), cid); err != nil {
		t.Fatal(err)
	}
	objects := 0
	_ = env.Storage.List(context.Background(), "careers/1/", func(storage.Info) error { objects++; return nil })
	n, _ := env.DB.NewSelect().Table("careers_jobs").Where("company_id = ?", cid).Count(context.Background())
	if objects != 0 || n != 0 {
		t.Fatalf("left after company delete: %d objects, %d jobs", objects, n)
	}
	if _, err := m.Companies.Get(testkit.System(), cid); code(err) != modules.CodeNotFound {
		t.Fatalf("deleted company: %v", err)
	}
}
