//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package database

// lockFile has no exclusive lock on this system: LockMigrations on SQLite
// returns ErrNoMigrationLock.
type lockFile struct{}

func openLockFile(string) (*lockFile, error) { return nil, ErrNoMigrationLock }
func (*lockFile) tryLock() (bool, error)     { return false, ErrNoMigrationLock }
func (*lockFile) release()                   {}
