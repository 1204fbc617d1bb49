package careers

import (
	"encoding/json"
	"html"
	"slices"
	"strconv"
	"strings"
)

// JobPosting is the schema.org JobPosting of a job, as Google for Jobs
// reads it: every property Google requires (title, description,
// datePosted, hiringOrganization, and jobLocation, or for a fully remote
// job jobLocationType TELECOMMUTE with applicantLocationRequirements) and
// every one it recommends that a job has data for (validThrough,
// employmentType, baseSalary, identifier, directApply). Texts are in one
// language, the one the job is served in.
//
// Its JSON (MarshalJSON) escapes <, > and & inside strings (\u003c…), so
// it can be put as it is inside <script type="application/ld+json">: no
// text can close the element.
type JobPosting struct {
	Context string `json:"@context"`
	Type    string `json:"@type"`
	Title   string `json:"title"`
	// Description is HTML: the job's description, profile and offer.
	Description string `json:"description"`
	// DatePosted and ValidThrough are ISO 8601 (UTC); ValidThrough is
	// absent for a job without a closing date (Google: a posting that does
	// not expire), DatePosted for a job never published (a draft).
	DatePosted   string `json:"datePosted,omitempty"`
	ValidThrough string `json:"validThrough,omitempty"`
	// EmploymentType holds Google's values (FULL_TIME, PART_TIME,
	// CONTRACTOR, TEMPORARY, INTERN, VOLUNTEER, PER_DIEM, OTHER).
	EmploymentType     []string            `json:"employmentType"`
	HiringOrganization PostingOrganization `json:"hiringOrganization"`
	// JobLocation: the job's offices; absent for a fully remote job.
	JobLocation []PostingPlace `json:"jobLocation,omitempty"`
	// JobLocationType is TELECOMMUTE for a fully remote job, with the
	// countries of its offices as ApplicantLocationRequirements.
	JobLocationType               string           `json:"jobLocationType,omitempty"`
	ApplicantLocationRequirements []PostingCountry `json:"applicantLocationRequirements,omitempty"`
	BaseSalary                    *PostingSalary   `json:"baseSalary,omitempty"`
	Identifier                    PostingProperty  `json:"identifier"`
	// DirectApply is true: every visible job takes applications through
	// the content interface, so the job's page can carry the form.
	DirectApply bool `json:"directApply"`
	// URL is the job's page on the company's jobsite (absent without one).
	URL string `json:"url,omitempty"`
}

// PostingOrganization is a schema.org Organization.
type PostingOrganization struct {
	Type string `json:"@type"`
	Name string `json:"name"`
	// SameAs is the company's website (else its jobsite URL).
	SameAs string `json:"sameAs,omitempty"`
	// Logo is a URL of the logo (signed: valid for Settings.URLTTL).
	Logo string `json:"logo,omitempty"`
}

// PostingPlace is a schema.org Place with its PostalAddress.
type PostingPlace struct {
	Type    string        `json:"@type"`
	Address PostalAddress `json:"address"`
}

// PostalAddress is a schema.org PostalAddress; AddressCountry is an ISO
// 3166-1 alpha-2 code.
type PostalAddress struct {
	Type            string `json:"@type"`
	StreetAddress   string `json:"streetAddress,omitempty"`
	AddressLocality string `json:"addressLocality"`
	PostalCode      string `json:"postalCode,omitempty"`
	AddressCountry  string `json:"addressCountry"`
}

// PostingCountry is a schema.org Country named by its ISO 3166-1 alpha-2
// code.
type PostingCountry struct {
	Type string `json:"@type"`
	Name string `json:"name"`
}

// PostingSalary is a schema.org MonetaryAmount.
type PostingSalary struct {
	Type     string       `json:"@type"`
	Currency string       `json:"currency"`
	Value    PostingValue `json:"value"`
}

// PostingValue is a schema.org QuantitativeValue: Value for a fixed
// amount, MinValue and MaxValue for a range; UnitText is HOUR, DAY, WEEK,
// MONTH or YEAR.
type PostingValue struct {
	Type     string   `json:"@type"`
	Value    *float64 `json:"value,omitempty"`
	MinValue *float64 `json:"minValue,omitempty"`
	MaxValue *float64 `json:"maxValue,omitempty"`
	UnitText string   `json:"unitText"`
}

// PostingProperty is a schema.org PropertyValue.
type PostingProperty struct {
	Type  string `json:"@type"`
	Name  string `json:"name"`
	Value string `json:"value"`
}

// MarshalJSON encodes p with <, > and & escaped inside strings.
func (p JobPosting) MarshalJSON() ([]byte, error) {
	type plain JobPosting         // without this method
	return json.Marshal(plain(p)) // encoding/json escapes HTML characters
}

