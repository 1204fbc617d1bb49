package rest

import (
	"errors"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/gofiber/fiber/v2"
)

// errClientGone is the cause of a request context cancelled because the
// client closed its connection.
var errClientGone = errors.New("the client closed the connection")

// watchClient calls leave(errClientGone) when the client of c closes (or
// resets) its connection while the request is handled, and returns the
// function that stops watching, to call before the handler returns.
// fasthttp, unlike net/http, tells a handler nothing of the kind.
//
// The request's body must have been read: the watch then waits for the
// connection to become readable and peeks at it (MSG_PEEK), consuming
// nothing. End of stream or an error is the client gone; bytes are a
// pipelined next request, which ends the watch. Only a plain TCP
// connection is watched (behind a TLS terminator or a proxy, the proxy
// closes its connection when its client goes); other connections and
// systems without the peek are not watched. Stopping sets a read deadline
// in the past to wake the watch and then clears it: fasthttp sets its own
// before reading the next request.
func watchClient(c *fiber.Ctx, leave func(error)) func() {
	conn := c.Context().Conn()
	sc, ok := conn.(syscall.Conn)
	if !ok || !canPeek {
		return func() {}
	}
	rc, err := sc.SyscallConn()
	if err != nil {
		return func() {}
	}
	var stopping atomic.Bool
	done := make(chan struct{})
	go func() {
		defer close(done)
		gone := false
		_ = rc.Read(func(fd uintptr) bool {
			if stopping.Load() {
				return true
			}
			switch peek(fd) {
			case peekNothing:
				return false // wait until readable
			case peekClosed:
				gone = true
			}
			return true
		})
		if gone && !stopping.Load() {
			leave(errClientGone)
		}
	}()
	return func() {
		stopping.Store(true)
		_ = conn.SetReadDeadline(time.Now())
		<-done
		_ = conn.SetReadDeadline(time.Time{})
	}
}

// What a peek at a connection found.
const (
	peekNothing = iota // nothing to read yet
	peekData           // bytes (a pipelined request)
	peekClosed         // end of stream, or an error: the client is gone
)
