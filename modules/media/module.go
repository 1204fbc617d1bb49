// Package media is the media library: uploaded images (sniffed, measured,
// stored through storage.Storage) that other modules reference by id, such
// as the featured images of calendar events, venues and organizers.
package media

import (
	"embed"
	"io/fs"

	"github.com/uptrace/bun/migrate"

	"corkboard/internal/changes"
	"corkboard/internal/migrations"
	"corkboard/modules"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Module is the media module. Build it with New.
type Module struct {
	deps modules.Deps
	// Images is its service.
	Images *ImageService
	// Consistency checks rows against the storage (corkboard doctor).
	Consistency *Consistency
}

// New builds the module and its service.
func New(deps modules.Deps) *Module {
	deps.Changes.Declare("media", changes.Tables((*Module)(nil).Models()...)...)
	return &Module{deps: deps, Images: &ImageService{deps: deps}, Consistency: &Consistency{deps: deps}}
}

// Name implements modules.Module.
func (m *Module) Name() string { return "media" }

// Models implements modules.Module.
func (m *Module) Models() []any { return []any{(*Image)(nil)} }

// Migrations implements modules.Module.
func (m *Module) Migrations() *migrate.Migrations {
	return migrations.FromFiles(m.MigrationFiles())
}

// MigrationFiles implements migrator.Source.
func (m *Module) MigrationFiles() fs.FS { return migrations.Sub(migrationFiles, "migrations") }
