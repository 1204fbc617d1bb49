package careers

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
	"corkboard/storage"
)

// JobService manages job postings.
type JobService struct{ service }

// List returns a page of jobs. API keys (content:read) see only the
// published, open jobs of their company; admin users and the system see
// every job of the company they name and may filter by status.
// Errors: CodeBadRequest (bad query values, with parameter names),
// CodeForbidden (an API key asking for statuses: drafts and closed jobs
// are for admin users), the access errors of companyFor.
func (s *JobService) List(ctx context.Context, q JobQuery) (*JobPage, error) {
	cid, err := s.companyFor(ctx, q.CompanyID, readAccess)
	if err != nil {
		return nil, err
	}
	if len(q.Statuses) > 0 && isAPIKey(ctx) {
		return nil, &modules.Error{Code: modules.CodeForbidden, Message: "API keys see published jobs only; filtering by status is for admin users"}
	}
	q.Normalize()
	if err := q.Validate(); err != nil {
		return nil, err
	}
	jobs, total, err := jobStore{s.deps.Reader()}.list(ctx, cid, q, isAPIKey(ctx), s.now())
	if err != nil {
		return nil, modules.As(err)
	}
	if err := s.decorate(ctx, jobs); err != nil {
		return nil, err
	}
	page := &JobPage{Items: jobs, Total: total, Page: q.Page, PerPage: q.PerPage}
	page.TotalPages = modules.PageRequest{Page: q.Page, PerPage: q.PerPage}.TotalPages(total)
	return page, nil
}

// Get returns one job. API keys see only published, open jobs of their
// company: drafts, closed jobs and other companies' jobs are CodeNotFound.
// Errors: CodeNotFound, the access errors of companyFor.
func (s *JobService) Get(ctx context.Context, companyID, id int64) (*Job, error) {
	cid, err := s.companyFor(ctx, companyID, readAccess)
	if err != nil {
		return nil, err
	}
	j, err := jobStore{s.deps.Reader()}.get(ctx, cid, id, isAPIKey(ctx), s.now())
	if err != nil {
		return nil, err
	}
	jobs := []Job{*j}
	if err := s.decorate(ctx, jobs); err != nil {
		return nil, err
	}
	return &jobs[0], nil
}

// JobDetail is a job with what its page shows beside it: its JobPosting
// in the language it is served in.
type JobDetail struct {
	*Job
	// Language is the language served: the first of the preferences the
	// job is written in, else its default language (Job.Text).
	Language string
	Posting  JobPosting
	// Questions are the job's application questions, in order; Consents
	// the company's active consents an applicant must or may give.
	Questions []Question
	Consents  []Consent
}

// Detail returns one job as Get does, with its JobPosting in the first
// of prefs (best first) the job is written in, else its default
// language. It reads the company (name, website, logo) and the job's
// locations besides. Errors: those of Get; CodeUnavailable when the
// storage cannot sign the logo's URL.
func (s *JobService) Detail(ctx context.Context, companyID, id int64, prefs []string) (*JobDetail, error) {
	j, err := s.Get(ctx, companyID, id)
	if err != nil {
		return nil, err
	}
	return s.detail(ctx, s.deps.Reader(), j, prefs)
}

// detail adds to j, read through db, what Detail returns with it.
func (s *JobService) detail(ctx context.Context, db bun.IDB, j *Job, prefs []string) (*JobDetail, error) {
	cs := &CompanyService{service: s.service}
	c, err := cs.load(ctx, db, j.CompanyID)
	if err != nil {
		return nil, err
	}
	company, err := cs.present(ctx, c)
	if err != nil {
		return nil, err
	}
	locs := []Location{}
	if len(j.LocationIDs) > 0 {
		if err := db.NewSelect().Model(&locs).Where("company_id = ? AND id IN (?)", j.CompanyID, bun.In(j.LocationIDs)).
			Scan(ctx); err != nil {
			return nil, modules.As(err)
		}
	}
	lang, _ := j.Text(prefs)
	qs, err := listQuestions(ctx, db, j.CompanyID, j.ID)
	if err != nil {
		return nil, err
	}
	consents, err := activeConsents(ctx, db, j.CompanyID)
	if err != nil {
		return nil, err
	}
	return &JobDetail{Job: j, Language: lang, Posting: NewJobPosting(j, lang, company, locs), Questions: qs, Consents: consents}, nil
}