// googleEmploymentTypes maps EmploymentTypes to Google's values. A
// student job (limited hours beside studies) is PART_TIME.
var googleEmploymentTypes = map[string]string{
	"fulltime": "FULL_TIME", "parttime": "PART_TIME", "freelance": "CONTRACTOR",
	"internship": "INTERN", "student": "PART_TIME", "temporary": "TEMPORARY", "volunteer": "VOLUNTEER",
}

// salaryUnits maps SalaryPeriods to Google's unitText.
var salaryUnits = map[string]string{"hour": "HOUR", "day": "DAY", "week": "WEEK", "month": "MONTH", "year": "YEAR"}

// postingTime is the ISO 8601 form of datePosted and validThrough.
const postingTime = "2006-01-02T15:04:05Z07:00"

// NewJobPosting builds the JobPosting of job j served in lang (see
// Job.Text), hiring company c, with locations holding at least the job's
// own (others are ignored). REST's job detail and GraphQL's Job.jsonLd
// both build it here.
func NewJobPosting(j *Job, lang string, c *Company, locations []Location) JobPosting {
	t := j.Translations[lang]
	if t == nil {
		t = &JobTranslation{}
	}
	p := JobPosting{
		Context: "https://schema.org/", Type: "JobPosting",
		Title: t.Title, Description: j.FullDescription(lang),
		EmploymentType: make([]string, 0, len(j.EmploymentTypes)),
		DirectApply:    true, URL: j.JobsiteLink(lang),
	}
	if j.PublishedAt != nil {
		p.DatePosted = j.PublishedAt.UTC().Format(postingTime)
	}
	if j.ClosesAt != nil {
		p.ValidThrough = j.ClosesAt.UTC().Format(postingTime)
	}
	for _, et := range j.EmploymentTypes {
		g, ok := googleEmploymentTypes[et]
		if !ok {
			g = "OTHER"
		}
		if !slices.Contains(p.EmploymentType, g) {
			p.EmploymentType = append(p.EmploymentType, g)
		}
	}
	org := PostingOrganization{Type: "Organization", Name: c.Name, SameAs: c.Website}
	if org.SameAs == "" {
		org.SameAs = c.JobsiteURL
	}
	if c.LogoURL != nil {
		org.Logo = *c.LogoURL
	}
	p.HiringOrganization = org
	id := strconv.FormatInt(j.ID, 10)
	if j.Reference != nil && *j.Reference != "" {
		id = *j.Reference
	}
	p.Identifier = PostingProperty{Type: "PropertyValue", Name: c.Name, Value: id}
	remote := j.WorkplaceType == "remote"
	for _, lid := range j.LocationIDs {
		i := slices.IndexFunc(locations, func(l Location) bool { return l.ID == lid })
		if i < 0 {
			continue
		}
		l := locations[i]
		if remote {
			if !slices.ContainsFunc(p.ApplicantLocationRequirements, func(c PostingCountry) bool { return c.Name == l.Country }) {
				p.ApplicantLocationRequirements = append(p.ApplicantLocationRequirements, PostingCountry{Type: "Country", Name: l.Country})
			}
			continue
		}
		p.JobLocation = append(p.JobLocation, PostingPlace{Type: "Place", Address: PostalAddress{
			Type: "PostalAddress", StreetAddress: l.Street, AddressLocality: l.City, PostalCode: l.PostalCode, AddressCountry: l.Country,
		}})
	}
	if remote {
		p.JobLocationType = "TELECOMMUTE"
	}
	if s := j.Salary; s != nil {
		v := PostingValue{Type: "QuantitativeValue", UnitText: salaryUnits[s.Period]}
		if s.Min == s.Max {
			v.Value = &s.Min
		} else {
			v.MinValue, v.MaxValue = &s.Min, &s.Max
		}
		p.BaseSalary = &PostingSalary{Type: "MonetaryAmount", Currency: s.Currency, Value: v}
	}
	return p
}

// FullDescription is the whole text of the job in lang as HTML: its
// description, profile and offer (sanitised when written), else its
// summary, else its title (plain texts, escaped). Job boards and search
// engines take one description.
func (j *Job) FullDescription(lang string) string {
	t := j.Translations[lang]
	if t == nil {
		return ""
	}
	var parts []string
	for _, s := range []*string{t.Description, t.Profile, t.Offer} {
		if s != nil && strings.TrimSpace(*s) != "" {
			parts = append(parts, *s)
		}
	}
	if len(parts) > 0 {
		return strings.Join(parts, "\n")
	}
	if t.Summary != nil && strings.TrimSpace(*t.Summary) != "" {
		return "<p>" + html.EscapeString(*t.Summary) + "</p>"
	}
	return "<p>" + html.EscapeString(t.Title) + "</p>"
}
