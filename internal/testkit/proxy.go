package testkit

import (
	"io"
	"net"
	"sync"
	"testing"
)

// Proxy is a loopback TCP proxy in front of a backend (PostgreSQL, MinIO)
// that a fault test can cut and restore, as an outage would.
type Proxy struct {
	ln      net.Listener
	backend string

	mu    sync.Mutex
	down  bool
	conns map[net.Conn]struct{}
	// clients marks the client side of each proxied pair.
	clients map[net.Conn]bool
	// refuse, when set, is what a new connection is answered while down
	// (PostgresRefusal); otherwise it is closed.
	refuse []byte
	// accepted counts the connections accepted (Accepted).
	accepted int
}

// NewProxy listens on 127.0.0.1 and forwards to backend ("host:port").
// It stops at cleanup.
func NewProxy(t testing.TB, backend string) *Proxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &Proxy{ln: ln, backend: backend, conns: map[net.Conn]struct{}{}, clients: map[net.Conn]bool{}}
	go p.serve()
	t.Cleanup(func() {
		_ = ln.Close()
		p.Cut()
	})
	return p
}

// Addr is the proxy's "host:port".
func (p *Proxy) Addr() string { return p.ln.Addr().String() }

// Cut closes every open connection and refuses new ones until Restore.
func (p *Proxy) Cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.down = true
	p.refuse = nil
	for c := range p.conns {
		_ = c.Close()
	}
	p.conns = map[net.Conn]struct{}{}
	p.clients = map[net.Conn]bool{}
}

// Restore accepts connections again.
func (p *Proxy) Restore() {
	p.mu.Lock()
	p.down, p.refuse = false, nil
	p.mu.Unlock()
}

// Accepted is the number of connections the proxy accepted so far (the
// dial attempts of its clients), refused ones included.
func (p *Proxy) Accepted() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.accepted
}

func (p *Proxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		go p.handle(c)
	}
}

func (p *Proxy) track(cs ...net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.down {
		return false
	}
	for _, c := range cs {
		p.conns[c] = struct{}{}
	}
	p.clients[cs[0]] = true
	return true
}

func (p *Proxy) handle(client net.Conn) {
	p.mu.Lock()
	p.accepted++
	down, refuse := p.down, p.refuse
	p.mu.Unlock()
	if down {
		if refuse != nil {
			refuseAsPostgres(client, refuse)
			return
		}
		_ = client.Close()
		return
	}
	backend, err := net.Dial("tcp", p.backend)
	if err != nil {
		_ = client.Close()
		return
	}
	if !p.track(client, backend) {
		_ = client.Close()
		_ = backend.Close()
		return
	}
	done := make(chan struct{}, 2)
	pipe := func(dst, src net.Conn) {
		_, _ = io.Copy(dst, src)
		_ = dst.Close()
		_ = src.Close()
		done <- struct{}{}
	}
	go pipe(backend, client)
	go pipe(client, backend)
	<-done
	<-done
	p.mu.Lock()
	delete(p.conns, client)
	delete(p.conns, backend)
	delete(p.clients, client)
	p.mu.Unlock()
}
