package webhooks

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestDestinationsThatAreNotPublicAreRefused: at creation (checkHost)
// loopback, private, link-local (the metadata address), IPv6 loopback,
// unspecified, mapped and a name resolving to loopback are refused
// without the operator's setting, and accepted with it.
func TestDestinationsThatAreNotPublicAreRefused(t *testing.T) {
	g := guard{resolver: net.DefaultResolver}
	open := guard{allowPrivate: true, resolver: net.DefaultResolver}
	for _, url := range []string{
		"http://127.0.0.1/hook",
		"http://127.1.2.3:8080/hook",
		"http://10.0.0.5/hook",
		"http://172.16.1.1/hook",
		"http://192.168.1.10/hook",
		"http://169.254.169.254/latest/meta-data/",
		"http://[::1]/hook",
		"http://[fe80::1]/hook",
		"http://[fd00:ec2::254]/hook",
		"http://[::ffff:127.0.0.1]/hook",
		"http://0.0.0.0/hook",
		"http://100.64.0.1/hook",
		"http://localhost/hook", // a name resolving to loopback
	} {
		if err := g.checkHost(context.Background(), url); err == nil {
			t.Errorf("%s accepted", url)
		}
		if err := open.checkHost(context.Background(), url); err != nil {
			t.Errorf("%s refused with CORKBOARD_WEBHOOK_ALLOW_PRIVATE: %v", url, err)
		}
	}
	for _, url := range []string{"https://8.8.8.8/hook", "http://[2606:4700:4700::1111]/hook"} {
		if err := g.checkHost(context.Background(), url); err != nil {
			t.Errorf("%s refused: %v", url, err)
		}
	}
}

// TestEveryDialIsChecked: an endpoint saved while its name resolved to
// a public address and now pointing at loopback (DNS rebinding) is
// refused when the delivery dials; nothing reaches the receiver.
func TestEveryDialIsChecked(t *testing.T) {
	hits := 0
	rc := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { hits++ }))
	defer rc.Close()
	s := Settings{}
	s.defaults()
	res := newSender(s).send(context.Background(), rc.URL, newSecret(), "msg_1", time.Now(), []byte(`{}`))
	if res.OK() || res.Err == nil || !strings.Contains(res.Err.Error(), "non-public") || hits != 0 {
		t.Fatalf("dial to loopback: %+v, %d requests", res, hits)
	}
}

// TestRedirectsAreNotFollowed: a receiver answering with a redirect to a
// private address gets no second request; the attempt fails with the
// 3xx status; the answer kept is at most 4 KB.
func TestRedirectsAreNotFollowed(t *testing.T) {
	var paths []string
	rc := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		paths = append(paths, r.URL.Path)
		if r.URL.Path == "/big" {
			_, _ = w.Write([]byte(strings.Repeat("x", 10000)))
			return
		}
		http.Redirect(w, r, "http://169.254.169.254/latest/meta-data/", 302)
	}))
	defer rc.Close()
	s := Settings{AllowPrivate: true} // to reach the loopback receiver at all
	s.defaults()
	snd := newSender(s)
	res := snd.send(context.Background(), rc.URL+"/hook", newSecret(), "msg_1", time.Now(), []byte(`{}`))
	if res.OK() || res.Status != 302 || len(paths) != 1 {
		t.Fatalf("redirect: %+v, requests %v", res, paths)
	}
	res = snd.send(context.Background(), rc.URL+"/big", newSecret(), "msg_2", time.Now(), []byte(`{}`))
	if !res.OK() || len(res.Response) != maxResponse {
		t.Fatalf("big answer: status %d, kept %d bytes", res.Status, len(res.Response))
	}
}

// TestSecretsAreSealedWithAKey: with a key the stored form does not
// hold the secret and opens with the same key only.
func TestSecretsAreSealedWithAKey(t *testing.T) {
	secret := newSecret()
	k := newSealer("operator key")
	stored := k.seal(secret)
	if strings.Contains(stored, strings.TrimPrefix(secret, "whsec_")) || !strings.HasPrefix(stored, sealedPrefix) {
		t.Fatalf("stored %q", stored)
	}
	if got, err := k.open(stored); err != nil || got != secret {
		t.Fatal(got, err)
	}
	if _, err := newSealer("other key").open(stored); err == nil {
		t.Fatal("opened with another key")
	}
	if _, err := newSealer("").open(stored); err == nil {
		t.Fatal("opened without a key")
	}
	if got, _ := newSealer("").open(newSealer("").seal(secret)); got != secret {
		t.Fatal("no key: stored as is")
	}
}
