package graph

import (
	"time"

	"corkboard/graph/generated"
	"corkboard/graph/model"
	"corkboard/modules/calendar"
	"corkboard/modules/careers"
	"corkboard/modules/history"
	"corkboard/modules/media"
)

// Unpaged lists are priced at a nominal length: what they usually hold (a
// company has a handful of locations; an event a few organizers, categories
// and tags; an application at most 20 entries of each kind).
const (
	nominalList      = 5
	nominalLocations = 20
	nominalAdminList = 20
)

// complexity prices list fields by the number of items they may return:
// a list costs its page size (the requested one, with the service's
// default and cap) times what is asked of each item, so a deep query over
// large pages reaches the complexity limit while the same query over a
// small page does not. gqlgen's default counts every field once, whatever
// the length of the list it is in.
func complexity() generated.ComplexityRoot {
	var c generated.ComplexityRoot
	cal, jobs := calendarPage, jobsPage
	c.Query.Jobs = func(child int, _ *model.JobFilter, _ *model.JobSort, _, perPage *int, _ []model.CareersLanguage, _ *string) int {
		return jobs(child, perPage)
	}
	c.Query.Applications = func(child int, _ *string, _ *bool, _, _ *time.Time, _, perPage *int, _ *string) int {
		return jobs(child, perPage)
	}
	c.Query.Events = func(child int, _ *model.EventFilter, _, perPage *int, _ *model.SiteLanguage) int {
		return cal(child, perPage)
	}
	c.Query.Venues = func(child int, _ *model.LinkedFilter, _, perPage *int, _ *model.SiteLanguage) int {
		return cal(child, perPage)
	}
	c.Query.Organizers = func(child int, _ *model.LinkedFilter, _, perPage *int, _ *model.SiteLanguage) int {
		return cal(child, perPage)
	}
	c.Query.Categories = func(child int, _ *model.TermFilter, _, perPage *int, _ *model.SiteLanguage) int {
		return cal(child, perPage)
	}
	c.Query.Tags = func(child int, _ *model.TermFilter, _, perPage *int, _ *model.SiteLanguage) int {
		return cal(child, perPage)
	}
	c.Query.MediaImages = func(child int, _, perPage *int, _ *string) int {
		return list(child, pageSize(perPage, media.DefaultPerPage, media.MaxPerPage))
	}
	c.Query.WebhookDeliveries = func(child int, _, _ string, first *int, _ *string) int {
		return list(child, pageSize(first, 20, 100))
	}
	c.Query.Webhooks = func(child int, _ string) int { return list(child, nominalAdminList) }
	c.Query.Revisions = func(child int, _ model.RecordType, _ string, first *int, _ *string) int {
		return list(child, pageSize(first, 20, history.MaxPage))
	}
	c.Query.AuditLog = func(child int, _ *model.AuditFilter, first *int, _ *string) int {
		return list(child, pageSize(first, 50, history.MaxPage))
	}
	c.Revision.Changes = func(child int) int { return list(child, nominalAdminList) }
	c.Venue.Events = func(child int, first *int) int { return cal(child, first) }
	c.Organizer.Events = func(child int, first *int) int { return cal(child, first) }

	c.Query.Locations = func(child int, _ *string) int { return list(child, nominalLocations) }
	c.Query.JobCategories = func(child int, _ *string) int { return list(child, nominalLocations) }
	c.Job.Translations = func(child int) int { return list(child, nominalList) }
	c.Job.Locations = func(child int) int { return list(child, nominalList) }
	c.Job.Categories = func(child int) int { return list(child, nominalList) }
	c.Event.Organizers = func(child int) int { return list(child, nominalList) }
	c.Event.Categories = func(child int) int { return list(child, nominalList) }
	c.Event.Tags = func(child int) int { return list(child, nominalList) }
	c.Application.Education = func(child int) int { return list(child, nominalList) }
	c.Application.Experience = func(child int) int { return list(child, nominalList) }
	c.Query.Companies = func(child int) int { return list(child, nominalAdminList) }
	c.Query.Users = func(child int) int { return list(child, nominalAdminList) }
	c.Query.APIKeys = func(child int, _ string) int { return list(child, nominalAdminList) }
	return c
}

// calendarPage prices a calendar list: 10 per page by default, at most 50.
func calendarPage(child int, perPage *int) int {
	return list(child, pageSize(perPage, calendar.DefaultPerPage, calendar.MaxPerPage))
}

// jobsPage prices a careers list: 20 per page by default, at most 100.
func jobsPage(child int, perPage *int) int {
	return list(child, pageSize(perPage, careers.DefaultJobsPerPage, careers.MaxJobsPerPage))
}

func pageSize(perPage *int, def, limit int) int {
	if perPage == nil {
		return def
	}
	return min(max(*perPage, 1), limit)
}

// list prices a field returning n items that each cost child.
func list(child, n int) int {
	return 1 + n*child
}
