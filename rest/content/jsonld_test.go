package content_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
)

// A property check of Google's JobPosting structured-data documentation
// (developers.google.com/search/docs/appearance/structured-data/job-posting):
// the type each property must have.
type ldCheck func(v any) string

var iso8601 = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$`)

func ldText(v any) string {
	if s, ok := v.(string); !ok || strings.TrimSpace(s) == "" {
		return "want a non-empty text"
	}
	return ""
}

func ldDate(v any) string {
	s, ok := v.(string)
	if !ok || !iso8601.MatchString(s) {
		return "want an ISO 8601 date or date-time"
	}
	return ""
}

func ldURL(v any) string {
	s, _ := v.(string)
	if u, err := url.Parse(s); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return "want an absolute URL"
	}
	return ""
}

// ldTyped checks an object of schema.org type typ and its properties.
func ldTyped(typ string, props map[string]ldCheck) ldCheck {
	return func(v any) string {
		o, ok := v.(map[string]any)
		if !ok || o["@type"] != typ {
			return "want an object of @type " + typ
		}
		for name, check := range props {
			if msg := check(o[name]); msg != "" {
				return name + ": " + msg
			}
		}
		return ""
	}
}

// ldList checks a non-empty array whose items pass check (Google takes a
// list where several values may apply).
func ldList(check ldCheck) ldCheck {
	return func(v any) string {
		a, ok := v.([]any)
		if !ok || len(a) == 0 {
			return "want a non-empty array"
		}
		for i, item := range a {
			if msg := check(item); msg != "" {
				return fmt.Sprintf("[%d] %s", i, msg)
			}
		}
		return ""
	}
}

func ldOneOf(values ...string) ldCheck {
	return func(v any) string {
		if s, ok := v.(string); !ok || !slices.Contains(values, s) {
			return "want one of " + strings.Join(values, ", ")
		}
		return ""
	}
}

func ldNumber(v any) string {
	if _, ok := v.(float64); !ok {
		return "want a number"
	}
	return ""
}

var ldCountry = regexp.MustCompile(`^[A-Z]{2}$`)

func ldCountryCode(v any) string {
	if s, _ := v.(string); !ldCountry.MatchString(s) {
		return "want an ISO 3166-1 alpha-2 code"
	}
	return ""
}

func ldOptional(check ldCheck) ldCheck {
	return func(v any) string {
		if v == nil {
			return ""
		}
		return check(v)
	}
}

var (
	ldAddress = ldTyped("PostalAddress", map[string]ldCheck{
		"streetAddress": ldText, "addressLocality": ldText, "postalCode": ldText, "addressCountry": ldCountryCode,
	})
	ldPlace  = ldTyped("Place", map[string]ldCheck{"address": ldAddress})
	ldSalary = ldTyped("MonetaryAmount", map[string]ldCheck{
		"currency": func(v any) string {
			if s, _ := v.(string); !regexp.MustCompile(`^[A-Z]{3}$`).MatchString(s) {
				return "want an ISO 4217 code"
			}
			return ""
		},
		"value": ldTyped("QuantitativeValue", map[string]ldCheck{
			"minValue": ldNumber, "maxValue": ldNumber, "unitText": ldOneOf("HOUR", "DAY", "WEEK", "MONTH", "YEAR"),
		}),
	})
)

// jobPostingRules: Google's required properties, then its recommended
// ones (the demo jobs have data for every one). Remote jobs replace
// jobLocation by jobLocationType and applicantLocationRequirements.
func jobPostingRules(remote bool) []struct {
	name     string
	required bool
	check    ldCheck
} {
	type rule = struct {
		name     string
		required bool
		check    ldCheck
	}
	rules := []rule{
		{"@context", true, ldOneOf("https://schema.org/", "https://schema.org", "http://schema.org")},
		{"@type", true, ldOneOf("JobPosting")},
		{"title", true, ldText},
		{"description", true, func(v any) string {
			if s, _ := v.(string); !strings.Contains(s, "<p>") && !strings.Contains(s, "<ul>") {
				return "want HTML"
			}
			return ""
		}},
		{"datePosted", true, ldDate},
		{"hiringOrganization", true, ldTyped("Organization", map[string]ldCheck{"name": ldText, "sameAs": ldURL, "logo": ldURL})},
		{"employmentType", false, ldList(ldOneOf("FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"))},
		{"baseSalary", false, ldSalary},
		{"identifier", false, ldTyped("PropertyValue", map[string]ldCheck{"name": ldText, "value": ldText})},
		{"directApply", false, func(v any) string {
			if _, ok := v.(bool); !ok {
				return "want a boolean"
			}
			return ""
		}},
		{"validThrough", false, ldOptional(ldDate)}, // only jobs with a closing date
	}
	if remote {
		return append(rules,
			rule{"jobLocationType", true, ldOneOf("TELECOMMUTE")},
			rule{"applicantLocationRequirements", true, ldList(ldTyped("Country", map[string]ldCheck{"name": ldCountryCode}))})
	}
	return append(rules, rule{"jobLocation", true, ldList(ldPlace)})
}

// TestJobPostingOfEveryDemoJob reads every demo job in each of its
// languages and checks its JSON-LD against Google's required and
// recommended JobPosting properties and their types; it also checks the
// values against the job (language, dates, salary, types).
func TestJobPostingOfEveryDemoJob(t *testing.T) {
	s := newServer(t)
	acme := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	m := careersOf(s)
	if err := m.SeedDemo(testkit.System(), modules.Demo{CompanyID: acme.Company.ID}); err != nil {
		t.Fatal(err)
	}
	page, err := m.Jobs.List(testkit.System(), careers.JobQuery{CompanyID: acme.Company.ID, PerPage: 100})
	if err != nil || len(page.Items) != 30 {
		t.Fatalf("%v %v", page, err)
	}
	seen := map[string]bool{}
	for _, j := range page.Items {
		for lang, text := range j.Translations {
			r := get(t, s, fmt.Sprintf("/content/v1/jobs/%d", j.ID), acme.Key, "Accept-Language", lang)
			if r.StatusCode != 200 {
				t.Fatalf("job %d: %d %s", j.ID, r.StatusCode, r.Body)
			}
			var body struct {
				Attributes struct {
					JSONLD map[string]any `json:"json_ld"`
				} `json:"attributes"`
			}
			r.JSON(t, &body)
			ld := body.Attributes.JSONLD
			remote := j.WorkplaceType == "remote"
			for _, rule := range jobPostingRules(remote) {
				v, ok := ld[rule.name]
				if !ok && rule.required {
					t.Errorf("job %d (%s): required %s missing", j.ID, lang, rule.name)
					continue
				}
				if !ok && rule.name != "validThrough" {
					t.Errorf("job %d (%s): recommended %s missing", j.ID, lang, rule.name)
					continue
				}
				if msg := rule.check(v); msg != "" {
					t.Errorf("job %d (%s): %s: %s (%v)", j.ID, lang, rule.name, msg, v)
				}
			}
			if _, ok := ld["jobLocation"]; ok && remote {
				t.Errorf("job %d: a fully remote job has no jobLocation", j.ID)
			}
			// The values are the job's, in the language served.
			if ld["title"] != text.Title || !strings.Contains(ld["description"].(string), *text.Description) {
				t.Errorf("job %d (%s): %v / %v", j.ID, lang, ld["title"], ld["description"])
			}
			if want := j.PublishedAt.UTC().Format(time.RFC3339); ld["datePosted"] != want {
				t.Errorf("job %d: datePosted %v, want %s", j.ID, ld["datePosted"], want)
			}
			if (j.ClosesAt != nil) != (ld["validThrough"] != nil) {
				t.Errorf("job %d: closes %v, validThrough %v", j.ID, j.ClosesAt, ld["validThrough"])
			}
			if id := ld["identifier"].(map[string]any); id["value"] != *j.Reference {
				t.Errorf("job %d: identifier %v, want %s", j.ID, id, *j.Reference)
			}
			v := ld["baseSalary"].(map[string]any)["value"].(map[string]any)
			if v["minValue"] != j.Salary.Min || v["maxValue"] != j.Salary.Max || v["unitText"] != strings.ToUpper(j.Salary.Period) {
				t.Errorf("job %d: salary %v, want %+v", j.ID, v, j.Salary)
			}
			for _, et := range ld["employmentType"].([]any) {
				seen[et.(string)] = true
			}
			if remote {
				seen["TELECOMMUTE"] = true
			}
		}
	}
	// The demo covers every mapping it can.
	for _, want := range []string{"FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "TELECOMMUTE"} {
		if !seen[want] {
			t.Errorf("no demo job shows %s", want)
		}
	}
}

// TestJobPostingIsSafeInAScript: no text of a job can end the <script>
// element its JSON-LD is embedded in: <, > and & are escaped in strings,
// also when the rest of the job record is not, and U+2028/2029 too.
func TestJobPostingIsSafeInAScript(t *testing.T) {
	w := newJobsWorld(t)
	m := careersOf(w.s)
	now := w.s.Clock.Now()
	in := careerstest.Job("R&D <3 >_< \u2028 ok", now)
	in.LocationIDs = []int64{w.brussels.ID}
	job := careerstest.NewJob(t, m, w.acme.Company.ID, in)
	r := get(t, w.s, fmt.Sprintf("/content/v1/jobs/%d", job.ID), w.acme.Key)
	var raw struct {
		Attributes struct {
			JSONLD json.RawMessage `json:"json_ld"`
			Title  string          `json:"title"`
		} `json:"attributes"`
	}
	r.JSON(t, &raw)
	ld := string(raw.Attributes.JSONLD)
	for _, bad := range []string{"<", ">", "&", "\u2028"} {
		if strings.Contains(ld, bad) {
			t.Errorf("json_ld holds %q: %s", bad, ld)
		}
	}
	var decoded struct{ Title string }
	if err := json.Unmarshal(raw.Attributes.JSONLD, &decoded); err != nil || decoded.Title != raw.Attributes.Title {
		t.Errorf("json_ld title %q, want %q (%v)", decoded.Title, raw.Attributes.Title, err)
	}
	// The rest of the record stays unescaped, as before.
	if !strings.Contains(raw.Attributes.Title, "\u2028") || !strings.Contains(string(r.Body), `"title":"R&D <3 >_<`) {
		t.Errorf("record escaped: %s", r.Body)
	}
}
