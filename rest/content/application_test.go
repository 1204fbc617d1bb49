package content_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
)

// applyWorld is acme with an open job (CV required, photo optional), a
// job whose form hides the photo and requires the motivation, a draft,
// and another company with a job and a queued file.
type applyWorld struct {
	s                  *testkit.Server
	acme, other        testkit.Tenant
	job, strict, draft *careers.Job
	foreignJob         *careers.Job
	foreignFile        int64
}

func newApplyWorld(t *testing.T) *applyWorld {
	t.Helper()
	s := newServer(t)
	w := &applyWorld{s: s}
	m := careersOf(s)
	w.acme = testkit.NewTenant(t, s.Modules.Accounts, "acme")
	w.other = testkit.NewTenant(t, s.Modules.Accounts, "other")
	now := s.Clock.Now()
	w.job = careerstest.NewJob(t, m, w.acme.Company.ID, careerstest.Job("Go Developer", now))
	in := careerstest.Job("Strict", now)
	form := careers.DefaultApplicationForm()
	form.Photo, form.Motivation, form.CurriculumVitae = careers.FieldHidden, careers.FieldRequired, careers.FieldOptional
	in.ApplicationForm = &form
	w.strict = careerstest.NewJob(t, m, w.acme.Company.ID, in)
	in = careerstest.Job("Draft", now)
	in.Status = careers.JobDraft
	w.draft = careerstest.NewJob(t, m, w.acme.Company.ID, in)
	w.foreignJob = careerstest.NewJob(t, m, w.other.Company.ID, careerstest.Job("Foreign", now))
	w.foreignFile = w.upload(t, w.other, "document", careerstest.PDF("theirs"))
	return w
}

// upload queues a file for tenant and returns its id.
func (w *applyWorld) upload(t *testing.T, tn testkit.Tenant, kind string, data []byte) int64 {
	t.Helper()
	r := w.s.Do(t, multipartRequest(t, kind, "f", data, "Authorization", "Bearer "+tn.Key))
	if r.StatusCode != 200 {
		t.Fatalf("upload: %d %s", r.StatusCode, r.Body)
	}
	var b struct{ ID int64 }
	r.JSON(t, &b)
	return b.ID
}

func (w *applyWorld) apply(t *testing.T, body any, headers ...string) *testkit.Response {
	t.Helper()
	return w.s.Do(t, testkit.Request("POST", "/content/v1/applications", body, append([]string{"Authorization", "Bearer " + w.acme.Key}, headers...)...))
}

func doc(attrs map[string]any) map[string]any {
	return map[string]any{"data": map[string]any{"type": "application", "attributes": attrs}}
}

func (w *applyWorld) valid(t *testing.T) map[string]any {
	return map[string]any{
		"job_id": w.job.ID, "first_name": "Jane", "last_name": "Doe", "email": "jane@example.com",
		"curriculum_vitae": w.upload(t, w.acme, "document", careerstest.PDF("Jane Doe")),
		"disclaimer":       true,
	}
}

