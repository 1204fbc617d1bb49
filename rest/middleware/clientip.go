package middleware

import (
	"fmt"
	"net/netip"
	"strings"

	"github.com/gofiber/fiber/v2"
)

// TrustedProxies are the reverse proxies (load balancers, TLS
// terminators) whose X-Forwarded-For header is believed. Empty: none, the
// client is the connection's peer.
type TrustedProxies []netip.Prefix

// ParseTrustedProxies reads a list of addresses and networks separated by
// commas or spaces ("10.0.0.0/8, 192.168.1.7, ::1").
func ParseTrustedProxies(s string) (TrustedProxies, error) {
	var out TrustedProxies
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
		if strings.Contains(f, "/") {
			p, err := netip.ParsePrefix(f)
			if err != nil {
				return nil, fmt.Errorf("trusted proxy %q: not an address or network (CIDR)", f)
			}
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil {
			return nil, fmt.Errorf("trusted proxy %q: not an address or network (CIDR)", f)
		}
		a = a.Unmap()
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}

func (t TrustedProxies) trusts(a netip.Addr) bool {
	a = a.Unmap()
	for _, p := range t {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// Client returns the address of the client of a request from peer
// carrying the X-Forwarded-For values xff (each header line, in order).
// Unless peer is a trusted proxy, it is the client. Otherwise the
// forwarded addresses are read from the right, the nearest hop first:
// the first one that is not a trusted proxy is the client (the addresses
// left of it were written by the client itself and prove nothing). A
// malformed entry stops the walk at the last trusted hop, and a chain of
// trusted proxies only gives its leftmost address.
func (t TrustedProxies) Client(peer netip.Addr, xff []string) netip.Addr {
	peer = peer.Unmap()
	if len(t) == 0 || !t.trusts(peer) {
		return peer
	}
	client := peer
	for i := len(xff) - 1; i >= 0; i-- {
		hops := strings.Split(xff[i], ",")
		for j := len(hops) - 1; j >= 0; j-- {
			a, err := netip.ParseAddr(strings.TrimSpace(hops[j]))
			if err != nil {
				return client
			}
			client = a.Unmap()
			if !t.trusts(client) {
				return client
			}
		}
	}
	return client
}

type clientIPKey struct{}

// ClientIP finds each request's client address (see Client) for
// GetClientIP: the rate limits, the login throttle and the access log.
// With no trusted proxies it is not needed: GetClientIP falls back to the
// connection's peer.
func ClientIP(t TrustedProxies) fiber.Handler {
	return func(c *fiber.Ctx) error {
		peer, _ := netip.AddrFromSlice(c.Context().RemoteIP())
		var xff []string
		for _, v := range c.Request().Header.PeekAll(fiber.HeaderXForwardedFor) {
			xff = append(xff, string(v))
		}
		c.Locals(clientIPKey{}, t.Client(peer, xff).String())
		return c.Next()
	}
}

// GetClientIP is the request's client address: the one ClientIP found,
// else the connection's peer.
func GetClientIP(c *fiber.Ctx) string {
	if ip, ok := c.Locals(clientIPKey{}).(string); ok {
		return ip
	}
	return c.IP()
}
