package careers

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"corkboard/internal/sqlparams"
	"corkboard/modules"
)

// FeedBatch is how many jobs a feed reads at a time: what a feed holds in
// memory, however many jobs it lists.
const FeedBatch = 200

// feedAccess: feed keys (ScopeFeedsRead) read their company's feed;
// admin users and the system may read any company's.
var feedAccess = access{scope: modules.ScopeFeedsRead, role: modules.RoleContributor}

// JobFeed is a company's published, open jobs as a job board's feed reads
// them: what is known before the first job, then the jobs themselves, a
// batch at a time (Each).
type JobFeed struct {
	Company *Company
	// Locations are the company's offices by id (the jobs' addresses).
	Locations map[int64]Location
	// Total is the number of jobs in the feed.
	Total int
	// Version changes whenever the feed's content may have: a job, the
	// company, one of its locations or categories was written, or a job
	// was published, closed or removed. It makes an ETag.
	Version string
	// At is when the feed is read: which jobs are visible is decided
	// once, for every batch.
	At time.Time

	db  bun.IDB
	cid int64
}

// feedState is what the feed's version is made of.
type feedState struct {
	Jobs       int64          `bun:"jobs"`
	IDs        int64          `bun:"ids"`
	Updated    sql.NullString `bun:"updated"`
	Published  sql.NullString `bun:"published"`
	Locations  int64          `bun:"locations"`
	LocUpdated sql.NullString `bun:"loc_updated"`
	Categories int64          `bun:"categories"`
	CatUpdated sql.NullString `bun:"cat_updated"`
}

// Feed opens the feed of a company's published, open jobs (companyID 0:
// the API key's company). Callers: feed keys (ScopeFeedsRead) for their
// company, admin users, the system. It reads the company, its locations
// and the feed's size and version; Each then reads the jobs.
// Errors: the access errors of companyFor, CodeNotFound.
func (s *JobService) Feed(ctx context.Context, companyID int64) (*JobFeed, error) {
	cid, err := s.companyFor(ctx, companyID, feedAccess)
	if err != nil {
		return nil, err
	}
	db := s.deps.Reader()
	c, err := (&CompanyService{service: s.service}).load(ctx, db, cid)
	if err != nil {
		return nil, err
	}
	locs := []Location{}
	if err := db.NewSelect().Model(&locs).Where("company_id = ?", cid).Order("id ASC").Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	now := s.now()
	var st feedState
	p := sqlparams.New(db)
	jobs := visible(db.NewSelect().ModelTableExpr("careers_jobs AS j").Where("j.company_id = ?", p.Arg(cid)), p, now).
		ColumnExpr("count(*) AS jobs, COALESCE(sum(j.id), 0) AS ids").
		ColumnExpr("CAST(max(j.updated_at) AS TEXT) AS updated, CAST(max(j.published_at) AS TEXT) AS published")
	for _, t := range []struct{ table, prefix string }{{"careers_locations", "loc"}, {"careers_categories", "cat"}} {
		name := map[string]string{"loc": "locations", "cat": "categories"}[t.prefix]
		jobs = jobs.ColumnExpr("(SELECT count(*) FROM "+t.table+" WHERE company_id = ?) AS "+name, p.Arg(cid)).
			ColumnExpr("(SELECT CAST(max(updated_at) AS TEXT) FROM "+t.table+" WHERE company_id = ?) AS "+t.prefix+"_updated", p.Arg(cid))
	}
	if err := jobs.Scan(p.Bind(ctx), &st); err != nil {
		return nil, modules.As(err)
	}
	h := sha256.New()
	fmt.Fprintf(h, "%d|%+v|%s|%s", cid, st, c.UpdatedAt.UTC().Format(time.RFC3339Nano), c.JobsiteURL)
	f := &JobFeed{Company: &Company{Company: c}, Locations: make(map[int64]Location, len(locs)),
		Total: int(st.Jobs), Version: hex.EncodeToString(h.Sum(nil)[:16]), At: now, db: db, cid: cid}
	for _, l := range locs {
		f.Locations[l.ID] = l
	}
	return f, nil
}

// Each calls fn with every job of the feed, newest first (by
// published_at, then id), with its texts, types, categories and location
// ids. It reads FeedBatch jobs at a time, each batch after the last one
// (keyset paging on the listing index), so memory holds one batch however
// many jobs there are. fn must not keep the job. An error of fn or of the
// database stops the walk and is returned (the database's as a module
// error).
func (f *JobFeed) Each(ctx context.Context, fn func(*Job) error) error {
	st := jobStore{f.db}
	var after *Job
	for {
		p := sqlparams.New(f.db)
		sel := visible(withJobsite(f.db.NewSelect().Model((*Job)(nil)).ModelTableExpr("careers_jobs AS j").ColumnExpr("j.*")).
			Where("j.company_id = ?", p.Arg(f.cid)), p, f.At)
		if after != nil {
			// A row value: both databases start the index range there.
			sel = sel.Where("(j.published_at, j.id) < (?, ?)", p.Arg(*after.PublishedAt), p.Arg(after.ID))
		}
		batch := make([]Job, 0, FeedBatch)
		if err := sqlparams.OrderPage(sel, p, "j.published_at DESC, j.id DESC", FeedBatch, 0).Scan(p.Bind(ctx), &batch); err != nil {
			return modules.As(err)
		}
		if err := st.loadRelations(ctx, batch); err != nil {
			return modules.As(err)
		}
		for i := range batch {
			if err := fn(&batch[i]); err != nil {
				return err
			}
		}
		if len(batch) < FeedBatch {
			return nil
		}
		last := batch[len(batch)-1]
		after = &Job{ID: last.ID, PublishedAt: last.PublishedAt}
	}
}
