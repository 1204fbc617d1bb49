package content

import (
	"slices"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules/careers"
)

// jobResource is the job record (our design: docs/careers-api.md).
type jobResource struct {
	ID            int64            `json:"id"`
	Type          string           `json:"type"`
	Attributes    jobAttrs         `json:"attributes"`
	Relationships jobRelationships `json:"relationships"`
	Links         jobLinks         `json:"links"`
}

type jobAttrs struct {
	Title           string          `json:"title"`
	Slug            string          `json:"slug"`
	Language        string          `json:"language"`
	Reference       *string         `json:"reference"`
	Summary         *string         `json:"summary"`
	Description     *string         `json:"description"`
	Profile         *string         `json:"profile"`
	Offer           *string         `json:"offer"`
	EmploymentTypes []string        `json:"employment_types"`
	WorkplaceType   string          `json:"workplace_type"`
	ExperienceLevel *string         `json:"experience_level"`
	Salary          *careers.Salary `json:"salary"`
	HoursPerWeek    *careers.Hours  `json:"hours_per_week"`
	Categories      []jobCategory   `json:"categories"`
	PublishedAt     *Timestamp      `json:"published_at"`
	ClosesAt        *Timestamp      `json:"closes_at"`
	CreatedAt       Timestamp       `json:"created_at"`
	UpdatedAt       Timestamp       `json:"updated_at"`
	ImageURL        *string         `json:"image_url"`
	ApplicationForm applicationForm `json:"application_form"`
	// JSONLD is the job's schema.org JobPosting, on the single job only
	// (lists leave it out).
	JSONLD *careers.JobPosting `json:"json_ld,omitempty"`
}

type jobCategory struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

type applicationForm struct {
	Photo           careers.FormField `json:"photo"`
	Phone           careers.FormField `json:"phone"`
	Motivation      careers.FormField `json:"motivation"`
	CurriculumVitae careers.FormField `json:"curriculum_vitae"`
	Education       careers.FormField `json:"education"`
	Experience      careers.FormField `json:"experience"`
	// Questions and Consents are on the single job only (lists leave
	// them out): the job's own questions and the company's consents.
	Questions *[]formQuestion `json:"questions,omitempty"`
	Consents  *[]formConsent  `json:"consents,omitempty"`
}

type jobRelationships struct {
	Locations []int64 `json:"locations"`
}

type jobLinks struct {
	Self    string  `json:"self"`
	Jobsite *string `json:"jobsite"`
}

// jobList is a page of jobs.
type jobList struct {
	Data  []jobResource `json:"data"`
	Links []link        `json:"links"`
	Meta  pageMeta      `json:"meta"`
}

type pageMeta struct {
	Total      int `json:"total"`
	Page       int `json:"page"`
	PerPage    int `json:"per_page"`
	TotalPages int `json:"total_pages"`
}

// jobFrom renders j in the first of prefs it has; it returns the language
// served.
func (a *API) jobFrom(j *careers.Job, prefs []string) (jobResource, string) {
	lang, t := j.Text(prefs)
	if t == nil {
		t = &careers.JobTranslation{}
	}
	cats := make([]jobCategory, len(j.Categories))
	for i := range j.Categories {
		cats[i] = jobCategory{ID: j.Categories[i].ID, Name: j.Categories[i].NameIn(prefs, lang)}
	}
	f := j.ApplicationForm
	var jobsite *string
	if l := j.JobsiteLink(lang); l != "" {
		jobsite = &l
	}
	return jobResource{
		ID: j.ID, Type: "job",
		Attributes: jobAttrs{
			Title: t.Title, Slug: t.Slug, Language: lang, Reference: j.Reference,
			Summary: t.Summary, Description: t.Description, Profile: t.Profile, Offer: t.Offer,
			EmploymentTypes: j.EmploymentTypes, WorkplaceType: j.WorkplaceType, ExperienceLevel: j.ExperienceLevel,
			Salary: j.Salary, HoursPerWeek: j.HoursPerWeek, Categories: cats,
			PublishedAt: stampPtr(j.PublishedAt), ClosesAt: stampPtr(j.ClosesAt),
			CreatedAt: stamp(j.CreatedAt), UpdatedAt: stamp(j.UpdatedAt), ImageURL: j.ImageURL,
			ApplicationForm: applicationForm{Photo: f.Photo, Phone: f.Phone, Motivation: f.Motivation,
				CurriculumVitae: f.CurriculumVitae, Education: f.Education, Experience: f.Experience},
		},
		Relationships: jobRelationships{Locations: j.LocationIDs},
		Links:         jobLinks{Self: a.link("/jobs/" + strconv.FormatInt(j.ID, 10)), Jobsite: jobsite},
	}, lang
}

