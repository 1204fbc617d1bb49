package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strconv"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

// adminCmd: admin create | admin app-password [create|list|revoke].
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
			fs.StringVar(&role, "role", "", "admin, editor (the default) or contributor")
			fs.StringVar(&name, "name", "", "display name")
		case "app-password":
			fs.StringVar(&name, "name", "", "label of the application password (create)")
		}
	})
	if err != nil {
		return err
	}
	ctx = modules.WithPrincipal(ctx, modules.System)
	switch args[0] {
	case "create":
		if email == "" || len(rest) > 0 {
			return fmt.Errorf("%w: --email is required", errUsage)
		}
		if password == "" {
			return fmt.Errorf("%w: --password is required", errUsage)
		}
		rt, err := openMigrated(ctx, cfg)
		if err != nil {
			return err
		}
		defer rt.close()
		defaulted := role == ""
		if defaulted {
			role = string(modules.RoleEditor)
		}
		u, err := rt.accounts.Users.Create(ctx, accounts.CreateUser{Email: email, Password: password, Role: modules.Role(role), Name: name})
		if err != nil {
			return describe(err)
		}
		fmt.Fprintf(out, "admin user %d created: %s (%s)\n", u.ID, u.Email, u.Role)
		if defaulted {
			fmt.Fprintln(out, "No --role given: the user is an editor (all content; no users, API keys or companies). Use --role admin for an administrator.")
		}
	case "app-password":
		return appPasswordCmd(ctx, cfg, rest, email, name, out)
	default:
		return fmt.Errorf("%w: unknown admin action %q", errUsage, args[0])
	}
	return nil
}

// appPasswordCmd: admin app-password [create] --email E [--name LABEL] |
// list --email E | revoke ID. Without an action it creates, as it always
// did.
func appPasswordCmd(ctx context.Context, cfg config, rest []string, email, name string, out io.Writer) error {
	action := "create"
	if len(rest) > 0 {
		action, rest = rest[0], rest[1:]
	}
	switch action {
	case "create", "list":
		if email == "" || len(rest) > 0 {
			return fmt.Errorf("%w: --email is required", errUsage)
		}
	case "revoke":
		if len(rest) != 1 || email != "" || name != "" {
			return fmt.Errorf("%w: want the application password's id (see app-password list)", errUsage)
		}
	default:
		return fmt.Errorf("%w: unknown app-password action %q (want create, list or revoke)", errUsage, action)
	}
	var id int64
	if action == "revoke" {
		var err error
		if id, err = strconv.ParseInt(rest[0], 10, 64); err != nil {
			return fmt.Errorf("%w: the id must be a number", errUsage)
		}
	}
	rt, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer rt.close()
	users := rt.accounts.Users
	switch action {
	case "create":
		secret, _, err := users.CreateAppPassword(ctx, email, name)
		if err != nil {
			return describe(err)
		}
		fmt.Fprintf(out, "Application password for %s (HTTP Basic auth with the e-mail). It is shown only once:\n", email)
		fmt.Fprintln(out, secret)
	case "list":
		u, err := users.ByEmail(ctx, email)
		if err != nil {
			return describe(err)
		}
		aps, err := users.ListAppPasswords(ctx, u.ID)
		if err != nil {
			return describe(err)
		}
		fmt.Fprintln(out, "ID\tNAME\tCREATED\tLAST USED\tSTATE")
		for _, ap := range aps {
			state := "active"
			if ap.RevokedAt != nil {
				state = "revoked " + fmtTime(ap.RevokedAt)
			}
			fmt.Fprintf(out, "%d\t%s\t%s\t%s\t%s\n", ap.ID, ap.Name, fmtTime(&ap.CreatedAt), fmtTime(ap.LastUsedAt), state)
		}
	case "revoke":
		if _, err := users.RevokeAppPassword(ctx, id); err != nil {
			return describe(err)
		}
		fmt.Fprintf(out, "application password %d revoked\n", id)
	}
	return nil
}
