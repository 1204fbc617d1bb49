// Package careers is the careers module: its bun models, migrations, validation and
// services. It knows nothing of HTTP or GraphQL.
package careers

import (
	"embed"

	"github.com/uptrace/bun/migrate"

	"corkboard/modules"
)

//go:embed all:migrations
var migrationFiles embed.FS

// Module is the careers module. Build it with New.
type Module struct {
	deps modules.Deps
}

// New builds the module and its services.
func New(deps modules.Deps) *Module {
	return &Module{deps: deps}
}

// Name implements modules.Module.
func (m *Module) Name() string { return "careers" }

// Models implements modules.Module.
func (m *Module) Models() []any { return nil }

// Migrations implements modules.Module.
func (m *Module) Migrations() *migrate.Migrations {
	return modules.SQLMigrations(modules.Sub(migrationFiles, "migrations"))
}
