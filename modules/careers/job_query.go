package careers

import (
	"slices"
	"strings"
	"time"

	"corkboard/modules"
)

// Job list sorting: the default is the newest first.
var JobSorts = []string{"-published_at", "published_at", "title", "closes_at"}

// Paging limits of job lists.
const (
	DefaultJobsPerPage = 20
	MaxJobsPerPage     = 100
)

// JobQuery selects a page of jobs. Filters of one kind are ORed, filters
// of different kinds ANDed.
type JobQuery struct {
	// CompanyID is 0 for the API key's company.
	CompanyID int64
	// Page is 1-based; PerPage defaults to 20 and is capped at 100.
	Page, PerPage   int
	LocationIDs     []int64
	CategoryIDs     []int64
	EmploymentTypes []string
	WorkplaceTypes  []string
	// Search matches words in the titles and texts, in any language.
	Search       string
	UpdatedSince *time.Time
	// Sort is one of JobSorts; "" is -published_at.
	Sort string
	// Statuses filters by status for admin users (JobTrashed lists the
	// trash; without statuses, every job but those in the trash); API keys
	// always see published, open jobs only.
	Statuses []JobStatus
	// Languages are the caller's preferences; sorting by title uses the
	// title in the first of them.
	Languages []string
	// SkipTotal leaves JobPage.Total and TotalPages at 0 instead of
	// counting the matching jobs (a second query), for callers that do not
	// show them.
	SkipTotal bool
}

// Normalize applies defaults and the per-page cap.
func (q *JobQuery) Normalize() {
	if q.Page == 0 {
		q.Page = 1
	}
	if q.PerPage == 0 {
		q.PerPage = DefaultJobsPerPage
	}
	q.PerPage = min(q.PerPage, MaxJobsPerPage)
	if q.Sort == "" {
		q.Sort = JobSorts[0]
	}
	q.Search = strings.TrimSpace(q.Search)
}

// Validate reports bad values as CodeBadRequest with the parameter names
// of the content interface (page, per_page, employment_type,
// workplace_type, sort, search).
func (q JobQuery) Validate() error {
	var fe []modules.FieldError
	add := func(field, msg string) { fe = append(fe, modules.FieldError{Field: field, Message: msg}) }
	if q.Page < 1 {
		add("page", "must be a positive integer")
	}
	if q.PerPage < 1 {
		add("per_page", "must be a positive integer")
	}
	for _, t := range q.EmploymentTypes {
		if !slices.Contains(EmploymentTypes, t) {
			add("employment_type", "unknown employment type "+t+" (want "+strings.Join(EmploymentTypes, ", ")+")")
		}
	}
	for _, t := range q.WorkplaceTypes {
		if !slices.Contains(WorkplaceTypes, t) {
			add("workplace_type", "unknown workplace type "+t+" (want "+strings.Join(WorkplaceTypes, ", ")+")")
		}
	}
	for _, s := range q.Statuses {
		if !slices.Contains(JobStatuses, s) && s != JobTrashed {
			add("status", "unknown status "+string(s))
		}
	}
	if !slices.Contains(JobSorts, q.Sort) {
		add("sort", "must be one of "+strings.Join(JobSorts, ", "))
	}
	if len(q.Search) > 200 {
		add("search", "must be at most 200 characters")
	}
	if len(fe) > 0 {
		return &modules.Error{Code: modules.CodeBadRequest, Message: "invalid query parameters", Fields: fe}
	}
	return nil
}

// JobPage is one page of jobs.
type JobPage = modules.Page[Job]
