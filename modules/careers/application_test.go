package careers_test

import (
	"bytes"
	"context"
	"sync"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
)

// TestIdempotentCreateUnderConcurrency sends the same request with the
// same key from several goroutines: one application is created and every
// caller gets it (PostgreSQL exercises the unique-violation path).
func TestIdempotentCreateUnderConcurrency(t *testing.T) {
	env, m, acme := newModule(t)
	ctx := keyCtx(acme)
	job := careerstest.NewJob(t, m, acme.Company.ID, careerstest.Job("Go", env.Clock.Now()))
	cv, err := m.Files.Upload(ctx, 0, careers.Upload{Kind: careers.KindDocument, Name: "cv.pdf", Body: bytes.NewReader(careerstest.PDF("cv"))})
	if err != nil {
		t.Fatal(err)
	}
	in := careers.CreateApplication{JobID: job.ID, FirstName: "A", LastName: "B", Email: "a@b.example",
		Disclaimer: true, CurriculumVitae: &cv.ID, IdempotencyKey: "same"}
	const n = 8
	ids := make([]int64, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			app, err := m.Applications.Create(ctx, in)
			errs[i] = err
			if err == nil {
				ids[i] = app.ID
			}
		}()
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil || ids[i] != ids[0] {
			t.Fatalf("call %d: id %d err %v (first id %d)", i, ids[i], errs[i], ids[0])
		}
	}
	count, _ := env.DB.NewSelect().Table("careers_applications").Count(context.Background())
	if count != 1 {
		t.Fatalf("%d applications", count)
	}
}

func TestApplicationReadAccess(t *testing.T) {
	env, m, acme := newModule(t)
	other := testkit.NewTenant(t, careersAccounts(t, env), "other")
	job := careerstest.NewJob(t, m, acme.Company.ID, careerstest.Job("Go", env.Clock.Now()))
	form := careers.DefaultApplicationForm()
	form.CurriculumVitae = careers.FieldOptional
	in := careerstest.Job("No CV", env.Clock.Now())
	in.ApplicationForm = &form
	noCV := careerstest.NewJob(t, m, acme.Company.ID, in)
	_ = job
	app, err := m.Applications.Create(keyCtx(acme), careers.CreateApplication{JobID: noCV.ID, FirstName: "A", LastName: "B",
		Email: "a@b.example", Disclaimer: true})
	if err != nil {
		t.Fatal(err)
	}
	user := func(r modules.Role) context.Context {
		return modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalUser, Role: r})
	}
	tests := []struct {
		name string
		ctx  context.Context
		cid  int64
		want modules.Code
	}{
		{"editor", user(modules.RoleEditor), acme.Company.ID, ""},
		{"contributor (no careers access)", user(modules.RoleContributor), acme.Company.ID, modules.CodeForbidden},
		{"system", testkit.System(), acme.Company.ID, ""},
		{"wrong company", testkit.System(), other.Company.ID, modules.CodeNotFound},
		{"API key (even its own company)", keyCtx(acme), 0, modules.CodeForbidden},
		{"anonymous", context.Background(), acme.Company.ID, modules.CodeUnauthenticated},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := m.Applications.Get(tt.ctx, tt.cid, app.ID)
			if code(err) != tt.want {
				t.Fatalf("%v, want %s", err, tt.want)
			}
			if err == nil && (got.Photo != nil || got.CurriculumVitae != nil || len(got.Education) != 0) {
				t.Fatalf("%+v", got)
			}
		})
	}
	page, err := m.Applications.List(testkit.System(), careers.ApplicationQuery{CompanyID: acme.Company.ID, JobID: noCV.ID})
	if err != nil || page.Total != 1 || page.Items[0].ID != app.ID {
		t.Fatalf("%+v %v", page, err)
	}
}