// getJob serves GET /content/v1/jobs/{job_id}.
func (a *API) getJob(c *fiber.Ctx) error {
	id, err := strconv.ParseInt(c.Params("job_id"), 10, 64)
	if err != nil || id <= 0 {
		return notFoundRoute()
	}
	return a.cached(c, func() error { return a.renderJob(c, id) })
}

func (a *API) renderJob(c *fiber.Ctx, id int64) error {
	prefs := careers.ParseAcceptLanguage(c.Get(fiber.HeaderAcceptLanguage))
	d, err := a.careers.Jobs.Detail(c.UserContext(), 0, id, prefs)
	if err != nil {
		return err
	}
	res, lang := a.jobDetail(d, prefs)
	c.Vary(fiber.HeaderAcceptLanguage)
	c.Set(fiber.HeaderContentLanguage, lang)
	signed := res.Attributes.ImageURL != nil || d.Posting.HiringOrganization.Logo != ""
	return sendCached(c, res, signed, func() any { return etagView(res) })
}

// jobDetail is the single job's resource (GET /content/v1/jobs/{job_id}
// and the webhooks' job payload): the job with its JSON-LD and its
// application form's questions and consents, in the language served.
func (a *API) jobDetail(d *careers.JobDetail, prefs []string) (jobResource, string) {
	res, lang := a.jobFrom(d.Job, prefs)
	res.Attributes.JSONLD = &d.Posting
	qs := formQuestions(d.Questions, lang, d.Job.DefaultLanguage)
	cs := formConsents(d.Consents, lang, d.Job.DefaultLanguage)
	res.Attributes.ApplicationForm.Questions, res.Attributes.ApplicationForm.Consents = &qs, &cs
	return res, lang
}

// listJobs serves GET /content/v1/jobs.
func (a *API) listJobs(c *fiber.Ctx) error {
	return a.cached(c, func() error { return a.renderJobs(c) })
}

func (a *API) renderJobs(c *fiber.Ctx) error {
	q, values, err := parseJobQuery(c)
	if err != nil {
		return err
	}
	page, err := a.careers.Jobs.List(c.UserContext(), q)
	if err != nil {
		return err
	}
	out := jobList{
		Data: make([]jobResource, len(page.Items)),
		Meta: pageMeta{Total: page.Total, Page: page.Page, PerPage: page.PerPage, TotalPages: page.TotalPages},
	}
	var langs []string
	for i := range page.Items {
		res, lang := a.jobFrom(&page.Items[i], q.Languages)
		out.Data[i] = res
		if !slices.Contains(langs, lang) {
			langs = append(langs, lang)
		}
	}
	out.Links = a.pageLinks("/jobs", values, page.Page, page.TotalPages)
	c.Vary(fiber.HeaderAcceptLanguage)
	if len(langs) == 0 && len(q.Languages) > 0 {
		langs = q.Languages[:1]
	}
	if len(langs) > 0 {
		c.Set(fiber.HeaderContentLanguage, strings.Join(langs, ", "))
	}
	signed := slices.ContainsFunc(out.Data, func(r jobResource) bool { return r.Attributes.ImageURL != nil })
	return sendCached(c, out, signed, func() any {
		views := make([]any, len(out.Data))
		for i := range out.Data {
			views[i] = etagView(out.Data[i])
		}
		return []any{views, out.Links, out.Meta}
	})
}
