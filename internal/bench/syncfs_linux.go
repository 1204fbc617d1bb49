package bench

import (
	"os"

	"golang.org/x/sys/unix"
)

// settle flushes the file system holding dir, so that what a cleanup
// removed (and the discards it causes) is done before the next run
// starts rather than during it.
func settle(dir string) error {
	f, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer f.Close()
	return unix.Syncfs(int(f.Fd()))
}
