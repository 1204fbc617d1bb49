package careers

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// ApplicationService receives applications and shows them to editors.
type ApplicationService struct{ service }

// Create stores an application for a visible job of the caller's company,
// with its education and experience, attaches its photo and CV (queued,
// unexpired files of the company of the right kind) and records its
// idempotency key, all in one transaction. With an IdempotencyKey already
// used for the same request, it returns the first application (Replayed)
// and creates nothing.
//
// Every field error comes at once: those of the input's own rules
// together with those that need the database (the job, the files and the
// job's form), so that a form can mark them all.
//
// Callers: API keys with content:write, editors, the system.
// Errors: CodeValidation (field errors; an unknown, foreign, closed or
// draft job_id; a missing, foreign, expired or wrong-kind file; the job's
// form requirements), CodeConflict (only a file already used, or the
// idempotency key used for a different request), CodeBadRequest (a
// malformed idempotency key), the access errors of companyFor.
func (s *ApplicationService) Create(ctx context.Context, in CreateApplication) (*Application, error) {
	cid, err := s.companyFor(ctx, in.CompanyID, writeAccess)
	if err != nil {
		return nil, err
	}
	in.Normalize()
	if in.IdempotencyKey != "" && !ValidIdempotencyKey(in.IdempotencyKey) {
		return nil, &modules.Error{Code: modules.CodeBadRequest, Message: "Idempotency-Key must be 1 to 255 printable ASCII characters"}
	}
	var invalid []modules.FieldError
	if err := in.Validate(); err != nil {
		invalid = modules.As(err).Fields
	}
	hash := requestHash(in)
	var app *Application
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if in.IdempotencyKey != "" && len(invalid) == 0 {
			app, err = s.replay(ctx, tx, cid, in.IdempotencyKey, hash)
			if err != nil || app != nil {
				return err
			}
		}
		app, err = s.insert(ctx, tx, cid, in, hash, invalid)
		return err
	})
	if err != nil && in.IdempotencyKey != "" && len(invalid) == 0 {
		// A concurrent request with the same key may have committed first:
		// this one then failed on the key's unique index, or found the
		// files already attached. Answer as a retry would.
		if prior, rerr := s.replay(ctx, s.deps.DB, cid, in.IdempotencyKey, hash); rerr != nil || prior != nil {
			return prior, rerr
		}
	}
	if err != nil {
		return nil, modules.As(err)
	}
	return app, nil
}

// requestHash identifies a request for idempotency: the same key with a
// different request is a conflict.
func requestHash(in CreateApplication) string {
	b, _ := json.Marshal(in)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// replay returns the application stored for an idempotency key, nil when
// the key is new, or CodeConflict when it was used for another request.
func (s *ApplicationService) replay(ctx context.Context, db bun.IDB, cid int64, key, hash string) (*Application, error) {
	k := new(IdempotencyKey)
	err := db.NewSelect().Model(k).Where("company_id = ? AND idempotency_key = ?", cid, key).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, modules.As(err)
	}
	if k.RequestHash != hash {
		return nil, &modules.Error{Code: modules.CodeConflict, Reason: "idempotency_key_reused",
			Message: "this Idempotency-Key was used for a different request"}
	}
	app := new(Application)
	if err := db.NewSelect().Model(app).Where("id = ?", k.ApplicationID).Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	app.Replayed = true
	return app, nil
}