// decorate fills the image URLs (the jobs' store read the company's
// jobsite URL with them).
func (s *JobService) decorate(ctx context.Context, jobs []Job) error {
	for i := range jobs {
		if jobs[i].ImageKey == nil {
			continue
		}
		u, err := s.deps.Storage.URL(ctx, *jobs[i].ImageKey, s.settings.URLTTL, storage.URLOptions{Inline: true})
		if err != nil {
			return &modules.Error{Code: modules.CodeUnavailable, Message: "file storage is unavailable", Err: err}
		}
		jobs[i].ImageURL = &u
	}
	return nil
}

// Create adds a job with its texts, categories and locations. Publishing
// without PublishedAt sets it to now. Every field error comes at once:
// the input's own rules and unknown categories or locations together.
// Callers: editors, admins, the system. Errors: CodeValidation (also for
// categories or locations of another company), the access errors of
// companyFor.
func (s *JobService) Create(ctx context.Context, companyID int64, in JobInput) (*Job, error) {
	return s.write(ctx, companyID, 0, in)
}

// Update replaces every field of a job. Errors: those of Create and
// CodeNotFound.
func (s *JobService) Update(ctx context.Context, companyID, id int64, in JobInput) (*Job, error) {
	return s.write(ctx, companyID, id, in)
}

func (s *JobService) write(ctx context.Context, companyID, id int64, in JobInput) (*Job, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	in.Normalize()
	var fe []modules.FieldError
	if err := in.Validate(); err != nil {
		fe = modules.As(err).Fields
	}
	now := s.now()
	var jobID int64
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		st := jobStore{tx}
		j := &Job{CompanyID: cid, CreatedAt: now}
		var oldStatus JobStatus
		var wasLive bool
		if id != 0 {
			old, err := st.get(ctx, cid, id, false, now)
			if err != nil {
				return err
			}
			j = old
			oldStatus, wasLive = old.Status, jobLive(old.Status, old.PublishedAt, now)
		}
		fe := slices.Clone(fe)
		for _, c := range []struct {
			table, field string
			ids          []int64
		}{{"careers_categories", "category_ids", in.CategoryIDs}, {"careers_locations", "location_ids", in.LocationIDs}} {
			if slices.ContainsFunc(fe, func(f modules.FieldError) bool { return f.Field == c.field }) {
				continue // too many: not looked up
			}
			bad, err := st.checkOwned(ctx, c.table, c.field, cid, c.ids)
			if err != nil {
				return err
			}
			fe = append(fe, bad...)
		}
		if len(fe) > 0 {
			slices.SortStableFunc(fe, func(a, b modules.FieldError) int { return strings.Compare(a.Field, b.Field) })
			return modules.Validation(fe...)
		}
		j.Status, j.Reference, j.DefaultLanguage = in.Status, nullable(in.Reference), in.DefaultLanguage
		j.WorkplaceType, j.ExperienceLevel = in.WorkplaceType, nullable(in.ExperienceLevel)
		j.Salary, j.HoursPerWeek, j.ApplicationForm = in.Salary, in.HoursPerWeek, *in.ApplicationForm
		j.PublishedAt, j.ClosesAt, j.UpdatedAt = in.PublishedAt, in.ClosesAt, now
		if j.PublishedAt != nil {
			t := j.PublishedAt.UTC().Truncate(time.Microsecond)
			j.PublishedAt = &t
		}
		if j.ClosesAt != nil {
			t := j.ClosesAt.UTC().Truncate(time.Microsecond)
			j.ClosesAt = &t
		}
		if j.Status == JobPublished && j.PublishedAt == nil {
			j.PublishedAt = &now
		}
		if id == 0 {
			if _, err := tx.NewInsert().Model(j).Returning("id").Exec(ctx); err != nil {
				return err
			}
			if err := copyDefaultQuestions(ctx, tx, cid, j.ID); err != nil {
				return err
			}
		} else if _, err := tx.NewUpdate().Model(j).WherePK().ExcludeColumn("id", "company_id", "created_at", "image_key").Exec(ctx); err != nil {
			return err
		}
		jobID = j.ID
		if err := st.writeRelations(ctx, j, in); err != nil {
			return err
		}
		if err := s.deps.Revise(ctx, tx, jobAction(id == 0, oldStatus, j.Status), jobRecord(j, in)); err != nil {
			return err
		}
		if typ := jobChange(id == 0, oldStatus, wasLive, j, now); typ != "" {
			if err := s.deps.Notify(ctx, tx, jobNotification(j, typ)); err != nil {
				return err
			}
		}
		return s.scheduleDates(ctx, tx, j, now)
	})
	if err != nil {
		return nil, modules.As(err)
	}
	return s.Get(ctx, cid, jobID)
}