func TestApplicationCreated(t *testing.T) {
	w := newApplyWorld(t)
	photo := w.upload(t, w.acme, "image", careerstest.JPEG(32, 32))
	cv := w.upload(t, w.acme, "document", careerstest.DOCX("Jane Doe"))
	w.s.Clock.Advance(1234567 * time.Microsecond)
	r := w.apply(t, doc(map[string]any{
		"job_id": w.job.ID, "first_name": " Jane ", "last_name": "Doe", "email": "jane@example.com",
		"photo": photo, "phone": "+32 470 12 34 56", "motivation": "I love Go.", "curriculum_vitae": cv,
		"education": []map[string]any{
			{"title": "MSc Computer Science", "institution": "KU Leuven", "short_description": "Distributed systems", "date_from": "2015-09", "date_to": "2020-06"},
		},
		"experience": []map[string]any{
			{"company": "Initech", "job_title": "Developer", "job_description": "Backend", "tasks": "APIs", "date_from": "2020-07", "date_to": ""},
			{"company": "Globex", "job_title": "Intern"},
		},
		"disclaimer": true, "referrer": "https://careers.acme.example/jobs/1", "honeypot": "",
		"unknown_attribute": "ignored",
	}))
	if r.StatusCode != 200 || r.Header.Get("Idempotent-Replayed") != "" {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	golden(t, "application", r.Body)

	app, err := careersOf(w.s).Applications.Get(testkit.System(), w.acme.Company.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	if app.FirstName != "Jane" || app.JobID != w.job.ID || len(app.Education) != 1 || len(app.Experience) != 2 ||
		app.Experience[1].Company != "Globex" || app.Photo == nil || app.Photo.ID != photo ||
		app.CurriculumVitae == nil || app.CurriculumVitae.ID != cv || app.CurriculumVitae.Status != careers.FileAttached ||
		app.CurriculumVitae.ExpiresAt != nil || !strings.Contains(app.CurriculumVitae.URL, "/files/careers/1/files/") {
		t.Fatalf("read back: %+v", app)
	}
	// Attached files are not swept, however old.
	w.s.Clock.Advance(72 * time.Hour)
	if res, err := careersOf(w.s).Files.SweepExpiredFiles(testkit.System()); err != nil || res.ExpiredFiles != 1 { // only the other company's queued file
		t.Fatalf("%+v %v", res, err)
	}
	if _, err := careersOf(w.s).Applications.Get(testkit.System(), w.acme.Company.ID, 1); err != nil {
		t.Fatal(err)
	}
}

func TestApplicationErrors(t *testing.T) {
	w := newApplyWorld(t)
	ptr := func(p string) string { return "/data/attributes/" + p }
	used := w.upload(t, w.acme, "document", careerstest.PDF("used"))
	first := w.valid(t)
	first["curriculum_vitae"] = used
	if r := w.apply(t, doc(first)); r.StatusCode != 200 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	expired := w.upload(t, w.acme, "document", careerstest.PDF("old"))
	w.s.Clock.Advance(25 * time.Hour)
	image := w.upload(t, w.acme, "image", careerstest.PNG(4, 4))
	document := w.upload(t, w.acme, "document", careerstest.PDF("cv"))

	with := func(change func(a map[string]any)) map[string]any {
		a := w.valid(t)
		change(a)
		return doc(a)
	}
	entries := func(n int) []map[string]any {
		out := make([]map[string]any, n)
		for i := range out {
			out[i] = map[string]any{"title": "x", "company": "y"}
		}
		return out
	}
	tests := []struct {
		name    string
		body    any
		headers []string
		status  int
		code    string
		sources []string
	}{
		{"malformed JSON", `{"data":`, []string{"Content-Type", "application/json"}, 400, "bad_request", nil},
		{"trailing garbage", `{"data":{}} x`, []string{"Content-Type", "application/json"}, 400, "bad_request", nil},
		{"empty body", "", []string{"Content-Type", "application/json"}, 400, "bad_request", nil},
		{"form-encoded body", "first_name=Jane", []string{"Content-Type", "application/x-www-form-urlencoded"}, 415, "unsupported_media_type", nil},
		{"no content type", `{}`, nil, 415, "unsupported_media_type", nil},
		{"JSON:API media type", with(func(a map[string]any) {}), []string{"Content-Type", "application/vnd.api+json"}, 200, "", nil},
		{"body over 1 MiB", `{"data":{"type":"application","attributes":{"motivation":"` + strings.Repeat("x", 1<<20) + `"}}}`, []string{"Content-Type", "application/json"}, 413, "too_large", nil},
		{"no data", map[string]any{"meta": 1}, nil, 400, "bad_request", []string{"/data"}},
		{"data is an array", map[string]any{"data": []any{}}, nil, 400, "bad_request", nil},
		{"wrong data.type", map[string]any{"data": map[string]any{"type": "applications", "attributes": map[string]any{}}}, nil, 400, "bad_request", []string{"/data/type"}},
		{"missing data.type", map[string]any{"data": map[string]any{"attributes": map[string]any{}}}, nil, 400, "bad_request", []string{"/data/type"}},
		{"attributes not an object", map[string]any{"data": map[string]any{"type": "application", "attributes": "x"}}, nil, 400, "bad_request", []string{"/data/attributes"}},
		{"everything missing", doc(map[string]any{}), nil, 422, "validation_failed",
			[]string{ptr("job_id"), ptr("first_name"), ptr("last_name"), ptr("email"), ptr("disclaimer")}},
		{"no job_id", with(func(a map[string]any) { delete(a, "job_id") }), nil, 422, "validation_failed", []string{ptr("job_id")}},
		{"no first_name", with(func(a map[string]any) { a["first_name"] = "  " }), nil, 422, "validation_failed", []string{ptr("first_name")}},
		{"no last_name", with(func(a map[string]any) { delete(a, "last_name") }), nil, 422, "validation_failed", []string{ptr("last_name")}},
		{"no email", with(func(a map[string]any) { a["email"] = nil }), nil, 422, "validation_failed", []string{ptr("email")}},
		{"bad email", with(func(a map[string]any) { a["email"] = "jane@" }), nil, 422, "validation_failed", []string{ptr("email")}},
		{"disclaimer false", with(func(a map[string]any) { a["disclaimer"] = false }), nil, 422, "validation_failed", []string{ptr("disclaimer")}},
		{"bad phone", with(func(a map[string]any) { a["phone"] = "call me maybe" }), nil, 422, "validation_failed", []string{ptr("phone")}},
		{"bad referrer", with(func(a map[string]any) { a["referrer"] = "javascript:alert(1)" }), nil, 422, "validation_failed", []string{ptr("referrer")}},
		{"long name", with(func(a map[string]any) { a["last_name"] = strings.Repeat("x", 256) }), nil, 422, "validation_failed", []string{ptr("last_name")}},
		{"long motivation", with(func(a map[string]any) { a["motivation"] = strings.Repeat("x", 10001) }), nil, 422, "validation_failed", []string{ptr("motivation")}},
		{"honeypot filled", with(func(a map[string]any) { a["honeypot"] = "http://spam.example" }), nil, 422, "validation_failed", []string{ptr("honeypot")}},
		{"job_id as a string", with(func(a map[string]any) { a["job_id"] = "1" }), nil, 422, "validation_failed", []string{ptr("job_id")}},
		{"job_id as a float", with(func(a map[string]any) { a["job_id"] = 1.5 }), nil, 422, "validation_failed", []string{ptr("job_id")}},
		{"first_name as a number", with(func(a map[string]any) { a["first_name"] = 7 }), nil, 422, "validation_failed", []string{ptr("first_name")}},
		{"disclaimer as a string", with(func(a map[string]any) { a["disclaimer"] = "yes" }), nil, 422, "validation_failed", []string{ptr("disclaimer")}},
		{"photo as a string", with(func(a map[string]any) { a["photo"] = "abc" }), nil, 422, "validation_failed", []string{ptr("photo")}},
		{"education not an array", with(func(a map[string]any) { a["education"] = "MSc" }), nil, 422, "validation_failed", []string{ptr("education")}},
		{"education item not an object", with(func(a map[string]any) { a["education"] = []any{"MSc"} }), nil, 422, "validation_failed", []string{ptr("education/0")}},
		{"education title missing and typed wrong", with(func(a map[string]any) {
			a["education"] = []any{map[string]any{"institution": "KUL"}, map[string]any{"title": 5}}
		}), nil, 422, "validation_failed", []string{ptr("education/1/title"), ptr("education/0/title")}},
		{"experience company missing", with(func(a map[string]any) { a["experience"] = []any{map[string]any{"job_title": "Dev"}} }),
			nil, 422, "validation_failed", []string{ptr("experience/0/company")}},
		{"too many education entries", with(func(a map[string]any) { a["education"] = entries(21) }), nil, 422, "validation_failed", []string{ptr("education")}},
		{"type errors and rule errors together", with(func(a map[string]any) { a["job_id"] = "x"; a["email"] = "bad" }), nil, 422, "validation_failed",
			[]string{ptr("job_id"), ptr("email")}},
		{"unknown job", with(func(a map[string]any) { a["job_id"] = 9999 }), nil, 422, "validation_failed", []string{ptr("job_id")}},
		{"draft job", with(func(a map[string]any) { a["job_id"] = w.draft.ID }), nil, 422, "validation_failed", []string{ptr("job_id")}},
		{"another company's job", with(func(a map[string]any) { a["job_id"] = w.foreignJob.ID }), nil, 422, "validation_failed", []string{ptr("job_id")}},
		{"CV required by the job", with(func(a map[string]any) { delete(a, "curriculum_vitae") }), nil, 422, "validation_failed", []string{ptr("curriculum_vitae")}},
		{"form of the strict job", with(func(a map[string]any) { a["job_id"] = w.strict.ID; a["photo"] = image }), nil, 422, "validation_failed",
			[]string{ptr("photo"), ptr("motivation")}},
		{"photo is a document", with(func(a map[string]any) { a["photo"] = document }), nil, 422, "validation_failed", []string{ptr("photo")}},
		{"CV is an image", with(func(a map[string]any) { a["curriculum_vitae"] = image }), nil, 422, "validation_failed", []string{ptr("curriculum_vitae")}},
		{"another company's file", with(func(a map[string]any) { a["curriculum_vitae"] = w.foreignFile }), nil, 422, "validation_failed", []string{ptr("curriculum_vitae")}},
		{"unknown file", with(func(a map[string]any) { a["photo"] = 999999 }), nil, 422, "validation_failed", []string{ptr("photo")}},
		{"zero file id", with(func(a map[string]any) { a["photo"] = 0 }), nil, 422, "validation_failed", []string{ptr("photo")}},
		{"expired file", with(func(a map[string]any) { a["curriculum_vitae"] = expired }), nil, 422, "validation_failed", []string{ptr("curriculum_vitae")}},
		{"file already used", with(func(a map[string]any) { a["curriculum_vitae"] = used }), nil, 409, "conflict", []string{ptr("curriculum_vitae")}},
		{"used file and another error", with(func(a map[string]any) { a["curriculum_vitae"] = used; a["photo"] = document }), nil, 422, "validation_failed",
			[]string{ptr("photo"), ptr("curriculum_vitae")}},
		{"rule errors and unknown references together", with(func(a map[string]any) { a["email"] = "jane@"; a["photo"] = 999998; a["curriculum_vitae"] = 999999 }),
			nil, 422, "validation_failed", []string{ptr("email"), ptr("photo"), ptr("curriculum_vitae")}},
		{"bad Idempotency-Key", with(func(a map[string]any) {}), []string{"Idempotency-Key", strings.Repeat("k", 256)}, 400, "bad_request", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var apps int
			count := func() int {
				n, err := w.s.DB.NewSelect().Table("careers_applications").Count(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				return n
			}
			apps = count()
			r := w.apply(t, tt.body, tt.headers...)
			if tt.status == 200 {
				if r.StatusCode != 200 {
					t.Fatalf("%d %s", r.StatusCode, r.Body)
				}
				return
			}
			expectError(t, r, tt.status, tt.code, tt.sources...)
			if count() != apps {
				t.Fatal("an application was stored")
			}
		})
	}
	r := w.apply(t, doc(map[string]any{"job_id": "x", "email": "bad", "disclaimer": true}))
	golden(t, "error_422_application", r.Body)
	r = w.apply(t, map[string]any{"data": map[string]any{"type": "job"}})
	golden(t, "error_400_type", r.Body)
}

// TestApplicationIsAtomic: the photo is fine but the CV was taken
// meanwhile; nothing is written and the photo stays queued.
func TestApplicationIsAtomic(t *testing.T) {
	w := newApplyWorld(t)
	photo := w.upload(t, w.acme, "image", careerstest.PNG(4, 4))
	a := w.valid(t)
	cv := a["curriculum_vitae"]
	if r := w.apply(t, doc(a)); r.StatusCode != 200 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	b := w.valid(t)
	b["photo"], b["curriculum_vitae"] = photo, cv
	r := w.apply(t, doc(b))
	expectError(t, r, 409, "conflict")
	f := new(careers.File)
	if err := w.s.DB.NewSelect().Model(f).Where("id = ?", photo).Scan(context.Background()); err != nil {
		t.Fatal(err)
	}
	if f.Status != careers.FileQueued || f.ApplicationID != nil {
		t.Fatalf("photo was attached: %+v", f)
	}
	b["curriculum_vitae"] = w.upload(t, w.acme, "document", careerstest.PDF("new"))
	if r := w.apply(t, doc(b)); r.StatusCode != 200 {
		t.Fatalf("with a fresh CV: %d %s", r.StatusCode, r.Body)
	}
}

func TestApplicationIdempotency(t *testing.T) {
	w := newApplyWorld(t)
	body := doc(w.valid(t))
	count := func() int {
		n, _ := w.s.DB.NewSelect().Table("careers_applications").Count(context.Background())
		return n
	}
	r1 := w.apply(t, body, "Idempotency-Key", "retry-123")
	r2 := w.apply(t, body, "Idempotency-Key", "retry-123")
	if r1.StatusCode != 200 || r2.StatusCode != 200 || !bytes.Equal(r1.Body, r2.Body) ||
		r2.Header.Get("Idempotent-Replayed") != "true" || count() != 1 {
		t.Fatalf("retry: %d %s / %d %s (%d applications)", r1.StatusCode, r1.Body, r2.StatusCode, r2.Body, count())
	}
	// The same key with another request is a conflict.
	other := doc(w.valid(t))
	r := w.apply(t, other, "Idempotency-Key", "retry-123")
	expectError(t, r, 409, "idempotency_key_reused")
	// Keys are per company.
	foreign := w.s.Do(t, testkit.Request("POST", "/content/v1/applications", doc(map[string]any{
		"job_id": w.foreignJob.ID, "first_name": "A", "last_name": "B", "email": "a@b.example", "disclaimer": true,
		"curriculum_vitae": w.foreignFile,
	}), "Authorization", "Bearer "+w.other.Key, "Idempotency-Key", "retry-123"))
	if foreign.StatusCode != 200 || foreign.Header.Get("Idempotent-Replayed") != "" {
		t.Fatalf("other company: %d %s", foreign.StatusCode, foreign.Body)
	}
	// A failed request does not burn its key.
	bad := w.valid(t)
	bad["email"] = "nope"
	expectError(t, w.apply(t, doc(bad), "Idempotency-Key", "k2"), 422, "validation_failed")
	bad["email"] = "ok@example.com"
	if r := w.apply(t, doc(bad), "Idempotency-Key", "k2"); r.StatusCode != 200 || r.Header.Get("Idempotent-Replayed") != "" {
		t.Fatalf("after a failure: %d %s", r.StatusCode, r.Body)
	}
	// Without a key, a repeat creates another application.
	again := w.valid(t)
	w.apply(t, doc(again))
	again["curriculum_vitae"] = w.upload(t, w.acme, "document", careerstest.PDF("2"))
	w.apply(t, doc(again))
	if count() != 5 { // 1 (retried), the other company's, k2, and these two
		t.Fatalf("%d applications", count())
	}
}
