package graph_test

import (
	"encoding/json"
	"slices"
	"strconv"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules/careers"
)

const formQuery = `query($id: ID!, $lang: [CareersLanguage!]) { job(id: $id, language: $lang) {
  applicationQuestions { id type required language label help options { value label } limits { maxLength maxChoices min max } fileKinds }
  applicationConsents { id kind version required language text } } }`

// TestApplicationFormParity: a jobsite reads the same form through REST
// and GraphQL, and the same answers are refused at the same places.
func TestApplicationFormParity(t *testing.T) {
	w := newCareersWorld(t)
	m := w.s.Modules.Careers
	job := w.jobs["designer"] // English only, no CV asked
	max2 := 2
	qs, err := m.Questions.Set(testkit.System(), w.acme.Company.ID, job.ID, []careers.QuestionInput{
		{Kind: careers.QuestionShortText, Required: true, Texts: map[string]careers.QuestionText{"en": {Label: "Portfolio URL", Help: "https://…"}, "nl": {Label: "Portfolio-URL"}}},
		{Kind: careers.QuestionMultipleChoice, Texts: map[string]careers.QuestionText{"en": {Label: "Tools"}},
			Options: []careers.QuestionOption{{Value: "figma", Labels: map[string]string{"en": "Figma"}}, {Value: "sketch", Labels: map[string]string{"en": "Sketch"}},
				{Value: "gimp", Labels: map[string]string{"en": "GIMP"}}}, Limits: careers.QuestionLimits{MaxChoices: &max2}},
		{Kind: careers.QuestionYesNo, Required: true, Texts: map[string]careers.QuestionText{"en": {Label: "Can you start in January?"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	consent, err := m.Consents.Save(testkit.System(), w.acme.Company.ID, careers.ConsentInput{Kind: careers.ConsentProcessing, Required: true, Active: true,
		Texts: map[string]string{"en": "We process your data.", "nl": "Wij verwerken uw gegevens."}})
	if err != nil {
		t.Fatal(err)
	}
	auth := []string{"Authorization", "Bearer " + w.acme.Key, "Accept-Language", "nl"}

	_, body := rest(t, w.s, "GET", "/content/v1/jobs/"+id(job.ID), nil, auth...)
	form := body["attributes"].(map[string]any)["application_form"].(map[string]any)
	var got struct {
		Job struct {
			ApplicationQuestions []map[string]any
			ApplicationConsents  []map[string]any
		}
	}
	w.a.data(t, formQuery, &got, bearer(w.acme.Key), vars("id", id(job.ID), "lang", []string{"NL"}))
	restQs := form["questions"].([]any)
	if len(restQs) != 3 || len(got.Job.ApplicationQuestions) != 3 {
		t.Fatalf("REST %v GraphQL %v", restQs, got.Job.ApplicationQuestions)
	}
	for i, rq := range restQs {
		r, g := rq.(map[string]any), got.Job.ApplicationQuestions[i]
		if jsonID(r["id"]) != g["id"] || r["label"] != g["label"] || r["help"] != g["help"] || r["required"] != g["required"] ||
			r["type"] != lowerString(g["type"]) || r["language"] != lowerString(g["language"]) ||
			len(r["options"].([]any)) != len(g["options"].([]any)) {
			t.Fatalf("question %d: REST %v, GraphQL %v", i, r, g)
		}
	}
	// The job is written in English only: its form is served in English.
	if restQs[0].(map[string]any)["label"] != "Portfolio URL" || got.Job.ApplicationQuestions[1]["label"] != "Tools" {
		t.Fatalf("languages: %v", got.Job.ApplicationQuestions)
	}
	rc := form["consents"].([]any)[0].(map[string]any)
	gc := got.Job.ApplicationConsents[0]
	if len(got.Job.ApplicationConsents) != 1 || jsonID(rc["id"]) != gc["id"] || rc["text"] != gc["text"] || gc["text"] != "We process your data." ||
		int(rc["version"].(float64)) != int(gc["version"].(float64)) {
		t.Fatalf("consents REST %v GraphQL %v", rc, gc)
	}

	// The same bad answers through both.
	qid := func(i int) string { return strconv.FormatInt(qs[i].ID, 10) }
	restAttrs := map[string]any{"job_id": job.ID, "first_name": "Ann", "last_name": "Lee", "email": "ann@example.com", "disclaimer": true,
		"answers": []any{
			map[string]any{"question_id": qs[0].ID, "value": 42},
			map[string]any{"question_id": qs[1].ID, "value": []string{"figma", "sketch", "gimp"}},
		}}
	gqlInput := map[string]any{"jobId": id(job.ID), "firstName": "Ann", "lastName": "Lee", "email": "ann@example.com", "disclaimer": true,
		"answers": []any{
			map[string]any{"questionId": qid(0), "value": 42},
			map[string]any{"questionId": qid(1), "value": []string{"figma", "sketch", "gimp"}},
		}}
	_, rbody := rest(t, w.s, "POST", "/content/v1/applications", map[string]any{"data": map[string]any{"type": "application", "attributes": restAttrs}}, auth[:2]...)
	e := w.a.fail(t, applyMutation, bearer(w.acme.Key), vars("input", gqlInput))
	wantREST := []string{"answers", "answers/0/value", "answers/1/value"}
	wantGQL := []string{"input.answers", "input.answers.0.value", "input.answers.1.value"}
	if rf := restFields(rbody); !slices.Equal(rf, wantREST) || !sameSet(fieldNames(e), wantGQL) || e.Extensions.Code != "VALIDATION_FAILED" {
		t.Fatalf("REST %v %v, GraphQL %v %v", rf, rbody, fieldNames(e), e)
	}

	// Good answers through GraphQL, read back by an admin.
	gqlInput["answers"] = []any{
		map[string]any{"questionId": qid(0), "value": "https://ann.example"},
		map[string]any{"questionId": qid(1), "value": []string{"gimp"}},
		map[string]any{"questionId": qid(2), "value": false},
	}
	gqlInput["disclaimer"] = false
	gqlInput["consents"] = []any{map[string]any{"consentId": strconv.FormatInt(consent.ID, 10), "version": 1}}
	var created struct{ CreateApplication struct{ ID string } }
	w.a.data(t, applyMutation, &created, bearer(w.acme.Key), vars("input", gqlInput))
	var app struct {
		Application struct {
			Answers []struct {
				QuestionID, Type, Label, Display string
				Value                            json.RawMessage
			}
			Consents []struct {
				ConsentID, Kind string
				Version         int
			}
		}
	}
	w.a.data(t, `query($c: ID, $id: ID!) { application(companyId: $c, id: $id) { answers { questionId type label display value } consents { consentId kind version } } }`,
		&app, w.admin, vars("c", id(w.acme.Company.ID), "id", created.CreateApplication.ID))
	a := app.Application
	if len(a.Answers) != 3 || a.Answers[1].Display != "GIMP" || string(a.Answers[1].Value) != `["gimp"]` || a.Answers[2].Display != "No" ||
		a.Answers[0].Label != "Portfolio URL" || len(a.Consents) != 1 || a.Consents[0].Kind != "PROCESSING" || a.Consents[0].Version != 1 {
		t.Fatalf("%+v", a)
	}
}

// TestSetApplicationQuestionsErrors: field errors name each question's
// text by its place in the input.
func TestSetApplicationQuestionsErrors(t *testing.T) {
	w := newCareersWorld(t)
	e := w.a.fail(t, `mutation($c: ID!, $j: ID) { setApplicationQuestions(companyId: $c, jobId: $j, questions: [
		{type: SHORT_TEXT, texts: [{language: EN, label: "Ok"}]},
		{type: SINGLE_CHOICE, texts: [{language: EN, label: "Pick"}, {language: NL, label: ""}], options: [{value: "a b", labels: [{language: EN, text: "A"}]}]}
	]) { id } }`, w.admin, vars("c", id(w.acme.Company.ID), "j", id(w.jobs["designer"].ID)))
	if want := []string{"questions.1.options.0.value"}; e.Extensions.Code != "VALIDATION_FAILED" || !sameSet(fieldNames(e), want) {
		t.Fatalf("%v %+v", fieldNames(e), e)
	}
	var got struct {
		SetApplicationQuestions []struct{ ID, Label string }
	}
	w.a.data(t, `mutation($c: ID!) { setApplicationQuestions(companyId: $c, questions: [{type: YES_NO, texts: [{language: FR, label: "Permis?"}]}]) { id label } }`,
		&got, w.admin, vars("c", id(w.acme.Company.ID)))
	if len(got.SetApplicationQuestions) != 1 || got.SetApplicationQuestions[0].Label != "Permis?" {
		t.Fatalf("%+v", got)
	}
}

func lowerString(v any) string {
	s, _ := v.(string)
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b)
}
