package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

// adminCmd: admin create | admin app-password.
func adminCmd(ctx context.Context, args []string, out io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("%w: want create or app-password", errUsage)
	}
	var cfg config
	var email, password, role, name string
	rest, err := parseFlags("admin "+args[0], args[1:], &cfg, func(fs *flag.FlagSet) {
		fs.StringVar(&email, "email", "", "the user's e-mail")
		switch args[0] {
		case "create":
			fs.StringVar(&password, "password", "", "login password (8 to 72 characters)")
			fs.StringVar(&role, "role", "editor", "admin, editor or contributor")
			fs.StringVar(&name, "name", "", "display name")
		case "app-password":
			fs.StringVar(&name, "name", "", "label of the application password")
		}
	})
	if err != nil {
		return err
	}
	if email == "" || len(rest) > 0 {
		return fmt.Errorf("%w: --email is required", errUsage)
	}
	ctx = modules.WithPrincipal(ctx, modules.System)
	switch args[0] {
	case "create":
		if password == "" {
			return fmt.Errorf("%w: --password is required", errUsage)
		}
		rt, err := openMigrated(ctx, cfg)
		if err != nil {
			return err
		}
		defer rt.close()
		u, err := rt.accounts.Users.Create(ctx, accounts.CreateUser{Email: email, Password: password, Role: modules.Role(role), Name: name})
		if err != nil {
			return describe(err)
		}
		fmt.Fprintf(out, "admin user %d created: %s (%s)\n", u.ID, u.Email, u.Role)
	case "app-password":
		rt, err := openMigrated(ctx, cfg)
		if err != nil {
			return err
		}
		defer rt.close()
		secret, _, err := rt.accounts.Users.CreateAppPassword(ctx, email, name)
		if err != nil {
			return describe(err)
		}
		fmt.Fprintf(out, "Application password for %s (HTTP Basic auth with the e-mail). It is shown only once:\n", email)
		fmt.Fprintln(out, secret)
	default:
		return fmt.Errorf("%w: unknown admin action %q", errUsage, args[0])
	}
	return nil
}
