package content_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules/careers"
)

// questionsWorld is applyWorld's acme with questions on the strict job
// (a required short text in English and Dutch, a multiple choice with
// an English label only) and a processing and a talent pool consent.
func newQuestionsWorld(t *testing.T) (*applyWorld, []careers.Question, []careers.Consent) {
	t.Helper()
	w := newApplyWorld(t)
	m := careersOf(w.s)
	max2 := 2
	qs, err := m.Questions.Set(testkit.System(), w.acme.Company.ID, w.strict.ID, []careers.QuestionInput{
		{Kind: careers.QuestionShortText, Required: true, Texts: map[string]careers.QuestionText{
			"en": {Label: "Nickname", Help: "What friends call you"}, "nl": {Label: "Bijnaam"}}},
		{Kind: careers.QuestionMultipleChoice, Texts: map[string]careers.QuestionText{"en": {Label: "Languages"}},
			Options: []careers.QuestionOption{{Value: "go", Labels: map[string]string{"en": "Go", "nl": "Go (nl)"}},
				{Value: "rust", Labels: map[string]string{"en": "Rust"}}, {Value: "zig", Labels: map[string]string{"en": "Zig"}}},
			Limits: careers.QuestionLimits{MaxChoices: &max2}},
		{Kind: careers.QuestionNumber, Required: true, Texts: map[string]careers.QuestionText{"en": {Label: "Years"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	var cs []careers.Consent
	for _, in := range []careers.ConsentInput{
		{Kind: careers.ConsentProcessing, Required: true, Active: true, Texts: map[string]string{"en": "<p>We process your data.</p>", "nl": "<p>Wij verwerken.</p>"}},
		{Kind: careers.ConsentTalentPool, Active: true, Texts: map[string]string{"en": "<p>Keep me.</p>"}},
	} {
		c, err := m.Consents.Save(testkit.System(), w.acme.Company.ID, in)
		if err != nil {
			t.Fatal(err)
		}
		cs = append(cs, *c)
	}
	return w, qs, cs
}

// TestJobDetailCarriesTheForm: the single job lists its questions and the
// company's consents in the served language, each text falling back to
// the job's default language (a question's options in the language of its
// label); the list leaves them out.
func TestJobDetailCarriesTheForm(t *testing.T) {
	w, qs, cs := newQuestionsWorld(t)
	r := get(t, w.s, fmt.Sprintf("/content/v1/jobs/%d", w.strict.ID), w.acme.Key, "Accept-Language", "nl")
	var body struct {
		Attributes struct {
			ApplicationForm struct {
				Photo     string
				Questions []map[string]any
				Consents  []map[string]any
			} `json:"application_form"`
		}
	}
	r.JSON(t, &body)
	f := body.Attributes.ApplicationForm
	if r.StatusCode != 200 || f.Photo != "hidden" || len(f.Questions) != 3 || len(f.Consents) != 2 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	got, _ := json.Marshal(f.Questions[:2])
	want := fmt.Sprintf(`[{"file_kinds":[],"help":null,"id":%d,"label":"Bijnaam","language":"nl","limits":{"max_length":255},"options":[],"required":true,"type":"short_text"},`+
		`{"file_kinds":[],"help":null,"id":%d,"label":"Languages","language":"en","limits":{"max_choices":2},"options":[{"label":"Go","value":"go"},{"label":"Rust","value":"rust"},{"label":"Zig","value":"zig"}],"required":false,"type":"multiple_choice"}]`,
		qs[0].ID, qs[1].ID)
	if string(got) != want {
		t.Fatalf("questions\n%s\nwant\n%s", got, want)
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(f.Consents)
	got = bytes.TrimSpace(b.Bytes())
	want = fmt.Sprintf(`[{"id":%d,"kind":"processing","language":"nl","required":true,"text":"<p>Wij verwerken.</p>","version":1},`+
		`{"id":%d,"kind":"talent_pool","language":"en","required":false,"text":"<p>Keep me.</p>","version":1}]`, cs[0].ID, cs[1].ID)
	if string(got) != want {
		t.Fatalf("consents\n%s\nwant\n%s", got, want)
	}
	r = get(t, w.s, "/content/v1/jobs", w.acme.Key)
	var list struct {
		Data []struct {
			Attributes struct {
				ApplicationForm map[string]any `json:"application_form"`
			}
		}
	}
	r.JSON(t, &list)
	for _, j := range list.Data {
		if _, ok := j.Attributes.ApplicationForm["questions"]; ok || len(j.Attributes.ApplicationForm) != 6 {
			t.Fatalf("the list carries questions: %s", r.Body)
		}
	}
}

// TestApplicationAnswersOverREST: every bad answer and every missing
// required answer come back at once, each with its own pointer; good
// answers are stored with the consents given.
func TestApplicationAnswersOverREST(t *testing.T) {
	w, qs, cs := newQuestionsWorld(t)
	attrs := map[string]any{"job_id": w.strict.ID, "first_name": "Jane", "last_name": "Doe", "email": "jane@example.com",
		"motivation": "Because.", "disclaimer": true,
		"answers": []any{
			map[string]any{"question_id": qs[0].ID, "value": "Jay"},
			map[string]any{"question_id": 999999, "value": 1},
			map[string]any{"question_id": qs[1].ID, "value": []string{"go", "cobol"}},
		}}
	r := w.apply(t, doc(attrs))
	expectError(t, r, 422, "validation_failed", "/data/attributes/answers/1/question_id", "/data/attributes/answers/2/value", "/data/attributes/answers")
	attrs["answers"] = []any{
		map[string]any{"question_id": qs[0].ID, "value": 7},
		map[string]any{"question_id": qs[2].ID, "value": "many"},
		map[string]any{"question_id": qs[1].ID, "value": []string{"go", "rust", "zig"}},
	}
	r = w.apply(t, doc(attrs))
	e := expectError(t, r, 422, "validation_failed", "/data/attributes/answers/0/value", "/data/attributes/answers/1/value", "/data/attributes/answers/2/value")
	if e.Errors[2].Detail != "choose at most 2" {
		t.Fatalf("%s", r.Body)
	}
	attrs["answers"] = []any{
		map[string]any{"question_id": qs[0].ID, "value": "Jay"},
		map[string]any{"question_id": qs[2].ID, "value": 3},
		map[string]any{"question_id": qs[1].ID, "value": []string{"rust"}},
	}
	attrs["consents"] = []any{map[string]any{"consent_id": cs[1].ID, "version": 1}}
	r = w.apply(t, doc(attrs))
	if r.StatusCode != 200 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
	var created struct{ ID int64 }
	r.JSON(t, &created)
	app, err := careersOf(w.s).Applications.Get(testkit.System(), w.acme.Company.ID, created.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(app.Answers) != 3 || string(app.Answers[1].Value) != `["rust"]` || len(app.Consents) != 2 {
		t.Fatalf("%+v %+v", app.Answers, app.Consents)
	}
}

// TestOpenApplicationOverREST: without job_id, 422 on job_id until the
// company takes open applications, then 200.
func TestOpenApplicationOverREST(t *testing.T) {
	w := newApplyWorld(t)
	attrs := map[string]any{"first_name": "Jane", "last_name": "Doe", "email": "jane@example.com", "disclaimer": true}
	expectError(t, w.apply(t, doc(attrs)), 422, "validation_failed", "/data/attributes/job_id")
	if _, err := careersOf(w.s).CareerSettings.Update(testkit.System(), w.acme.Company.ID, careers.SettingsInput{OpenApplications: true}); err != nil {
		t.Fatal(err)
	}
	if r := w.apply(t, doc(attrs)); r.StatusCode != 200 {
		t.Fatalf("%d %s", r.StatusCode, r.Body)
	}
}
