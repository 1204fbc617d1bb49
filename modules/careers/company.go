package careers

import (
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

// Company is a company's profile as the careers interface shows it: the
// accounts row plus a signed URL of its logo.
type Company struct {
	*accounts.Company
	// LogoURL is a URL the storage serves the logo at, valid for
	// Settings.URLTTL; nil without a logo.
	LogoURL *string
}

// UpdateCompany is the input of CompanyService.Update: the whole editable
// profile (fields left empty are cleared) and, when Access is set, the
// company's security settings.
type UpdateCompany struct {
	Name  string
	Email string
	// Subdomain is the company's unique subdomain; "" keeps the current
	// one.
	Subdomain string
	Social    accounts.Social
	// Description is HTML keyed by language (nl, fr, en); it is sanitised.
	Description map[string]string
	// Access replaces the security settings when set (admins only, see
	// CompanyAccess); nil keeps them as they are.
	Access *CompanyAccess
}

// CompanyAccess are a company's security settings: whether its API keys
// work (Active), and the browser origins allowed to call the content API
// with them (AllowedOrigins: the website, the jobsite URL, the domain
// alias once verified, and the extra CORS origins). Only admins and the
// system change them; an editor's Update that would change one is
// CodeForbidden (sending them unchanged is allowed: the whole profile may
// be sent back as read).
type CompanyAccess struct {
	// Active false refuses the company's API keys on every transport
	// (CodeUnauthenticated), at once.
	Active              bool
	DomainAlias         *string
	DomainAliasVerified *bool
	Website             string
	JobsiteURL          string
	// CORSOrigins are extra browser origins allowed to call the content
	// interface with this company's keys (scheme://host[:port]).
	CORSOrigins []string
}

// Normalize trims fields, sanitises the description HTML and normalises
// the origins (repeats are dropped when stored).
func (in *UpdateCompany) Normalize() {
	in.Name = strings.TrimSpace(in.Name)
	in.Email = strings.TrimSpace(in.Email)
	in.Subdomain = strings.ToLower(strings.TrimSpace(in.Subdomain))
	for _, p := range []*string{&in.Social.Facebook, &in.Social.LinkedIn, &in.Social.Twitter, &in.Social.Instagram} {
		*p = strings.TrimSpace(*p)
	}
	desc := make(map[string]string, len(in.Description))
	for lang, html := range in.Description {
		desc[strings.ToLower(strings.TrimSpace(lang))] = SanitizeHTML(html)
	}
	in.Description = desc
	if in.Access != nil {
		in.Access.normalize()
	}
}

func (in *CompanyAccess) normalize() {
	in.Website = strings.TrimSpace(in.Website)
	in.JobsiteURL = strings.TrimSpace(in.JobsiteURL)
	if in.DomainAlias != nil {
		a := strings.ToLower(strings.TrimSpace(*in.DomainAlias))
		if a == "" {
			in.DomainAlias = nil
		} else {
			in.DomainAlias = &a
		}
	}
	// Each origin keeps its place, so that a field error names the
	// caller's entry; Update stores each once.
	origins := make([]string, len(in.CORSOrigins))
	for i, o := range in.CORSOrigins {
		if n, ok := NormalizeOrigin(o); ok {
			o = n
		}
		origins[i] = o
	}
	in.CORSOrigins = origins
}

// distinct returns the values of list without repeats, in order.
func distinct(list []string) []string {
	out := make([]string, 0, len(list))
	for _, v := range list {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// changes lists the fields (named as Validate names them) whose value in
// would change in c, after normalize.
func (in *CompanyAccess) changes(c *accounts.Company) []modules.FieldError {
	var fe []modules.FieldError
	add := func(changed bool, field string) {
		if changed {
			fe = append(fe, modules.FieldError{Field: field, Message: "only administrators may change it"})
		}
	}
	deref := func(s *string) string {
		if s == nil {
			return ""
		}
		return *s
	}
	add(in.Active != c.Active, "active")
	add(deref(in.DomainAlias) != deref(c.DomainAlias), "domainalias")
	add((in.DomainAliasVerified != nil && *in.DomainAliasVerified) != (c.DomainAliasVerified != nil && *c.DomainAliasVerified),
		"domainalias_verified")
	add(in.Website != c.Website, "website")
	add(in.JobsiteURL != c.JobsiteURL, "jobsite_url")
	add(!slices.Equal(distinct(in.CORSOrigins), c.CORSOrigins), "cors_origins")
	return fe
}

var hostnameRE = regexp.MustCompile(`^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$`)

// Validate checks the input after Normalize.
func (in UpdateCompany) Validate() error {
	var fe []modules.FieldError
	add := func(field, msg string) { fe = append(fe, modules.FieldError{Field: field, Message: msg}) }
	if in.Name == "" || len(in.Name) > 255 {
		add("name", "must be 1 to 255 characters")
	}
	if in.Email != "" && !accounts.ValidEmail(in.Email) {
		add("email", "must be a valid e-mail address")
	}
	if in.Subdomain != "" && !accounts.ValidSubdomain(in.Subdomain) {
		add("subdomain", accounts.SubdomainRule)
	}
	urls := map[string]string{
		"social/facebook": in.Social.Facebook, "social/linkedin": in.Social.LinkedIn,
		"social/twitter": in.Social.Twitter, "social/instagram": in.Social.Instagram,
	}
	if a := in.Access; a != nil {
		if a.DomainAlias != nil && !hostnameRE.MatchString(*a.DomainAlias) {
			add("domainalias", "must be a host name such as jobs.example.com")
		}
		urls["website"], urls["jobsite_url"] = a.Website, a.JobsiteURL
		if len(distinct(a.CORSOrigins)) > 20 {
			add("cors_origins", "at most 20 origins")
		}
		for i, o := range a.CORSOrigins {
			if n, ok := NormalizeOrigin(o); !ok || n != o {
				add("cors_origins/"+strconv.Itoa(i), "must be an origin such as https://jobs.example.com")
			}
		}
	}
	for field, u := range urls {
		if u != "" && !ValidWebURL(u) {
			add(field, "must be an http or https URL")
		}
	}
	for lang, html := range in.Description {
		if !ValidLanguage(lang) {
			add("description/"+lang, "unknown language (want nl, fr or en)")
		} else if len(html) > 100_000 {
			add("description/"+lang, "must be at most 100000 characters")
		}
	}
	slices.SortFunc(fe, func(a, b modules.FieldError) int { return strings.Compare(a.Field, b.Field) })
	if len(fe) > 0 {
		return modules.Validation(fe...)
	}
	return nil
}

// ValidWebURL reports whether s is an absolute http(s) URL with a host, of
// at most 2048 bytes.
func ValidWebURL(s string) bool {
	if len(s) > 2048 {
		return false
	}
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && u.User == nil
}

// NormalizeOrigin returns the browser origin of an http(s) URL:
// lowercase scheme://host, with the port only when it is not the default.
func NormalizeOrigin(raw string) (string, bool) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Hostname() == "" || u.User != nil {
		return "", false
	}
	scheme := strings.ToLower(u.Scheme)
	host := strings.ToLower(u.Hostname())
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	port := u.Port()
	if (scheme == "http" && port == "80") || (scheme == "https" && port == "443") {
		port = ""
	}
	if port != "" {
		host += ":" + port
	}
	return scheme + "://" + host, true
}

// AllowedOrigins returns the browser origins whose pages may call the
// content interface with c's keys: its website, its jobsite URL, its
// domain alias once verified (https), and its extra CORS origins.
func AllowedOrigins(c *accounts.Company) []string {
	var out []string
	add := func(raw string) {
		if o, ok := NormalizeOrigin(raw); ok && !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	add(c.Website)
	add(c.JobsiteURL)
	if c.DomainAlias != nil && c.DomainAliasVerified != nil && *c.DomainAliasVerified {
		add("https://" + *c.DomainAlias)
	}
	for _, o := range c.CORSOrigins {
		add(o)
	}
	return out
}
