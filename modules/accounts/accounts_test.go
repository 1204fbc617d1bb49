package accounts_test

import (
	"context"
	"encoding/base64"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"corkboard/internal/app"
	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
)

func code(err error) modules.Code {
	var e *modules.Error
	if errors.As(err, &e) {
		return e.Code
	}
	if err == nil {
		return ""
	}
	return "non-module error: " + modules.Code(err.Error())
}

func TestCompanyCreate(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	ctx := testkit.System()
	if _, err := acc.Companies.Create(ctx, accounts.CreateCompany{Name: "Acme", Subdomain: "acme"}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		ctx  context.Context
		in   accounts.CreateCompany
		want modules.Code
	}{
		{"ok, subdomain lowercased", ctx, accounts.CreateCompany{Name: "Beta", Subdomain: " BETA "}, ""},
		{"taken subdomain", ctx, accounts.CreateCompany{Name: "Acme 2", Subdomain: "acme"}, modules.CodeConflict},
		{"empty name", ctx, accounts.CreateCompany{Name: " ", Subdomain: "x"}, modules.CodeValidation},
		{"bad subdomain", ctx, accounts.CreateCompany{Name: "X", Subdomain: "-x-"}, modules.CodeValidation},
		{"bad email", ctx, accounts.CreateCompany{Name: "X", Subdomain: "x", Email: "nope"}, modules.CodeValidation},
		{"anonymous", context.Background(), accounts.CreateCompany{Name: "X", Subdomain: "anon"}, modules.CodeUnauthenticated},
		{"api key caller", modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalAPIKey, CompanyID: 1, Scopes: modules.AllScopes}),
			accounts.CreateCompany{Name: "X", Subdomain: "bykey"}, modules.CodeForbidden},
		{"editor caller", modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalUser, Role: modules.RoleEditor}),
			accounts.CreateCompany{Name: "X", Subdomain: "byeditor"}, modules.CodeForbidden},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := acc.Companies.Create(tt.ctx, tt.in)
			if got := code(err); got != tt.want {
				t.Fatalf("code = %q, want %q (err %v)", got, tt.want, err)
			}
			if err == nil {
				got, err := acc.Companies.BySubdomain(ctx, "beta")
				if err != nil || got.ID != c.ID || got.Name != "Beta" || !got.Active {
					t.Fatalf("read back %+v, %v", got, err)
				}
			}
		})
	}
	if _, err := acc.Companies.Get(ctx, 9999); code(err) != modules.CodeNotFound {
		t.Fatalf("Get(unknown) = %v, want not found", err)
	}
}

func TestAPIKeyAuthentication(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	ctx := testkit.System()
	tenant := testkit.NewTenant(t, acc, "acme", modules.ScopeContentRead)
	expiresAt := env.Clock.Now().Add(time.Hour)
	expiring, _, err := acc.Keys.Create(ctx, accounts.CreateAPIKey{CompanyID: tenant.Company.ID, Scopes: []string{modules.ScopeContentRead}, ExpiresAt: &expiresAt})
	if err != nil {
		t.Fatal(err)
	}
	revoked, rk, err := acc.Keys.Create(ctx, accounts.CreateAPIKey{CompanyID: tenant.Company.ID, Scopes: []string{modules.ScopeContentRead}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := acc.Keys.Revoke(ctx, rk.ID); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		name   string
		header string
		want   modules.Code
		anon   bool
	}{
		{"no header is anonymous", "", "", true},
		{"valid key", "Bearer " + tenant.Key, "", false},
		{"scheme is case-insensitive", "bearer " + tenant.Key, "", false},
		{"unknown key", "Bearer cbk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", modules.CodeUnauthenticated, false},
		{"not a key", "Bearer hello", modules.CodeUnauthenticated, false},
		{"truncated key", "Bearer " + tenant.Key[:20], modules.CodeUnauthenticated, false},
		{"revoked key", "Bearer " + revoked, modules.CodeUnauthenticated, false},
		{"unknown scheme", "Token " + tenant.Key, modules.CodeUnauthenticated, false},
		{"expiring key still valid", "Bearer " + expiring, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := acc.Auth.Authenticate(context.Background(), tt.header)
			if got := code(err); got != tt.want {
				t.Fatalf("code = %q, want %q", got, tt.want)
			}
			if tt.want == "" && !tt.anon {
				if p == nil || p.Kind != modules.PrincipalAPIKey || p.CompanyID != tenant.Company.ID || !p.HasScope(modules.ScopeContentRead) || p.HasScope(modules.ScopeContentWrite) {
					t.Fatalf("principal = %+v", p)
				}
			}
			if tt.anon && p != nil {
				t.Fatalf("want anonymous, got %+v", p)
			}
		})
	}

	env.Clock.Advance(2 * time.Hour)
	if _, err := acc.Auth.Authenticate(context.Background(), "Bearer "+expiring); code(err) != modules.CodeUnauthenticated {
		t.Fatalf("expired key: %v", err)
	}
}

