package admission

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
)

func TestGateAdmitsAtMostItsSize(t *testing.T) {
	g := New(3)
	var running, peak atomic.Int32
	release := make(chan struct{})
	var wg sync.WaitGroup
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = g.Do(context.Background(), func() error {
				n := running.Add(1)
				for {
					p := peak.Load()
					if n <= p || peak.CompareAndSwap(p, n) {
						break
					}
				}
				<-release
				running.Add(-1)
				return nil
			})
		}()
	}
	for peak.Load() < 3 {
		// wait until the gate is full
	}
	close(release)
	wg.Wait()
	if p := peak.Load(); p != 3 {
		t.Fatalf("peak concurrency %d, want 3", p)
	}
}

func TestGateReturnsTheCallsError(t *testing.T) {
	want := errors.New("boom")
	if err := New(1).Do(context.Background(), func() error { return want }); !errors.Is(err, want) {
		t.Fatalf("got %v, want %v", err, want)
	}
}

func TestGateGivesUpWhenTheContextEnds(t *testing.T) {
	g := New(1)
	hold := make(chan struct{})
	started := make(chan struct{})
	go func() { _ = g.Do(context.Background(), func() error { close(started); <-hold; return nil }) }()
	<-started
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	ran := false
	err := g.Do(ctx, func() error { ran = true; return nil })
	close(hold)
	if !errors.Is(err, context.Canceled) || ran {
		t.Fatalf("err %v, ran %v: want context.Canceled without running", err, ran)
	}
}

func TestNoGateBelowOne(t *testing.T) {
	if g := New(0); g != nil || g.Size() != 0 {
		t.Fatalf("New(0) = %v, want nil (no bound)", g)
	}
	var g *Gate
	ran := false
	if err := g.Do(context.Background(), func() error { ran = true; return nil }); err != nil || !ran {
		t.Fatalf("nil gate: err %v, ran %v", err, ran)
	}
	if New(4).Size() != 4 {
		t.Fatal("Size")
	}
}
