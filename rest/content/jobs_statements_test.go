package content_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"corkboard/internal/testkit"
)

// TestJobPageIsTwoStatements counts what a job page that misses the
// response cache asks the database about jobs: the page with its total,
// then the translations, employment types, locations and categories of
// all its jobs in one statement, whatever the page size; and the page
// still carries every relation of every job.
func TestJobPageIsTwoStatements(t *testing.T) {
	w := newJobsWorld(t)
	s := w.s
	rec := testkit.RecordQueries(s.Pools()...)
	for _, perPage := range []string{"1", "3"} {
		rec.Start()
		r := get(t, s, "/content/v1/jobs?sort=published_at&per_page="+perPage, w.acme.Key)
		queries := rec.Stop()
		if r.StatusCode != 200 {
			t.Fatalf("list: %d %s", r.StatusCode, r.Body)
		}
		var jobReads, reads []string // reads: all but the API key's lookup and last use
		for _, q := range queries {
			if strings.Contains(q, "careers_job") {
				jobReads = append(jobReads, q)
			}
			if !strings.Contains(q, `"api_keys"`) {
				reads = append(reads, q)
			}
		}
		if len(jobReads) != 2 || len(reads) != 2 {
			t.Errorf("per_page=%s: %d statements, %d about jobs, want 2 in all (the company's jobsite URL comes with the jobs):\n%s",
				perPage, len(reads), len(jobReads), strings.Join(reads, "\n"))
		}
	}
	// The page of three, read by those two statements, has each job's
	// relations and text.
	r := get(t, s, "/content/v1/jobs?sort=published_at&per_page=3", w.acme.Key)
	var page struct {
		Data []struct {
			Attributes struct {
				Title           string   `json:"title"`
				Language        string   `json:"language"`
				Description     *string  `json:"description"`
				EmploymentTypes []string `json:"employment_types"`
				Categories      []struct {
					Name string `json:"name"`
				} `json:"categories"`
			} `json:"attributes"`
			Relationships struct {
				Locations []int64 `json:"locations"`
			} `json:"relationships"`
			Links struct {
				Jobsite *string `json:"jobsite"`
			} `json:"links"`
		} `json:"data"`
	}
	if err := json.Unmarshal(r.Body, &page); err != nil || len(page.Data) != 3 {
		t.Fatalf("page: %v %s", err, r.Body)
	}
	var got []string
	for _, j := range page.Data {
		// The company's jobsite URL, read with the jobs, makes their links.
		if l := j.Links.Jobsite; l == nil || !strings.HasPrefix(*l, "https://careers.acme.example/jobs/") {
			t.Errorf("%s: jobsite link %v", j.Attributes.Title, l)
		}
		a := j.Attributes
		line := fmt.Sprintf("%s (%s) %v %v", a.Title, a.Language, a.EmploymentTypes, j.Relationships.Locations)
		for _, c := range a.Categories {
			line += " " + c.Name
		}
		if a.Description != nil {
			line += " " + *a.Description
		}
		got = append(got, line)
	}
	want := []string{
		fmt.Sprintf("Go Developer (en) [fulltime parttime] [%d %d] Engineering <p>About Go Developer</p>", w.brussels.ID, w.antwerp.ID),
		fmt.Sprintf("Account Manager (en) [fulltime] [%d] Sales <p>Sell <em>rockets</em> to Zürich</p>", w.antwerp.ID),
		"Afstandsondersteuning (nl) [freelance] [] Techniek Verkoop",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("page:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
