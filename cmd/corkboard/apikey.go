package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

// apikeyCmd: apikey create|list|revoke.
func apikeyCmd(ctx context.Context, args []string, out io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("%w: want create, list or revoke", errUsage)
	}
	var cfg config
	var company, scopes, name string
	var expires time.Duration
	rest, err := parseFlags("apikey "+args[0], args[1:], &cfg, func(fs *flag.FlagSet) {
		switch args[0] {
		case "create":
			fs.StringVar(&company, "company", "", "company subdomain")
			fs.StringVar(&scopes, "scopes", "", "comma-separated: "+strings.Join(modules.AllScopes, ","))
			fs.StringVar(&name, "name", "", "label")
			fs.DurationVar(&expires, "expires", 0, "lifetime, e.g. 720h (default: never)")
		case "list":
			fs.StringVar(&company, "company", "", "company subdomain")
		}
	})
	if err != nil {
		return err
	}
	ctx = modules.WithPrincipal(ctx, modules.System)
	switch args[0] {
	case "create":
		if company == "" || scopes == "" || len(rest) > 0 {
			return fmt.Errorf("%w: --company and --scopes are required", errUsage)
		}
		rt, err := openMigrated(ctx, cfg)
		if err != nil {
			return err
		}
		defer rt.close()
		c, err := rt.accounts.Companies.BySubdomain(ctx, company)
		if err != nil {
			return describe(err)
		}
		in := accounts.CreateAPIKey{CompanyID: c.ID, Name: name, Scopes: strings.Split(scopes, ",")}
		if expires > 0 {
			t := time.Now().Add(expires).UTC()
			in.ExpiresAt = &t
		}
		key, k, err := rt.accounts.Keys.Create(ctx, in)
		if err != nil {
			return describe(err)
		}
		fmt.Fprintf(out, "API key %d for %s (scopes %s). It is shown only once:\n", k.ID, c.Subdomain, strings.Join(k.Scopes, ","))
		fmt.Fprintln(out, key)
	case "list":
		if company == "" || len(rest) > 0 {
			return fmt.Errorf("%w: --company is required", errUsage)
		}
		rt, err := openMigrated(ctx, cfg)
		if err != nil {
			return err
		}
		defer rt.close()
		c, err := rt.accounts.Companies.BySubdomain(ctx, company)
		if err != nil {
			return describe(err)
		}
		ks, err := rt.accounts.Keys.List(ctx, c.ID)
		if err != nil {
			return describe(err)
		}
		fmt.Fprintln(out, "ID\tPREFIX\tNAME\tSCOPES\tSTATE\tLAST USED")
		for _, k := range ks {
			fmt.Fprintf(out, "%d\t%s…\t%s\t%s\t%s\t%s\n", k.ID, k.Prefix, k.Name, strings.Join(k.Scopes, ","), keyState(&k), fmtTime(k.LastUsedAt))
		}
	case "revoke":
		if len(rest) != 1 {
			return fmt.Errorf("%w: want the key id", errUsage)
		}
		id, err := strconv.ParseInt(rest[0], 10, 64)
		if err != nil {
			return fmt.Errorf("%w: key id must be a number", errUsage)
		}
		rt, err := openMigrated(ctx, cfg)
		if err != nil {
			return err
		}
		defer rt.close()
		if _, err := rt.accounts.Keys.Revoke(ctx, id); err != nil {
			return describe(err)
		}
		fmt.Fprintf(out, "API key %d revoked\n", id)
	default:
		return fmt.Errorf("%w: unknown apikey action %q", errUsage, args[0])
	}
	return nil
}

func keyState(k *accounts.APIKey) string {
	switch {
	case k.RevokedAt != nil:
		return "revoked"
	case !k.Active(time.Now()):
		return "expired"
	}
	return "active"
}

func fmtTime(t *time.Time) string {
	if t == nil {
		return "never"
	}
	return t.UTC().Format(time.RFC3339)
}
