package accounts

import (
	"regexp"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// Company is a tenant: every API key, location, job and application
// belongs to one.
type Company struct {
	bun.BaseModel `bun:"table:companies"`

	ID                  int64             `bun:"id,pk,autoincrement"`
	Name                string            `bun:"name,notnull"`
	Email               string            `bun:"email,notnull"`
	Active              bool              `bun:"active,notnull"`
	Subdomain           string            `bun:"subdomain,notnull"`
	DomainAlias         *string           `bun:"domainalias"`
	DomainAliasVerified *bool             `bun:"domainalias_verified"`
	Website             string            `bun:"website,notnull"`
	JobsiteURL          string            `bun:"jobsite_url,notnull"`
	LogoKey             *string           `bun:"logo_key"`
	LogoOriginalName    *string           `bun:"logo_original_name"`
	Social              Social            `bun:"social,type:jsonb,notnull"`
	Description         map[string]string `bun:"description,type:jsonb,notnull"`
	CORSOrigins         []string          `bun:"cors_origins,type:jsonb,notnull"`
	CreatedAt           time.Time         `bun:"created_at,notnull"`
	UpdatedAt           time.Time         `bun:"updated_at,notnull"`
}

// Social holds the company's social profile URLs.
type Social struct {
	Facebook  string `json:"facebook"`
	LinkedIn  string `json:"linkedin"`
	Twitter   string `json:"twitter"`
	Instagram string `json:"instagram"`
}

var subdomainRE = regexp.MustCompile(`^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$`)

// SubdomainRule is what a subdomain that ValidSubdomain refuses is told.
const SubdomainRule = "must be lowercase letters, digits and inner hyphens, at most 63 characters"

// ValidSubdomain reports whether s is a valid company subdomain: lowercase
// letters, digits and inner hyphens, at most 63 characters.
func ValidSubdomain(s string) bool { return subdomainRE.MatchString(s) }

// CreateCompany is the input of CompanyService.Create.
type CreateCompany struct {
	Name      string
	Subdomain string
	Email     string
}

// Normalize trims and lowercases where the rules say so.
func (in *CreateCompany) Normalize() {
	in.Name = strings.TrimSpace(in.Name)
	in.Subdomain = strings.ToLower(strings.TrimSpace(in.Subdomain))
	in.Email = strings.TrimSpace(in.Email)
}

// Validate checks the input; the error is CodeValidation with one field
// error per problem.
func (in CreateCompany) Validate() error {
	var fe []modules.FieldError
	if in.Name == "" || len(in.Name) > 255 {
		fe = append(fe, modules.FieldError{Field: "name", Message: "must be 1 to 255 characters"})
	}
	if !subdomainRE.MatchString(in.Subdomain) {
		fe = append(fe, modules.FieldError{Field: "subdomain", Message: SubdomainRule})
	}
	if in.Email != "" && !ValidEmail(in.Email) {
		fe = append(fe, modules.FieldError{Field: "email", Message: "must be a valid e-mail address"})
	}
	if len(fe) > 0 {
		return modules.Validation(fe...)
	}
	return nil
}
