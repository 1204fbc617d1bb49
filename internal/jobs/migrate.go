package jobs

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"strings"
	"testing/fstest"

	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/uptrace/bun/migrate"
)

// RiverSchemaVersion is the River schema version the pinned River release
// needs. A River upgrade that adds migrations adds a Go migration here
// raising it; an applied one is never changed.
const RiverSchemaVersion = 8

// Module makes River's tables part of the application's migrations
// (`corkboard migrate`, the server's start, the tests' databases): a
// modules.Module with no models and Go migrations that run River's own
// migrator up to a fixed version (down: to none).
type Module struct{}

// Name implements modules.Module.
func (Module) Name() string { return "jobs" }

// Models implements modules.Module.
func (Module) Models() []any { return nil }

// Migrations implements modules.Module.
func (Module) Migrations() *migrate.Migrations {
	ms := migrate.NewMigrations()
	ms.Add(migrate.Migration{
		Name: "20261127000001", Comment: "river",
		Up: func(ctx context.Context, m *migrate.Migrator, _ *migrate.Migration) error {
			return riverMigrate(ctx, m, rivermigrate.DirectionUp, RiverSchemaVersion)
		},
		Down: func(ctx context.Context, m *migrate.Migrator, _ *migrate.Migration) error {
			return riverMigrate(ctx, m, rivermigrate.DirectionDown, -1)
		},
	})
	return ms
}

func riverMigrate(ctx context.Context, m *migrate.Migrator, dir rivermigrate.Direction, target int) error {
	mig, err := rivermigrate.New[*sql.Tx](commentless{Driver(m.DB())},
		&rivermigrate.Config{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		return err
	}
	if _, err := mig.Migrate(ctx, dir, &rivermigrate.MigrateOpts{TargetVersion: target}); err != nil {
		return fmt.Errorf("river migrations: %w", err)
	}
	return nil
}

// commentless serves River's migration files without their "--" comment
// lines: bun's pgdriver, which runs them, reads an apostrophe in a comment
// as the start of a string literal.
type commentless struct {
	riverdriver.Driver[*sql.Tx]
}

func (d commentless) GetMigrationFS(line string) fs.FS {
	src := d.Driver.GetMigrationFS(line)
	out := fstest.MapFS{}
	_ = fs.WalkDir(src, ".", func(path string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		b, err := fs.ReadFile(src, path)
		if err != nil {
			return err
		}
		out[path] = &fstest.MapFile{Data: stripComments(b)}
		return nil
	})
	return out
}

// stripComments drops whole-line "--" comments (River's files put
// comments on their own lines; a "--" inside a statement is kept).
func stripComments(b []byte) []byte {
	var out bytes.Buffer
	r := bufio.NewReader(bytes.NewReader(b))
	for {
		line, err := r.ReadString('\n')
		if !strings.HasPrefix(strings.TrimSpace(line), "--") {
			out.WriteString(line)
		}
		if err == io.EOF {
			return out.Bytes()
		}
	}
}
