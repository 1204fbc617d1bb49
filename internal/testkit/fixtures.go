package testkit

import (
	"testing"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

// Tenant is a company with an API key.
type Tenant struct {
	Company *accounts.Company
	Key     string
	KeyID   int64
}

// NewTenant creates a company with the given subdomain and a key with scopes
// (every API scope, modules.APIScopes, when none are given).
func NewTenant(t testing.TB, acc *accounts.Module, subdomain string, scopes ...string) Tenant {
	t.Helper()
	if len(scopes) == 0 {
		scopes = append(scopes, modules.APIScopes...)
	}
	c, err := acc.Companies.Create(System(), accounts.CreateCompany{Name: "Company " + subdomain, Subdomain: subdomain})
	if err != nil {
		t.Fatal(err)
	}
	key, k, err := acc.Keys.Create(System(), accounts.CreateAPIKey{CompanyID: c.ID, Name: "test", Scopes: scopes})
	if err != nil {
		t.Fatal(err)
	}
	return Tenant{Company: c, Key: key, KeyID: k.ID}
}

// NewUser creates an admin user with a role and returns it with an
// application password (for HTTP Basic auth).
func NewUser(t testing.TB, acc *accounts.Module, email string, role modules.Role) (*accounts.User, string) {
	t.Helper()
	u, err := acc.Users.Create(System(), accounts.CreateUser{Email: email, Password: "password-123", Role: role})
	if err != nil {
		t.Fatal(err)
	}
	pass, _, err := acc.Users.CreateAppPassword(System(), email, "test")
	if err != nil {
		t.Fatal(err)
	}
	return u, pass
}
