package careers_test

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
)

// everyKind is one question of each kind, each with a limit.
func everyKind() []careers.QuestionInput {
	opts := []careers.QuestionOption{
		{Value: "go", Labels: map[string]string{"en": "Go", "nl": "Go"}},
		{Value: "rust", Labels: map[string]string{"en": "Rust"}},
		{Value: "zig", Labels: map[string]string{"en": "Zig"}},
	}
	label := func(en string) map[string]careers.QuestionText {
		return map[string]careers.QuestionText{"en": {Label: en, Help: "help " + en}, "nl": {Label: "NL " + en}}
	}
	return []careers.QuestionInput{
		{Kind: careers.QuestionShortText, Required: true, Texts: label("Nickname"), Limits: careers.QuestionLimits{MinLength: ptr(2), MaxLength: ptr(10)}},
		{Kind: careers.QuestionLongText, Texts: label("Why us?"), Limits: careers.QuestionLimits{MaxLength: ptr(20)}},
		{Kind: careers.QuestionSingleChoice, Required: true, Texts: label("Favourite"), Options: opts},
		{Kind: careers.QuestionMultipleChoice, Texts: label("Languages"), Options: opts, Limits: careers.QuestionLimits{MaxChoices: ptr(2)}},
		{Kind: careers.QuestionYesNo, Required: true, Texts: label("Driving licence?")},
		{Kind: careers.QuestionNumber, Texts: label("Years"), Limits: careers.QuestionLimits{Min: ptr(0.0), Max: ptr(50.0)}},
		{Kind: careers.QuestionDate, Texts: label("Available from")},
		{Kind: careers.QuestionFile, Texts: label("Portfolio"), FileKinds: []careers.Kind{careers.KindDocument}},
	}
}

// questionJob creates a published job (no CV asked) with everyKind's
// questions and returns it with its questions.
func questionJob(t *testing.T, env *testkit.Env, m *careers.Module, cid int64) (*careers.Job, []careers.Question) {
	t.Helper()
	in := careerstest.Job("Questions", env.Clock.Now())
	form := careers.DefaultApplicationForm()
	form.CurriculumVitae = careers.FieldOptional
	in.ApplicationForm = &form
	job := careerstest.NewJob(t, m, cid, in)
	qs, err := m.Questions.Set(testkit.System(), cid, job.ID, everyKind())
	if err != nil {
		t.Fatal(err)
	}
	return job, qs
}

func applicant(jobID int64, answers ...careers.AnswerInput) careers.CreateApplication {
	return careers.CreateApplication{JobID: jobID, FirstName: "Ada", LastName: "L", Email: "ada@example.com",
		Disclaimer: true, Answers: answers}
}

func answer(q careers.Question, v string) careers.AnswerInput {
	return careers.AnswerInput{QuestionID: q.ID, Value: json.RawMessage(v)}
}

