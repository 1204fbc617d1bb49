package accounts_test

import (
	"context"
	"encoding/base64"
	"strings"
	"sync"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
)

func basicHeader(email, pass string) string {
	return "Basic " + base64.StdEncoding.EncodeToString([]byte(email+":"+pass))
}

// Who may issue, list and revoke whose application passwords: a user
// their own, admins and the system anyone's.
func TestAppPasswordsListCreateRevoke(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	admin, _ := testkit.NewUser(t, acc, "admin@example.com", modules.RoleAdmin)
	ed, _ := testkit.NewUser(t, acc, "ed@example.com", modules.RoleEditor)
	con, _ := testkit.NewUser(t, acc, "con@example.com", modules.RoleContributor)
	key := modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalAPIKey, CompanyID: 1, Scopes: modules.AllScopes})
	anon := context.Background()

	for _, tt := range []struct {
		name string
		ctx  context.Context
		user int64
		want modules.Code
	}{
		{"editor, own (0)", as(ed), 0, ""},
		{"editor, own (id)", as(ed), ed.ID, ""},
		{"contributor, own", as(con), 0, ""},
		{"editor, another's", as(ed), con.ID, modules.CodeForbidden},
		{"contributor, admin's", as(con), admin.ID, modules.CodeForbidden},
		{"admin, another's", as(admin), ed.ID, ""},
		{"admin, unknown user", as(admin), 9999, modules.CodeNotFound},
		{"system, another's", testkit.System(), ed.ID, ""},
		{"system, nobody named", testkit.System(), 0, modules.CodeValidation},
		{"API key", key, 0, modules.CodeForbidden},
		{"API key naming a user", key, ed.ID, modules.CodeForbidden},
		{"anonymous", anon, ed.ID, modules.CodeUnauthenticated},
	} {
		t.Run("list/"+tt.name, func(t *testing.T) {
			aps, err := acc.Users.ListAppPasswords(tt.ctx, tt.user)
			if code(err) != tt.want {
				t.Fatalf("code %q, want %q (%v)", code(err), tt.want, err)
			}
			for _, ap := range aps {
				if ap.Hash == "" || (tt.user != 0 && ap.UserID != tt.user) {
					t.Fatalf("listed %+v", ap)
				}
			}
		})
		t.Run("create/"+tt.name, func(t *testing.T) {
			secret, ap, err := acc.Users.CreateAppPasswordFor(tt.ctx, accounts.CreateAppPassword{UserID: tt.user, Name: " client "})
			if code(err) != tt.want {
				t.Fatalf("code %q, want %q (%v)", code(err), tt.want, err)
			}
			if err == nil && (len(secret) != 24 || ap.Name != "client" || ap.Hash == secret) {
				t.Fatalf("created %q %+v", secret, ap)
			}
		})
	}
	if _, _, err := acc.Users.CreateAppPasswordFor(as(ed), accounts.CreateAppPassword{Name: strings.Repeat("x", 101)}); code(err) != modules.CodeValidation {
		t.Fatalf("long name: %v", err)
	}

	// The editor's list: the one testkit made and the four made above
	// (own with 0 and with the id, the admin's and the system's), newest
	// first.
	aps, err := acc.Users.ListAppPasswords(as(ed), 0)
	if err != nil || len(aps) != 5 {
		t.Fatalf("editor's list: %d %v", len(aps), err)
	}
	for i := 1; i < len(aps); i++ {
		if aps[i].CreatedAt.After(aps[i-1].CreatedAt) || (aps[i].CreatedAt.Equal(aps[i-1].CreatedAt) && aps[i].ID > aps[i-1].ID) {
			t.Fatalf("not newest first: %+v", aps)
		}
	}

	target := aps[0].ID
	for _, tt := range []struct {
		name string
		ctx  context.Context
		id   int64
		want modules.Code
	}{
		{"contributor, another's", as(con), target, modules.CodeForbidden},
		{"API key", key, target, modules.CodeForbidden},
		{"anonymous", anon, target, modules.CodeUnauthenticated},
		{"unknown", as(admin), 99999, modules.CodeNotFound},
		{"owner", as(ed), target, ""},
		{"again", as(ed), target, ""},
		{"admin, another's", as(admin), aps[1].ID, ""},
		{"system", testkit.System(), aps[2].ID, ""},
	} {
		t.Run("revoke/"+tt.name, func(t *testing.T) {
			ap, err := acc.Users.RevokeAppPassword(tt.ctx, tt.id)
			if code(err) != tt.want {
				t.Fatalf("code %q, want %q (%v)", code(err), tt.want, err)
			}
			if err == nil && ap.RevokedAt == nil {
				t.Fatalf("not revoked: %+v", ap)
			}
		})
	}
	aps, err = acc.Users.ListAppPasswords(as(admin), ed.ID)
	if err != nil {
		t.Fatal(err)
	}
	revoked := 0
	for _, ap := range aps {
		if ap.RevokedAt != nil {
			revoked++
		}
	}
	if revoked != 3 || len(aps) != 5 {
		t.Fatalf("%d of %d revoked, want 3 of 5", revoked, len(aps))
	}
}

