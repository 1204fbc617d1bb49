package calendar

import (
	"context"
	"encoding/json"

	"github.com/uptrace/bun"

	"corkboard/modules/calendar"
)

// Payloads render the calendar's records and the media library's images
// for webhooks exactly as this interface shows them (the encoders of the
// GET routes), in the site's default language, read through a write's
// transaction (calendar.Module.EventAt and friends).
type Payloads struct{ a *api }

// NewPayloads builds the renderers on the calendar and media library of
// cfg (Cache is not used).
func NewPayloads(cfg Config) *Payloads { return &Payloads{a: newAPI(cfg)} }

// request is the one of a GET through the default root, no language.
func (p *Payloads) request() *request { return &request{root: p.a.public + Namespace + "/"} }

// Event is GET /events/{id}.
func (p *Payloads) Event(ctx context.Context, db bun.IDB, id int64) (json.RawMessage, error) {
	e, err := p.a.cal.EventAt(ctx, db, id)
	if err != nil {
		return nil, err
	}
	return encode(p.a.eventJSON(p.request(), e, true))
}

// Venue is GET /venues/{id}.
func (p *Payloads) Venue(ctx context.Context, db bun.IDB, id int64) (json.RawMessage, error) {
	v, err := p.a.cal.VenueAt(ctx, db, id)
	if err != nil {
		return nil, err
	}
	return encode(p.a.venueJSON(p.request(), v, true))
}

// Organizer is GET /organizers/{id}.
func (p *Payloads) Organizer(ctx context.Context, db bun.IDB, id int64) (json.RawMessage, error) {
	o, err := p.a.cal.OrganizerAt(ctx, db, id)
	if err != nil {
		return nil, err
	}
	return encode(p.a.organizerJSON(p.request(), o, true))
}

// Term is GET /categories/{id} or /tags/{id} (with the _links of an
// anonymous reader).
func (p *Payloads) Term(ctx context.Context, db bun.IDB, tax calendar.Taxonomy, id int64) (json.RawMessage, error) {
	t, err := p.a.cal.TermAt(ctx, db, tax, id)
	if err != nil {
		return nil, err
	}
	r := p.request()
	return encode(r.withLinks(taxonomyOf(tax), p.a.termJSON(r, t), []string{"GET"}))
}

// Image is an image of the media library as events show it (image).
func (p *Payloads) Image(ctx context.Context, db bun.IDB, id int64) (json.RawMessage, error) {
	img, err := p.a.images.GetIn(ctx, db, id)
	if err != nil {
		return nil, err
	}
	return encode(p.a.image(&calendar.Post{Image: img}))
}
