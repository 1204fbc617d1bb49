package careers_test

import (
	"encoding/json"
	"slices"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
)

// TestOpenApplications: without a job an application is refused until the
// company takes open applications; then it answers the company's default
// questions, is stored without a job and listed apart.
func TestOpenApplications(t *testing.T) {
	env, m, acme := newModule(t)
	sys := testkit.System()
	cid := acme.Company.ID
	in := careers.CreateApplication{FirstName: "Ada", LastName: "L", Email: "ada@example.com", Disclaimer: true}
	_, err := m.Applications.Create(keyCtx(acme), in)
	if e := modules.As(err); e.Code != modules.CodeValidation || !slices.Equal(e.Fields, []modules.FieldError{{Field: "job_id", Message: "is required"}}) {
		t.Fatalf("%v %+v", err, e.Fields)
	}
	qs, err := m.Questions.Set(sys, cid, 0, everyKind()[4:5]) // a required yes/no
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.CareerSettings.Update(sys, cid, careers.SettingsInput{OpenApplications: true}); err != nil {
		t.Fatal(err)
	}
	if st, err := m.CareerSettings.Get(sys, cid); err != nil || !st.OpenApplications {
		t.Fatalf("%+v %v", st, err)
	}
	_, err = m.Applications.Create(keyCtx(acme), in)
	if e := modules.As(err); e.Code != modules.CodeValidation || len(e.Fields) != 1 || e.Fields[0].Field != "answers" {
		t.Fatalf("%v %+v", err, e.Fields)
	}
	in.Answers = []careers.AnswerInput{{QuestionID: qs[0].ID, Value: json.RawMessage("true")}}
	app, err := m.Applications.Create(keyCtx(acme), in)
	if err != nil {
		t.Fatal(err)
	}
	got, err := m.Applications.Get(sys, cid, app.ID)
	if err != nil || got.JobID != 0 || len(got.Answers) != 1 {
		t.Fatalf("%+v %v", got, err)
	}
	var stored *int64
	if err := env.DB.NewSelect().Table("careers_applications").Column("job_id").Where("id = ?", app.ID).Scan(t.Context(), &stored); err != nil || stored != nil {
		t.Fatalf("job_id %v %v", stored, err)
	}
	open, err := m.Applications.List(sys, careers.ApplicationQuery{CompanyID: cid, Open: true})
	if err != nil || open.Total != 1 || open.Items[0].ID != app.ID {
		t.Fatalf("%+v %v", open, err)
	}
	// Settings are for editors and admins.
	if _, err := m.CareerSettings.Update(keyCtx(acme), cid, careers.SettingsInput{}); code(err) != modules.CodeForbidden {
		t.Fatalf("%v", err)
	}
}
