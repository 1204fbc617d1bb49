package careers

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"corkboard/internal/htmltext"
	"corkboard/internal/likepattern"
	"corkboard/internal/sqlparams"
	"corkboard/modules"
)

// jobStore holds the job queries.
type jobStore struct{ db bun.IDB }

// visible restricts q to jobs the content interface shows at now (a
// placeholder of p).
func visible(q *bun.SelectQuery, p *sqlparams.Params, now time.Time) *bun.SelectQuery {
	at := p.Arg(now)
	return q.Where("j.status = ?", JobPublished).
		Where("j.published_at <= ?", at).
		Where("(j.closes_at IS NULL OR j.closes_at > ?)", at)
}

// filtered selects the jobs of cid matching q (normalized and
// validated), as j, with the values as placeholders of p; publicOnly
// restricts to visible jobs.
func (st jobStore) filtered(p *sqlparams.Params, cid int64, q JobQuery, publicOnly bool, now time.Time) *bun.SelectQuery {
	sel := st.db.NewSelect().Model((*Job)(nil)).ModelTableExpr("careers_jobs AS j").Where("j.company_id = ?", p.Arg(cid))
	if publicOnly {
		sel = visible(sel, p, now)
	} else if len(q.Statuses) > 0 {
		sel = sel.Where("j.status IN (?)", bun.In(q.Statuses))
	} else {
		sel = sel.Where("j.status <> ?", JobTrashed)
	}
	if len(q.LocationIDs) > 0 {
		sel = sel.Where("j.id IN (SELECT job_id FROM careers_job_locations WHERE location_id IN (?))", sqlparams.Args(p, q.LocationIDs))
	}
	if len(q.CategoryIDs) > 0 {
		sel = sel.Where("j.id IN (SELECT job_id FROM careers_job_categories WHERE category_id IN (?))", sqlparams.Args(p, q.CategoryIDs))
	}
	if len(q.EmploymentTypes) > 0 {
		sel = sel.Where("j.id IN (SELECT job_id FROM careers_job_employment_types WHERE employment_type IN (?))", bun.In(q.EmploymentTypes))
	}
	if len(q.WorkplaceTypes) > 0 {
		sel = sel.Where("j.workplace_type IN (?)", bun.In(q.WorkplaceTypes))
	}
	for _, word := range strings.Fields(q.Search) {
		sel = sel.Where("j.id IN (SELECT job_id FROM careers_job_translations WHERE search_text LIKE ? ESCAPE '!')", p.Arg(likepattern.Contains(word)))
	}
	if q.UpdatedSince != nil {
		sel = sel.Where("j.updated_at >= ?", p.Arg(*q.UpdatedSince))
	}
	return sel
}

// countedJob is a job of a page with the list's total.
type countedJob struct {
	Job
	Total int `bun:"list_total"`
}

// list returns a page of jobs of cid matching q (normalized and
// validated) and, unless q.SkipTotal, their number, which comes with the
// page in the same statement; publicOnly restricts to visible jobs. The
// page's ids, and their total, are found first from the listing index
// (however deep the page), and only those jobs are read.
func (st jobStore) list(ctx context.Context, cid int64, q JobQuery, publicOnly bool, now time.Time) ([]Job, int, error) {
	p := sqlparams.New(st.db)
	ids := sqlparams.OrderPage(st.filtered(p, cid, q, publicOnly, now).ColumnExpr("j.id"), p, jobOrder(p, q), q.PerPage, (q.Page-1)*q.PerPage)
	switch {
	case q.SkipTotal:
		ids = ids.ColumnExpr("0 AS list_total")
	case len(q.LocationIDs) > 0 || len(q.CategoryIDs) > 0 || len(q.EmploymentTypes) > 0 || q.Search != "":
		// Few matches, found through the relations: counted by a window
		// over them, which finds them once.
		ids = ids.ColumnExpr("count(*) OVER () AS list_total")
	default:
		// Every job of a company, or most: counted once (an uncorrelated
		// subquery) from the listing index; a window would make SQLite
		// sort every match into a temporary table.
		ids = ids.ColumnExpr("(?) AS list_total", st.filtered(p, cid, q, publicOnly, now).ColumnExpr("count(*)"))
	}
	sel := withJobsite(st.db.NewSelect().Model((*Job)(nil)).ModelTableExpr("careers_jobs AS j").ColumnExpr("j.*, p.list_total").
		Join("JOIN (?) AS p ON p.id = j.id", ids)).OrderExpr(jobOrder(p, q))
	var rows []countedJob
	if err := sel.Scan(p.Bind(ctx), &rows); err != nil {
		return nil, 0, err
	}
	jobs, total := make([]Job, len(rows)), 0
	for i := range rows {
		jobs[i], total = rows[i].Job, rows[i].Total
	}
	if len(rows) == 0 && q.Page > 1 && !q.SkipTotal {
		// A page past the last brings no total with it.
		p := sqlparams.New(st.db)
		n, err := st.filtered(p, cid, q, publicOnly, now).Count(p.Bind(ctx))
		if err != nil {
			return nil, 0, err
		}
		total = n
	}
	if err := st.loadRelations(ctx, jobs); err != nil {
		return nil, 0, err
	}
	return jobs, total, nil
}

