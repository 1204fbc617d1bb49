//go:build linux || darwin || freebsd || netbsd || openbsd

package rest

import "syscall"

const canPeek = true

// peek looks at the next byte of the socket fd without consuming it and
// without blocking.
func peek(fd uintptr) int {
	var b [1]byte
	for {
		n, _, err := syscall.Recvfrom(int(fd), b[:], syscall.MSG_PEEK|syscall.MSG_DONTWAIT)
		switch {
		case err == syscall.EINTR:
			continue
		case err == syscall.EAGAIN || err == syscall.EWOULDBLOCK:
			return peekNothing
		case err != nil || n == 0:
			return peekClosed
		default:
			return peekData
		}
	}
}