// TestBadAnswers sends, for every kind, answers that break its rules: each
// comes back at its own place, all at once with the missing required
// answers, and nothing is stored.
func TestBadAnswers(t *testing.T) {
	env, m, acme := newModule(t)
	job, qs := questionJob(t, env, m, acme.Company.ID)
	short, long, single, multi, yesno, number, date, file := qs[0], qs[1], qs[2], qs[3], qs[4], qs[5], qs[6], qs[7]
	img, err := m.Files.Upload(keyCtx(acme), 0, careers.Upload{Kind: careers.KindImage, Name: "a.png", Body: bytes.NewReader(careerstest.PNG(4, 4))})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		q     careers.Question
		value string
		msg   string
	}{
		{short, `42`, "must be a string"},
		{short, `"a"`, "must be at least 2 characters"},
		{short, `"much too long here"`, "must be at most 10 characters"},
		{short, `"two\nlines"`, "must be one line"},
		{long, `"` + string(bytes.Repeat([]byte("x"), 21)) + `"`, "must be at most 20 characters"},
		{long, `["x"]`, "must be a string"},
		{single, `"cobol"`, "is not an option of this question"},
		{single, `["go"]`, "must be the value of one option (a string)"},
		{multi, `"go"`, "must be an array of option values (strings)"},
		{multi, `["go","cobol"]`, `"cobol" is not an option of this question`},
		{multi, `["go","go"]`, `"go" is chosen twice`},
		{multi, `["go","rust","zig"]`, "choose at most 2"},
		{yesno, `"yes"`, "must be true or false"},
		{number, `"3"`, "must be a number"},
		{number, `51`, "must be at most 50"},
		{number, `-1`, "must be at least 0"},
		{date, `"2026-02-30"`, "must be a date (YYYY-MM-DD)"},
		{date, `20260101`, "must be a date (YYYY-MM-DD)"},
		{file, `"cv.pdf"`, "must be the id of a queued file"},
		{file, `999999`, "no queued file has this id"},
		{file, strconv.FormatInt(img.ID, 10), "must be a file uploaded with type=document"},
	}
	for _, tt := range tests {
		t.Run(string(tt.q.Kind)+" "+tt.value, func(t *testing.T) {
			// The bad answer comes third; the others are valid.
			in := applicant(job.ID, answer(short, `"Ada"`), answer(single, `"go"`), answer(tt.q, tt.value))
			if tt.q.ID == short.ID || tt.q.ID == single.ID {
				in.Answers = in.Answers[:2]
				in.Answers[slices.IndexFunc(in.Answers, func(a careers.AnswerInput) bool { return a.QuestionID == tt.q.ID })].Value = json.RawMessage(tt.value)
			}
			_, err := m.Applications.Create(keyCtx(acme), in)
			e := modules.As(err)
			want := modules.FieldError{Field: "answers/2/value", Message: tt.msg}
			if tt.q.ID == short.ID {
				want.Field = "answers/0/value"
			} else if tt.q.ID == single.ID {
				want.Field = "answers/1/value"
			}
			missing := modules.FieldError{Field: "answers", Message: "question " + strconv.FormatInt(yesno.ID, 10) + " needs an answer"}
			if tt.q.ID == yesno.ID {
				missing = want
			}
			if e.Code != modules.CodeValidation || !slices.Contains(e.Fields, want) || !slices.Contains(e.Fields, missing) {
				t.Fatalf("%v %+v, want %+v and %+v", err, e.Fields, want, missing)
			}
		})
	}
	// Unknown and twice-answered questions, and a required one left empty.
	_, err = m.Applications.Create(keyCtx(acme), applicant(job.ID, answer(short, `""`), careers.AnswerInput{QuestionID: 999999, Value: json.RawMessage(`"x"`)},
		answer(yesno, `true`), answer(yesno, `false`), answer(single, `null`)))
	got := modules.As(err).Fields
	for _, f := range []modules.FieldError{
		{Field: "answers/0/value", Message: "is required"},
		{Field: "answers/1/question_id", Message: "is not a question of this job"},
		{Field: "answers/3/question_id", Message: "is answered twice"},
		{Field: "answers/4/value", Message: "is required"},
	} {
		if !slices.Contains(got, f) {
			t.Fatalf("%+v lacks %+v", got, f)
		}
	}
	if n, _ := env.DB.NewSelect().Table("careers_applications").Count(t.Context()); n != 0 {
		t.Fatalf("%d applications stored", n)
	}
}

// TestAnswersKeepTheQuestionAsAsked stores answers of every kind (a file
// attached), then edits the question: the application still shows the
// label it was answered under.
func TestAnswersKeepTheQuestionAsAsked(t *testing.T) {
	env, m, acme := newModule(t)
	job, qs := questionJob(t, env, m, acme.Company.ID)
	doc, err := m.Files.Upload(keyCtx(acme), 0, careers.Upload{Kind: careers.KindDocument, Name: "p.pdf", Body: bytes.NewReader(careerstest.PDF("p"))})
	if err != nil {
		t.Fatal(err)
	}
	app, err := m.Applications.Create(keyCtx(acme), applicant(job.ID,
		answer(qs[7], strconv.FormatInt(doc.ID, 10)), answer(qs[0], `"  Ada  "`), answer(qs[2], `"rust"`),
		answer(qs[3], `["zig","go"]`), answer(qs[4], `false`), answer(qs[5], `12.5`), answer(qs[6], `"2027-01-04"`),
		answer(qs[1], `null`)))
	if err != nil {
		t.Fatal(err)
	}
	edited := everyKind()
	for i := range edited {
		edited[i].ID = qs[i].ID
	}
	edited[0].Texts = map[string]careers.QuestionText{"en": {Label: "Call name"}}
	if _, err := m.Questions.Set(testkit.System(), acme.Company.ID, job.ID, edited); err != nil {
		t.Fatal(err)
	}
	got, err := m.Applications.Get(testkit.System(), acme.Company.ID, app.ID)
	if err != nil {
		t.Fatal(err)
	}
	var values []string
	for _, a := range got.Answers {
		values = append(values, string(a.Kind)+"="+string(a.Value))
	}
	want := []string{`short_text="Ada"`, `single_choice="rust"`, `multiple_choice=["zig","go"]`, `yes_no=false`,
		`number=12.5`, `date="2027-01-04"`, `file=` + strconv.FormatInt(doc.ID, 10)}
	if !slices.Equal(values, want) {
		t.Fatalf("answers %v, want %v", values, want)
	}
	if _, text := got.Answers[0].Text(""); text.Label != "Nickname" {
		t.Fatalf("label %q, want the one answered under", text.Label)
	}
	if len(got.AnswerFiles) != 1 || got.AnswerFiles[0].ID != doc.ID || got.CurriculumVitae != nil {
		t.Fatalf("files %+v cv %+v", got.AnswerFiles, got.CurriculumVitae)
	}
	// The file is used: a second application cannot take it.
	_, err = m.Applications.Create(keyCtx(acme), applicant(job.ID, answer(qs[0], `"Bob"`), answer(qs[2], `"go"`),
		answer(qs[4], `true`), answer(qs[7], strconv.FormatInt(doc.ID, 10))))
	if e := modules.As(err); e.Code != modules.CodeValidation || !slices.Contains(e.Fields,
		modules.FieldError{Field: "answers/3/value", Message: "is already attached to another application"}) {
		t.Fatalf("%v %+v", err, e.Fields)
	}
}