// withJobsite adds the company's jobsite URL (Job.JobsiteBase) to sel, a
// select of jobs as j: joined by key, in the jobs' own statement rather
// than a statement of its own.
func withJobsite(sel *bun.SelectQuery) *bun.SelectQuery {
	return sel.ColumnExpr("co.jobsite_url AS jobsite_base").Join("JOIN companies AS co ON co.id = j.company_id")
}

// jobOrder is the ORDER BY of jobs (as j) for q.Sort (its language a
// placeholder of p).
func jobOrder(p *sqlparams.Params, q JobQuery) string {
	switch q.Sort {
	case "published_at":
		return "j.published_at ASC, j.id ASC"
	case "closes_at":
		return "j.closes_at IS NULL ASC, j.closes_at ASC, j.id ASC"
	case "title":
		lang := ""
		if len(q.Languages) > 0 {
			lang = q.Languages[0]
		}
		return `LOWER(COALESCE(
			(SELECT t.title FROM careers_job_translations AS t WHERE t.job_id = j.id AND t.language = ` + string(p.Arg(lang)) + `),
			(SELECT t.title FROM careers_job_translations AS t WHERE t.job_id = j.id AND t.language = j.default_language))) ASC, j.id ASC`
	default:
		return "j.published_at DESC, j.id DESC"
	}
}

// get returns one job of cid with its relations; CodeNotFound when
// missing, in the trash (or not visible, with publicOnly).
func (st jobStore) get(ctx context.Context, cid, id int64, publicOnly bool, now time.Time) (*Job, error) {
	return st.getWhere(ctx, cid, id, func(sel *bun.SelectQuery, p *sqlparams.Params) *bun.SelectQuery {
		if publicOnly {
			return visible(sel, p, now)
		}
		return sel.Where("j.status <> ?", JobTrashed)
	})
}

// getTrashed returns one job of cid in the trash; CodeNotFound when
// missing or not in the trash.
func (st jobStore) getTrashed(ctx context.Context, cid, id int64) (*Job, error) {
	return st.getWhere(ctx, cid, id, func(sel *bun.SelectQuery, _ *sqlparams.Params) *bun.SelectQuery {
		return sel.Where("j.status = ?", JobTrashed)
	})
}

// getWhere returns one job of cid that where admits, with its relations.
func (st jobStore) getWhere(ctx context.Context, cid, id int64, where func(*bun.SelectQuery, *sqlparams.Params) *bun.SelectQuery) (*Job, error) {
	p := sqlparams.New(st.db)
	sel := where(withJobsite(st.db.NewSelect().Model((*Job)(nil)).ModelTableExpr("careers_jobs AS j").ColumnExpr("j.*")).
		Where("j.id = ? AND j.company_id = ?", p.Arg(id), p.Arg(cid)), p)
	jobs := make([]Job, 0, 1)
	if err := sel.Scan(p.Bind(ctx), &jobs); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, modules.As(err)
	}
	if len(jobs) == 0 {
		return nil, modules.NotFound("job")
	}
	if err := st.loadRelations(ctx, jobs); err != nil {
		return nil, modules.As(err)
	}
	return &jobs[0], nil
}

// jobRelation is one row of a job's relations: a translation (Kind 3,
// its language in Text and its texts in the other fields), an employment
// type (Kind 0, Text), a location (Kind 1, Num) or a category (Kind 2, Num
// with its name as JSON in Text).
type jobRelation struct {
	JobID int64  `bun:"job_id"`
	Kind  int    `bun:"kind"`
	Num   int64  `bun:"num"`
	Text  string `bun:"txt"`
	// Title and Slug are "" in the links' rows (bun scans NULL as "").
	Title string `bun:"title"`
	Slug  string `bun:"slug"`
	// (not search_text: only the search filter reads it)
	Summary, Description, Profile, Offer *string
}

// jobRelations reads the translations, employment types, locations and
// categories of the jobs ids in one statement, a round trip fewer than
// one for the texts and one for the links.
const jobRelations = `SELECT job_id, 3 AS kind, 0 AS num, language AS txt, title, slug, summary, description, profile, offer
		FROM careers_job_translations WHERE job_id IN (?0)
	UNION ALL SELECT job_id, 0, 0, employment_type, NULL, NULL, NULL, NULL, NULL, NULL
		FROM careers_job_employment_types WHERE job_id IN (?0)
	UNION ALL SELECT job_id, 1, location_id, '', NULL, NULL, NULL, NULL, NULL, NULL
		FROM careers_job_locations WHERE job_id IN (?0)
	UNION ALL SELECT jc.job_id, 2, c.id, CAST(c.name AS TEXT), NULL, NULL, NULL, NULL, NULL, NULL
		FROM careers_job_categories AS jc JOIN careers_categories AS c ON c.id = jc.category_id WHERE jc.job_id IN (?0)`