// insert checks the database rules and writes the application (in tx).
// invalid are the field errors of the input's own rules: the database
// rules (the job, its form, the files) are checked on the other fields,
// and with any error at all nothing is written.
func (s *ApplicationService) insert(ctx context.Context, tx bun.Tx, cid int64, in CreateApplication, hash string, invalid []modules.FieldError) (*Application, error) {
	now := s.now()
	fe := slices.Clone(invalid)
	// One error per field: the first rule a field breaks.
	named := func(field string) bool {
		return slices.ContainsFunc(fe, func(f modules.FieldError) bool { return f.Field == field })
	}
	var conflicts int
	var answers []Answer
	var answerFiles []answerFile
	if in.JobID == 0 {
		st, err := loadSettings(ctx, tx, cid)
		if err != nil {
			return nil, err
		}
		if st.OpenApplications {
			// An open application: no job, the company's default questions.
			fe = slices.DeleteFunc(fe, func(f modules.FieldError) bool { return f.Field == "job_id" })
			qs, err := listQuestions(ctx, tx, cid, 0)
			if err != nil {
				return nil, err
			}
			var bad []modules.FieldError
			answers, answerFiles, bad, err = checkAnswers(ctx, tx, cid, "", qs, in.Answers, now)
			if err != nil {
				return nil, err
			}
			fe = append(fe, bad...)
		}
	}
	if in.JobID != 0 && !named("job_id") {
		job, err := jobStore{tx}.get(ctx, cid, in.JobID, true, now)
		switch {
		case err == nil:
			for _, f := range in.formErrors(job.ApplicationForm) {
				if !named(f.Field) {
					fe = append(fe, f)
				}
			}
			qs, err := listQuestions(ctx, tx, cid, job.ID)
			if err != nil {
				return nil, err
			}
			var bad []modules.FieldError
			answers, answerFiles, bad, err = checkAnswers(ctx, tx, cid, job.DefaultLanguage, qs, in.Answers, now)
			if err != nil {
				return nil, err
			}
			for _, f := range bad {
				if !named(f.Field) {
					fe = append(fe, f)
				}
			}
		case modules.As(err).Code == modules.CodeNotFound:
			fe = append(fe, modules.FieldError{Field: "job_id", Message: "no open job has this id"})
		default:
			return nil, err
		}
	}
	files := []struct {
		field   string
		id      *int64
		kind    Kind
		purpose string
	}{{"photo", in.Photo, KindImage, PurposePhoto}, {"curriculum_vitae", in.CurriculumVitae, KindDocument, PurposeCV}}
	for _, f := range files {
		if f.id == nil || named(f.field) {
			continue
		}
		msg, conflict, err := checkFile(ctx, tx, cid, *f.id, f.kind, now)
		if err != nil {
			return nil, err
		}
		if msg != "" {
			fe = append(fe, modules.FieldError{Field: f.field, Message: msg})
			if conflict {
				conflicts++
			}
		}
	}
	consents, bad, err := checkConsents(ctx, tx, cid, in.Consents, in.Disclaimer)
	if err != nil {
		return nil, err
	}
	for _, f := range bad {
		if !named(f.Field) {
			fe = append(fe, f)
		}
	}
	if !in.Disclaimer && !named("disclaimer") {
		ok, err := givesProcessing(ctx, tx, cid, in.Consents)
		if err != nil {
			return nil, err
		}
		if !ok {
			fe = append(fe, modules.FieldError{Field: "disclaimer", Message: "must be accepted (true)"})
		}
	}
	if len(fe) > 0 {
		e := modules.Validation(fe...)
		if conflicts == len(fe) {
			e.Code, e.Message = modules.CodeConflict, "a file is already attached to another application"
		}
		return nil, e
	}
	app := &Application{
		CompanyID: cid, JobID: in.JobID, FirstName: in.FirstName, LastName: in.LastName, Email: in.Email,
		Phone: in.Phone, Motivation: in.Motivation, Disclaimer: in.Disclaimer, Referrer: in.Referrer,
		CreatedAt: now, UpdatedAt: now, APIKeyID: creatingKey(ctx),
	}
	if _, err := tx.NewInsert().Model(app).Returning("id").Exec(ctx); err != nil {
		return nil, err
	}
	if len(in.Education) > 0 {
		rows := make([]Education, len(in.Education))
		for i, e := range in.Education {
			rows[i] = Education{ApplicationID: app.ID, Position: i, Title: e.Title, Institution: e.Institution,
				ShortDescription: e.ShortDescription, DateFrom: e.DateFrom, DateTo: e.DateTo}
		}
		if _, err := tx.NewInsert().Model(&rows).Exec(ctx); err != nil {
			return nil, err
		}
	}
	if len(in.Experience) > 0 {
		rows := make([]Experience, len(in.Experience))
		for i, e := range in.Experience {
			rows[i] = Experience{ApplicationID: app.ID, Position: i, Company: e.Company, JobTitle: e.JobTitle,
				JobDescription: e.JobDescription, Tasks: e.Tasks, DateFrom: e.DateFrom, DateTo: e.DateTo}
		}
		if _, err := tx.NewInsert().Model(&rows).Exec(ctx); err != nil {
			return nil, err
		}
	}
	for _, f := range files {
		if f.id == nil {
			continue
		}
		r, err := tx.NewUpdate().Model((*File)(nil)).
			Set("status = ?", FileAttached).Set("purpose = ?", f.purpose).Set("application_id = ?", app.ID).
			Set("expires_at = NULL").Set("updated_at = ?", now).
			Where("id = ? AND company_id = ? AND status = ? AND expires_at > ?", *f.id, cid, FileQueued, now).Exec(ctx)
		if err != nil {
			return nil, err
		}
		if n, _ := r.RowsAffected(); n != 1 {
			return nil, &modules.Error{Code: modules.CodeConflict, Message: "a file is already attached to another application",
				Fields: []modules.FieldError{{Field: f.field, Message: "is already attached to another application"}}}
		}
	}
	if err := writeAnswers(ctx, tx, app, cid, answers, answerFiles, consents, now); err != nil {
		return nil, err
	}
	if in.IdempotencyKey != "" {
		k := &IdempotencyKey{CompanyID: cid, Key: in.IdempotencyKey, RequestHash: hash, ApplicationID: app.ID, CreatedAt: now}
		if _, err := tx.NewInsert().Model(k).Exec(ctx); err != nil {
			return nil, err
		}
	}
	if err := s.deps.Audit(ctx, tx, modules.AuditEntry{Action: "application.create", Type: "application", ID: app.ID,
		CompanyID: app.CompanyID}); err != nil {
		return nil, err
	}
	if err := s.deps.Notify(ctx, tx, applicationCreated(app)); err != nil {
		return nil, err
	}
	return app, nil
}

