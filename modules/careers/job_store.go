package careers

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// jobStore holds the job queries.
type jobStore struct{ db bun.IDB }

// visible restricts q to jobs the content interface shows at now.
func visible(q *bun.SelectQuery, now time.Time) *bun.SelectQuery {
	return q.Where("j.status = ?", JobPublished).
		Where("j.published_at <= ?", now).
		Where("(j.closes_at IS NULL OR j.closes_at > ?)", now)
}

// list returns a page of jobs of cid matching q (normalized and
// validated); publicOnly restricts to visible jobs.
func (st jobStore) list(ctx context.Context, cid int64, q JobQuery, publicOnly bool, now time.Time) ([]Job, int, error) {
	sel := st.db.NewSelect().Model((*Job)(nil)).ModelTableExpr("careers_jobs AS j").ColumnExpr("j.*").
		Where("j.company_id = ?", cid)
	if publicOnly {
		sel = visible(sel, now)
	} else if len(q.Statuses) > 0 {
		sel = sel.Where("j.status IN (?)", bun.In(q.Statuses))
	}
	if len(q.LocationIDs) > 0 {
		sel = sel.Where("j.id IN (SELECT job_id FROM careers_job_locations WHERE location_id IN (?))", bun.In(q.LocationIDs))
	}
	if len(q.CategoryIDs) > 0 {
		sel = sel.Where("j.id IN (SELECT job_id FROM careers_job_categories WHERE category_id IN (?))", bun.In(q.CategoryIDs))
	}
	if len(q.EmploymentTypes) > 0 {
		sel = sel.Where("j.id IN (SELECT job_id FROM careers_job_employment_types WHERE employment_type IN (?))", bun.In(q.EmploymentTypes))
	}
	if len(q.WorkplaceTypes) > 0 {
		sel = sel.Where("j.workplace_type IN (?)", bun.In(q.WorkplaceTypes))
	}
	for _, word := range strings.Fields(q.Search) {
		sel = sel.Where("j.id IN (SELECT job_id FROM careers_job_translations WHERE search_text LIKE ? ESCAPE '!')", modules.ContainsPattern(word))
	}
	if q.UpdatedSince != nil {
		sel = sel.Where("j.updated_at >= ?", *q.UpdatedSince)
	}
	switch q.Sort {
	case "published_at":
		sel = sel.OrderExpr("j.published_at ASC, j.id ASC")
	case "closes_at":
		sel = sel.OrderExpr("j.closes_at IS NULL ASC, j.closes_at ASC, j.id ASC")
	case "title":
		lang := ""
		if len(q.Languages) > 0 {
			lang = q.Languages[0]
		}
		sel = sel.OrderExpr(`LOWER(COALESCE(
			(SELECT t.title FROM careers_job_translations AS t WHERE t.job_id = j.id AND t.language = ?),
			(SELECT t.title FROM careers_job_translations AS t WHERE t.job_id = j.id AND t.language = j.default_language))) ASC, j.id ASC`, lang)
	default:
		sel = sel.OrderExpr("j.published_at DESC, j.id DESC")
	}
	var jobs []Job
	var total int
	var err error
	sel = sel.Limit(q.PerPage).Offset((q.Page - 1) * q.PerPage)
	if q.SkipTotal {
		err = sel.Scan(ctx, &jobs)
	} else {
		total, err = sel.ScanAndCount(ctx, &jobs)
	}
	if err != nil {
		return nil, 0, err
	}
	if err := st.loadRelations(ctx, jobs); err != nil {
		return nil, 0, err
	}
	return jobs, total, nil
}

// get returns one job of cid with its relations; CodeNotFound when
// missing (or not visible, with publicOnly).
func (st jobStore) get(ctx context.Context, cid, id int64, publicOnly bool, now time.Time) (*Job, error) {
	sel := st.db.NewSelect().Model((*Job)(nil)).ModelTableExpr("careers_jobs AS j").ColumnExpr("j.*").
		Where("j.id = ? AND j.company_id = ?", id, cid)
	if publicOnly {
		sel = visible(sel, now)
	}
	jobs := make([]Job, 0, 1)
	if err := sel.Scan(ctx, &jobs); err != nil && !errors.Is(err, sql.ErrNoRows) {
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

// loadRelations fills translations, employment types, categories and
// locations of jobs with one query each.
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
	var texts []JobTranslation
	if err := st.db.NewSelect().Model(&texts).Where("job_id IN (?)", bun.In(ids)).Scan(ctx); err != nil {
		return err
	}
	for i := range texts {
		byID[texts[i].JobID].Translations[texts[i].Language] = &texts[i]
	}
	var types []JobEmploymentType
	if err := st.db.NewSelect().Model(&types).Where("job_id IN (?)", bun.In(ids)).Scan(ctx); err != nil {
		return err
	}
	for _, t := range types {
		byID[t.JobID].EmploymentTypes = append(byID[t.JobID].EmploymentTypes, t.EmploymentType)
	}
	for _, j := range byID {
		j.EmploymentTypes = ordered(j.EmploymentTypes, EmploymentTypes)
	}
	var locs []JobLocation
	if err := st.db.NewSelect().Model(&locs).Where("job_id IN (?)", bun.In(ids)).
		Order("job_id ASC", "location_id ASC").Scan(ctx); err != nil {
		return err
	}
	for _, l := range locs {
		byID[l.JobID].LocationIDs = append(byID[l.JobID].LocationIDs, l.LocationID)
	}
	var cats []struct {
		JobID int64             `bun:"job_id"`
		ID    int64             `bun:"id"`
		Name  map[string]string `bun:"name,type:jsonb"`
	}
	err := st.db.NewSelect().TableExpr("careers_job_categories AS jc").
		Join("JOIN careers_categories AS c ON c.id = jc.category_id").
		ColumnExpr("jc.job_id, c.id, c.name").
		Where("jc.job_id IN (?)", bun.In(ids)).OrderExpr("jc.job_id ASC, c.id ASC").Scan(ctx, &cats)
	if err != nil {
		return err
	}
	for _, c := range cats {
		byID[c.JobID].Categories = append(byID[c.JobID].Categories, Category{ID: c.ID, Name: c.Name})
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
	parts := []string{t.Title, t.Summary, plainText(t.Description), plainText(t.Profile), plainText(t.Offer)}
	if ref != nil {
		parts = append(parts, *ref)
	}
	return strings.ToLower(strings.Join(strings.Fields(strings.Join(parts, " ")), " "))
}
