package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

// Demo login, printed by `serve --demo`.
const (
	demoSubdomain = "demo"
	demoEmail     = "admin@example.com"
	demoPassword  = "corkboard-demo"
)

// demoKeyName names the key `serve --demo` issues; demoKeyFile, in the
// data directory, keeps it so that later runs print it again.
const (
	demoKeyName = "demo"
	demoKeyFile = "demo-api-key"
)

// loadDemo seeds sample content into an empty database: a demo company, an
// admin user and every module's sample content. On later runs it leaves
// content alone. It prints the demo API key (see demoKey) and the login.
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
	key, err := rt.demoKey(ctx, company.ID, apiDemoKey)
	if err != nil {
		return err
	}
	feedKey, err := rt.demoKey(ctx, company.ID, feedDemoKey)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "Admin login:  %s/admin  e-mail %s  password %s\n", rt.cfg.PublicURL, demoEmail, demoPassword)
	fmt.Fprintf(out, "Demo job feed: %s/content/v1/jobs.xml?key=%s\n", rt.cfg.PublicURL, feedKey)
	// Every scope of the APIs (a feed key is a key of its own); the key
	// stays the last line.
	fmt.Fprintln(out, "Demo API key (all scopes):")
	fmt.Fprintln(out, key)
	return nil
}

// demoKey returns the demo company's API key with every scope. Keys are
// stored only hashed, so the demo key is also kept in clear in the data
// directory (demoKeyFile, mode 0600, beside the SQLite file and the
// signing secret): while it still works with every scope it is returned
// again. Otherwise (revoked, or the file is missing) a new one is issued,
// the demo company's other active keys named "demo" are revoked, and the
// file is rewritten: repeated runs never leave more than one active demo
// key.
func (rt *runtime) demoKey(ctx context.Context, companyID int64, spec demoKeySpec) (string, error) {
	path := filepath.Join(rt.cfg.DataDir, spec.file)
	if b, err := os.ReadFile(path); err == nil {
		key := strings.TrimSpace(string(b))
		p, err := rt.accounts.Auth.Resolve(ctx, spec.credentials(key))
		switch {
		case err == nil && p != nil && p.CompanyID == companyID && hasScopes(p, spec.scopes):
			return key, nil
		case err != nil && modules.As(err).Code != modules.CodeUnauthenticated:
			return "", err
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	keys, err := rt.accounts.Keys.List(ctx, companyID)
	if err != nil {
		return "", err
	}
	for _, k := range keys {
		if k.Name == spec.name && rt.accounts.Keys.State(&k) == accounts.KeyActive {
			if _, err := rt.accounts.Keys.Revoke(ctx, k.ID); err != nil {
				return "", err
			}
		}
	}
	key, _, err := rt.accounts.Keys.Create(ctx, accounts.CreateAPIKey{
		CompanyID: companyID, Name: spec.name, Scopes: append([]string(nil), spec.scopes...),
	})
	if err != nil {
		return "", err
	}
	tmp := path + ".tmp"
	_ = os.Remove(tmp) // a leftover keeps its mode; a new file gets 0600
	if err := os.WriteFile(tmp, []byte(key+"\n"), 0o600); err != nil {
		return "", err
	}
	if err := os.Rename(tmp, path); err != nil {
		return "", err
	}
	return key, nil
}

// demoKeySpec is one of the keys `serve --demo` prints: its name, the
// file that keeps it in clear, its scopes and how it is presented.
type demoKeySpec struct {
	name, file  string
	scopes      []string
	credentials func(key string) accounts.Credentials
}

var (
	// apiDemoKey has every scope of the APIs (a feed key is a key of its own).
	apiDemoKey = demoKeySpec{name: demoKeyName, file: demoKeyFile, scopes: modules.APIScopes,
		credentials: func(k string) accounts.Credentials { return accounts.Credentials{Authorization: "Bearer " + k} }}
	// feedDemoKey reads the job feed, sent as its ?key=.
	feedDemoKey = demoKeySpec{name: "demo feed", file: "demo-feed-key", scopes: []string{modules.ScopeFeedsRead},
		credentials: func(k string) accounts.Credentials { return accounts.Credentials{FeedKey: k, Method: "GET"} }}
)

func hasScopes(p *modules.Principal, scopes []string) bool {
	for _, s := range scopes {
		if !p.HasScope(s) {
			return false
		}
	}
	return true
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
