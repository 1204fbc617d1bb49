package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"time"

	"corkboard/internal/backup"
)

// backupCmd: backup [--out DIR] writes a consistent database snapshot and
// a manifest of the storage objects.
func backupCmd(ctx context.Context, args []string, out io.Writer) error {
	var cfg config
	var dir string
	rest, err := parseFlags("backup", args, &cfg, func(fs *flag.FlagSet) {
		fs.StringVar(&dir, "out", "", "backup directory (default: <data>/backups/<UTC timestamp>)")
	})
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return fmt.Errorf("%w: unexpected argument %q", errUsage, rest[0])
	}
	rt, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer rt.close()
	now := time.Now().UTC()
	if dir == "" {
		dir = filepath.Join(rt.cfg.DataDir, "backups", now.Format("20060102T150405Z"))
	}
	m, err := backup.Run(ctx, rt.db, rt.cfg.DatabaseURL, rt.store, rt.cfg.StorageURL, dir, now)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "backup written to %s: %s snapshot %s, %d storage objects (%d bytes) in manifest.json\n",
		dir, m.Database, m.Snapshot, m.ObjectCount, m.TotalBytes)
	return nil
}
