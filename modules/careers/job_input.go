package careers

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/unicode/norm"

	"corkboard/internal/htmltext"
	"corkboard/modules"
)

// JobInput is the input of JobService.Create and Update: the whole job
// (Update replaces every field).
type JobInput struct {
	// Status defaults to draft.
	Status    JobStatus
	Reference string
	// DefaultLanguage is served when no preferred language is available;
	// Translations must contain it.
	DefaultLanguage string
	Translations    map[string]JobTextInput
	EmploymentTypes []string
	WorkplaceType   string
	ExperienceLevel string
	Salary          *Salary
	HoursPerWeek    *Hours
	// PublishedAt defaults to the time the job is first published.
	PublishedAt *time.Time
	ClosesAt    *time.Time
	CategoryIDs []int64
	LocationIDs []int64
	// ApplicationForm defaults to DefaultApplicationForm.
	ApplicationForm *ApplicationForm
}

// JobTextInput is a job's texts in one language. Title and summary are
// plain text (tags are removed); description, profile and offer are HTML
// (sanitised); an empty slug is made from the title.
type JobTextInput struct {
	Title       string
	Slug        string
	Summary     string
	Description string
	Profile     string
	Offer       string
}

// Normalize trims, sanitises, derives slugs and removes duplicates.
func (in *JobInput) Normalize() {
	if in.Status == "" {
		in.Status = JobDraft
	}
	in.Reference = strings.TrimSpace(in.Reference)
	in.DefaultLanguage = strings.ToLower(strings.TrimSpace(in.DefaultLanguage))
	in.WorkplaceType = strings.TrimSpace(in.WorkplaceType)
	in.ExperienceLevel = strings.TrimSpace(in.ExperienceLevel)
	texts := make(map[string]JobTextInput, len(in.Translations))
	for lang, t := range in.Translations {
		t.Title = strings.TrimSpace(htmltext.Text(t.Title))
		t.Slug = strings.TrimSpace(t.Slug)
		if t.Slug == "" {
			t.Slug = Slugify(t.Title)
		}
		t.Summary = strings.TrimSpace(htmltext.Text(t.Summary))
		t.Description = SanitizeHTML(t.Description)
		t.Profile = SanitizeHTML(t.Profile)
		t.Offer = SanitizeHTML(t.Offer)
		texts[strings.ToLower(strings.TrimSpace(lang))] = t
	}
	in.Translations = texts
	in.EmploymentTypes = ordered(in.EmploymentTypes, EmploymentTypes)
	slices.Sort(in.CategoryIDs)
	in.CategoryIDs = slices.Compact(in.CategoryIDs)
	slices.Sort(in.LocationIDs)
	in.LocationIDs = slices.Compact(in.LocationIDs)
	if in.ApplicationForm == nil {
		f := DefaultApplicationForm()
		in.ApplicationForm = &f
	}
	if in.Salary != nil {
		in.Salary.Currency = strings.ToUpper(strings.TrimSpace(in.Salary.Currency))
	}
}

// ordered trims and dedupes values, putting known ones in vocabulary
// order and unknown ones after them (Validate reports those).
func ordered(values, vocabulary []string) []string {
	var known, unknown []string
	for _, v := range values {
		v = strings.TrimSpace(v)
		if slices.Contains(vocabulary, v) {
			if !slices.Contains(known, v) {
				known = append(known, v)
			}
		} else if !slices.Contains(unknown, v) {
			unknown = append(unknown, v)
		}
	}
	slices.SortFunc(known, func(a, b string) int { return slices.Index(vocabulary, a) - slices.Index(vocabulary, b) })
	return append(known, unknown...)
}

