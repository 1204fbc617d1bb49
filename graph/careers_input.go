package graph

import (
	"corkboard/graph/model"
	"corkboard/graph/scalars"
	"corkboard/modules/careers"
)

// jobSorts maps JobSort to the sort keys of careers.JobQuery.
var jobSorts = map[model.JobSort]string{
	model.JobSortPublishedAtDesc: "-published_at",
	model.JobSortPublishedAt:     "published_at",
	model.JobSortTitle:           "title",
	model.JobSortClosesAt:        "closes_at",
}

// jobQuery translates the arguments of Query.jobs into the query REST's
// GET /jobs builds from its parameters. page below 1 is refused here, as
// REST's parameter parsing does (the service would default 0 to 1).
func jobQuery(cid int64, filter *model.JobFilter, sort *model.JobSort, page, perPage *int, language []model.CareersLanguage) (careers.JobQuery, error) {
	q := careers.JobQuery{CompanyID: cid, Page: deref(page, 1), PerPage: deref(perPage, careers.DefaultJobsPerPage),
		Languages: lowers(language)}
	if q.Page < 1 {
		return q, badArg("page", "must be a positive integer")
	}
	if q.PerPage < 1 {
		return q, badArg("per_page", "must be a positive integer")
	}
	if sort != nil {
		q.Sort = jobSorts[*sort]
	}
	if f := filter; f != nil {
		var err error
		if q.LocationIDs, err = filterIDs(f.LocationIds, "location"); err != nil {
			return q, err
		}
		if q.CategoryIDs, err = filterIDs(f.CategoryIds, "category"); err != nil {
			return q, err
		}
		q.EmploymentTypes, q.WorkplaceTypes = lowers(f.EmploymentTypes), lowers(f.WorkplaceTypes)
		q.Search, q.UpdatedSince, q.Statuses = deref(f.Search, ""), f.UpdatedSince, f.Statuses
	}
	return q, nil
}

// applicationInput translates ApplicationInput into the service input REST
// decodes from its JSON body. A file id that is not a number becomes 0,
// which the service reports as not the id of a queued file.
func applicationInput(cid int64, in model.ApplicationInput, idempotencyKey *string) careers.CreateApplication {
	out := careers.CreateApplication{
		CompanyID: cid, FirstName: deref(in.FirstName, ""), LastName: deref(in.LastName, ""),
		Email: deref(in.Email, ""), Phone: deref(in.Phone, ""), Motivation: deref(in.Motivation, ""),
		Disclaimer: deref(in.Disclaimer, false), Referrer: deref(in.Referrer, ""), Honeypot: deref(in.Honeypot, ""),
		Photo: fileID(in.Photo), CurriculumVitae: fileID(in.CurriculumVitae), IdempotencyKey: deref(idempotencyKey, ""),
	}
	if in.JobID != nil {
		out.JobID, _ = scalars.UnmarshalInt64ID(*in.JobID)
	}
	out.Answers, out.Consents = answerInputs(in.Answers), consentsGiven(in.Consents)
	for _, e := range in.Education {
		out.Education = append(out.Education, careers.EducationInput{
			Title: deref(e.Title, ""), Institution: deref(e.Institution, ""), ShortDescription: deref(e.ShortDescription, ""),
			DateFrom: deref(e.DateFrom, ""), DateTo: deref(e.DateTo, ""),
		})
	}
	for _, e := range in.Experience {
		out.Experience = append(out.Experience, careers.ExperienceInput{
			Company: deref(e.Company, ""), JobTitle: deref(e.JobTitle, ""), JobDescription: deref(e.JobDescription, ""),
			Tasks: deref(e.Tasks, ""), DateFrom: deref(e.DateFrom, ""), DateTo: deref(e.DateTo, ""),
		})
	}
	return out
}

func fileID(id *string) *int64 {
	if id == nil {
		return nil
	}
	n, err := scalars.UnmarshalInt64ID(*id)
	if err != nil {
		n = 0
	}
	return &n
}

// jobText returns the translation a text field shows: in language when
// given, else in the query's preferences (the served language).
func jobText(j *model.Job, language *model.CareersLanguage) *careers.JobTranslation {
	prefs := j.Prefs
	if language != nil {
		prefs = []string{lower(*language)}
	}
	if _, t := j.Text(prefs); t != nil {
		return t
	}
	return &careers.JobTranslation{}
}

// servedLanguage is the language a job's texts are served in.
func servedLanguage(j *model.Job) string {
	lang, _ := j.Text(j.Prefs)
	return lang
}
