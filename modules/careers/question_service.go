package careers

import (
	"context"
	"strconv"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// QuestionService manages the application questions of jobs and the
// company defaults new jobs copy.
type QuestionService struct{ service }

// OfJob returns the questions of a job the caller has read (through
// JobService.Get or Detail), in order. Callers: those of JobService.Get.
// Errors: the access errors of companyFor.
func (s *QuestionService) OfJob(ctx context.Context, j *Job) ([]Question, error) {
	m, err := s.OfJobs(ctx, []*Job{j})
	if err != nil {
		return nil, err
	}
	return m[j.ID], nil
}

// OfJobs returns the questions of jobs the caller has read, by job id
// (every job has an entry), in one query.
func (s *QuestionService) OfJobs(ctx context.Context, jobs []*Job) (map[int64][]Question, error) {
	out := map[int64][]Question{}
	if len(jobs) == 0 {
		return out, nil
	}
	ids := make([]int64, len(jobs))
	for i, j := range jobs {
		if _, err := s.companyFor(ctx, j.CompanyID, readAccess); err != nil {
			return nil, err
		}
		ids[i] = j.ID
		out[j.ID] = []Question{}
	}
	var qs []Question
	if err := s.deps.Reader().NewSelect().Model(&qs).Where("job_id IN (?)", bun.In(ids)).
		Order("job_id", "position", "id").Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	for _, q := range qs {
		out[*q.JobID] = append(out[*q.JobID], q)
	}
	return out, nil
}

// Defaults returns a company's default questions (those new jobs copy).
// Callers: editors, admins, the system. Errors: the access errors of
// companyFor.
func (s *QuestionService) Defaults(ctx context.Context, companyID int64) ([]Question, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	return listQuestions(ctx, s.deps.DB, cid, 0)
}

func listQuestions(ctx context.Context, db bun.IDB, cid, jobID int64) ([]Question, error) {
	qs := []Question{}
	sel := db.NewSelect().Model(&qs).Where("company_id = ?", cid)
	if jobID == 0 {
		sel = sel.Where("job_id IS NULL")
	} else {
		sel = sel.Where("job_id = ?", jobID)
	}
	if err := sel.Order("position", "id").Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	return qs, nil
}

// Set replaces the ordered questions of a job (jobID > 0) or the
// company's defaults (jobID 0): an input with an ID changes that
// question (its answers keep the text they were given with), one without
// adds a question, and questions left out are removed. Changing a job's
// questions moves its updated_at. Field errors name each question by its
// place ("questions/2/texts/nl/label").
//
// Callers: editors, admins, the system. Errors: CodeValidation, CodeNotFound
// (the job), the access errors of companyFor.
func (s *QuestionService) Set(ctx context.Context, companyID, jobID int64, in []QuestionInput) ([]Question, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	var fe []modules.FieldError
	if len(in) > MaxQuestions {
		fe = append(fe, modules.FieldError{Field: "questions", Message: "at most " + strconv.Itoa(MaxQuestions) + " questions"})
		in = nil
	}
	for i := range in {
		in[i].normalize()
		fe = append(fe, in[i].errors("questions/"+strconv.Itoa(i)+"/")...)
	}
	now := s.now()
	var out []Question
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if jobID != 0 {
			if _, err := (jobStore{tx}).get(ctx, cid, jobID, false, now); err != nil {
				return err
			}
		}
		old, err := listQuestions(ctx, tx, cid, jobID)
		if err != nil {
			return err
		}
		byID := map[int64]*Question{}
		for i := range old {
			byID[old[i].ID] = &old[i]
		}
		kept := map[int64]bool{}
		for i, q := range in {
			if q.ID == 0 {
				continue
			}
			if byID[q.ID] == nil || kept[q.ID] {
				fe = append(fe, modules.FieldError{Field: "questions/" + strconv.Itoa(i) + "/id", Message: "is not a question of this list"})
			}
			kept[q.ID] = true
		}
		if len(fe) > 0 {
			return modules.Validation(fe...)
		}
		var gone []int64
		for _, q := range old {
			if !kept[q.ID] {
				gone = append(gone, q.ID)
			}
		}
		if len(gone) > 0 {
			if _, err := tx.NewDelete().Model((*Question)(nil)).Where("id IN (?)", bun.In(gone)).Exec(ctx); err != nil {
				return err
			}
		}
		var job *int64
		if jobID != 0 {
			job = &jobID
		}
		out = make([]Question, len(in))
		for i, q := range in {
			row := Question{ID: q.ID, CompanyID: cid, JobID: job, Position: i, Kind: q.Kind, Required: q.Required,
				Texts: q.Texts, Options: q.Options, Limits: q.Limits, FileKinds: q.FileKinds, CreatedAt: now, UpdatedAt: now}
			if q.ID != 0 {
				row.CreatedAt = byID[q.ID].CreatedAt
				if _, err := tx.NewUpdate().Model(&row).WherePK().ExcludeColumn("id", "company_id", "job_id", "created_at").Exec(ctx); err != nil {
					return err
				}
			} else if _, err := tx.NewInsert().Model(&row).Returning("id").Exec(ctx); err != nil {
				return err
			}
			out[i] = row
		}
		if jobID != 0 {
			_, err := tx.NewUpdate().Model((*Job)(nil)).Set("updated_at = ?", now).Where("id = ?", jobID).Exec(ctx)
			return err
		}
		return nil
	})
	if err != nil {
		return nil, modules.As(err)
	}
	return out, nil
}

// copyDefaultQuestions gives a new job copies of its company's default
// questions (in the job's creating transaction).
func copyDefaultQuestions(ctx context.Context, tx bun.Tx, cid, jobID int64) error {
	qs, err := listQuestions(ctx, tx, cid, 0)
	if err != nil || len(qs) == 0 {
		return err
	}
	for i := range qs {
		qs[i].ID, qs[i].JobID = 0, &jobID
	}
	_, err = tx.NewInsert().Model(&qs).Exec(ctx)
	return err
}
