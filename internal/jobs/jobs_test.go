package jobs_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"corkboard/internal/jobs"
	"corkboard/internal/testkit"
)

type pingArgs struct{ N int }

func (pingArgs) Kind() string { return "test.ping" }

type pingWorker struct {
	river.WorkerDefaults[pingArgs]
	got chan int
}

func (w pingWorker) Work(_ context.Context, j *river.Job[pingArgs]) error {
	w.got <- j.Args.N
	return nil
}

// TestJobInsertedInATransactionRunsOnlyIfItCommits: River's tables come
// with the application's migrations (on both databases); a job inserted
// in a transaction that rolls back never runs, one in a committed
// transaction runs once; a periodic job runs at start.
func TestJobInsertedInATransactionRunsOnlyIfItCommits(t *testing.T) {
	env := testkit.NewEnv(t)
	env.Migrate(t, jobs.Module{})
	r, err := jobs.New(env.DB, testkit.Logger(t), jobs.Config{PollInterval: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan int, 10)
	jobs.Register(r, pingWorker{got: got})
	r.Every(time.Hour, func() river.JobArgs { return pingArgs{N: 99} })
	ctx := context.Background()
	rollback := errors.New("rollback")
	if err := env.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := r.InsertTx(ctx, tx, pingArgs{N: 1}, nil); err != nil {
			return err
		}
		return rollback
	}); !errors.Is(err, rollback) {
		t.Fatal(err)
	}
	if err := env.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		return r.InsertTx(ctx, tx, pingArgs{N: 2}, nil)
	}); err != nil {
		t.Fatal(err)
	}
	if err := r.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Stop(context.Background()) })
	seen := map[int]int{}
	deadline := time.After(30 * time.Second)
	for seen[2] == 0 || seen[99] == 0 {
		select {
		case n := <-got:
			seen[n]++
		case <-deadline:
			t.Fatalf("jobs run: %v", seen)
		}
	}
	if seen[1] != 0 {
		t.Fatalf("a rolled-back job ran: %v", seen)
	}
}