var slugRE = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// Validate checks the input after Normalize. The existence of categories
// and locations is checked by the service.
func (in JobInput) Validate() error {
	var fe []modules.FieldError
	add := func(field, msg string) { fe = append(fe, modules.FieldError{Field: field, Message: msg}) }
	if !slices.Contains(JobStatuses, in.Status) {
		add("status", "must be draft, published or closed")
	}
	if len(in.Reference) > 100 {
		add("reference", "must be at most 100 characters")
	}
	if !ValidLanguage(in.DefaultLanguage) {
		add("default_language", "must be nl, fr or en")
	} else if _, ok := in.Translations[in.DefaultLanguage]; !ok {
		add("translations/"+in.DefaultLanguage, "the default language needs its texts")
	}
	for _, lang := range Languages {
		t, ok := in.Translations[lang]
		if !ok {
			continue
		}
		p := "translations/" + lang + "/"
		if t.Title == "" || len(t.Title) > 255 {
			add(p+"title", "must be 1 to 255 characters")
		}
		if len(t.Slug) > 255 || !slugRE.MatchString(t.Slug) {
			add(p+"slug", "must be lowercase letters and digits separated by hyphens")
		}
		if len(t.Summary) > 1000 {
			add(p+"summary", "must be at most 1000 characters")
		}
		for name, v := range map[string]string{"description": t.Description, "profile": t.Profile, "offer": t.Offer} {
			if len(v) > 100_000 {
				add(p+name, "must be at most 100000 characters")
			}
		}
	}
	for lang := range in.Translations {
		if !ValidLanguage(lang) {
			add("translations/"+lang, "unknown language (want nl, fr or en)")
		}
	}
	if len(in.EmploymentTypes) == 0 {
		add("employment_types", "at least one is required")
	}
	for i, t := range in.EmploymentTypes {
		if !slices.Contains(EmploymentTypes, t) {
			add("employment_types/"+strconv.Itoa(i), "must be one of "+strings.Join(EmploymentTypes, ", "))
		}
	}
	if !slices.Contains(WorkplaceTypes, in.WorkplaceType) {
		add("workplace_type", "must be onsite, hybrid or remote")
	}
	if in.ExperienceLevel != "" && !slices.Contains(ExperienceLevels, in.ExperienceLevel) {
		add("experience_level", "must be entry, experienced, senior or executive")
	}
	if s := in.Salary; s != nil {
		if !finite(s.Min) || !finite(s.Max) || s.Min < 0 || s.Max < s.Min {
			add("salary", "needs 0 <= min <= max")
		}
		if len(s.Currency) != 3 || strings.Trim(s.Currency, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
			add("salary/currency", "must be a three-letter currency code such as EUR")
		}
		if !slices.Contains(SalaryPeriods, s.Period) {
			add("salary/period", "must be hour, month or year")
		}
	}
	if h := in.HoursPerWeek; h != nil && (!finite(h.Min) || !finite(h.Max) || h.Min <= 0 || h.Max < h.Min || h.Max > 168) {
		add("hours_per_week", "needs 0 < min <= max <= 168")
	}
	if in.PublishedAt != nil && in.ClosesAt != nil && !in.ClosesAt.After(*in.PublishedAt) {
		add("closes_at", "must be after published_at")
	}
	if len(in.CategoryIDs) > 50 {
		add("category_ids", "at most 50 categories")
	}
	if len(in.LocationIDs) > 100 {
		add("location_ids", "at most 100 locations")
	}
	for _, f := range in.ApplicationForm.fields() {
		if !f.value.valid() {
			add("application_form/"+f.name, "must be required, optional or hidden")
		}
	}
	slices.SortStableFunc(fe, func(a, b modules.FieldError) int { return strings.Compare(a.Field, b.Field) })
	if len(fe) > 0 {
		return modules.Validation(fe...)
	}
	return nil
}

func finite(f float64) bool { return !math.IsNaN(f) && !math.IsInf(f, 0) }

// Slugify makes a URL slug of a title: lower-case ASCII letters and
// digits joined by hyphens, accents removed ("Développeur·se Go" →
// "developpeur-se-go"), at most 100 characters.
func Slugify(title string) string {
	var b strings.Builder
	dash := false
	for _, r := range norm.NFKD.String(strings.ToLower(title)) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		case r >= 0x300 && r <= 0x36f: // combining accents
		default:
			dash = true
		}
		if b.Len() >= 100 {
			break
		}
	}
	s := strings.Trim(b.String(), "-")
	if s == "" {
		return "job"
	}
	return s
}
