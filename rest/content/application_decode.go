package content

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"corkboard/modules"
	"corkboard/modules/careers"
)

// applicationEnvelope is the JSON:API request document of POST
// /applications.
type applicationEnvelope struct {
	Data *struct {
		Type       *string         `json:"type"`
		Attributes json.RawMessage `json:"attributes"`
	} `json:"data"`
}

// decodeApplication turns the request body into the service input.
// Errors: CodeBadRequest for malformed JSON, a missing data object or a
// data.type other than "application"; CodeValidation with one error per
// attribute of the wrong JSON type, together with the input's own
// validation errors on the other attributes.
func decodeApplication(body []byte) (careers.CreateApplication, error) {
	var in careers.CreateApplication
	var env applicationEnvelope
	if err := json.Unmarshal(body, &env); err != nil {
		return in, &modules.Error{Code: modules.CodeBadRequest, Message: "malformed JSON: " + jsonProblem(err), Err: err}
	}
	switch {
	case env.Data == nil:
		return in, badPointer("/data", "the document needs a data object")
	case env.Data.Type == nil || *env.Data.Type != "application":
		return in, badPointer("/data/type", `must be "application"`)
	}
	attrs := map[string]json.RawMessage{}
	if raw := bytes.TrimSpace(env.Data.Attributes); len(raw) > 0 && string(raw) != "null" {
		if raw[0] != '{' || json.Unmarshal(raw, &attrs) != nil {
			return in, badPointer("/data/attributes", "must be an object")
		}
	}
	d := &attrDecoder{}
	d.integer(attrs, "job_id", &in.JobID)
	d.str(attrs, "first_name", &in.FirstName)
	d.str(attrs, "last_name", &in.LastName)
	d.str(attrs, "email", &in.Email)
	d.optionalInt(attrs, "photo", &in.Photo)
	d.str(attrs, "phone", &in.Phone)
	d.str(attrs, "motivation", &in.Motivation)
	d.optionalInt(attrs, "curriculum_vitae", &in.CurriculumVitae)
	d.boolean(attrs, "disclaimer", &in.Disclaimer)
	d.str(attrs, "referrer", &in.Referrer)
	d.str(attrs, "honeypot", &in.Honeypot)
	d.objects(attrs, "education", func(prefix string, item map[string]json.RawMessage) {
		var e careers.EducationInput
		d.strings(item, prefix, []string{"title", "institution", "short_description", "date_from", "date_to"},
			[]*string{&e.Title, &e.Institution, &e.ShortDescription, &e.DateFrom, &e.DateTo})
		in.Education = append(in.Education, e)
	})
	d.objects(attrs, "experience", func(prefix string, item map[string]json.RawMessage) {
		var e careers.ExperienceInput
		d.strings(item, prefix, []string{"company", "job_title", "job_description", "tasks", "date_from", "date_to"},
			[]*string{&e.Company, &e.JobTitle, &e.JobDescription, &e.Tasks, &e.DateFrom, &e.DateTo})
		in.Experience = append(in.Experience, e)
	})
	d.objects(attrs, "answers", func(prefix string, item map[string]json.RawMessage) {
		var a careers.AnswerInput
		d.integerAt(item, "question_id", prefix+"question_id", &a.QuestionID)
		if v := item["value"]; present(v) {
			a.Value = append(json.RawMessage(nil), v...)
		}
		in.Answers = append(in.Answers, a)
	})
	d.objects(attrs, "consents", func(prefix string, item map[string]json.RawMessage) {
		var c careers.ConsentGiven
		d.integerAt(item, "consent_id", prefix+"consent_id", &c.ConsentID)
		var v int64
		d.integerAt(item, "version", prefix+"version", &v)
		c.Version = int(max(min(v, 1<<30), -1))
		in.Consents = append(in.Consents, c)
	})
	if len(d.errs) == 0 {
		return in, nil
	}
	// Report the type errors with the input's own rules for the other
	// attributes, in one response.
	fields := d.errs
	norm := in
	norm.Normalize()
	if err := norm.Validate(); err != nil {
		for _, f := range modules.As(err).Fields {
			if !d.covers(f.Field) {
				fields = append(fields, f)
			}
		}
	}
	return in, withPointers(modules.Validation(fields...))
}

