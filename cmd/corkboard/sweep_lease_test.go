package main

import (
	"context"
	"testing"
	"time"

	"corkboard/modules"
)

// TestSweepTakesTheDatabaseLease: two runtimes (two instances) on one
// database: while one holds the sweep's lease, the other does not sweep;
// once it is released, the other does, and releases it in turn. The lock
// is a row in the database, so it holds across processes.
func TestSweepTakesTheDatabaseLease(t *testing.T) {
	c := newCLI(t)
	ctx := modules.WithPrincipal(context.Background(), modules.System)
	open2 := func() *runtime {
		var cfg config
		if _, err := parseFlags("serve", []string{"--data", c.data, "--database-url", c.dbURL, "--log-level", "error"}, &cfg, nil); err != nil {
			t.Fatal(err)
		}
		rt, err := openMigrated(ctx, cfg)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(rt.close)
		return rt
	}
	a, b := open2(), open2()
	if a.instance == b.instance {
		t.Fatal("two runtimes share an instance name")
	}
	if ok, err := b.accounts.Leases.TryAcquire(ctx, sweepLease, b.instance, time.Minute); !ok || err != nil {
		t.Fatalf("b takes the lease: %v %v", ok, err)
	}
	if a.sweepOnce(ctx) {
		t.Fatal("a swept while b held the lease")
	}
	if err := b.accounts.Leases.Release(ctx, sweepLease, b.instance); err != nil {
		t.Fatal(err)
	}
	if !a.sweepOnce(ctx) {
		t.Fatal("a did not sweep once the lease was free")
	}
	// a released it after sweeping: b may sweep now.
	if !b.sweepOnce(ctx) {
		t.Fatal("the lease was not released after the sweep")
	}
}
