//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package database

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// lockFile is a file whose exclusive flock is the migration lock of a
// SQLite database; the kernel releases it when the process ends.
type lockFile struct{ f *os.File }

func openLockFile(path string) (*lockFile, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	return &lockFile{f: f}, nil
}

// tryLock takes the lock without blocking; false when another holds it.
func (l *lockFile) tryLock() (bool, error) {
	err := unix.Flock(int(l.f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
	if errors.Is(err, unix.EWOULDBLOCK) {
		return false, nil
	}
	return err == nil, err
}

// release unlocks and closes the file (closing alone would unlock).
func (l *lockFile) release() {
	_ = unix.Flock(int(l.f.Fd()), unix.LOCK_UN)
	_ = l.f.Close()
}
