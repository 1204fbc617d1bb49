package accounts_test

import (
	"context"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
)

func as(u *accounts.User) context.Context {
	return modules.WithPrincipal(context.Background(), &modules.Principal{
		Kind: modules.PrincipalUser, UserID: u.ID, Email: u.Email, Role: u.Role, ViaSession: true})
}

func ptr[T any](v T) *T { return &v }

func TestUserMeAndList(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	admin, _ := testkit.NewUser(t, acc, "admin@example.com", modules.RoleAdmin)
	ed, _ := testkit.NewUser(t, acc, "ed@example.com", modules.RoleEditor)
	key := modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalAPIKey, CompanyID: 1, Scopes: modules.AllScopes})
	tests := []struct {
		name           string
		ctx            context.Context
		me, list, comp modules.Code
	}{
		{"admin", as(admin), "", "", ""},
		{"editor", as(ed), "", modules.CodeForbidden, ""},
		{"API key", key, modules.CodeForbidden, modules.CodeForbidden, modules.CodeForbidden},
		{"anonymous", context.Background(), modules.CodeUnauthenticated, modules.CodeUnauthenticated, modules.CodeUnauthenticated},
		{"system", testkit.System(), modules.CodeForbidden, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := acc.Users.Me(tt.ctx)
			if got := code(err); got != tt.me {
				t.Fatalf("Me: %q, want %q", got, tt.me)
			}
			if err == nil && u.ID != modules.PrincipalFrom(tt.ctx).UserID {
				t.Fatalf("Me = %+v", u)
			}
			us, err := acc.Users.List(tt.ctx)
			if got := code(err); got != tt.list {
				t.Fatalf("List: %q, want %q", got, tt.list)
			}
			if err == nil && (len(us) != 2 || us[0].Email != "admin@example.com") {
				t.Fatalf("List = %+v", us)
			}
			if _, err := acc.Companies.List(tt.ctx); code(err) != tt.comp {
				t.Fatalf("Companies.List: %v, want %q", err, tt.comp)
			}
		})
	}
}

func TestUserUpdate(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	root, _ := testkit.NewUser(t, acc, "root@example.com", modules.RoleAdmin)
	other, _ := testkit.NewUser(t, acc, "other@example.com", modules.RoleAdmin)
	ed, _ := testkit.NewUser(t, acc, "ed@example.com", modules.RoleEditor)
	tests := []struct {
		name string
		ctx  context.Context
		id   int64
		in   accounts.UpdateUser
		want modules.Code
	}{
		{"rename", as(root), ed.ID, accounts.UpdateUser{Name: ptr("  Ed  ")}, ""},
		{"promote", as(root), ed.ID, accounts.UpdateUser{Role: ptr(modules.RoleContributor)}, ""},
		{"bad role", as(root), ed.ID, accounts.UpdateUser{Role: ptr(modules.Role("root"))}, modules.CodeValidation},
		{"unknown user", as(root), 9999, accounts.UpdateUser{Name: ptr("x")}, modules.CodeNotFound},
		{"editor may not", as(ed), ed.ID, accounts.UpdateUser{Name: ptr("x")}, modules.CodeForbidden},
		{"anonymous", context.Background(), ed.ID, accounts.UpdateUser{Name: ptr("x")}, modules.CodeUnauthenticated},
		{"own role", as(root), root.ID, accounts.UpdateUser{Role: ptr(modules.RoleEditor)}, modules.CodeForbidden},
		{"deactivate oneself", as(root), root.ID, accounts.UpdateUser{Active: ptr(false)}, modules.CodeForbidden},
		{"own name and unchanged role are fine", as(root), root.ID, accounts.UpdateUser{Name: ptr("Root"), Role: ptr(modules.RoleAdmin), Active: ptr(true)}, ""},
		{"demote another admin", as(root), other.ID, accounts.UpdateUser{Role: ptr(modules.RoleEditor)}, ""},
		{"the last admin stays (system)", testkit.System(), root.ID, accounts.UpdateUser{Active: ptr(false)}, modules.CodeConflict},
		{"the last admin stays, demotion (system)", testkit.System(), root.ID, accounts.UpdateUser{Role: ptr(modules.RoleEditor)}, modules.CodeConflict},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := acc.Users.Update(tt.ctx, tt.id, tt.in)
			if got := code(err); got != tt.want {
				t.Fatalf("code %q, want %q (%v)", got, tt.want, err)
			}
		})
	}
	us, err := acc.Users.List(testkit.System())
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, u := range us {
		got[u.Email] = string(u.Role) + "/" + u.Name
	}
	if got["ed@example.com"] != "contributor/Ed" || got["other@example.com"] != "editor/" || got["root@example.com"] != "admin/Root" {
		t.Fatalf("after updates: %v", got)
	}

	t.Run("deactivation ends sessions", func(t *testing.T) {
		token, _, err := acc.Sessions.Login(context.Background(), "ed@example.com", "password-123")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := acc.Users.Update(as(root), ed.ID, accounts.UpdateUser{Active: ptr(false)}); err != nil {
			t.Fatal(err)
		}
		n, err := env.DB.NewSelect().Model((*accounts.Session)(nil)).Where("user_id = ?", ed.ID).Count(context.Background())
		if err != nil || n != 0 {
			t.Fatalf("sessions left: %d %v", n, err)
		}
		if _, err := acc.Sessions.Lookup(context.Background(), token); code(err) != modules.CodeUnauthenticated {
			t.Fatalf("lookup: %v", err)
		}
		if _, _, err := acc.Sessions.Login(context.Background(), "ed@example.com", "password-123"); code(err) != modules.CodeUnauthenticated {
			t.Fatalf("inactive login: %v", err)
		}
	})
}