func TestAPIKeyLastUsedIsThrottled(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	tenant := testkit.NewTenant(t, acc, "acme")
	lastUsed := func() time.Time {
		var k accounts.APIKey
		if err := env.DB.NewSelect().Model(&k).Where("id = ?", tenant.KeyID).Scan(context.Background()); err != nil {
			t.Fatal(err)
		}
		if k.LastUsedAt == nil {
			return time.Time{}
		}
		return k.LastUsedAt.UTC()
	}
	auth := func() {
		if _, err := acc.Auth.Authenticate(context.Background(), "Bearer "+tenant.Key); err != nil {
			t.Fatal(err)
		}
	}
	auth()
	first := lastUsed()
	if !first.Equal(env.Clock.Now()) {
		t.Fatalf("last used = %v, want %v", first, env.Clock.Now())
	}
	env.Clock.Advance(10 * time.Second)
	auth()
	if got := lastUsed(); !got.Equal(first) {
		t.Fatalf("last used rewritten within a minute: %v", got)
	}
	env.Clock.Advance(time.Minute)
	auth()
	if got := lastUsed(); !got.Equal(env.Clock.Now()) {
		t.Fatalf("last used not refreshed after a minute: %v", got)
	}
}

func TestAPIKeyCreateValidation(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	ctx := testkit.System()
	c, err := acc.Companies.Create(ctx, accounts.CreateCompany{Name: "A", Subdomain: "a"})
	if err != nil {
		t.Fatal(err)
	}
	past := env.Clock.Now().Add(-time.Hour)
	tests := []struct {
		name string
		in   accounts.CreateAPIKey
		want modules.Code
	}{
		{"ok", accounts.CreateAPIKey{CompanyID: c.ID, Scopes: []string{"content:read", "content:read", " calendar:write"}}, ""},
		{"no scopes", accounts.CreateAPIKey{CompanyID: c.ID}, modules.CodeValidation},
		{"unknown scope", accounts.CreateAPIKey{CompanyID: c.ID, Scopes: []string{"admin"}}, modules.CodeValidation},
		{"expiry in the past", accounts.CreateAPIKey{CompanyID: c.ID, Scopes: []string{"content:read"}, ExpiresAt: &past}, modules.CodeValidation},
		{"unknown company", accounts.CreateAPIKey{CompanyID: 999, Scopes: []string{"content:read"}}, modules.CodeNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			key, k, err := acc.Keys.Create(ctx, tt.in)
			if got := code(err); got != tt.want {
				t.Fatalf("code = %q, want %q (%v)", got, tt.want, err)
			}
			if err == nil {
				if len(key) < 40 || k.Hash == key || k.Prefix != key[:len(k.Prefix)] {
					t.Fatalf("key %q stored as %+v", key, k)
				}
				if len(k.Scopes) != 2 {
					t.Fatalf("scopes not deduplicated: %v", k.Scopes)
				}
			}
		})
	}
	ks, err := acc.Keys.List(ctx, c.ID)
	if err != nil || len(ks) != 1 {
		t.Fatalf("List = %v, %v", ks, err)
	}
	if _, err := acc.Keys.Revoke(ctx, 12345); code(err) != modules.CodeNotFound {
		t.Fatalf("revoke unknown: %v", err)
	}
}

