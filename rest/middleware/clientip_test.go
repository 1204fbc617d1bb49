package middleware

import (
	"net/netip"
	"testing"
)

func TestParseTrustedProxies(t *testing.T) {
	got, err := ParseTrustedProxies(" 10.0.0.0/8, 192.168.1.7 ::1,fd00::/8 10.1.2.3/16")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"10.0.0.0/8", "192.168.1.7/32", "::1/128", "fd00::/8", "10.1.0.0/16"}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i].String() != want[i] {
			t.Errorf("%d: %s, want %s", i, got[i], want[i])
		}
	}
	if none, err := ParseTrustedProxies(" "); err != nil || len(none) != 0 {
		t.Errorf("empty: %v %v", none, err)
	}
	for _, bad := range []string{"localhost", "10.0.0.0/33", "1.2.3", "10.0.0.1:80"} {
		if _, err := ParseTrustedProxies(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestClientBehindTrustedProxies(t *testing.T) {
	proxies, err := ParseTrustedProxies("10.0.0.0/8, 192.168.1.7")
	if err != nil {
		t.Fatal(err)
	}
	addr := netip.MustParseAddr
	for _, tc := range []struct {
		name string
		t    TrustedProxies
		peer string
		xff  []string
		want string
	}{
		{"no proxies trusted: the header is ignored", nil, "10.0.0.1", []string{"203.0.113.9"}, "10.0.0.1"},
		{"an untrusted peer's header is ignored", proxies, "198.51.100.4", []string{"203.0.113.9"}, "198.51.100.4"},
		{"a trusted peer without a header is the client", proxies, "10.0.0.1", nil, "10.0.0.1"},
		{"the address the proxy saw", proxies, "10.0.0.1", []string{"203.0.113.9"}, "203.0.113.9"},
		{"a spoofed entry left of the real one is not believed", proxies, "10.0.0.1",
			[]string{"1.1.1.1, 203.0.113.9"}, "203.0.113.9"},
		{"through two trusted proxies", proxies, "10.0.0.1", []string{"203.0.113.9, 192.168.1.7"}, "203.0.113.9"},
		{"several header lines are one list", proxies, "10.0.0.1", []string{"1.1.1.1, 203.0.113.9", "10.2.2.2"}, "203.0.113.9"},
		{"only trusted hops: the leftmost", proxies, "10.0.0.1", []string{"10.9.9.9, 192.168.1.7"}, "10.9.9.9"},
		{"a malformed entry stops at the last trusted hop", proxies, "10.0.0.1", []string{"203.0.113.9, bogus, 10.3.3.3"}, "10.3.3.3"},
		{"IPv6 client", proxies, "10.0.0.1", []string{" 2001:db8::1 "}, "2001:db8::1"},
		{"an IPv4-mapped peer is trusted as IPv4", proxies, "::ffff:10.0.0.1", []string{"203.0.113.9"}, "203.0.113.9"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.t.Client(addr(tc.peer), tc.xff); got.String() != tc.want {
				t.Errorf("Client(%s, %q) = %s, want %s", tc.peer, tc.xff, got, tc.want)
			}
		})
	}
}