// A password reset and a deactivation revoke every application password
// of the user for good: the old password is refused by Authenticate, also
// after the user is activated again.
func TestAppPasswordsRevokedByResetAndDeactivation(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	admin, adminPass := testkit.NewUser(t, acc, "admin@example.com", modules.RoleAdmin)
	ed, edPass := testkit.NewUser(t, acc, "ed@example.com", modules.RoleEditor)
	con, conPass := testkit.NewUser(t, acc, "con@example.com", modules.RoleContributor)
	works := func(email, pass string) bool {
		_, err := acc.Auth.Authenticate(context.Background(), basicHeader(email, pass))
		if err != nil && code(err) != modules.CodeUnauthenticated {
			t.Fatal(err)
		}
		return err == nil
	}
	if !works("ed@example.com", edPass) || !works("con@example.com", conPass) || !works("admin@example.com", adminPass) {
		t.Fatal("fresh application passwords refused")
	}
	if _, err := acc.Users.ResetPassword(as(admin), ed.ID, "new-password-1"); err != nil {
		t.Fatal(err)
	}
	if works("ed@example.com", edPass) {
		t.Fatal("an application password survived a password reset")
	}
	if _, err := acc.Users.Update(as(admin), con.ID, accounts.UpdateUser{Active: ptr(false)}); err != nil {
		t.Fatal(err)
	}
	if _, err := acc.Users.Update(as(admin), con.ID, accounts.UpdateUser{Active: ptr(true)}); err != nil {
		t.Fatal(err)
	}
	if works("con@example.com", conPass) {
		t.Fatal("an application password survived a deactivation")
	}
	// Resetting one's own password revokes one's own too.
	if _, err := acc.Users.ResetPassword(as(admin), admin.ID, "new-password-2"); err != nil {
		t.Fatal(err)
	}
	if works("admin@example.com", adminPass) {
		t.Fatal("an application password survived its owner's own reset")
	}
	// New ones work.
	pass, _, err := acc.Users.CreateAppPassword(as(ed), "ed@example.com", "after")
	if err != nil || !works("ed@example.com", pass) {
		t.Fatalf("new application password: %v", err)
	}
	for _, u := range []*accounts.User{ed, con, admin} {
		aps, err := acc.Users.ListAppPasswords(testkit.System(), u.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, ap := range aps {
			if ap.Name == "test" && (ap.RevokedAt == nil || !ap.RevokedAt.Equal(env.Clock.Now())) {
				t.Fatalf("%s: %+v", u.Email, ap)
			}
		}
	}
}

// The last use of an application password is written at most once a
// minute, by one request at a time.
func TestAppPasswordLastUsed(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	ed, pass := testkit.NewUser(t, acc, "ed@example.com", modules.RoleEditor)
	lastUsed := func() *time.Time {
		aps, err := acc.Users.ListAppPasswords(testkit.System(), ed.ID)
		if err != nil || len(aps) != 1 {
			t.Fatalf("%v %v", aps, err)
		}
		return aps[0].LastUsedAt
	}
	auth := func() error {
		_, err := acc.Auth.Authenticate(context.Background(), basicHeader("ed@example.com", pass))
		return err
	}
	if lastUsed() != nil {
		t.Fatal("used before any use")
	}
	if err := auth(); err != nil {
		t.Fatal(err)
	}
	first := lastUsed()
	if first == nil || !first.Equal(env.Clock.Now()) {
		t.Fatalf("last used %v, want %v", first, env.Clock.Now())
	}
	env.Clock.Advance(10 * time.Second)
	if err := auth(); err != nil {
		t.Fatal(err)
	}
	if got := lastUsed(); !got.Equal(*first) {
		t.Fatalf("rewritten within a minute: %v", got)
	}

	env.Clock.Advance(2 * time.Minute) // stale now
	h := &keyUpdates{table: "app_passwords", first: make(chan struct{}), release: make(chan struct{})}
	env.DB.AddQueryHook(h)
	writer := make(chan error, 1)
	go func() { writer <- auth() }()
	<-h.first // the first request is writing, held in the hook
	var wg sync.WaitGroup
	errs := make(chan error, 20)
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- auth()
		}()
	}
	wg.Wait() // they all answer while the first write is held
	close(h.release)
	if err := <-writer; err != nil {
		t.Fatal(err)
	}
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if n := h.n.Load(); n != 1 {
		t.Fatalf("%d UPDATEs of the application password, want 1", n)
	}
	if got := lastUsed(); got == nil || !got.Equal(env.Clock.Now()) {
		t.Fatalf("last used %v, want %v", got, env.Clock.Now())
	}
}
