package main

import (
	"context"
	"fmt"
	"io"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

// Demo login, printed by `serve --demo`.
const (
	demoSubdomain = "demo"
	demoEmail     = "admin@example.com"
	demoPassword  = "corkboard-demo"
)

// loadDemo seeds sample content into an empty database: a demo company, an
// admin user and every module's sample content. On later runs it leaves
// content alone and issues a fresh demo API key, since keys are stored only
// hashed and cannot be shown again. It prints the key and the login.
func (rt *runtime) loadDemo(ctx context.Context, out io.Writer) error {
	ctx = modules.WithPrincipal(ctx, modules.System)
	company, err := rt.accounts.Companies.BySubdomain(ctx, demoSubdomain)
	switch {
	case err == nil:
		fmt.Fprintln(out, "Demo content is already loaded.")
	case modules.As(err).Code != modules.CodeNotFound:
		return err
	default:
		n, err := rt.db.NewSelect().Model((*accounts.Company)(nil)).Count(ctx)
		if err != nil {
			return err
		}
		if n > 0 {
			fmt.Fprintln(out, "The database already has companies; demo content was not loaded.")
			return nil
		}
		if company, err = rt.seedDemo(ctx); err != nil {
			return err
		}
		fmt.Fprintln(out, "Demo content loaded.")
	}
	key, _, err := rt.accounts.Keys.Create(ctx, accounts.CreateAPIKey{
		CompanyID: company.ID, Name: "demo", Scopes: append([]string(nil), modules.AllScopes...),
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "Admin login:  %s/admin  e-mail %s  password %s\n", rt.cfg.PublicURL, demoEmail, demoPassword)
	fmt.Fprintln(out, "Demo API key (all scopes):")
	fmt.Fprintln(out, key)
	return nil
}

func (rt *runtime) seedDemo(ctx context.Context) (*accounts.Company, error) {
	company, err := rt.accounts.Companies.Create(ctx, accounts.CreateCompany{
		Name: "Acme Corporation", Subdomain: demoSubdomain, Email: "jobs@acme.example",
	})
	if err != nil {
		return nil, err
	}
	user, err := rt.accounts.Users.Create(ctx, accounts.CreateUser{
		Email: demoEmail, Password: demoPassword, Role: modules.RoleAdmin, Name: "Demo Admin",
	})
	if err != nil {
		return nil, err
	}
	demo := modules.Demo{CompanyID: company.ID, UserID: user.ID}
	for _, m := range rt.mods {
		if s, ok := m.(modules.DemoSeeder); ok {
			if err := s.SeedDemo(ctx, demo); err != nil {
				return nil, fmt.Errorf("%s: %w", m.Name(), err)
			}
		}
	}
	return company, nil
}