// checkFile explains why file id cannot be attached as kind ("" when it
// can); conflict is true when it is only because it is already used.
func checkFile(ctx context.Context, tx bun.Tx, cid, id int64, kind Kind, now time.Time) (msg string, conflict bool, err error) {
	f := new(File)
	err = tx.NewSelect().Model(f).Where("id = ? AND company_id = ?", id, cid).Scan(ctx)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return "no queued file has this id", false, nil
	case err != nil:
		return "", false, err
	case f.Status != FileQueued:
		return "is already attached to another application", true, nil
	case f.ExpiresAt == nil || !f.ExpiresAt.After(now):
		return "the file has expired; upload it again", false, nil
	case f.Kind != kind:
		return "must be a file uploaded with type=" + string(kind), false, nil
	}
	return "", false, nil
}

// Get returns an application with its education, experience and files
// (with download URLs). Callers: admin users (contributor and up), the
// system; API keys may not read applications. Errors: CodeNotFound, the
// access errors of companyFor.
func (s *ApplicationService) Get(ctx context.Context, companyID, id int64) (*Application, error) {
	cid, err := s.companyFor(ctx, companyID, inspectAccess)
	if err != nil {
		return nil, err
	}
	app := new(Application)
	err = s.deps.DB.NewSelect().Model(app).Where("id = ? AND company_id = ?", id, cid).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, modules.NotFound("application")
	}
	if err != nil {
		return nil, modules.As(err)
	}
	apps := []Application{*app}
	if err := s.load(ctx, apps); err != nil {
		return nil, err
	}
	if err := s.deps.Audit(ctx, s.deps.DB, modules.AuditEntry{Action: "application.view", Type: "application", ID: id,
		CompanyID: cid}); err != nil {
		return nil, modules.As(err)
	}
	return &apps[0], nil
}

// ApplicationQuery selects a page of applications, newest first.
type ApplicationQuery struct {
	CompanyID int64
	// JobID filters by job when > 0.
	JobID int64
	// Open lists only the open applications (without a job).
	Open bool
	// CreatedFrom and CreatedBefore bound created_at (from inclusive,
	// before exclusive) when set.
	CreatedFrom, CreatedBefore *time.Time
	Page, PerPage              int
}

// ApplicationPage is one page of applications.
type ApplicationPage = modules.Page[Application]

// List returns a page of a company's applications, newest first, each
// with its education, experience and files, optionally of one job and
// within dates. Callers: admin users, the system. Errors: CodeValidation
// (CreatedBefore not after CreatedFrom), the access errors of companyFor.
func (s *ApplicationService) List(ctx context.Context, q ApplicationQuery) (*ApplicationPage, error) {
	cid, err := s.companyFor(ctx, q.CompanyID, inspectAccess)
	if err != nil {
		return nil, err
	}
	if q.CreatedFrom != nil && q.CreatedBefore != nil && !q.CreatedBefore.After(*q.CreatedFrom) {
		return nil, modules.Validation(modules.FieldError{Field: "created_before", Message: "must be after created_from"})
	}
	pr := modules.PageRequest{Page: max(q.Page, 1), PerPage: q.PerPage}
	if pr.PerPage <= 0 {
		pr.PerPage = DefaultJobsPerPage
	}
	pr.PerPage = min(pr.PerPage, MaxJobsPerPage)
	apps := []Application{}
	sel := s.deps.DB.NewSelect().Model(&apps).Where("company_id = ?", cid)
	if q.JobID > 0 {
		sel = sel.Where("job_id = ?", q.JobID)
	}
	if q.Open {
		sel = sel.Where("job_id IS NULL")
	}
	if q.CreatedFrom != nil {
		sel = sel.Where("created_at >= ?", q.CreatedFrom.UTC())
	}
	if q.CreatedBefore != nil {
		sel = sel.Where("created_at < ?", q.CreatedBefore.UTC())
	}
	total, err := sel.Order("created_at DESC", "id DESC").Limit(pr.PerPage).Offset(pr.Offset()).ScanAndCount(ctx)
	if err != nil {
		return nil, modules.As(err)
	}
	if err := s.load(ctx, apps); err != nil {
		return nil, err
	}
	return &ApplicationPage{Items: apps, Total: total, Page: pr.Page, PerPage: pr.PerPage, TotalPages: pr.TotalPages(total)}, nil
}

