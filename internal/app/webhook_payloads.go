package app

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/uptrace/bun"

	"corkboard/modules"
	"corkboard/modules/calendar"
	restcalendar "corkboard/rest/calendar"
	"corkboard/rest/content"
)

// webhookPayloads renders a notification's resource as the public API
// shows it: the careers resources in the content interface's shape, the
// calendar's in The Events Calendar's, images as events show them. The
// shapes are the transports' own encoders; the modules read the resource
// through the write's transaction.
type webhookPayloads struct {
	content  *content.Payloads
	calendar *restcalendar.Payloads
}

func newWebhookPayloads(m *Modules) *webhookPayloads {
	return &webhookPayloads{
		content: content.NewPayloads(m.Careers, m.Deps.Config.PublicURL),
		calendar: restcalendar.NewPayloads(restcalendar.Config{Calendar: m.Calendar, Images: m.Media.Images,
			PublicURL: m.Deps.Config.PublicURL}),
	}
}

// Render implements webhooks.Renderer.
func (p *webhookPayloads) Render(ctx context.Context, db bun.IDB, r modules.Resource, personal bool) (json.RawMessage, error) {
	switch r.Kind {
	case modules.KindJob:
		return p.content.Job(ctx, db, r.ID)
	case modules.KindApplication:
		return p.content.Application(ctx, db, r.ID, personal)
	case modules.KindCompany:
		return p.content.Company(ctx, db, r.ID)
	case modules.KindEvent:
		return p.calendar.Event(ctx, db, r.ID)
	case modules.KindVenue:
		return p.calendar.Venue(ctx, db, r.ID)
	case modules.KindOrganizer:
		return p.calendar.Organizer(ctx, db, r.ID)
	case modules.KindCategory:
		return p.calendar.Term(ctx, db, calendar.Categories, r.ID)
	case modules.KindTag:
		return p.calendar.Term(ctx, db, calendar.Tags, r.ID)
	case modules.KindMedia:
		return p.calendar.Image(ctx, db, r.ID)
	}
	return nil, fmt.Errorf("webhooks: no payload for a %q", r.Kind)
}
