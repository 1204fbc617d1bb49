package accounts_test

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"corkboard/internal/testkit"
)

func TestLeases(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	ctx := context.Background()
	steps := []struct {
		name   string
		holder string
		want   bool
		after  time.Duration
	}{
		{"free lease is taken", "a", true, 0},
		{"held by another", "b", false, 0},
		{"holder renews", "a", true, 0},
		{"still held after 30s", "b", false, 30 * time.Second},
		{"expired lease is taken over", "b", true, 2 * time.Minute},
		{"old holder lost it", "a", false, 0},
	}
	for _, st := range steps {
		env.Clock.Advance(st.after)
		got, err := acc.Leases.TryAcquire(ctx, "sweep", st.holder, time.Minute)
		if err != nil || got != st.want {
			t.Fatalf("%s: %v %v, want %v", st.name, got, err, st.want)
		}
	}
	if err := acc.Leases.Release(ctx, "sweep", "a"); err != nil { // not the holder: no effect
		t.Fatal(err)
	}
	if got, _ := acc.Leases.TryAcquire(ctx, "sweep", "c", time.Minute); got {
		t.Fatal("release by a non-holder freed the lease")
	}
	if err := acc.Leases.Release(ctx, "sweep", "b"); err != nil {
		t.Fatal(err)
	}
	if got, _ := acc.Leases.TryAcquire(ctx, "sweep", "c", time.Minute); !got {
		t.Fatal("released lease not free")
	}
}

// TestLeaseHasOneHolderUnderContention races many holders for one lease.
func TestLeaseHasOneHolderUnderContention(t *testing.T) {
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	var winners atomic.Int32
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			ok, err := acc.Leases.TryAcquire(context.Background(), "job", fmt.Sprintf("h%d", i), time.Minute)
			if err != nil {
				t.Error(err)
			}
			if ok {
				winners.Add(1)
			}
		}(i)
	}
	wg.Wait()
	if winners.Load() != 1 {
		t.Fatalf("%d holders", winners.Load())
	}
}