// load fills education, experience and files of apps.
func (s *ApplicationService) load(ctx context.Context, apps []Application) error {
	if len(apps) == 0 {
		return nil
	}
	ids := make([]int64, len(apps))
	byID := map[int64]*Application{}
	for i := range apps {
		ids[i] = apps[i].ID
		byID[apps[i].ID] = &apps[i]
		apps[i].Education, apps[i].Experience = []Education{}, []Experience{}
	}
	var edu []Education
	if err := s.deps.DB.NewSelect().Model(&edu).Where("application_id IN (?)", bun.In(ids)).Order("application_id", "position").Scan(ctx); err != nil {
		return modules.As(err)
	}
	for _, e := range edu {
		byID[e.ApplicationID].Education = append(byID[e.ApplicationID].Education, e)
	}
	var exp []Experience
	if err := s.deps.DB.NewSelect().Model(&exp).Where("application_id IN (?)", bun.In(ids)).Order("application_id", "position").Scan(ctx); err != nil {
		return modules.As(err)
	}
	for _, e := range exp {
		byID[e.ApplicationID].Experience = append(byID[e.ApplicationID].Experience, e)
	}
	var files []File
	if err := s.deps.DB.NewSelect().Model(&files).Where("application_id IN (?)", bun.In(ids)).Order("id").Scan(ctx); err != nil {
		return modules.As(err)
	}
	for i := range files {
		f := &files[i]
		if err := s.sign(ctx, f); err != nil {
			return err
		}
		a := byID[*f.ApplicationID]
		switch {
		case f.Purpose != nil && *f.Purpose == PurposePhoto:
			a.Photo = f
		case f.Purpose != nil && *f.Purpose == PurposeAnswer:
			a.AnswerFiles = append(a.AnswerFiles, *f)
		default:
			a.CurriculumVitae = f
		}
	}
	return loadAnswers(ctx, s.deps.DB, apps, byID)
}

// Delete erases an application for good (a GDPR request): its row, its
// education, experience and idempotency keys, and its files (CV, photo),
// in one transaction; the stored objects are deleted once it has
// committed, so no row ever points at a missing object. An object whose
// deletion fails is logged and left to the orphan sweep, which removes
// objects no row refers to. Deleting an application that is already gone
// is CodeNotFound and changes nothing, so a retry is harmless.
//
// Callers: editors, admins, the system. Errors: CodeNotFound, the access
// errors of companyFor.
func (s *ApplicationService) Delete(ctx context.Context, companyID, id int64) error {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return err
	}
	var keys []string
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		keys = nil
		if err := tx.NewSelect().Model((*File)(nil)).Column("storage_key").
			Where("application_id = ? AND company_id = ?", id, cid).Scan(ctx, &keys); err != nil {
			return err
		}
		if _, err := tx.NewDelete().Model((*File)(nil)).Where("application_id = ? AND company_id = ?", id, cid).Exec(ctx); err != nil {
			return err
		}
		r, err := tx.NewDelete().Model((*Application)(nil)).Where("id = ? AND company_id = ?", id, cid).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := r.RowsAffected(); n == 0 {
			return modules.NotFound("application")
		}
		if err := s.deps.Audit(ctx, tx, modules.AuditEntry{Action: "application.erase", Type: "application", ID: id,
			CompanyID: cid}); err != nil {
			return err
		}
		return s.deps.Notify(ctx, tx, deleted(cid, "application.deleted", id))
	})
	if err != nil {
		return modules.As(err)
	}
	for _, k := range keys {
		s.deleteObject(ctx, k)
	}
	return nil
}
