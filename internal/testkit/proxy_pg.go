package testkit

import (
	"encoding/binary"
	"io"
	"net"
	"time"
)

// PostgresRefusal makes the proxy answer as a PostgreSQL server that is
// shutting down or starting up, instead of cutting the line: until
// Restore, every open connection is sent the FATAL ErrorResponse
// terminate (a server stopping sends 57P01 admin_shutdown to its
// sessions) and closed, and every new connection reads its startup
// message and gets the FATAL ErrorResponse refuse (57P03
// cannot_connect_now: "the database system is starting up"). Use it while
// no statement is in flight: the message is written between the proxied
// bytes, as the server writes it between messages.
func (p *Proxy) PostgresRefusal(terminate, refuse PostgresError) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.down = true
	p.refuse = refuse.message()
	msg := terminate.message()
	for c := range p.conns {
		if p.clients[c] {
			_ = c.SetWriteDeadline(time.Now().Add(time.Second))
			_, _ = c.Write(msg)
		}
		_ = c.Close()
	}
	p.conns = map[net.Conn]struct{}{}
	p.clients = map[net.Conn]bool{}
}

// PostgresError is an ErrorResponse of the PostgreSQL protocol.
type PostgresError struct {
	Code    string // SQLSTATE, e.g. 57P03
	Message string
}

// message encodes e as a FATAL ErrorResponse ('E', length, fields).
func (e PostgresError) message() []byte {
	var body []byte
	for _, f := range []struct {
		k byte
		v string
	}{{'S', "FATAL"}, {'V', "FATAL"}, {'C', e.Code}, {'M', e.Message}} {
		body = append(body, f.k)
		body = append(append(body, f.v...), 0)
	}
	body = append(body, 0)
	out := []byte{'E'}
	out = binary.BigEndian.AppendUint32(out, uint32(len(body)+4))
	return append(out, body...)
}

// refuseAsPostgres reads a client's startup message (after an SSLRequest,
// which it declines) and answers msg.
func refuseAsPostgres(c net.Conn, msg []byte) {
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(5 * time.Second))
	for {
		var hdr [8]byte
		if _, err := io.ReadFull(c, hdr[:]); err != nil {
			return
		}
		n := int(binary.BigEndian.Uint32(hdr[:4]))
		if n < 8 || n > 1<<16 {
			return
		}
		if _, err := io.CopyN(io.Discard, c, int64(n-8)); err != nil {
			return
		}
		if binary.BigEndian.Uint32(hdr[4:]) == 80877103 { // SSLRequest
			if _, err := c.Write([]byte{'N'}); err != nil {
				return
			}
			continue
		}
		_, _ = c.Write(msg)
		return
	}
}
