package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"slices"
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
	var company, scopes, name, expiresIn string
	rest, err := parseFlags("apikey "+args[0], args[1:], &cfg, func(fs *flag.FlagSet) {
		switch args[0] {
		case "create":
			fs.StringVar(&company, "company", "", "company subdomain")
			fs.StringVar(&scopes, "scopes", "", "comma-separated: "+strings.Join(modules.APIScopes, ",")+"; or "+modules.ScopeFeedsRead+" alone (a job feed's key)")
			fs.StringVar(&name, "name", "", "label")
			fs.StringVar(&expiresIn, "expires", "", "lifetime: days (30d) or a Go duration (720h, 1d12h); default: never")
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
		expires, err := parseLifetime(expiresIn)
		if err != nil {
			return fmt.Errorf("%w: --expires: %v", errUsage, err)
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
		if slices.Contains(k.Scopes, modules.ScopeFeedsRead) {
			fmt.Fprintf(out, "A feed key: give job boards %s/content/v1/jobs.xml?key=<the key>; it opens nothing else.\n", cfg.PublicURL)
		}
		until := "never expires"
		if k.ExpiresAt != nil {
			until = "expires " + k.ExpiresAt.UTC().Format(time.RFC3339)
		}
		fmt.Fprintf(out, "API key %d for %s (scopes %s; %s). It is shown only once:\n", k.ID, c.Subdomain, strings.Join(k.Scopes, ","), until)
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
		fmt.Fprintln(out, "ID\tPREFIX\tNAME\tSCOPES\tSTATE\tEXPIRES\tLAST USED")
		for _, k := range ks {
			fmt.Fprintf(out, "%d\t%s…\t%s\t%s\t%s\t%s\t%s\n", k.ID, k.Prefix, k.Name, strings.Join(k.Scopes, ","), keyState(&k), fmtTime(k.ExpiresAt), fmtTime(k.LastUsedAt))
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

// parseLifetime reads a key's lifetime: "" (never: 0), whole days
// ("30d"), a Go duration ("720h"), or days followed by a duration
// ("1d12h"). It must be positive.
func parseLifetime(v string) (time.Duration, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, nil
	}
	var d time.Duration
	rest := v
	if i := strings.IndexByte(v, 'd'); i > 0 {
		days, err := strconv.Atoi(v[:i])
		if err != nil || days < 0 || days > 36500 {
			return 0, fmt.Errorf("%q: want days (30d) or a duration (720h)", v)
		}
		d, rest = time.Duration(days)*24*time.Hour, v[i+1:]
	}
	if rest != "" {
		extra, err := time.ParseDuration(rest)
		if err != nil {
			return 0, fmt.Errorf("%q: want days (30d) or a duration (720h)", v)
		}
		d += extra
	}
	if d <= 0 {
		return 0, fmt.Errorf("%q: the lifetime must be positive", v)
	}
	return d, nil
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
