package model

import "corkboard/modules/careers"

// Job is a job as GraphQL shows it: the service's job with the language
// preferences of the query that read it (best first), which pick the
// language its texts are served in.
type Job struct {
	*careers.Job
	Prefs []string
}

// JobCategory is a category of a job, with the preferences of the query
// and the job's served language as the fallback of its name.
type JobCategory struct {
	careers.Category
	Prefs    []string
	Fallback string
}
