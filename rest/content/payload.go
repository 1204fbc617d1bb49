package content

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/uptrace/bun"

	"corkboard/modules/careers"
)

// Payloads render the careers resources for webhooks exactly as this
// interface shows them (the encoders of its GET routes), in the
// resource's default language, read through a write's transaction
// (careers.Module.JobAt and friends).
type Payloads struct{ a *API }

// NewPayloads builds the renderers; publicURL is the links' base.
func NewPayloads(m *careers.Module, publicURL string) *Payloads {
	return &Payloads{a: &API{careers: m, opts: Options{PublicURL: strings.TrimRight(publicURL, "/")}}}
}

// Job is GET /jobs/{job_id} without Accept-Language.
func (p *Payloads) Job(ctx context.Context, db bun.IDB, id int64) (json.RawMessage, error) {
	d, err := p.a.careers.JobAt(ctx, db, id)
	if err != nil {
		return nil, err
	}
	res, _ := p.a.jobDetail(d, nil)
	return encodeJSON(res)
}

// Company is GET /company for the company's key.
func (p *Payloads) Company(ctx context.Context, db bun.IDB, id int64) (json.RawMessage, error) {
	c, err := p.a.careers.CompanyAt(ctx, db, id)
	if err != nil {
		return nil, err
	}
	return encodeJSON(p.a.companyResource(c))
}

// applicationPayload is an application: the resource POST /applications
// answers, with the job's id; its personal attributes (the applicant's
// names, email, referrer, phone and motivation) only when personal.
type applicationPayload struct {
	ID         int64     `json:"id"`
	Type       string    `json:"type"`
	Attributes any       `json:"attributes"`
	Links      selfLinks `json:"links"`
}

type applicationBareAttrs struct {
	ID        int64     `json:"id"`
	CreatedAt Timestamp `json:"created_at"`
	UpdatedAt Timestamp `json:"updated_at"`
	JobID     int64     `json:"job_id"`
}

type applicationPersonalAttrs struct {
	applicationAttrs
	JobID      int64  `json:"job_id"`
	Phone      string `json:"phone"`
	Motivation string `json:"motivation"`
}

// Application is the application; personal adds the applicant.
func (p *Payloads) Application(ctx context.Context, db bun.IDB, id int64, personal bool) (json.RawMessage, error) {
	app, err := p.a.careers.ApplicationAt(ctx, db, id)
	if err != nil {
		return nil, err
	}
	echo := p.a.applicationFrom(app)
	out := applicationPayload{ID: echo.ID, Type: echo.Type, Links: echo.Links,
		Attributes: applicationBareAttrs{ID: app.ID, CreatedAt: stamp(app.CreatedAt), UpdatedAt: stamp(app.UpdatedAt), JobID: app.JobID}}
	if personal {
		out.Attributes = applicationPersonalAttrs{applicationAttrs: echo.Attributes, JobID: app.JobID,
			Phone: app.Phone, Motivation: app.Motivation}
	}
	return encodeJSON(out)
}