// loadRelations fills the translations, employment types, categories and
// locations of jobs (one statement).
func (st jobStore) loadRelations(ctx context.Context, jobs []Job) error {
	if len(jobs) == 0 {
		return nil
	}
	ids := make([]int64, len(jobs))
	byID := make(map[int64]*Job, len(jobs))
	for i := range jobs {
		j := &jobs[i]
		ids[i] = j.ID
		byID[j.ID] = j
		j.Translations = map[string]*JobTranslation{}
		j.EmploymentTypes = []string{}
		j.Categories = []Category{}
		j.LocationIDs = []int64{}
	}
	var rows []jobRelation
	p := sqlparams.New(st.db)
	if err := st.db.NewRaw(jobRelations, sqlparams.Args(p, ids)).Scan(p.Bind(ctx), &rows); err != nil {
		return err
	}
	slices.SortFunc(rows, func(a, b jobRelation) int {
		return cmp.Or(cmp.Compare(a.JobID, b.JobID), cmp.Compare(a.Num, b.Num))
	})
	for _, r := range rows {
		j := byID[r.JobID]
		switch r.Kind {
		case 0:
			j.EmploymentTypes = append(j.EmploymentTypes, r.Text)
		case 1:
			j.LocationIDs = append(j.LocationIDs, r.Num)
		case 2:
			c := Category{ID: r.Num}
			if err := json.Unmarshal([]byte(r.Text), &c.Name); err != nil {
				return err
			}
			j.Categories = append(j.Categories, c)
		default:
			j.Translations[r.Text] = &JobTranslation{JobID: r.JobID, Language: r.Text,
				Title: r.Title, Slug: r.Slug, Summary: r.Summary,
				Description: r.Description, Profile: r.Profile, Offer: r.Offer}
		}
	}
	for _, j := range byID {
		j.EmploymentTypes = ordered(j.EmploymentTypes, EmploymentTypes)
	}
	return nil
}

// writeRelations replaces the translations, employment types, categories
// and locations of job j (inside tx).
func (st jobStore) writeRelations(ctx context.Context, j *Job, in JobInput) error {
	for _, m := range []any{(*JobTranslation)(nil), (*JobEmploymentType)(nil), (*JobCategory)(nil), (*JobLocation)(nil)} {
		if _, err := st.db.NewDelete().Model(m).Where("job_id = ?", j.ID).Exec(ctx); err != nil {
			return err
		}
	}
	texts := make([]JobTranslation, 0, len(in.Translations))
	for _, lang := range Languages {
		t, ok := in.Translations[lang]
		if !ok {
			continue
		}
		texts = append(texts, JobTranslation{
			JobID: j.ID, Language: lang, Title: t.Title, Slug: t.Slug,
			Summary: nullable(t.Summary), Description: nullable(t.Description),
			Profile: nullable(t.Profile), Offer: nullable(t.Offer),
			SearchText: searchText(j.Reference, t),
		})
	}
	if _, err := st.db.NewInsert().Model(&texts).Exec(ctx); err != nil {
		return err
	}
	types := make([]JobEmploymentType, len(in.EmploymentTypes))
	for i, t := range in.EmploymentTypes {
		types[i] = JobEmploymentType{JobID: j.ID, EmploymentType: t}
	}
	if _, err := st.db.NewInsert().Model(&types).Exec(ctx); err != nil {
		return err
	}
	if len(in.CategoryIDs) > 0 {
		links := make([]JobCategory, len(in.CategoryIDs))
		for i, id := range in.CategoryIDs {
			links[i] = JobCategory{JobID: j.ID, CategoryID: id}
		}
		if _, err := st.db.NewInsert().Model(&links).Exec(ctx); err != nil {
			return err
		}
	}
	if len(in.LocationIDs) > 0 {
		links := make([]JobLocation, len(in.LocationIDs))
		for i, id := range in.LocationIDs {
			links[i] = JobLocation{JobID: j.ID, LocationID: id}
		}
		if _, err := st.db.NewInsert().Model(&links).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// checkOwned reports ids of table that do not belong to company cid as
// field errors on field.
func (st jobStore) checkOwned(ctx context.Context, table, field string, cid int64, ids []int64) ([]modules.FieldError, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	var found []int64
	err := st.db.NewSelect().Table(table).Column("id").
		Where("company_id = ? AND id IN (?)", cid, bun.In(ids)).Scan(ctx, &found)
	if err != nil {
		return nil, err
	}
	if len(found) == len(ids) {
		return nil, nil
	}
	return []modules.FieldError{{Field: field, Message: "contains unknown ids"}}, nil
}

func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// searchText is the lower-cased plain text the search filter matches.
func searchText(ref *string, t JobTextInput) string {
	parts := []string{t.Title, t.Summary, htmltext.Text(t.Description), htmltext.Text(t.Profile), htmltext.Text(t.Offer)}
	if ref != nil {
		parts = append(parts, *ref)
	}
	return strings.ToLower(strings.Join(strings.Fields(strings.Join(parts, " ")), " "))
}
