package content

import (
	"github.com/gofiber/fiber/v2"

	"corkboard/modules/careers"
)

// companyResource is the Company object of the interface description.
type companyResource struct {
	ID            *int64       `json:"id"` // always null
	Type          string       `json:"type"`
	Attributes    companyAttrs `json:"attributes"`
	Relationships []any        `json:"relationships"`
	Links         selfLinks    `json:"links"`
}

type companyAttrs struct {
	Name                string       `json:"name"`
	Email               string       `json:"email"`
	Active              bool         `json:"active"`
	Subdomain           string       `json:"subdomain"`
	Domainalias         *string      `json:"domainalias"`
	DomainaliasVerified *bool        `json:"domainalias_verified"`
	Website             string       `json:"website"`
	JobsiteURL          string       `json:"jobsite_url"`
	LogoOriginalName    *string      `json:"logo_original_name"`
	LogoURL             *string      `json:"logo_url"`
	Social              socialAttrs  `json:"social"`
	Description         descriptions `json:"description"`
}

type socialAttrs struct {
	Facebook  string `json:"facebook"`
	LinkedIn  string `json:"linkedin"`
	Twitter   string `json:"twitter"`
	Instagram string `json:"instagram"`
}

// descriptions always has the three languages, "" when not written.
type descriptions struct {
	NL string `json:"nl"`
	FR string `json:"fr"`
	EN string `json:"en"`
}

func (a *API) companyResource(c *careers.Company) companyResource {
	return companyResource{
		Type: "company",
		Attributes: companyAttrs{
			Name: c.Name, Email: c.Email, Active: c.Active, Subdomain: c.Subdomain,
			Domainalias: c.DomainAlias, DomainaliasVerified: c.DomainAliasVerified,
			Website: c.Website, JobsiteURL: c.JobsiteURL,
			LogoOriginalName: c.LogoOriginalName, LogoURL: c.LogoURL,
			Social: socialAttrs{Facebook: c.Social.Facebook, LinkedIn: c.Social.LinkedIn,
				Twitter: c.Social.Twitter, Instagram: c.Social.Instagram},
			Description: descriptions{NL: c.Description["nl"], FR: c.Description["fr"], EN: c.Description["en"]},
		},
		Relationships: []any{},
		Links:         selfLinks{Self: a.link("/company")},
	}
}

// getCompany serves GET /content/v1/company: the calling key's company.
func (a *API) getCompany(c *fiber.Ctx) error {
	co, err := a.careers.Companies.Current(c.UserContext())
	if err != nil {
		return err
	}
	return sendJSON(c, a.companyResource(co))
}