func TestAppPasswordBasicAuth(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	u, pass := testkit.NewUser(t, acc, "Editor@Example.com", modules.RoleEditor)
	basic := func(user, pw string) string {
		return "Basic " + base64.StdEncoding.EncodeToString([]byte(user+":"+pw))
	}
	tests := []struct {
		name   string
		header string
		want   modules.Code
	}{
		{"valid", basic("editor@example.com", pass), ""},
		{"e-mail case-insensitive", basic("EDITOR@example.com", pass), ""},
		{"grouped like WordPress", basic("editor@example.com", pass[:4]+" "+pass[4:8]+" "+pass[8:]), ""},
		{"login password is not an app password", basic("editor@example.com", "password-123"), modules.CodeUnauthenticated},
		{"other user's e-mail", basic("other@example.com", pass), modules.CodeUnauthenticated},
		{"garbage", "Basic !!!", modules.CodeUnauthenticated},
		{"no colon", "Basic " + base64.StdEncoding.EncodeToString([]byte("x")), modules.CodeUnauthenticated},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := acc.Auth.Authenticate(context.Background(), tt.header)
			if got := code(err); got != tt.want {
				t.Fatalf("code = %q, want %q", got, tt.want)
			}
			if err == nil && (p.Kind != modules.PrincipalUser || p.UserID != u.ID || p.Role != modules.RoleEditor) {
				t.Fatalf("principal %+v", p)
			}
		})
	}
	var ap accounts.AppPassword
	if err := env.DB.NewSelect().Model(&ap).Where("user_id = ?", u.ID).Scan(context.Background()); err != nil {
		t.Fatal(err)
	}
	if ap.Hash == pass {
		t.Fatal("application password stored in clear")
	}
	if _, err := acc.Users.RevokeAppPassword(testkit.System(), ap.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := acc.Auth.Authenticate(context.Background(), basic("editor@example.com", pass)); code(err) != modules.CodeUnauthenticated {
		t.Fatalf("revoked app password accepted: %v", err)
	}
}

func TestUserCreate(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	ctx := testkit.System()
	tests := []struct {
		name string
		in   accounts.CreateUser
		want modules.Code
	}{
		{"ok", accounts.CreateUser{Email: "a@example.com", Password: "12345678", Role: modules.RoleAdmin}, ""},
		{"duplicate e-mail, other case", accounts.CreateUser{Email: "A@EXAMPLE.com", Password: "12345678"}, modules.CodeConflict},
		{"short password", accounts.CreateUser{Email: "b@example.com", Password: "1234567"}, modules.CodeValidation},
		{"bad role", accounts.CreateUser{Email: "c@example.com", Password: "12345678", Role: "root"}, modules.CodeValidation},
		{"bad e-mail", accounts.CreateUser{Email: "c", Password: "12345678"}, modules.CodeValidation},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := acc.Users.Create(ctx, tt.in)
			if got := code(err); got != tt.want {
				t.Fatalf("code = %q, want %q (%v)", got, tt.want, err)
			}
			if err == nil && (u.PasswordHash == tt.in.Password || u.PasswordHash[:4] != "$2a$") {
				t.Fatalf("password not bcrypt-hashed: %q", u.PasswordHash)
			}
		})
	}
}

func TestSessionsAndCSRF(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	u, _ := testkit.NewUser(t, acc, "ed@example.com", modules.RoleEditor)
	ctx := context.Background()
	if _, _, err := acc.Sessions.Login(ctx, "ed@example.com", "wrong-password"); code(err) != modules.CodeUnauthenticated {
		t.Fatalf("wrong password: %v", err)
	}
	if _, _, err := acc.Sessions.Login(ctx, "nobody@example.com", "password-123"); code(err) != modules.CodeUnauthenticated {
		t.Fatalf("unknown user: %v", err)
	}
	token, sess, err := acc.Sessions.Login(ctx, "ED@example.com", "password-123")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		cr   accounts.Credentials
		want modules.Code
	}{
		{"read with cookie", accounts.Credentials{SessionToken: token, Method: "GET"}, ""},
		{"write with CSRF", accounts.Credentials{SessionToken: token, CSRFToken: sess.CSRFToken, Method: "POST"}, ""},
		{"write without CSRF", accounts.Credentials{SessionToken: token, Method: "POST"}, modules.CodeForbidden},
		{"write with wrong CSRF", accounts.Credentials{SessionToken: token, CSRFToken: "x" + sess.CSRFToken, Method: "DELETE"}, modules.CodeForbidden},
		{"unknown cookie", accounts.Credentials{SessionToken: "nope", Method: "GET"}, modules.CodeUnauthenticated},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := acc.Auth.Resolve(ctx, tt.cr)
			if got := code(err); got != tt.want {
				t.Fatalf("code = %q, want %q", got, tt.want)
			}
			if err == nil && (p.UserID != u.ID || !p.ViaSession) {
				t.Fatalf("principal %+v", p)
			}
		})
	}
	env.Clock.Advance(accounts.SessionTTL + time.Minute)
	if _, err := acc.Auth.Resolve(ctx, accounts.Credentials{SessionToken: token, Method: "GET"}); code(err) != modules.CodeUnauthenticated {
		t.Fatalf("expired session: %v", err)
	}
	token2, _, err := acc.Sessions.Login(ctx, "ed@example.com", "password-123")
	if err != nil {
		t.Fatal(err)
	}
	if err := acc.Sessions.Logout(ctx, token2); err != nil {
		t.Fatal(err)
	}
	if _, err := acc.Auth.Resolve(ctx, accounts.Credentials{SessionToken: token2, Method: "GET"}); code(err) != modules.CodeUnauthenticated {
		t.Fatalf("logged-out session: %v", err)
	}
}

