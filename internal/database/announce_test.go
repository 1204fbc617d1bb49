package database_test

import (
	"context"
	"net/url"
	"testing"
	"time"

	"corkboard/internal/app"
	"corkboard/internal/database"
	"corkboard/internal/migrator"
	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
)

// newInstance is one server's modules on a shared database: its own
// pool, its own data version, API keys cached for an hour unless told.
func newInstance(t *testing.T, rawURL string) *app.Modules {
	t.Helper()
	db, err := database.Open(rawURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return app.NewModules(modules.Deps{DB: db, Logger: testkit.Logger(t), Clock: func() time.Time { return time.Now().UTC() },
		Config: modules.Config{APIKeyCacheTTL: time.Hour, SiteTimezone: time.UTC}})
}

// announce runs an Announcer for m, listening through listenURL.
func announce(t *testing.T, m *app.Modules, listenURL string) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	m.Deps.Changes.SetAnnounced(m.Accounts.ChangeArea, false)
	go func() {
		defer close(done)
		(&database.Announcer{DB: m.Deps.DB, URL: listenURL, Changes: m.Deps.Changes, Area: m.Accounts.ChangeArea, Logger: testkit.Logger(t),
			PingEvery: 500 * time.Millisecond}).Run(ctx)
	}()
	t.Cleanup(func() { cancel(); <-done })
}

func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	if !testkit.Eventually(15*time.Second, ok) {
		t.Fatalf("timed out waiting for %s", what)
	}
}

// TestAnnouncedWritesReachEveryInstance: two servers on one PostgreSQL
// database, whose API keys are cached for an hour. A company deactivated,
// or a key revoked, on one is refused by the other at once, told by the
// database (LISTEN/NOTIFY), not when the cache expires. While the other's
// listening connection is lost it reads every key from the database, so
// a deactivation is refused at once then too; the connection comes back
// by itself.
func TestAnnouncedWritesReachEveryInstance(t *testing.T) {
	if testkit.Dialect() != "postgres" {
		t.Skip("announcements are PostgreSQL's")
	}
	rawURL := testkit.DatabaseURL(t)
	a, b := newInstance(t, rawURL), newInstance(t, rawURL)
	if err := migrator.Up(context.Background(), a.Deps.DB, a.List()); err != nil {
		t.Fatal(err)
	}
	// B listens through a proxy, to lose its connection at will.
	u, _ := url.Parse(rawURL)
	proxy := testkit.NewProxy(t, u.Host)
	u.Host = proxy.Addr()
	announce(t, b, u.String())
	changes := b.Deps.Changes
	waitFor(t, "B to listen", func() bool { return changes.Announced(b.Accounts.ChangeArea) })

	acme := testkit.NewTenant(t, a.Accounts, "acme")
	ctx := context.Background()
	auth := func(m *app.Modules, key string) modules.Code {
		_, err := m.Accounts.Auth.Authenticate(ctx, "Bearer "+key)
		if err != nil {
			return modules.As(err).Code
		}
		return ""
	}
	cached := func(key string) {
		t.Helper()
		waitFor(t, "B to resolve the key", func() bool { return auth(b, key) == "" })
		auth(b, key) // reads the use it recorded
		n := testkit.CountQueries(b.Deps.DB)
		if got := auth(b, key); got != "" || n() != 0 {
			t.Fatalf("B does not take the key from its cache (%q, %d queries)", got, n())
		}
	}
	setActive := func(on bool) {
		t.Helper()
		if _, err := a.Careers.Companies.Update(testkit.System(), acme.Company.ID,
			careers.UpdateCompany{Name: "Acme", Access: &careers.CompanyAccess{Active: on}}); err != nil {
			t.Fatal(err)
		}
	}

	cached(acme.Key)
	setActive(false)
	waitFor(t, "B to refuse the inactive company's key", func() bool { return auth(b, acme.Key) == modules.CodeUnauthenticated })
	setActive(true)
	cached(acme.Key)
	if _, err := a.Accounts.Keys.Revoke(testkit.System(), acme.KeyID); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "B to refuse the revoked key", func() bool { return auth(b, acme.Key) == modules.CodeUnauthenticated })

	// Lost announcements: B reads keys from the database until they
	// resume.
	other := testkit.NewTenant(t, a.Accounts, "other")
	cached(other.Key)
	proxy.Cut()
	waitFor(t, "B to notice the lost connection", func() bool { return !changes.Complete(b.Accounts.ChangeArea) })
	if _, err := a.Deps.DB.NewUpdate().Table("companies").Set("active = ?", false).Where("id = ?", other.Company.ID).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	if got := auth(b, other.Key); got != modules.CodeUnauthenticated {
		t.Fatalf("B while its announcements are lost: %q, want unauthenticated", got)
	}
	proxy.Restore()
	waitFor(t, "B to listen again", func() bool { return changes.Announced(b.Accounts.ChangeArea) })
	if _, err := a.Deps.DB.NewUpdate().Table("companies").Set("active = ?", true).Where("id = ?", other.Company.ID).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	cached(other.Key)
	if _, err := a.Deps.DB.NewUpdate().Table("companies").Set("active = ?", false).Where("id = ?", other.Company.ID).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "B to refuse once it listens again", func() bool { return auth(b, other.Key) == modules.CodeUnauthenticated })
}
