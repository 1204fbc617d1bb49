// Package backup writes a consistent snapshot of Corkboard's database with a
// manifest of the storage objects it references.
//
// SQLite is copied online with VACUUM INTO (a consistent snapshot while the
// server keeps running). PostgreSQL is dumped with pg_dump in its custom
// format (restore with pg_restore). The manifest lists every stored object
// (key, size, content type) so that the object store can be checked against
// the snapshot after a restore.
package backup

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/uptrace/bun"

	"corkboard/internal/database"
	"corkboard/storage"
)

// Manifest describes one backup.
type Manifest struct {
	CreatedAt   time.Time `json:"created_at"`
	Database    string    `json:"database"` // "sqlite" or "postgres"
	Snapshot    string    `json:"snapshot"` // file name inside the backup dir
	Storage     string    `json:"storage"`  // storage URL without credentials
	ObjectCount int       `json:"object_count"`
	TotalBytes  int64     `json:"total_bytes"`
	Objects     []Object  `json:"objects"`
}

// Object is one stored object.
type Object struct {
	Key         string `json:"key"`
	Size        int64  `json:"size"`
	ContentType string `json:"content_type"`
}

// Run writes the snapshot and manifest.json into dir (created if missing,
// must be empty) and returns the manifest.
func Run(ctx context.Context, db *bun.DB, databaseURL string, store storage.Storage, storageURL, dir string, now time.Time) (*Manifest, error) {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, err
	}
	if entries, err := os.ReadDir(dir); err != nil {
		return nil, err
	} else if len(entries) > 0 {
		return nil, fmt.Errorf("backup directory %s is not empty", dir)
	}
	m := &Manifest{CreatedAt: now.UTC(), Storage: database.Redact(storageURL), Objects: []Object{}}
	switch {
	case len(databaseURL) >= 7 && databaseURL[:7] == "sqlite:":
		m.Database, m.Snapshot = "sqlite", "corkboard.db"
		target := filepath.Join(dir, m.Snapshot)
		if _, err := db.ExecContext(ctx, "VACUUM INTO ?", target); err != nil {
			return nil, fmt.Errorf("sqlite online backup: %w", err)
		}
	default:
		m.Database, m.Snapshot = "postgres", "corkboard.dump"
		if err := pgDump(ctx, databaseURL, filepath.Join(dir, m.Snapshot)); err != nil {
			return nil, err
		}
	}
	err := store.List(ctx, "", func(info storage.Info) error {
		m.Objects = append(m.Objects, Object{Key: info.Key, Size: info.Size, ContentType: info.ContentType})
		m.TotalBytes += info.Size
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("list storage objects: %w", err)
	}
	// Listings need not carry content types (S3's do not): ask for each
	// missing one.
	for i := range m.Objects {
		o := &m.Objects[i]
		if o.ContentType != "" {
			continue
		}
		info, err := store.Stat(ctx, o.Key)
		switch {
		case errors.Is(err, storage.ErrNotFound): // deleted since the listing: keep it without a type
		case err != nil:
			return nil, fmt.Errorf("storage object %s: %w", o.Key, err)
		default:
			o.ContentType = info.ContentType
		}
	}
	m.ObjectCount = len(m.Objects)
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "manifest.json"), append(b, '\n'), 0o640); err != nil {
		return nil, err
	}
	return m, nil
}

// pgDump runs pg_dump in custom format. The password, if any, goes through
// PGPASSWORD rather than the command line; a search_path in the URL limits
// the dump to that schema.
func pgDump(ctx context.Context, databaseURL, target string) error {
	bin, err := exec.LookPath("pg_dump")
	if err != nil {
		return errors.New("pg_dump not found: install the PostgreSQL client tools (Debian: postgresql-client)")
	}
	u, err := url.Parse(databaseURL)
	if err != nil {
		return err
	}
	env := os.Environ()
	if u.User != nil {
		if pw, ok := u.User.Password(); ok {
			env = append(env, "PGPASSWORD="+pw)
			u.User = url.User(u.User.Username())
		}
	}
	args := []string{"--format=custom", "--no-owner", "--file=" + target}
	q := u.Query()
	if schema := q.Get("search_path"); schema != "" {
		args = append(args, "--schema="+schema)
	}
	// libpq understands sslmode but not our driver's other parameters.
	u.RawQuery = url.Values{"sslmode": q["sslmode"]}.Encode()
	if len(q["sslmode"]) == 0 {
		u.RawQuery = ""
	}
	cmd := exec.CommandContext(ctx, bin, append(args, u.String())...)
	cmd.Env = env
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("pg_dump: %w: %s", err, out)
	}
	return nil
}
