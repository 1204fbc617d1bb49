package careers

import (
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

// Application is a job application. The fields after UpdatedAt are loaded
// by ApplicationService.Get.
type Application struct {
	bun.BaseModel `bun:"table:careers_applications"`

	ID        int64 `bun:"id,pk,autoincrement"`
	CompanyID int64 `bun:"company_id,notnull"`
	// JobID is 0 for an open application (without a job; NULL).
	JobID      int64     `bun:"job_id,nullzero"`
	FirstName  string    `bun:"first_name,notnull"`
	LastName   string    `bun:"last_name,notnull"`
	Email      string    `bun:"email,notnull"`
	Phone      string    `bun:"phone,notnull"`
	Motivation string    `bun:"motivation,notnull"`
	Disclaimer bool      `bun:"disclaimer,notnull"`
	Referrer   string    `bun:"referrer,notnull"`
	CreatedAt  time.Time `bun:"created_at,notnull"`
	UpdatedAt  time.Time `bun:"updated_at,notnull"`
	// APIKeyID is the API key that created the application (nil: created
	// otherwise); only it reads the application back (Receipt).
	APIKeyID *int64 `bun:"api_key_id"`

	Education  []Education  `bun:"-"`
	Experience []Experience `bun:"-"`
	// Photo and CurriculumVitae are the attached files, with download
	// URLs, or nil.
	Photo           *File `bun:"-"`
	CurriculumVitae *File `bun:"-"`
	// Answers to the job's questions, in the questions' order, and the
	// files answering file questions (with download URLs).
	Answers     []Answer `bun:"-"`
	AnswerFiles []File   `bun:"-"`
	// Consents are the consents given, with the text of their version.
	Consents []ApplicationConsent `bun:"-"`
	// Replayed is true when Create returned the application an earlier
	// request with the same idempotency key created.
	Replayed bool `bun:"-"`
}

// Education is one entry of an application's education.
type Education struct {
	bun.BaseModel `bun:"table:careers_application_education"`

	ID               int64  `bun:"id,pk,autoincrement"`
	ApplicationID    int64  `bun:"application_id,notnull"`
	Position         int    `bun:"position,notnull"`
	Title            string `bun:"title,notnull"`
	Institution      string `bun:"institution,notnull"`
	ShortDescription string `bun:"short_description,notnull"`
	DateFrom         string `bun:"date_from,notnull"`
	DateTo           string `bun:"date_to,notnull"`
}

// Experience is one entry of an application's work experience.
type Experience struct {
	bun.BaseModel `bun:"table:careers_application_experience"`

	ID             int64  `bun:"id,pk,autoincrement"`
	ApplicationID  int64  `bun:"application_id,notnull"`
	Position       int    `bun:"position,notnull"`
	Company        string `bun:"company,notnull"`
	JobTitle       string `bun:"job_title,notnull"`
	JobDescription string `bun:"job_description,notnull"`
	Tasks          string `bun:"tasks,notnull"`
	DateFrom       string `bun:"date_from,notnull"`
	DateTo         string `bun:"date_to,notnull"`
}

// EducationInput is one education entry of CreateApplication.
type EducationInput struct {
	Title            string `json:"title"`
	Institution      string `json:"institution"`
	ShortDescription string `json:"short_description"`
	DateFrom         string `json:"date_from"`
	DateTo           string `json:"date_to"`
}

// ExperienceInput is one experience entry of CreateApplication.
type ExperienceInput struct {
	Company        string `json:"company"`
	JobTitle       string `json:"job_title"`
	JobDescription string `json:"job_description"`
	Tasks          string `json:"tasks"`
	DateFrom       string `json:"date_from"`
	DateTo         string `json:"date_to"`
}

// CreateApplication is the input of ApplicationService.Create. Field
// errors name the attributes as relative JSON pointers ("email",
// "education/0/title").
type CreateApplication struct {
	// CompanyID is 0 for the API key's company.
	CompanyID int64 `json:"-"`
	// JobID is 0 for an open application, which the company's settings
	// must allow (CareersSettings.OpenApplications).
	JobID           int64             `json:"job_id"`
	FirstName       string            `json:"first_name"`
	LastName        string            `json:"last_name"`
	Email           string            `json:"email"`
	Photo           *int64            `json:"photo"`
	Phone           string            `json:"phone"`
	Motivation      string            `json:"motivation"`
	CurriculumVitae *int64            `json:"curriculum_vitae"`
	Education       []EducationInput  `json:"education"`
	Experience      []ExperienceInput `json:"experience"`
	Disclaimer      bool              `json:"disclaimer"`
	Referrer        string            `json:"referrer"`
	// Answers answer the job's application questions.
	Answers []AnswerInput `json:"answers,omitempty"`
	// Consents are the company's consents the applicant gives; the
	// processing consent stands for Disclaimer.
	Consents []ConsentGiven `json:"consents,omitempty"`
	// Honeypot is a form field hidden from people; bots fill it in.
	Honeypot string `json:"honeypot"`
	// IdempotencyKey makes retries safe: a second request with the same
	// key returns the first one's application and creates nothing.
	IdempotencyKey string `json:"-"`
}

// Limits of application fields.
const (
	maxEntries = 20
	maxName    = 255
	maxText    = 10_000
)

// Normalize trims every string.
func (in *CreateApplication) Normalize() {
	for _, p := range []*string{&in.FirstName, &in.LastName, &in.Email, &in.Phone, &in.Motivation, &in.Referrer, &in.IdempotencyKey} {
		*p = strings.TrimSpace(*p)
	}
	for i := range in.Education {
		e := &in.Education[i]
		for _, p := range []*string{&e.Title, &e.Institution, &e.ShortDescription, &e.DateFrom, &e.DateTo} {
			*p = strings.TrimSpace(*p)
		}
	}
	for i := range in.Experience {
		e := &in.Experience[i]
		for _, p := range []*string{&e.Company, &e.JobTitle, &e.JobDescription, &e.Tasks, &e.DateFrom, &e.DateTo} {
			*p = strings.TrimSpace(*p)
		}
	}
}

// Validate checks the rules that need no database: required fields,
// formats and lengths. The job's own form requirements and the files are
// checked by the service.
func (in CreateApplication) Validate() error {
	var fe []modules.FieldError
	add := func(field, msg string) { fe = append(fe, modules.FieldError{Field: field, Message: msg}) }
	if in.JobID <= 0 {
		// Unless the company takes open applications (the service
		// drops this error then).
		add("job_id", "is required")
	}
	checkLen := func(field, v string, required bool, max int) {
		switch {
		case required && v == "":
			add(field, "is required")
		case utf8.RuneCountInString(v) > max:
			add(field, "must be at most "+strconv.Itoa(max)+" characters")
		}
	}
	checkLen("first_name", in.FirstName, true, maxName)
	checkLen("last_name", in.LastName, true, maxName)
	if in.Email == "" {
		add("email", "is required")
	} else if !accounts.ValidEmail(in.Email) {
		add("email", "must be a valid e-mail address")
	}
	if in.Phone != "" && !validPhone(in.Phone) {
		add("phone", "must be a phone number")
	}
	checkLen("motivation", in.Motivation, false, maxText)
	if in.Photo != nil && *in.Photo <= 0 {
		add("photo", "must be the id of a queued file")
	}
	if in.CurriculumVitae != nil && *in.CurriculumVitae <= 0 {
		add("curriculum_vitae", "must be the id of a queued file")
	}
	if len(in.Education) > maxEntries {
		add("education", "at most "+strconv.Itoa(maxEntries)+" entries")
	}
	for i, e := range in.Education {
		p := "education/" + strconv.Itoa(i) + "/"
		checkLen(p+"title", e.Title, true, maxName)
		checkLen(p+"institution", e.Institution, false, maxName)
		checkLen(p+"short_description", e.ShortDescription, false, 2000)
		checkLen(p+"date_from", e.DateFrom, false, 50)
		checkLen(p+"date_to", e.DateTo, false, 50)
	}
	if len(in.Experience) > maxEntries {
		add("experience", "at most "+strconv.Itoa(maxEntries)+" entries")
	}
	for i, e := range in.Experience {
		p := "experience/" + strconv.Itoa(i) + "/"
		checkLen(p+"company", e.Company, true, maxName)
		checkLen(p+"job_title", e.JobTitle, false, maxName)
		checkLen(p+"job_description", e.JobDescription, false, 5000)
		checkLen(p+"tasks", e.Tasks, false, 5000)
		checkLen(p+"date_from", e.DateFrom, false, 50)
		checkLen(p+"date_to", e.DateTo, false, 50)
	}
	if !in.Disclaimer && len(in.Consents) == 0 {
		add("disclaimer", "must be accepted (true)")
	}
	if len(in.Answers) > maxAnswers {
		add("answers", "at most "+strconv.Itoa(maxAnswers)+" answers")
	}
	for i, a := range in.Answers {
		if a.QuestionID <= 0 {
			add("answers/"+strconv.Itoa(i)+"/question_id", "must be the id of a question of the job")
		}
	}
	if len(in.Consents) > maxConsents {
		add("consents", "at most "+strconv.Itoa(maxConsents)+" consents")
	}
	for i, c := range in.Consents {
		if c.ConsentID <= 0 {
			add("consents/"+strconv.Itoa(i)+"/consent_id", "must be the id of a consent of the company")
		}
		if c.Version < 0 {
			add("consents/"+strconv.Itoa(i)+"/version", "must be a version number")
		}
	}
	if in.Referrer != "" && !ValidWebURL(in.Referrer) {
		add("referrer", "must be an http or https URL")
	}
	if in.Honeypot != "" {
		add("honeypot", "must be empty")
	}
	if len(fe) > 0 {
		return modules.Validation(fe...)
	}
	return nil
}

// ValidIdempotencyKey reports whether k is 1 to 255 printable ASCII
// characters.
func ValidIdempotencyKey(k string) bool {
	if k == "" || len(k) > 255 {
		return false
	}
	for i := 0; i < len(k); i++ {
		if k[i] < 0x21 || k[i] > 0x7e {
			return false
		}
	}
	return true
}

// formErrors checks the application against the job's form: required
// parts must be given, hidden parts must not.
func (in CreateApplication) formErrors(f ApplicationForm) []modules.FieldError {
	given := map[string]bool{
		"photo": in.Photo != nil, "phone": in.Phone != "", "motivation": in.Motivation != "",
		"curriculum_vitae": in.CurriculumVitae != nil, "education": len(in.Education) > 0,
		"experience": len(in.Experience) > 0,
	}
	var fe []modules.FieldError
	for _, field := range f.fields() {
		switch {
		case field.value == FieldRequired && !given[field.name]:
			fe = append(fe, modules.FieldError{Field: field.name, Message: "is required for this job"})
		case field.value == FieldHidden && given[field.name]:
			fe = append(fe, modules.FieldError{Field: field.name, Message: "is not asked for this job"})
		}
	}
	return fe
}

// IdempotencyKey remembers the application an Idempotency-Key created.
type IdempotencyKey struct {
	bun.BaseModel `bun:"table:careers_idempotency_keys"`

	ID            int64     `bun:"id,pk,autoincrement"`
	CompanyID     int64     `bun:"company_id,notnull"`
	Key           string    `bun:"idempotency_key,notnull"`
	RequestHash   string    `bun:"request_hash,notnull"`
	ApplicationID int64     `bun:"application_id,notnull"`
	CreatedAt     time.Time `bun:"created_at,notnull"`
}

// idempotencyKeyTTL is how long a key is remembered.
const idempotencyKeyTTL = 24 * time.Hour
