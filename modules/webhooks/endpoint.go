package webhooks

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// Endpoint is a company's webhook destination.
type Endpoint struct {
	bun.BaseModel `bun:"table:webhook_endpoints"`

	ID          int64    `bun:"id,pk,autoincrement"`
	CompanyID   int64    `bun:"company_id,notnull"`
	URL         string   `bun:"url,notnull"`
	Events      []string `bun:"events,type:jsonb,notnull"`
	Description string   `bun:"description,notnull"`
	Active      bool     `bun:"active,notnull"`
	// IncludePII makes application payloads carry the applicant's
	// personal data (name, email, phone); off by default.
	IncludePII bool `bun:"include_pii,notnull"`
	// Secret is stored sealed when a secret key is set (see sealSecret).
	Secret string `bun:"secret,notnull" json:"-"`
	// DisabledReason says why deliveries disabled the endpoint ("" while
	// it was not disabled by them).
	DisabledReason string `bun:"disabled_reason,notnull"`
	// FailingSince is the first failed attempt since the last success.
	FailingSince *time.Time `bun:"failing_since"`
	CreatedAt    time.Time  `bun:"created_at,notnull"`
	UpdatedAt    time.Time  `bun:"updated_at,notnull"`
}

// Subscribed reports whether the endpoint wants notifications of type t:
// it lists t, "*", or "<resource>.*".
func (e *Endpoint) Subscribed(t string) bool {
	res, _, _ := strings.Cut(t, ".")
	return slices.ContainsFunc(e.Events, func(ev string) bool { return ev == t || ev == "*" || ev == res+".*" })
}

// EventTypes are the notifications an endpoint may subscribe to; "*"
// and "<resource>.*" stand for all of them and all of a resource's.
var EventTypes = []string{
	"job.published", "job.updated", "job.closed", "job.deleted",
	"application.created", "application.deleted",
	"company.updated",
	"media.created", "media.deleted",
	"event.published", "event.updated", "event.trashed", "event.deleted",
	"venue.created", "venue.updated", "venue.deleted",
	"organizer.created", "organizer.updated", "organizer.deleted",
	"category.created", "category.updated", "category.deleted",
	"tag.created", "tag.updated", "tag.deleted",
	"webhook.ping",
}

// validEvent reports whether ev is an event type, "*" or "<resource>.*".
func validEvent(ev string) bool {
	if ev == "*" || slices.Contains(EventTypes, ev) {
		return true
	}
	res, ok := strings.CutSuffix(ev, ".*")
	return ok && slices.ContainsFunc(EventTypes, func(t string) bool { return strings.HasPrefix(t, res+".") })
}

// EndpointInput creates or changes an endpoint. On update, nil fields are
// left as they are.
type EndpointInput struct {
	URL         *string
	Events      []string
	Description *string
	Active      *bool
	IncludePII  *bool
}

// Limits of an endpoint's fields.
const (
	maxURL         = 2048
	maxDescription = 500
	maxEvents      = 50
	// MaxEndpoints bounds a company's endpoints.
	MaxEndpoints = 20
)

// Validate checks the fields present (create: url and events required).
func (in EndpointInput) Validate(create bool) error {
	var fe []modules.FieldError
	if in.URL == nil && create {
		fe = append(fe, modules.FieldError{Field: "url", Message: "is required"})
	}
	if in.URL != nil {
		if err := checkURLSyntax(*in.URL); err != nil {
			fe = append(fe, modules.FieldError{Field: "url", Message: err.Error()})
		}
	}
	if in.Events == nil && create {
		fe = append(fe, modules.FieldError{Field: "events", Message: "is required"})
	}
	if in.Events != nil {
		switch {
		case len(in.Events) == 0:
			fe = append(fe, modules.FieldError{Field: "events", Message: "must name at least one event type or *"})
		case len(in.Events) > maxEvents:
			fe = append(fe, modules.FieldError{Field: "events", Message: fmt.Sprintf("at most %d entries", maxEvents)})
		default:
			for i, ev := range in.Events {
				if !validEvent(ev) {
					fe = append(fe, modules.FieldError{Field: fmt.Sprintf("events/%d", i), Message: fmt.Sprintf("unknown event type %q", ev)})
				}
			}
		}
	}
	if in.Description != nil && utf8.RuneCountInString(*in.Description) > maxDescription {
		fe = append(fe, modules.FieldError{Field: "description", Message: fmt.Sprintf("at most %d characters", maxDescription)})
	}
	if len(fe) > 0 {
		return modules.Validation(fe...)
	}
	return nil
}

// checkURLSyntax accepts absolute http and https URLs without user
// information or fragment.
func checkURLSyntax(raw string) error {
	if len(raw) > maxURL {
		return fmt.Errorf("at most %d characters", maxURL)
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return fmt.Errorf("must be an absolute http or https URL")
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("must use http or https")
	}
	if u.User != nil {
		return fmt.Errorf("must not carry a user or password")
	}
	if u.Fragment != "" {
		return fmt.Errorf("must not have a fragment")
	}
	return nil
}