// A key in steady use is not looked up on every request, also after
// writes to other areas' tables, and a revocation applies at once all
// the same.
func TestAPIKeysAreCachedUntilAWrite(t *testing.T) {
	env := testkit.NewEnv(t)
	mods := app.NewModules(env.Deps)
	env.Migrate(t, mods.List()...)
	acc := mods.Accounts
	tenant := testkit.NewTenant(t, acc, "acme")
	auth := func() error {
		_, err := acc.Auth.Authenticate(context.Background(), "Bearer "+tenant.Key)
		return err
	}
	if err := auth(); err != nil { // looks the key up and records its use
		t.Fatal(err)
	}
	if err := auth(); err != nil { // reads the recorded use
		t.Fatal(err)
	}
	n := env.CountQueries()
	for range 3 {
		if err := auth(); err != nil {
			t.Fatal(err)
		}
	}
	if q := n(); q != 0 {
		t.Errorf("a cached key took %d queries", q)
	}
	// Writes to other areas' tables (an upload's row, a calendar edit)
	// leave the key cached.
	for _, table := range []string{"careers_files", "calendar_posts"} {
		if _, err := env.DB.NewUpdate().Table(table).Set("id = id").Where("1 = 0").Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	n = env.CountQueries()
	if err := auth(); err != nil {
		t.Fatal(err)
	}
	if q := n(); q != 0 {
		t.Errorf("after writes to careers and calendar tables, the key took %d queries", q)
	}
	if _, err := acc.Keys.Revoke(testkit.System(), tenant.KeyID); err != nil {
		t.Fatal(err)
	}
	if err := auth(); err == nil {
		t.Fatal("a revoked key still authenticates")
	}
}

// keyUpdates counts the UPDATEs of table (api_keys when empty) and holds
// the first one until release is closed.
type keyUpdates struct {
	table   string
	n       atomic.Int32
	first   chan struct{}
	release chan struct{}
}

func (h *keyUpdates) BeforeQuery(ctx context.Context, e *bun.QueryEvent) context.Context {
	table := h.table
	if table == "" {
		table = "api_keys"
	}
	if strings.HasPrefix(e.Query, "UPDATE") && strings.Contains(e.Query, `"`+table+`"`) && h.n.Add(1) == 1 {
		close(h.first)
		<-h.release
	}
	return ctx
}

func (h *keyUpdates) AfterQuery(context.Context, *bun.QueryEvent) {}

// Requests that find a key's last-used time stale while one of them is
// writing it do not write it too: one UPDATE, not one per request queued
// on the key's row.
func TestAPIKeyLastUsedIsWrittenOnceAtATime(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	tenant := testkit.NewTenant(t, acc, "acme")
	auth := func() error {
		_, err := acc.Auth.Authenticate(context.Background(), "Bearer "+tenant.Key)
		return err
	}
	if err := auth(); err != nil {
		t.Fatal(err)
	}
	env.Clock.Advance(2 * time.Minute) // stale now
	h := &keyUpdates{first: make(chan struct{}), release: make(chan struct{})}
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
		t.Fatalf("%d UPDATEs of the key, want 1", n)
	}
	// A minute on, the next request writes it again.
	env.Clock.Advance(time.Minute)
	if err := auth(); err != nil {
		t.Fatal(err)
	}
	if n := h.n.Load(); n != 2 {
		t.Fatalf("%d UPDATEs of the key after a minute, want 2", n)
	}
}
