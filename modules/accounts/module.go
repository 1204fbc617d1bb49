// Package accounts is the core module: companies (the tenants), their API
// keys, admin users with roles, application passwords and admin sessions,
// and the one authentication function every transport uses.
package accounts

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

// Module is the accounts module. Build it with New.
type Module struct {
	deps modules.Deps
	// Companies, Keys, Users and Sessions are its services.
	Companies *CompanyService
	Keys      *APIKeyService
	Users     *UserService
	Sessions  *SessionService
	Auth      *Authenticator
	Leases    *LeaseService
	// ChangeArea is the area of the accounts tables in deps.Changes:
	// the API-key cache stamps its entries with its version, and other
	// processes' writes to it are announced (database.Announcer).
	ChangeArea changes.Area
}

// New builds the module and its services.
func New(deps modules.Deps) *Module {
	m := &Module{deps: deps}
	m.ChangeArea = deps.Changes.Declare("accounts", changes.Tables(m.Models()...)...)
	m.Companies = &CompanyService{deps: deps}
	m.Keys = &APIKeyService{deps: deps}
	m.Users = &UserService{deps: deps}
	m.Sessions = &SessionService{deps: deps}
	m.Auth = &Authenticator{deps: deps, area: m.ChangeArea}
	m.Leases = &LeaseService{deps: deps}
	return m
}

// Name implements modules.Module.
func (m *Module) Name() string { return "accounts" }

// Models implements modules.Module.
func (m *Module) Models() []any {
	return []any{(*Company)(nil), (*APIKey)(nil), (*User)(nil), (*AppPassword)(nil), (*Session)(nil), (*Lease)(nil)}
}

// Migrations implements modules.Module.
func (m *Module) Migrations() *migrate.Migrations {
	return migrations.FromFiles(m.MigrationFiles())
}

// MigrationFiles implements migrator.Source.
func (m *Module) MigrationFiles() fs.FS { return migrations.Sub(migrationFiles, "migrations") }