func TestUserResetPassword(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	root, _ := testkit.NewUser(t, acc, "root@example.com", modules.RoleAdmin)
	ed, _ := testkit.NewUser(t, acc, "ed@example.com", modules.RoleEditor)
	ctx := context.Background()
	edToken, _, err := acc.Sessions.Login(ctx, "ed@example.com", "password-123")
	if err != nil {
		t.Fatal(err)
	}
	rootToken, _, err := acc.Sessions.Login(ctx, "root@example.com", "password-123")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		ctx      context.Context
		id       int64
		password string
		want     modules.Code
	}{
		{"too short", as(root), ed.ID, "short", modules.CodeValidation},
		{"editor may not", as(ed), ed.ID, "new-password-1", modules.CodeForbidden},
		{"unknown user", as(root), 9999, "new-password-1", modules.CodeNotFound},
		{"admin resets an editor", as(root), ed.ID, "new-password-1", ""},
		{"admin resets their own", as(root), root.ID, "new-password-2", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := acc.Users.ResetPassword(tt.ctx, tt.id, tt.password); code(err) != tt.want {
				t.Fatalf("code %q, want %q (%v)", code(err), tt.want, err)
			}
		})
	}
	if _, err := acc.Sessions.Lookup(ctx, edToken); code(err) != modules.CodeUnauthenticated {
		t.Fatalf("the editor's session survived the reset: %v", err)
	}
	if _, err := acc.Sessions.Lookup(ctx, rootToken); err != nil {
		t.Fatalf("resetting one's own password logged one out: %v", err)
	}
	if _, _, err := acc.Sessions.Login(ctx, "ed@example.com", "password-123"); code(err) != modules.CodeUnauthenticated {
		t.Fatalf("old password still works: %v", err)
	}
	if _, _, err := acc.Sessions.Login(ctx, "ed@example.com", "new-password-1"); err != nil {
		t.Fatalf("new password: %v", err)
	}
}

func TestAPIKeyState(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	tenant := testkit.NewTenant(t, acc, "acme")
	soon := env.Clock.Now().Add(time.Hour)
	_, expiring, err := acc.Keys.Create(testkit.System(), accounts.CreateAPIKey{CompanyID: tenant.Company.ID, Scopes: []string{modules.ScopeContentRead}, ExpiresAt: &soon})
	if err != nil {
		t.Fatal(err)
	}
	if got := acc.Keys.State(expiring); got != accounts.KeyActive {
		t.Fatalf("state %q", got)
	}
	env.Clock.Advance(time.Hour)
	if got := acc.Keys.State(expiring); got != accounts.KeyExpired {
		t.Fatalf("state %q", got)
	}
	revoked, err := acc.Keys.Revoke(testkit.System(), expiring.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got := acc.Keys.State(revoked); got != accounts.KeyRevoked {
		t.Fatalf("state %q", got)
	}
	if _, err := acc.Keys.List(testkit.System(), 9999); code(err) != modules.CodeNotFound {
		t.Fatalf("unknown company: %v", err)
	}
}

func TestLoginRequiresFields(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	_, _, err := acc.Sessions.Login(context.Background(), " ", "")
	if e := modules.As(err); e == nil || e.Code != modules.CodeValidation || len(e.Fields) != 2 {
		t.Fatalf("%v", err)
	}
}