// Delete moves a job to the trash (JobService.Restore takes it out; the
// purge deletes it for good after the retention): every read but the
// trash list treats it as gone, and the public hears job.deleted. A job
// with applications cannot be deleted (close it instead): CodeConflict.
// Errors: CodeNotFound (also for a job already in the trash), the access
// errors.
func (s *JobService) Delete(ctx context.Context, companyID, id int64) error {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return err
	}
	now := s.now()
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		j, err := jobStore{tx}.get(ctx, cid, id, false, now)
		if err != nil {
			return err
		}
		n, err := tx.NewSelect().Model((*Application)(nil)).Where("job_id = ?", id).Count(ctx)
		if err != nil {
			return err
		}
		if n > 0 {
			return &modules.Error{Code: modules.CodeConflict, Message: "the job has applications; close it instead of deleting it"}
		}
		j.TrashedStatus, j.TrashedAt = j.Status, &now
		j.Status, j.UpdatedAt = JobTrashed, now
		if _, err = tx.NewUpdate().Model(j).Column("status", "trashed_status", "trashed_at", "updated_at").WherePK().Exec(ctx); err != nil {
			return err
		}
		if err := s.deps.Revise(ctx, tx, "delete", modules.Record{Type: RecordJob, ID: id, CompanyID: cid}); err != nil {
			return err
		}
		return s.deps.Notify(ctx, tx, deleted(cid, "job.deleted", id))
	})
	if err != nil {
		return modules.As(err)
	}
	return nil
}

// SetImage stores a job's image (JPEG, PNG or WebP, sniffed) and deletes
// the previous one. Callers: editors, admins, the system. Errors: those of
// FileService.Upload and CodeNotFound.
func (s *JobService) SetImage(ctx context.Context, companyID, id int64, in Upload) (*Job, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	if _, err := (jobStore{s.deps.DB}).get(ctx, cid, id, false, s.now()); err != nil {
		return nil, err
	}
	obj, err := s.putUpload(ctx, objectKey(cid, "jobs"), KindImage, in.Body)
	if err != nil {
		return nil, err
	}
	if err := s.swapImage(ctx, cid, id, &obj.Key); err != nil {
		s.abandonObject(ctx, obj.Key, err)
		return nil, err
	}
	return s.Get(ctx, cid, id)
}

// RemoveImage deletes a job's image. Errors: CodeNotFound, the access
// errors.
func (s *JobService) RemoveImage(ctx context.Context, companyID, id int64) (*Job, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	if err := s.swapImage(ctx, cid, id, nil); err != nil {
		return nil, err
	}
	return s.Get(ctx, cid, id)
}

func (s *JobService) swapImage(ctx context.Context, cid, id int64, key *string) error {
	var old *string
	err := s.deps.DB.RunInTx(context.WithoutCancel(ctx), nil, func(ctx context.Context, tx bun.Tx) error {
		j, err := jobStore{tx}.get(ctx, cid, id, false, s.now())
		if err != nil {
			return err
		}
		old = j.ImageKey
		_, err = tx.NewUpdate().Model((*Job)(nil)).Set("image_key = ?", key).Set("updated_at = ?", s.now()).
			Where("id = ?", id).Exec(ctx)
		return err
	})
	if err != nil {
		return modules.As(err)
	}
	if old != nil {
		s.deleteObject(ctx, *old)
	}
	return nil
}