// TestDefaultQuestions: a company's default questions are copied to jobs
// created afterwards; editing the defaults leaves those jobs alone.
func TestDefaultQuestions(t *testing.T) {
	env, m, acme := newModule(t)
	sys := testkit.System()
	defaults, err := m.Questions.Set(sys, acme.Company.ID, 0, everyKind()[:2])
	if err != nil {
		t.Fatal(err)
	}
	job := careerstest.NewJob(t, m, acme.Company.ID, careerstest.Job("Copied", env.Clock.Now()))
	if _, err := m.Questions.Set(sys, acme.Company.ID, 0, nil); err != nil {
		t.Fatal(err)
	}
	qs, err := m.Questions.OfJob(sys, job)
	if err != nil || len(qs) != 2 || qs[0].ID == defaults[0].ID || qs[1].Texts["en"].Label != "Why us?" {
		t.Fatalf("%+v %v", qs, err)
	}
	if d, _ := m.Questions.Defaults(sys, acme.Company.ID); len(d) != 0 {
		t.Fatalf("defaults %+v", d)
	}
	// Reordering keeps ids; an id of another list is refused.
	if _, err := m.Questions.Set(sys, acme.Company.ID, job.ID, []careers.QuestionInput{{ID: qs[1].ID, Kind: careers.QuestionLongText,
		Texts: qs[1].Texts}, {ID: defaults[0].ID, Kind: careers.QuestionShortText, Texts: qs[0].Texts}}); !slices.Contains(modules.As(err).Fields,
		modules.FieldError{Field: "questions/1/id", Message: "is not a question of this list"}) {
		t.Fatalf("%v", err)
	}
	re, err := m.Questions.Set(sys, acme.Company.ID, job.ID, []careers.QuestionInput{{ID: qs[1].ID, Kind: careers.QuestionLongText,
		Texts: qs[1].Texts}, {ID: qs[0].ID, Kind: careers.QuestionShortText, Texts: qs[0].Texts}})
	if err != nil || re[0].ID != qs[1].ID || re[1].ID != qs[0].ID {
		t.Fatalf("%+v %v", re, err)
	}
}

// TestQuestionRules: invalid questions come back with every error at once.
func TestQuestionRules(t *testing.T) {
	_, m, acme := newModule(t)
	_, err := m.Questions.Set(testkit.System(), acme.Company.ID, 0, []careers.QuestionInput{
		{Kind: "essay", Texts: map[string]careers.QuestionText{"de": {Label: "Frage"}}},
		{Kind: careers.QuestionSingleChoice, Texts: map[string]careers.QuestionText{"en": {Label: "Pick"}},
			Options: []careers.QuestionOption{{Value: "a b", Labels: map[string]string{"en": "A"}}, {Value: "c"}}},
		{Kind: careers.QuestionFile, Texts: map[string]careers.QuestionText{"en": {Label: "File"}}, FileKinds: []careers.Kind{"video"}},
		{Kind: careers.QuestionMultipleChoice, Texts: map[string]careers.QuestionText{"en": {Label: "Many"}},
			Options: []careers.QuestionOption{{Value: "a", Labels: map[string]string{"en": "A"}}}, Limits: careers.QuestionLimits{MaxChoices: ptr(2)}},
	})
	want := []string{"questions/0/kind", "questions/0/texts/de", "questions/1/options/0/value", "questions/1/options/1/labels",
		"questions/2/file_kinds/0", "questions/3/limits/max_choices"}
	var got []string
	for _, f := range modules.As(err).Fields {
		got = append(got, f.Field)
	}
	if !slices.Equal(got, want) {
		t.Fatalf("%v, want %v", got, want)
	}
	// Contributors and API keys may not edit questions.
	if _, err := m.Questions.Set(keyCtx(acme), acme.Company.ID, 0, nil); code(err) != modules.CodeForbidden {
		t.Fatalf("%v", err)
	}
}

