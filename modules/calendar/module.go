// Package calendar is the calendar module: events, venues, organizers,
// event categories and tags, with the rules of The Events Calendar
// (WordPress) that interface B reproduces. It holds the bun models,
// migrations, validation, date logic and the services (one method per use
// case, the caller read from the context). It knows nothing of HTTP or
// GraphQL: services return domain structs with typed times, and errors as
// *modules.Error whose Reason is the calendar API's code.
//
// The calendar is site-wide: it does not belong to a company. API keys
// with the calendar:write scope act at editor level whatever their
// company (see caller).
package calendar

import (
	"embed"
	"io/fs"
	"time"

	"github.com/uptrace/bun/migrate"

	"corkboard/internal/changes"
	"corkboard/internal/migrations"
	"corkboard/modules"
	"corkboard/modules/media"
)

//go:embed all:migrations
var migrationFiles embed.FS

// Module is the calendar module. Build it with New.
type Module struct {
	deps modules.Deps
	// Site is the calendar's site configuration.
	Site Site
	// Events, Venues, Organizers and Terms are its services.
	Events     *EventService
	Venues     *VenueService
	Organizers *OrganizerService
	Terms      *TermService
	// Schedule publishes scheduled posts; Scheduler runs it in this
	// process (cmd/corkboard serve starts it).
	Schedule  *ScheduleService
	Scheduler *Scheduler
	// Trash deletes for good what has been in the trash long enough.
	Trash *TrashService
	// images is the media library of featured images (ImageURL).
	images *media.ImageService
}

// New builds the module and its services. images is the media library
// the featured images come from.
func New(deps modules.Deps, images *media.ImageService) *Module {
	site := Site{Timezone: deps.Config.SiteTimezone, Language: deps.Config.SiteLanguage, URL: deps.Config.SiteURL}
	if site.Timezone == nil {
		site.Timezone = time.UTC
	}
	if l, ok := ParseLanguage(site.Language); ok {
		site.Language = l
	} else {
		site.Language = DefaultLanguage
	}
	if site.URL == "" {
		site.URL = deps.Config.PublicURL
	}
	// The calendar's area: its tables and the media library's, whose
	// images its cached records show.
	area := deps.Changes.Declare("calendar", changes.Tables(append((*Module)(nil).Models(), (*media.Image)(nil))...)...)
	s := &store{deps: deps, site: site, images: images, linked: newLinkedCache(deps.Changes, area, deps.Config.LinkedCacheTTL)}
	if images != nil {
		images.AddUses(imageUses)
	}
	m := &Module{deps: deps, Site: site, images: images}
	m.Events = &EventService{store: s}
	m.Venues = &VenueService{store: s, kind: venueKind, check: checkVenue}
	m.Organizers = &OrganizerService{store: s, kind: organizerKind, check: checkOrganizer}
	m.Terms = &TermService{store: s}
	m.Schedule = &ScheduleService{store: s}
	m.Trash = &TrashService{store: s}
	m.Scheduler = newScheduler(m.Schedule, deps, area)
	s.scheduled = m.Scheduler.Wake
	return m
}

// Name implements modules.Module.
func (m *Module) Name() string { return "calendar" }

// Models implements modules.Module.
func (m *Module) Models() []any {
	return []any{(*postRow)(nil), (*translation)(nil), (*Venue)(nil), (*Organizer)(nil), (*Event)(nil), (*eventOrganizer)(nil),
		(*Term)(nil), (*termTranslation)(nil), (*eventTerm)(nil)}
}

// Migrations implements modules.Module.
func (m *Module) Migrations() *migrate.Migrations {
	ms := migrations.FromFiles(m.MigrationFiles())
	ms.Add(plainFieldsMigration) // a Go migration: no file
	return ms
}

// MigrationFiles implements migrator.Source.
func (m *Module) MigrationFiles() fs.FS { return migrations.Sub(migrationFiles, "migrations") }
