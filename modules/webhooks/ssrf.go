package webhooks

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"syscall"
	"time"
)

// errPrivate: a destination resolves to an address webhooks must not reach.
var errPrivate = errors.New("resolves to a loopback, private, link-local or otherwise non-public address")

// nonPublic are ranges that IsPrivate and friends do not cover.
var nonPublic = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),       // "this network"
	netip.MustParsePrefix("100.64.0.0/10"),   // carrier-grade NAT
	netip.MustParsePrefix("192.0.0.0/24"),    // IETF protocol assignments
	netip.MustParsePrefix("192.0.2.0/24"),    // documentation
	netip.MustParsePrefix("198.18.0.0/15"),   // benchmarking
	netip.MustParsePrefix("198.51.100.0/24"), // documentation
	netip.MustParsePrefix("203.0.113.0/24"),  // documentation
	netip.MustParsePrefix("240.0.0.0/4"),     // reserved, broadcast
	netip.MustParsePrefix("64:ff9b::/96"),    // NAT64: may reach IPv4 private space
	netip.MustParsePrefix("64:ff9b:1::/48"),
	netip.MustParsePrefix("2001:db8::/32"), // documentation
}

// publicAddr reports whether a may be reached: not loopback, private
// (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16, the
// cloud metadata address among them, fe80::/10), unspecified, multicast
// or one of nonPublic. IPv4-mapped IPv6 addresses are judged as IPv4.
func publicAddr(a netip.Addr) bool {
	a = a.Unmap()
	if !a.IsValid() || a.IsLoopback() || a.IsPrivate() || a.IsLinkLocalUnicast() || a.IsLinkLocalMulticast() ||
		a.IsInterfaceLocalMulticast() || a.IsMulticast() || a.IsUnspecified() {
		return false
	}
	for _, p := range nonPublic {
		if p.Contains(a) {
			return false
		}
	}
	return true
}

// guard checks destinations: at creation (checkHost) and at every dial
// (control), so that a name that resolved to a public address when the
// endpoint was saved and to a private one later (DNS rebinding) is
// refused when it matters.
type guard struct {
	allowPrivate bool
	resolver     *net.Resolver
}

// checkHost resolves the URL's host (within 5 s) and refuses it when any
// of its addresses is not public.
func (g guard) checkHost(ctx context.Context, raw string) error {
	if g.allowPrivate {
		return nil
	}
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	host := u.Hostname()
	if a, err := netip.ParseAddr(host); err == nil {
		if !publicAddr(a) {
			return errPrivate
		}
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	addrs, err := g.resolver.LookupNetIP(ctx, "ip", host)
	if err != nil {
		return fmt.Errorf("host %q does not resolve", host)
	}
	for _, a := range addrs {
		if !publicAddr(a) {
			return errPrivate
		}
	}
	return nil
}

// control is the dialer's Control: it runs after the name was resolved,
// for the very address about to be connected to.
func (g guard) control(_, address string, _ syscall.RawConn) error {
	if g.allowPrivate {
		return nil
	}
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("webhook destination %q: %w", address, err)
	}
	if !publicAddr(ap.Addr()) {
		return fmt.Errorf("webhook destination %s %w", ap.Addr(), errPrivate)
	}
	return nil
}
