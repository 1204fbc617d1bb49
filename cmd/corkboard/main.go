// Command corkboard runs the Corkboard server and its administration
// commands. Run `corkboard help` for the list.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"
	_ "time/tzdata" // site time zones work without system zoneinfo
)

// command is one subcommand.
type command struct {
	name  string
	usage string
	run   func(ctx context.Context, args []string, out io.Writer) error
}

func commands() []command {
	return []command{
		{"serve", "serve [--addr HOST:PORT] [--data DIR] [--demo]", serveCmd},
		{"migrate", "migrate up|down [--yes]|status|unlock", migrateCmd},
		{"company", "company create --name NAME --subdomain SUB", companyCmd},
		{"apikey", "apikey create --company SUB --scopes a,b [--name LABEL] [--expires 30d|720h] | list --company SUB | revoke ID", apikeyCmd},
		{"backup", "backup [--out DIR]", backupCmd},
		{"doctor", "doctor [--repair] [--grace 1h]", doctorCmd},
		{"admin", "admin create --email E --password P [--role admin|editor|contributor (default editor)] [--name NAME] | app-password [create] --email E [--name LABEL] | app-password list --email E | app-password revoke ID", adminCmd},
	}
}

// errUsage marks a usage error: exit status 2.
var errUsage = errors.New("usage")

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		printUsage(stderr)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	for _, c := range commands() {
		if c.name != args[0] {
			continue
		}
		err := c.run(ctx, args[1:], stdout)
		switch {
		case err == nil:
			return 0
		case errors.Is(err, errUsage), errors.Is(err, flag.ErrHelp):
			fmt.Fprintf(stderr, "usage: corkboard %s\n", c.usage)
			if msg := strings.TrimPrefix(err.Error(), errUsage.Error()+": "); msg != errUsage.Error() && !errors.Is(err, flag.ErrHelp) {
				fmt.Fprintln(stderr, msg)
			}
			return 2
		default:
			fmt.Fprintln(stderr, "corkboard:", err)
			return 1
		}
	}
	fmt.Fprintf(stderr, "corkboard: unknown command %q\n", args[0])
	printUsage(stderr)
	return 2
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "usage: corkboard <command> [flags]")
	fmt.Fprintln(w, "\ncommands:")
	for _, c := range commands() {
		fmt.Fprintln(w, "  corkboard", c.usage)
	}
	fmt.Fprintln(w, "\nEvery command takes --data, --database-url, --storage-url, --public-url and")
	fmt.Fprintln(w, "--site-timezone (or the CORKBOARD_* environment variables); see README.md.")
}

// parseFlags parses args with the common flags plus the command's own.
// A flag error is a usage error.
func parseFlags(name string, args []string, cfg *config, own func(*flag.FlagSet)) ([]string, error) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	commonFlags(fs, cfg)
	if own != nil {
		own(fs)
	}
	// Flags may come before, between or after positional arguments.
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			return nil, fmt.Errorf("%w: %v", errUsage, err)
		}
		args = fs.Args()
		if len(args) == 0 {
			return positional, nil
		}
		positional = append(positional, args[0])
		args = args[1:]
	}
}

// newLogger builds the structured logger (stderr).
func newLogger(cfg config) *slog.Logger {
	var level slog.Level
	if err := level.UnmarshalText([]byte(cfg.LogLevel)); err != nil {
		level = slog.LevelInfo
	}
	opts := &slog.HandlerOptions{Level: level}
	if cfg.LogFormat == "text" {
		return slog.New(slog.NewTextHandler(os.Stderr, opts))
	}
	return slog.New(slog.NewJSONHandler(os.Stderr, opts))
}

// cliLogger is quieter: administration commands print results, not logs.
func cliLogger(cfg config) *slog.Logger {
	if cfg.LogLevel == "info" {
		cfg.LogLevel = "warn"
	}
	return newLogger(cfg)
}

// openMigrated opens the runtime for an administration command and applies
// pending migrations first.
func openMigrated(ctx context.Context, cfg config) (*runtime, error) {
	rt, err := open(ctx, cfg, cliLogger(cfg))
	if err != nil {
		return nil, err
	}
	if err := rt.migrate(ctx); err != nil {
		rt.close()
		return nil, err
	}
	return rt, nil
}