func badPointer(pointer, msg string) *modules.Error {
	return &modules.Error{Code: modules.CodeBadRequest, Message: msg,
		Fields: []modules.FieldError{{Field: pointer, Message: msg}}}
}

// jsonProblem describes a JSON syntax error without echoing the body.
func jsonProblem(err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return "syntax error at byte " + strconv.FormatInt(se.Offset, 10)
	}
	return "the body is not a JSON object of the expected shape"
}

// attrDecoder decodes attributes one by one, collecting a field error
// (relative name) for each of the wrong JSON type. null means absent.
type attrDecoder struct {
	errs []modules.FieldError
	bad  []string
}

func (d *attrDecoder) fail(field, msg string) {
	d.errs = append(d.errs, modules.FieldError{Field: field, Message: msg})
	d.bad = append(d.bad, field)
}

// covers reports whether field is (inside) an attribute with a type error.
func (d *attrDecoder) covers(field string) bool {
	for _, b := range d.bad {
		if field == b || strings.HasPrefix(field, b+"/") {
			return true
		}
	}
	return false
}

func present(raw json.RawMessage) bool {
	return len(raw) > 0 && string(raw) != "null"
}

func (d *attrDecoder) str(attrs map[string]json.RawMessage, name string, dst *string) {
	d.strAt(attrs, name, name, dst)
}

func (d *attrDecoder) strAt(attrs map[string]json.RawMessage, name, field string, dst *string) {
	raw := attrs[name]
	if !present(raw) {
		return
	}
	if raw[0] != '"' || json.Unmarshal(raw, dst) != nil {
		d.fail(field, "must be a string")
	}
}

// strings decodes the string fields names of an object into dsts.
func (d *attrDecoder) strings(item map[string]json.RawMessage, prefix string, names []string, dsts []*string) {
	for i, name := range names {
		d.strAt(item, name, prefix+name, dsts[i])
	}
}

func (d *attrDecoder) integer(attrs map[string]json.RawMessage, name string, dst *int64) {
	d.integerAt(attrs, name, name, dst)
}

func (d *attrDecoder) integerAt(attrs map[string]json.RawMessage, name, field string, dst *int64) {
	raw := attrs[name]
	if !present(raw) {
		return
	}
	n, err := strconv.ParseInt(string(raw), 10, 64)
	if err != nil {
		d.fail(field, "must be an integer")
		return
	}
	*dst = n
}

func (d *attrDecoder) optionalInt(attrs map[string]json.RawMessage, name string, dst **int64) {
	var n int64
	before := len(d.errs)
	d.integer(attrs, name, &n)
	if present(attrs[name]) && len(d.errs) == before {
		*dst = &n
	}
}

func (d *attrDecoder) boolean(attrs map[string]json.RawMessage, name string, dst *bool) {
	raw := attrs[name]
	if !present(raw) {
		return
	}
	switch string(raw) {
	case "true":
		*dst = true
	case "false":
		*dst = false
	default:
		d.fail(name, "must be a boolean")
	}
}

// objects decodes an array of objects, calling each with the item's field
// prefix ("education/0/").
func (d *attrDecoder) objects(attrs map[string]json.RawMessage, name string, each func(prefix string, item map[string]json.RawMessage)) {
	raw := attrs[name]
	if !present(raw) {
		return
	}
	var items []json.RawMessage
	if raw[0] != '[' || json.Unmarshal(raw, &items) != nil {
		d.fail(name, "must be an array of objects")
		return
	}
	for i, it := range items {
		prefix := name + "/" + strconv.Itoa(i) + "/"
		var item map[string]json.RawMessage
		if len(it) == 0 || it[0] != '{' || json.Unmarshal(it, &item) != nil {
			d.fail(strings.TrimSuffix(prefix, "/"), "must be an object")
			item = map[string]json.RawMessage{}
		}
		each(prefix, item)
	}
}
