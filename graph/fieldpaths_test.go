package graph

import (
	"errors"
	"testing"

	"corkboard/modules"
)

func TestFieldPaths(t *testing.T) {
	t.Parallel()
	job := fieldPaths{input: "input", args: careersArgs, keyed: map[string][]string{"translations": {"fr", "nl", "fr"}}}
	company := fieldPaths{input: "input", args: careersArgs, rename: map[string]string{"domainalias": "domainAlias"}}
	for _, tt := range []struct {
		p           fieldPaths
		field, want string
	}{
		{applicationPaths, "email", "input.email"},
		{applicationPaths, "curriculum_vitae", "input.curriculumVitae"},
		{applicationPaths, "education/0/short_description", "input.education.0.shortDescription"},
		{applicationPaths, "company_id", "companyId"},
		{uploadPaths, "type", "kind"},
		{uploadPaths, "file", "file"},
		{job, "translations/nl/title", "input.translations.1.title"},
		{job, "translations/fr/slug", "input.translations.2.slug"}, // the last entry of a language wins
		{job, "translations/en", "input.translations"},             // no entry: the list
		{job, "translations/en/title", "input.translations"},
		{job, "application_form/curriculum_vitae", "input.applicationForm.curriculumVitae"},
		{job, "category_ids", "input.categoryIds"},
		{company, "domainalias", "input.domainAlias"},
		{company, "cors_origins/3", "input.corsOrigins.3"},
		{appPasswordPaths, "name", "input.name"},
		{appPasswordPaths, "user_id", "input.userId"},
	} {
		if got := tt.p.path(tt.field); got != tt.want {
			t.Errorf("%s → %s, want %s", tt.field, got, tt.want)
		}
	}
	in := modules.Validation(modules.FieldError{Field: "job_id", Message: "is required"})
	out := modules.As(applicationPaths.wrap(in))
	if out.Code != modules.CodeValidation || out.Fields[0].Field != "input.jobId" || in.Fields[0].Field != "job_id" {
		t.Fatalf("wrapped %+v (original %+v)", out, in)
	}
	if applicationPaths.wrap(nil) != nil {
		t.Fatal("nil is not nil")
	}
	plain := errors.New("x")
	if applicationPaths.wrap(plain) != plain {
		t.Fatal("an error without fields is changed")
	}
}
