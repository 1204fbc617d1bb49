package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"corkboard/internal/doctor"
	"corkboard/modules"
)

// errInconsistent is doctor's exit status 1 when it found something and
// was not asked to repair it.
var errInconsistent = errors.New("the database and the storage disagree; run corkboard doctor --repair to fix it")

// doctorCmd: doctor [--repair] [--grace 1h] checks that every object has
// a row and every row its object, and with --repair deletes orphan
// objects and repairs rows whose object is gone.
func doctorCmd(ctx context.Context, args []string, out io.Writer) error {
	var cfg config
	var repair bool
	var grace time.Duration
	rest, err := parseFlags("doctor", args, &cfg, func(fs *flag.FlagSet) {
		fs.BoolVar(&repair, "repair", false, "delete objects without a row and repair rows without an object")
		fs.DurationVar(&grace, "grace", time.Hour, "spare unreferenced objects younger than this (uploads in progress)")
	})
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return fmt.Errorf("%w: unexpected argument %q", errUsage, rest[0])
	}
	rt, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer rt.close()
	d := &doctor.Doctor{Storage: rt.store, Grace: grace,
		Owners: []modules.ObjectOwner{rt.Modules.Careers.Consistency, rt.Modules.Media.Consistency}}
	ctx = modules.WithPrincipal(ctx, modules.System)
	report, err := d.Check(ctx)
	if err != nil {
		return err
	}
	var b strings.Builder
	report.Write(&b)
	fmt.Fprint(out, b.String())
	if report.Consistent() {
		fmt.Fprintln(out, "consistent")
		return nil
	}
	if !repair {
		return errInconsistent
	}
	done, err := d.Repair(ctx, report)
	for _, line := range done {
		fmt.Fprintln(out, "repaired: "+line)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "repaired %d problems\n", len(done))
	return nil
}
