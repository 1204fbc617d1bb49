package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// ErrMigrationsBusy is returned by LockMigrations when another process
// held the migration lock for the whole wait.
var ErrMigrationsBusy = errors.New("another instance is migrating this database")

// ErrNoMigrationLock is returned by LockMigrations on SQLite where the
// system has no file locks (flock): migrations then rely on bun's lock
// row alone.
var ErrNoMigrationLock = errors.New("migration lock: no file locks on this system")

// migrateLockClass is the first key of the PostgreSQL advisory lock
// (the second is the schema's hash): "cork".
const migrateLockClass = 0x636f726b

// LockMigrations takes the lock that lets one process at a time migrate
// db: on PostgreSQL a session-level advisory lock of the current schema
// (pg_advisory_lock, held by a connection of its own), on SQLite an
// exclusive flock on the file "<database file>.migrate.lock" beside the
// database. Both are released by release, and by the operating system or
// the server when the process or its session dies, so a crash never
// leaves the lock behind. While another process holds it, it waits up to
// wait, logging who waits (once, then every 10 s), and then fails with
// ErrMigrationsBusy.
//
// While the lock is held, no other Corkboard process migrates the
// database: a bun migration lock row found then was left by a process
// that stopped in the middle of migrating (migrator.ClearLocks).
func LockMigrations(ctx context.Context, db *bun.DB, wait time.Duration, log *slog.Logger) (release func(), err error) {
	var try func(context.Context) (bool, error)
	var free func()
	switch db.Dialect().Name() {
	case dialect.PG:
		conn, err := db.Conn(ctx)
		if err != nil {
			return nil, err
		}
		try = func(ctx context.Context) (bool, error) {
			var ok bool
			err := conn.QueryRowContext(ctx, "SELECT pg_try_advisory_lock(?, hashtext(current_schema()))", migrateLockClass).Scan(&ok)
			return ok, err
		}
		free = func() {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			_, _ = conn.ExecContext(ctx, "SELECT pg_advisory_unlock(?, hashtext(current_schema()))", migrateLockClass)
			_ = conn.Close() // ending the session would release it too
		}
	case dialect.SQLite:
		path, err := sqliteFile(ctx, db)
		if err != nil {
			return nil, err
		}
		if path == "" { // an in-memory database: one process
			return func() {}, nil
		}
		f, err := openLockFile(path + ".migrate.lock")
		if err != nil {
			return nil, err
		}
		try = func(context.Context) (bool, error) { return f.tryLock() }
		free = f.release
	default:
		return nil, fmt.Errorf("migration lock: unsupported dialect %s", db.Dialect().Name())
	}
	ok, err := try(ctx)
	if err == nil && !ok {
		ok, err = waitForLock(ctx, try, wait, log)
	}
	if err != nil || !ok {
		free()
		if err == nil {
			err = fmt.Errorf("%w: still locked after %v; an instance that is migrating holds it (the lock ends with its process)", ErrMigrationsBusy, wait)
		}
		return nil, err
	}
	return free, nil
}

// waitForLock polls try until it succeeds or wait elapses.
func waitForLock(ctx context.Context, try func(context.Context) (bool, error), wait time.Duration, log *slog.Logger) (bool, error) {
	start := time.Now()
	log.Warn("another instance is migrating the database; waiting for it", slog.Duration("wait_at_most", wait))
	poll := time.NewTicker(200 * time.Millisecond)
	defer poll.Stop()
	nextLog := start.Add(10 * time.Second)
	for {
		select {
		case <-ctx.Done():
			return false, ctx.Err()
		case now := <-poll.C:
			ok, err := try(ctx)
			if err != nil || ok {
				if ok {
					log.Info("migration lock taken", slog.Duration("waited", time.Since(start).Round(time.Millisecond)))
				}
				return ok, err
			}
			if now.Sub(start) >= wait {
				return false, nil
			}
			if now.After(nextLog) {
				log.Warn("still waiting for another instance's migrations", slog.Duration("waited", now.Sub(start).Round(time.Second)))
				nextLog = now.Add(10 * time.Second)
			}
		}
	}
}

// sqliteFile is the file of the main database of db ("" in memory).
func sqliteFile(ctx context.Context, db *bun.DB) (string, error) {
	rows, err := db.QueryContext(ctx, "PRAGMA database_list")
	if err != nil {
		return "", err
	}
	defer rows.Close()
	for rows.Next() {
		var seq int
		var name string
		var file sql.NullString
		if err := rows.Scan(&seq, &name, &file); err != nil {
			return "", err
		}
		if name == "main" {
			return file.String, nil
		}
	}
	return "", rows.Err()
}
