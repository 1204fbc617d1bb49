package careers_test

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/storage"
)

// applyWithFiles stores an application of job with a CV and a photo, and
// an idempotency key, through an API key as a jobsite would.
func applyWithFiles(t *testing.T, m *careers.Module, acme testkit.Tenant, job int64, name string) (*careers.Application, []string) {
	t.Helper()
	ctx := keyCtx(acme)
	cv, err := m.Files.Upload(ctx, 0, careers.Upload{Kind: careers.KindDocument, Name: "cv.pdf", Body: bytes.NewReader(careerstest.PDF(name))})
	if err != nil {
		t.Fatal(err)
	}
	photo, err := m.Files.Upload(ctx, 0, careers.Upload{Kind: careers.KindImage, Name: "me.png", Body: bytes.NewReader(careerstest.PNG(8, 8))})
	if err != nil {
		t.Fatal(err)
	}
	app, err := m.Applications.Create(ctx, careers.CreateApplication{JobID: job, FirstName: name, LastName: "Doe",
		Email: "a@b.example", Disclaimer: true, CurriculumVitae: &cv.ID, Photo: &photo.ID, IdempotencyKey: "key-" + name,
		Education:  []careers.EducationInput{{Title: "MSc"}},
		Experience: []careers.ExperienceInput{{Company: "Initech"}}})
	if err != nil {
		t.Fatal(err)
	}
	return app, []string{cv.StorageKey, photo.StorageKey}
}

func countRows(t *testing.T, env *testkit.Env, table string, appID int64) int {
	t.Helper()
	col := "application_id"
	if table == "careers_applications" {
		col = "id"
	}
	n, err := env.DB.NewSelect().Table(table).Where(col+" = ?", appID).Count(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func objectExists(t *testing.T, env *testkit.Env, key string) bool {
	t.Helper()
	rc, _, err := env.Storage.Open(context.Background(), key)
	if errors.Is(err, storage.ErrNotFound) {
		return false
	}
	if err != nil {
		t.Fatal(err)
	}
	rc.Close()
	return true
}

// TestDeleteApplication: a GDPR erasure removes the application, its
// education, experience, idempotency key, file rows and stored objects,
// and nothing of another application; only editors and up may do it.
func TestDeleteApplication(t *testing.T) {
	env, m, acme := newModule(t)
	other := testkit.NewTenant(t, careersAccounts(t, env), "other")
	cid := acme.Company.ID
	job := careerstest.NewJob(t, m, cid, careerstest.Job("Go", env.Clock.Now()))
	app, keys := applyWithFiles(t, m, acme, job.ID, "Ann")
	kept, keptKeys := applyWithFiles(t, m, acme, job.ID, "Bob")

	for _, tt := range []struct {
		name string
		ctx  context.Context
		cid  int64
		want modules.Code
	}{
		{"contributor", userCtx(modules.RoleContributor), cid, modules.CodeForbidden},
		{"API key", keyCtx(acme), 0, modules.CodeForbidden},
		{"anonymous", context.Background(), cid, modules.CodeUnauthenticated},
		{"another company", userCtx(modules.RoleEditor), other.Company.ID, modules.CodeNotFound},
		{"no company", userCtx(modules.RoleEditor), 0, modules.CodeValidation},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if err := m.Applications.Delete(tt.ctx, tt.cid, app.ID); code(err) != tt.want {
				t.Fatalf("%v, want %s", err, tt.want)
			}
			if countRows(t, env, "careers_applications", app.ID) != 1 || !objectExists(t, env, keys[0]) {
				t.Fatal("a refused delete removed something")
			}
		})
	}

	if err := m.Applications.Delete(userCtx(modules.RoleEditor), cid, app.ID); err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"careers_applications", "careers_application_education", "careers_application_experience", "careers_files", "careers_idempotency_keys"} {
		if n := countRows(t, env, table, app.ID); n != 0 {
			t.Errorf("%s: %d rows left", table, n)
		}
	}
	for _, k := range keys {
		if objectExists(t, env, k) {
			t.Errorf("object %s left", k)
		}
	}
	if _, err := m.Applications.Get(testkit.System(), cid, app.ID); code(err) != modules.CodeNotFound {
		t.Fatalf("get after delete: %v", err)
	}
	// A retry changes nothing and says it is gone.
	if err := m.Applications.Delete(testkit.System(), cid, app.ID); code(err) != modules.CodeNotFound {
		t.Fatalf("second delete: %v", err)
	}
	// The other application is whole.
	got, err := m.Applications.Get(testkit.System(), cid, kept.ID)
	if err != nil || got.CurriculumVitae == nil || got.Photo == nil || len(got.Education) != 1 || len(got.Experience) != 1 {
		t.Fatalf("other application: %+v %v", got, err)
	}
	for _, k := range keptKeys {
		if !objectExists(t, env, k) {
			t.Errorf("object %s of another application deleted", k)
		}
	}
	// The job can now lose its last application and be deleted.
	if err := m.Applications.Delete(userCtx(modules.RoleAdmin), cid, kept.ID); err != nil {
		t.Fatal(err)
	}
	if err := m.Jobs.Delete(userCtx(modules.RoleEditor), cid, job.ID); err != nil {
		t.Fatalf("delete job without applications: %v", err)
	}
}

// TestApplicationsWithinDates filters the inbox by creation time.
func TestApplicationsWithinDates(t *testing.T) {
	env, m, acme := newModule(t)
	cid := acme.Company.ID
	job := careerstest.NewJob(t, m, cid, careerstest.Job("Go", env.Clock.Now()))
	start := env.Clock.Now()
	first, _ := applyWithFiles(t, m, acme, job.ID, "Day1")
	env.Clock.Advance(24 * time.Hour)
	second, _ := applyWithFiles(t, m, acme, job.ID, "Day2")
	env.Clock.Advance(24 * time.Hour)
	third, _ := applyWithFiles(t, m, acme, job.ID, "Day3")
	day := func(n int) *time.Time { d := start.Add(time.Duration(n) * 24 * time.Hour); return &d }

	for _, tt := range []struct {
		name       string
		from, till *time.Time
		want       []int64
	}{
		{"all", nil, nil, []int64{third.ID, second.ID, first.ID}},
		{"from day 2", day(1), nil, []int64{third.ID, second.ID}},
		{"before day 2", nil, day(1), []int64{first.ID}},
		{"day 2 only", day(1), day(2), []int64{second.ID}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := m.Applications.List(userCtx(modules.RoleEditor), careers.ApplicationQuery{CompanyID: cid, CreatedFrom: tt.from, CreatedBefore: tt.till})
			if err != nil {
				t.Fatal(err)
			}
			var ids []int64
			for _, a := range p.Items {
				ids = append(ids, a.ID)
			}
			if p.Total != len(tt.want) || len(ids) != len(tt.want) {
				t.Fatalf("got %v (total %d), want %v", ids, p.Total, tt.want)
			}
			for i := range ids {
				if ids[i] != tt.want[i] {
					t.Fatalf("got %v, want %v", ids, tt.want)
				}
			}
		})
	}
	_, err := m.Applications.List(testkit.System(), careers.ApplicationQuery{CompanyID: cid, CreatedFrom: day(2), CreatedBefore: day(1)})
	if code(err) != modules.CodeValidation {
		t.Fatalf("reversed range: %v", err)
	}
}
