package content_test

import (
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"net/http"
	"runtime"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
)

// seedJobs writes n published jobs of company cid straight to the
// database (the service would take minutes), each with an English text
// of about descBytes, one employment type and location loc.
func seedJobs(t *testing.T, s *testkit.Server, cid, loc int64, n, descBytes int) {
	t.Helper()
	ctx := context.Background()
	now := s.Clock.Now()
	desc := "<p>" + strings.Repeat("Build rockets & anvils. ", descBytes/24) + "</p>"
	const chunk = 500
	for start := 0; start < n; start += chunk {
		count := min(chunk, n-start)
		jobs := make([]careers.Job, count)
		for i := range jobs {
			at := now.Add(-time.Duration(start+i) * time.Minute)
			jobs[i] = careers.Job{CompanyID: cid, Status: careers.JobPublished, DefaultLanguage: "en", WorkplaceType: "onsite",
				ApplicationForm: careers.DefaultApplicationForm(), PublishedAt: &at, CreatedAt: now, UpdatedAt: now}
		}
		if _, err := s.DB.NewInsert().Model(&jobs).Returning("id").Exec(ctx); err != nil {
			t.Fatal(err)
		}
		texts := make([]careers.JobTranslation, count)
		types := make([]careers.JobEmploymentType, count)
		links := make([]careers.JobLocation, count)
		for i, j := range jobs {
			title := fmt.Sprintf("Rocket engineer %d", start+i)
			texts[i] = careers.JobTranslation{JobID: j.ID, Language: "en", Title: title, Slug: fmt.Sprintf("rocket-engineer-%d", start+i),
				Description: &desc, SearchText: strings.ToLower(title)}
			types[i] = careers.JobEmploymentType{JobID: j.ID, EmploymentType: "fulltime"}
			links[i] = careers.JobLocation{JobID: j.ID, LocationID: loc}
		}
		for _, rows := range []any{&texts, &types, &links} {
			if _, err := s.DB.NewInsert().Model(rows).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// heap is the live heap after a full collection.
func heap() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// TestJobFeedStreamsInConstantMemory serves a feed of 10,000 jobs (about
// 30 MB) over a real connection and, while the client holds the stream
// half-read, measures the server's live heap: it grows by a few batches'
// worth, not by the feed. The jobs are read FeedBatch at a time: the
// statements about jobs number two per batch (the page, its relations).
func TestJobFeedStreamsInConstantMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("seeds 10,000 jobs")
	}
	const n, descBytes = 10_000, 3000
	s := newServer(t)
	bulk := testkit.NewTenant(t, s.Modules.Accounts, "bulk").Company.ID
	loc := careerstest.NewLocation(t, careersOf(s), bulk, "Brussels")
	seedJobs(t, s, bulk, loc.ID, n, descBytes)
	key := feedKey(t, s, bulk)

	addr := s.Listen(t)

	rec := testkit.RecordQueries(s.Pools()...)
	base := heap()
	rec.Start()
	resp, err := http.Get("http://" + addr + "/content/v1/jobs.xml?key=" + key)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("%d %s", resp.StatusCode, b)
	}
	// A real parser reads the stream; a third of the way through, the
	// client stops reading (the server blocks mid-feed) and the live heap
	// is measured.
	dec := xml.NewDecoder(resp.Body)
	dec.Strict = true
	jobs, prev := 0, ""
	var mid uint64
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("after %d jobs: %v", jobs, err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if tok.Name.Local == "job" {
				jobs++
				if jobs == n/3 {
					mid = heap()
				}
			}
		case xml.CharData:
			if t := string(tok); strings.HasPrefix(t, "Rocket engineer ") {
				prev = t
			}
		}
	}
	queries := rec.Stop()
	const bound = 12 << 20
	if mid > base && mid-base > bound {
		t.Errorf("live heap grew by %d MiB a third of the way through a %d MiB feed (bound %d MiB)", (mid-base)>>20, dec.InputOffset()>>20, bound>>20)
	}
	t.Logf("live heap: %d KiB before, %d KiB a third of the way through a feed of %d KiB", base>>10, mid>>10, dec.InputOffset()>>10)
	if jobs != n || dec.InputOffset() < int64(n*descBytes) || prev != fmt.Sprintf("Rocket engineer %d", n-1) {
		t.Errorf("%d jobs, %d bytes, last %q", jobs, dec.InputOffset(), prev)
	}
	jobStatements := 0
	for _, q := range queries {
		if strings.Contains(q, "careers_job") {
			jobStatements++
		}
	}
	batches := (n + careers.FeedBatch - 1) / careers.FeedBatch
	if jobStatements > 2*(batches+1)+1 || jobStatements < batches {
		t.Errorf("%d statements about jobs for %d batches of %d", jobStatements, batches, careers.FeedBatch)
	}
}
