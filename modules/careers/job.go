package careers

import (
	"strconv"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// JobStatus is the editorial state of a job. Only published jobs whose
// published_at has come and whose closes_at has not passed are visible
// through the content interface.
type JobStatus string

// Job statuses.
const (
	JobDraft     JobStatus = "draft"
	JobPublished JobStatus = "published"
	JobClosed    JobStatus = "closed"
	// JobTrashed: deleted, in the trash (JobService.Restore gives back
	// the status it had, TrashedStatus). Every read but the trash list
	// treats it as gone.
	JobTrashed JobStatus = "trashed"
)

// Vocabularies of job attributes.
var (
	JobStatuses      = []JobStatus{JobDraft, JobPublished, JobClosed}
	EmploymentTypes  = []string{"fulltime", "parttime", "freelance", "internship", "student", "temporary", "volunteer"}
	WorkplaceTypes   = []string{"onsite", "hybrid", "remote"}
	ExperienceLevels = []string{"entry", "experienced", "senior", "executive"}
	SalaryPeriods    = []string{"hour", "month", "year"}
)

// Job is a job posting. The fields after UpdatedAt are loaded with it.
type Job struct {
	bun.BaseModel `bun:"table:careers_jobs"`

	ID              int64           `bun:"id,pk,autoincrement"`
	CompanyID       int64           `bun:"company_id,notnull"`
	Status          JobStatus       `bun:"status,notnull"`
	Reference       *string         `bun:"reference"`
	DefaultLanguage string          `bun:"default_language,notnull"`
	WorkplaceType   string          `bun:"workplace_type,notnull"`
	ExperienceLevel *string         `bun:"experience_level"`
	Salary          *Salary         `bun:"salary,type:jsonb"`
	HoursPerWeek    *Hours          `bun:"hours_per_week,type:jsonb"`
	ApplicationForm ApplicationForm `bun:"application_form,type:jsonb,notnull"`
	ImageKey        *string         `bun:"image_key"`
	PublishedAt     *time.Time      `bun:"published_at"`
	ClosesAt        *time.Time      `bun:"closes_at"`
	CreatedAt       time.Time       `bun:"created_at,notnull"`
	UpdatedAt       time.Time       `bun:"updated_at,notnull"`
	// TrashedAt is when the job went to the trash (nil outside it), and
	// TrashedStatus the status it had then.
	TrashedAt     *time.Time `bun:"trashed_at"`
	TrashedStatus JobStatus  `bun:"trashed_status,notnull"`

	// Translations by language; DefaultLanguage is always present.
	Translations map[string]*JobTranslation `bun:"-"`
	// EmploymentTypes in EmploymentTypes order.
	EmploymentTypes []string `bun:"-"`
	// Categories and LocationIDs, by id.
	Categories  []Category `bun:"-"`
	LocationIDs []int64    `bun:"-"`
	// ImageURL is a signed URL of the image (Settings.URLTTL), or nil.
	ImageURL *string `bun:"-"`
	// JobsiteBase is the company's jobsite URL ("" when it has none).
	JobsiteBase string `bun:"jobsite_base,scanonly"`
}

// Text returns the translation to serve for the language preferences
// prefs (best first): the first preferred language the job has, else its
// default language.
func (j *Job) Text(prefs []string) (string, *JobTranslation) {
	lang := pickLanguage(prefs, j.DefaultLanguage, func(l string) bool { return j.Translations[l] != nil })
	return lang, j.Translations[lang]
}

// JobsiteLink is the job's page on the company's jobsite in a language,
// or "" when the company has no jobsite URL.
func (j *Job) JobsiteLink(lang string) string {
	if j.JobsiteBase == "" {
		return ""
	}
	slug := ""
	if t := j.Translations[lang]; t != nil {
		slug = "-" + t.Slug
	}
	return strings.TrimRight(j.JobsiteBase, "/") + "/jobs/" + strconv.FormatInt(j.ID, 10) + slug
}

// Visible reports whether the content interface shows the job at now.
func (j *Job) Visible(now time.Time) bool {
	return j.Status == JobPublished && j.PublishedAt != nil && !j.PublishedAt.After(now) &&
		(j.ClosesAt == nil || j.ClosesAt.After(now))
}

// JobTranslation holds a job's texts in one language.
type JobTranslation struct {
	bun.BaseModel `bun:"table:careers_job_translations"`

	JobID    int64   `bun:"job_id,pk"`
	Language string  `bun:"language,pk"`
	Title    string  `bun:"title,notnull"`
	Slug     string  `bun:"slug,notnull"`
	Summary  *string `bun:"summary"`
	// Description, Profile and Offer are sanitised HTML.
	Description *string `bun:"description"`
	Profile     *string `bun:"profile"`
	Offer       *string `bun:"offer"`
	// SearchText is the lower-cased plain text the search filter matches.
	SearchText string `bun:"search_text,notnull"`
}

// Salary is a pay range.
type Salary struct {
	Min      float64 `json:"min"`
	Max      float64 `json:"max"`
	Currency string  `json:"currency"`
	Period   string  `json:"period"`
}

// Hours is a range of hours per week.
type Hours struct {
	Min float64 `json:"min"`
	Max float64 `json:"max"`
}

// FormField says whether an application form asks for a field.
type FormField string

// Form field settings.
const (
	FieldRequired FormField = "required"
	FieldOptional FormField = "optional"
	FieldHidden   FormField = "hidden"
)

func (f FormField) valid() bool {
	return f == FieldRequired || f == FieldOptional || f == FieldHidden
}

// ApplicationForm says which optional parts of an application a job asks
// for.
type ApplicationForm struct {
	Photo           FormField `json:"photo"`
	Phone           FormField `json:"phone"`
	Motivation      FormField `json:"motivation"`
	CurriculumVitae FormField `json:"curriculum_vitae"`
	Education       FormField `json:"education"`
	Experience      FormField `json:"experience"`
}

// DefaultApplicationForm asks for a CV and offers everything else.
func DefaultApplicationForm() ApplicationForm {
	return ApplicationForm{
		Photo: FieldOptional, Phone: FieldOptional, Motivation: FieldOptional,
		CurriculumVitae: FieldRequired, Education: FieldOptional, Experience: FieldOptional,
	}
}

// fields lists the form's settings by attribute name.
func (f ApplicationForm) fields() []struct {
	name  string
	value FormField
} {
	return []struct {
		name  string
		value FormField
	}{
		{"photo", f.Photo}, {"phone", f.Phone}, {"motivation", f.Motivation},
		{"curriculum_vitae", f.CurriculumVitae}, {"education", f.Education}, {"experience", f.Experience},
	}
}

// Join models.

// JobLocation links a job to a location.
type JobLocation struct {
	bun.BaseModel `bun:"table:careers_job_locations"`
	JobID         int64 `bun:"job_id,pk"`
	LocationID    int64 `bun:"location_id,pk"`
}

// JobCategory links a job to a category.
type JobCategory struct {
	bun.BaseModel `bun:"table:careers_job_categories"`
	JobID         int64 `bun:"job_id,pk"`
	CategoryID    int64 `bun:"category_id,pk"`
}

// JobEmploymentType is one employment type of a job.
type JobEmploymentType struct {
	bun.BaseModel  `bun:"table:careers_job_employment_types"`
	JobID          int64  `bun:"job_id,pk"`
	EmploymentType string `bun:"employment_type,pk"`
}
