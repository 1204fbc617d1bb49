package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

// companyCmd: company create --name NAME --subdomain SUB; company list.
func companyCmd(ctx context.Context, args []string, out io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("%w: want create or list", errUsage)
	}
	var cfg config
	var name, sub, email string
	rest, err := parseFlags("company "+args[0], args[1:], &cfg, func(fs *flag.FlagSet) {
		if args[0] == "create" {
			fs.StringVar(&name, "name", "", "company name")
			fs.StringVar(&sub, "subdomain", "", "unique subdomain")
			fs.StringVar(&email, "email", "", "contact e-mail")
		}
	})
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return fmt.Errorf("%w: unexpected argument %q", errUsage, rest[0])
	}
	ctx = modules.WithPrincipal(ctx, modules.System)
	switch args[0] {
	case "create":
		if name == "" || sub == "" {
			return fmt.Errorf("%w: --name and --subdomain are required", errUsage)
		}
		rt, err := openMigrated(ctx, cfg)
		if err != nil {
			return err
		}
		defer rt.close()
		c, err := rt.accounts.Companies.Create(ctx, accounts.CreateCompany{Name: name, Subdomain: sub, Email: email})
		if err != nil {
			return describe(err)
		}
		fmt.Fprintln(out, c.ID)
	case "list":
		rt, err := openMigrated(ctx, cfg)
		if err != nil {
			return err
		}
		defer rt.close()
		cs, err := rt.accounts.Companies.List(ctx)
		if err != nil {
			return describe(err)
		}
		for _, c := range cs {
			fmt.Fprintf(out, "%d\t%s\t%s\n", c.ID, c.Subdomain, c.Name)
		}
	default:
		return fmt.Errorf("%w: unknown company action %q", errUsage, args[0])
	}
	return nil
}

// describe turns a module error into a readable CLI error, with its field
// errors.
func describe(err error) error {
	e := modules.As(err)
	msg := e.Message
	for _, f := range e.Fields {
		msg += fmt.Sprintf("\n  %s: %s", f.Field, f.Message)
	}
	if e.Code == modules.CodeInternal {
		return err
	}
	return fmt.Errorf("%s", msg)
}
