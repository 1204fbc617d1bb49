package doctor_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"corkboard/internal/app"
	"corkboard/internal/doctor"
	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/storage"
)

func TestDoctor(t *testing.T) {
	t.Run("local disk", func(t *testing.T) { testDoctor(t, nil) })
	t.Run("minio", func(t *testing.T) { testDoctor(t, testkit.S3Storage(t)) })
}

// testDoctor makes a row of every kind that refers to an object, then
// breaks the storage both ways: objects without rows (and one too recent
// to count), and rows whose object was deleted. The doctor reports
// exactly those, repairs them, and then finds everything consistent; the
// application that lost its CV is still there.
func testDoctor(t *testing.T, store storage.Storage) {
	env := testkit.NewEnv(t)
	if store != nil {
		env.Storage, env.Deps.Storage = store, store
	}
	mods := app.NewModules(env.Deps)
	env.Migrate(t, mods.List()...)
	ctx := testkit.System()
	m := mods.Careers
	tenant := testkit.NewTenant(t, mods.Accounts, "acme")
	key := modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalAPIKey, CompanyID: tenant.Company.ID, Scopes: modules.AllScopes})
	upload := func(kind careers.Kind, data []byte) *careers.File {
		f, err := m.Files.Upload(key, 0, careers.Upload{Kind: kind, Name: "f", Body: bytes.NewReader(data)})
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	job := careerstest.NewJob(t, m, tenant.Company.ID, careerstest.Job("Engineer", env.Clock.Now()))
	kept, lostCV, queuedGone := upload(careers.KindDocument, careerstest.PDF("a")), upload(careers.KindDocument, careerstest.PDF("b")), upload(careers.KindImage, careerstest.PNG(2, 2))
	var apps []int64
	for _, cv := range []*careers.File{kept, lostCV} {
		a, err := m.Applications.Create(key, careers.CreateApplication{JobID: job.ID, FirstName: "Jane", LastName: "Doe",
			Email: "jane@example.com", Disclaimer: true, CurriculumVitae: &cv.ID})
		if err != nil {
			t.Fatal(err)
		}
		apps = append(apps, a.ID)
	}
	co, err := m.Companies.SetLogo(ctx, tenant.Company.ID, careers.Upload{Name: "logo.png", Body: bytes.NewReader(careerstest.PNG(4, 4))})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Jobs.SetImage(ctx, tenant.Company.ID, job.ID, careers.Upload{Name: "job.png", Body: bytes.NewReader(careerstest.PNG(4, 4))}); err != nil {
		t.Fatal(err)
	}
	img, err := mods.Media.Images.Upload(ctx, "poster.png", bytes.NewReader(careerstest.PNG(3, 3)))
	if err != nil {
		t.Fatal(err)
	}
	_ = co

	// Break it: objects without rows, rows without objects.
	for _, k := range []string{"careers/1/files/orphan1", "media/aa/orphan2.png"} {
		if _, err := env.Storage.Put(ctx, k, strings.NewReader("x"), storage.PutOptions{Size: 1}); err != nil {
			t.Fatal(err)
		}
	}
	var logoKey string
	if err := env.DB.NewSelect().Table("companies").Column("logo_key").Where("id = ?", tenant.Company.ID).Scan(ctx, &logoKey); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{lostCV.StorageKey, queuedGone.StorageKey, logoKey, img.StorageKey} {
		if err := env.Storage.Delete(ctx, k); err != nil {
			t.Fatal(err)
		}
	}
	// Orphans count once they are older than the grace: move the
	// doctor's clock forward instead of waiting.
	d := &doctor.Doctor{Storage: env.Storage, Grace: time.Hour,
		Owners: []modules.ObjectOwner{m.Consistency, mods.Media.Consistency}}
	r, err := d.Check(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Orphans) != 0 || r.Recent != 2 || len(r.Missing) != 4 {
		t.Fatalf("with a grace: %+v", r)
	}
	d.Now = func() time.Time { return time.Now().Add(2 * time.Hour) }
	r, err = d.Check(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	r.Write(&out)
	text := out.String()
	for _, want := range []string{"careers/1/files/orphan1", "media/aa/orphan2.png", "objects without a row: 2", "rows without an object: 4",
		"curriculum_vitae of application", "careers file", "company logo", "media image", "queued"} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q:\n%s", want, text)
		}
	}
	if r.Consistent() || r.Rows != 6 {
		t.Fatalf("%d rows:\n%s", r.Rows, text)
	}
	done, err := d.Repair(ctx, r)
	if err != nil || len(done) != 6 {
		t.Fatalf("repair: %v %v", done, err)
	}
	r, err = d.Check(ctx)
	if err != nil || !r.Consistent() {
		t.Fatalf("after repair: %+v %v", r, err)
	}
	// The application that lost its CV is kept; the logo is cleared.
	got, err := m.Applications.Get(ctx, tenant.Company.ID, apps[1])
	if err != nil || got.CurriculumVitae != nil {
		t.Fatalf("application after repair: %+v %v", got, err)
	}
	c, err := m.Companies.Get(ctx, tenant.Company.ID)
	if err != nil || c.LogoURL != nil {
		t.Fatalf("logo after repair: %+v %v", c, err)
	}
	// Only the operator may check.
	if _, err := d.Check(key); err == nil {
		t.Fatal("an API key ran the doctor")
	}
}
