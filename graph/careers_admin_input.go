package graph

import (
	"corkboard/graph/model"
	"corkboard/graph/scalars"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/careers"
)

// The careers admin inputs translated into the careers services' inputs;
// the services normalise and validate them.

// localized turns texts per language into the services' maps by language.
func localized(in []model.LocalizedTextInput) map[string]string {
	out := make(map[string]string, len(in))
	for _, t := range in {
		out[lower(t.Language)] = t.Text
	}
	return out
}

// updateCompanyInput translates UpdateCompanyInput: the security settings
// are given as a whole when any of them is (then active is required).
func updateCompanyInput(in model.UpdateCompanyInput) (careers.UpdateCompany, error) {
	out := careers.UpdateCompany{
		Name: deref(in.Name, ""), Email: deref(in.Email, ""), Subdomain: deref(in.Subdomain, ""),
		Description: localized(in.Description),
	}
	if s := in.Social; s != nil {
		out.Social = accounts.Social{Facebook: deref(s.Facebook, ""), LinkedIn: deref(s.Linkedin, ""),
			Twitter: deref(s.Twitter, ""), Instagram: deref(s.Instagram, "")}
	}
	if in.Active == nil && in.DomainAlias == nil && in.DomainAliasVerified == nil && in.Website == nil &&
		in.JobsiteURL == nil && in.CorsOrigins == nil {
		return out, nil // the security settings stay as they are
	}
	if in.Active == nil {
		return out, modules.Validation(modules.FieldError{Field: "active", Message: "is required with the other security settings"})
	}
	out.Access = &careers.CompanyAccess{Active: *in.Active, DomainAlias: in.DomainAlias, DomainAliasVerified: in.DomainAliasVerified,
		Website: deref(in.Website, ""), JobsiteURL: deref(in.JobsiteURL, ""), CORSOrigins: in.CorsOrigins}
	return out, nil
}

func locationInput(in model.LocationInput) careers.LocationInput {
	return careers.LocationInput{
		Street: deref(in.Street, ""), PostalCode: deref(in.PostalCode, ""), City: deref(in.City, ""),
		Country: deref(in.Country, ""), Phone: deref(in.Phone, ""), Email: deref(in.Email, ""),
		Lat: deref(in.Lat, 0), Lng: deref(in.Lng, 0),
	}
}

// jobInput translates JobInput into careers.JobInput. A malformed id
// names nothing: it becomes 0, which the service reports as an unknown id
// of its list, with the other field errors.
func jobInput(in model.JobInput) careers.JobInput {
	out := careers.JobInput{
		Reference: deref(in.Reference, ""), EmploymentTypes: lowers(in.EmploymentTypes),
		PublishedAt: in.PublishedAt, ClosesAt: in.ClosesAt,
		Translations: make(map[string]careers.JobTextInput, len(in.Translations)),
	}
	if in.Status != nil {
		out.Status = *in.Status
	}
	if in.DefaultLanguage != nil {
		out.DefaultLanguage = lower(*in.DefaultLanguage)
	}
	if in.WorkplaceType != nil {
		out.WorkplaceType = lower(*in.WorkplaceType)
	}
	if in.ExperienceLevel != nil {
		out.ExperienceLevel = lower(*in.ExperienceLevel)
	}
	for _, t := range in.Translations {
		out.Translations[lower(t.Language)] = careers.JobTextInput{
			Title: deref(t.Title, ""), Slug: deref(t.Slug, ""), Summary: deref(t.Summary, ""),
			Description: deref(t.Description, ""), Profile: deref(t.Profile, ""), Offer: deref(t.Offer, ""),
		}
	}
	if s := in.Salary; s != nil {
		out.Salary = &careers.Salary{Min: s.Min, Max: s.Max, Currency: s.Currency, Period: lower(s.Period)}
	}
	if h := in.HoursPerWeek; h != nil {
		out.HoursPerWeek = &careers.Hours{Min: h.Min, Max: h.Max}
	}
	if f := in.ApplicationForm; f != nil {
		out.ApplicationForm = &careers.ApplicationForm{Photo: f.Photo, Phone: f.Phone, Motivation: f.Motivation,
			CurriculumVitae: f.CurriculumVitae, Education: f.Education, Experience: f.Experience}
	}
	out.CategoryIDs, out.LocationIDs = refIDs(in.CategoryIds), refIDs(in.LocationIds)
	return out
}

// refIDs reads ids that refer to records; a malformed one becomes 0,
// which refers to none.
func refIDs(ids []string) []int64 {
	if ids == nil {
		return nil
	}
	out := make([]int64, len(ids))
	for i, s := range ids {
		out[i], _ = scalars.UnmarshalInt64ID(s)
	}
	return out
}

// jobTexts lists a job's translations in the order of careers.Languages.
func jobTexts(j *model.Job) []model.JobText {
	out := []model.JobText{}
	for _, l := range careers.Languages {
		t := j.Translations[l]
		if t == nil {
			continue
		}
		out = append(out, model.JobText{Language: upper[model.CareersLanguage](l), Title: t.Title, Slug: t.Slug,
			Summary: deref(t.Summary, ""), Description: deref(t.Description, ""), Profile: deref(t.Profile, ""),
			Offer: deref(t.Offer, "")})
	}
	return out
}