// TestConsentVersions: an application records the version of each
// consent it gave; a new text is a new version; disclaimer gives the
// processing consent; a required consent must be given.
func TestConsentVersions(t *testing.T) {
	env, m, acme := newModule(t)
	sys := testkit.System()
	cid := acme.Company.ID
	proc, err := m.Consents.Save(sys, cid, careers.ConsentInput{Kind: careers.ConsentProcessing, Required: true, Active: true,
		Texts: map[string]string{"en": "We process your data.", "nl": "Wij verwerken uw gegevens."}})
	if err != nil {
		t.Fatal(err)
	}
	pool, err := m.Consents.Save(sys, cid, careers.ConsentInput{Kind: careers.ConsentTalentPool, Active: true,
		Texts: map[string]string{"en": "Keep me for 2 years."}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Consents.Save(sys, cid, careers.ConsentInput{Kind: careers.ConsentProcessing, Active: true,
		Texts: map[string]string{"en": "Again"}}); code(err) != modules.CodeValidation {
		t.Fatalf("a second processing consent: %v", err)
	}
	form := careers.DefaultApplicationForm()
	form.CurriculumVitae = careers.FieldOptional
	in := careerstest.Job("Consents", env.Clock.Now())
	in.ApplicationForm = &form
	job := careerstest.NewJob(t, m, cid, in)

	// disclaimer: true gives the processing consent.
	first, err := m.Applications.Create(keyCtx(acme), applicant(job.ID))
	if err != nil {
		t.Fatal(err)
	}
	// A new text of the talent pool consent: version 2.
	pool2, err := m.Consents.Save(sys, cid, careers.ConsentInput{ID: pool.ID, Kind: careers.ConsentTalentPool, Active: true,
		Texts: map[string]string{"en": "Keep me for 1 year."}})
	if err != nil || pool2.Version != 2 {
		t.Fatalf("%+v %v", pool2, err)
	}
	stale := applicant(job.ID)
	stale.Consents = []careers.ConsentGiven{{ConsentID: pool.ID, Version: 1}}
	if _, err := m.Applications.Create(keyCtx(acme), stale); !slices.Contains(modules.As(err).Fields,
		modules.FieldError{Field: "consents/0/version", Message: "the text changed: show version 2 and ask again"}) {
		t.Fatalf("%v", err)
	}
	// The consents instead of disclaimer: the processing one stands for it.
	second := applicant(job.ID)
	second.Disclaimer = false
	second.Consents = []careers.ConsentGiven{{ConsentID: proc.ID, Version: 1}, {ConsentID: pool.ID, Version: 2}}
	app2, err := m.Applications.Create(keyCtx(acme), second)
	if err != nil {
		t.Fatal(err)
	}
	// Without disclaimer and without the processing consent: refused.
	third := applicant(job.ID)
	third.Disclaimer = false
	third.Consents = []careers.ConsentGiven{{ConsentID: pool.ID}}
	e := modules.As(mustFail(m.Applications.Create(keyCtx(acme), third)))
	for _, f := range []modules.FieldError{{Field: "disclaimer", Message: "must be accepted (true)"},
		{Field: "consents", Message: "consent " + strconv.FormatInt(proc.ID, 10) + " is required"}} {
		if !slices.Contains(e.Fields, f) {
			t.Fatalf("%+v lacks %+v", e.Fields, f)
		}
	}

	got1, _ := m.Applications.Get(sys, cid, first.ID)
	got2, _ := m.Applications.Get(sys, cid, app2.ID)
	if len(got1.Consents) != 1 || got1.Consents[0].ConsentID != proc.ID || got1.Consents[0].Kind != careers.ConsentProcessing {
		t.Fatalf("first %+v", got1.Consents)
	}
	if len(got2.Consents) != 2 || got2.Consents[1].Version != 2 || got2.Consents[1].Texts["en"] != "Keep me for 1 year." {
		t.Fatalf("second %+v", got2.Consents)
	}
}

func mustFail(_ *careers.Application, err error) error { return err }
