package storage

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// setTypeAttr stores ct in f's typeAttr attribute.
func setTypeAttr(f *os.File, ct string) error {
	return fileControl(f, func(fd int) error {
		err := unix.Fsetxattr(fd, typeAttr, []byte(ct), 0)
		if errors.Is(err, unix.ENOTSUP) || errors.Is(err, unix.EOPNOTSUPP) {
			return errNoAttrs
		}
		return err
	})
}

// getTypeAttr reads f's typeAttr attribute.
func getTypeAttr(f *os.File) (string, error) {
	var buf [maxTypeLen]byte
	var n int
	err := fileControl(f, func(fd int) (err error) {
		n, err = unix.Fgetxattr(fd, typeAttr, buf[:])
		return err
	})
	if err != nil {
		return "", err
	}
	return string(buf[:n]), nil
}

// fileControl runs fn with f's descriptor (without switching f to blocking
// mode, as f.Fd would).
func fileControl(f *os.File, fn func(fd int) error) error {
	rc, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var ferr error
	if err := rc.Control(func(fd uintptr) { ferr = fn(int(fd)) }); err != nil {
		return err
	}
	return ferr
}
