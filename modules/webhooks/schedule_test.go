package webhooks_test

import (
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules/careers/careerstest"
	"corkboard/modules/webhooks"
	"corkboard/modules/webhooks/webhookstest"
)

// TestAJobsDatesAreAnnouncedWhenTheyPass: a job written published with
// a publication date and a closing date ahead sends nothing at the
// write; job.published once its publication date passed, job.closed once
// its closing date passed, each once, although the job was written twice
// with the same dates.
func TestAJobsDatesAreAnnouncedWhenTheyPass(t *testing.T) {
	w := newWorld(t, webhooks.Settings{})
	w.endpoint(t, "job.*")
	clock := w.srv.Env.Clock
	start := clock.Now()
	opens, closes := start.Add(2*time.Second), start.Add(4*time.Second)
	in := careerstest.Job("Soon", start)
	in.PublishedAt, in.ClosesAt = &opens, &closes
	j := careerstest.NewJob(t, w.srv.Modules.Careers, w.cid, in)
	in.Reference = "R-1" // written again, same dates
	if _, err := w.srv.Modules.Careers.Jobs.Update(testkit.System(), w.cid, j.ID, in); err != nil {
		t.Fatal(err)
	}
	// A published job queued for the same endpoint after these writes
	// tells when the queue has passed them (there is no time to wait for).
	careerstest.NewJob(t, w.srv.Modules.Careers, w.cid, careerstest.Job("Marker", start))
	got := w.rc.Wait(t, 20*time.Second, "the marker", func(r []webhookstest.Received) bool { return len(r) >= 1 })
	if len(got) != 1 {
		t.Fatalf("before the dates: %v", webhookstest.Summary(got))
	}
	clock.Set(opens.Add(time.Second))
	w.rc.Wait(t, 30*time.Second, "job.published", func(r []webhookstest.Received) bool { return count(r, "job.published") == 2 })
	clock.Set(closes.Add(time.Second))
	got = w.rc.Wait(t, 30*time.Second, "job.closed", func(r []webhookstest.Received) bool { return count(r, "job.closed") == 1 })
	if count(got, "job.published") != 2 || count(got, "job.closed") != 1 || len(got) != 3 {
		t.Fatalf("deliveries: %v", webhookstest.Summary(got))
	}
	if d := data(t, got, "job.closed", j.ID); d == nil {
		t.Fatal("job.closed is not about the job")
	}
}

func count(r []webhookstest.Received, typ string) int {
	n := 0
	for _, x := range r {
		if x.Type == typ {
			n++
		}
	}
	return n
}
