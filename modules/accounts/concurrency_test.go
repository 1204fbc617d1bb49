package accounts_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
)

// TestConcurrentWriters runs many writers at once (transactions and single
// statements mixed with reads). On SQLite no "database is locked" may
// escape: WAL, immediate transactions and the busy timeout serialise them.
func TestConcurrentWriters(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	tenant := testkit.NewTenant(t, acc, "acme")
	ctx := testkit.System()
	const n = 40
	var wg sync.WaitGroup
	errs := make(chan error, 3*n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			if _, err := acc.Companies.Create(ctx, accounts.CreateCompany{Name: "C", Subdomain: fmt.Sprintf("c%d", i)}); err != nil {
				errs <- err
			}
			if _, _, err := acc.Keys.Create(ctx, accounts.CreateAPIKey{CompanyID: tenant.Company.ID, Scopes: []string{modules.ScopeContentRead}}); err != nil {
				errs <- err
			}
			if _, err := acc.Auth.Authenticate(context.Background(), "Bearer "+tenant.Key); err != nil {
				errs <- err
			}
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	ks, err := acc.Keys.List(ctx, tenant.Company.ID)
	if err != nil || len(ks) != n+1 {
		t.Fatalf("keys: %d %v", len(ks), err)
	}
}
