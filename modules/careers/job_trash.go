package careers

import (
	"context"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// Restore takes a job out of the trash with the status it had and
// returns it; the public hears job.published when that makes it visible.
// Callers: as Delete. Errors: CodeNotFound (missing or not in the trash),
// the access errors.
func (s *JobService) Restore(ctx context.Context, companyID, id int64) (*Job, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	now := s.now()
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		j, err := jobStore{tx}.getTrashed(ctx, cid, id)
		if err != nil {
			return err
		}
		j.Status = j.TrashedStatus
		if !slices.Contains(JobStatuses, j.Status) {
			j.Status = JobDraft
		}
		j.TrashedStatus, j.TrashedAt, j.UpdatedAt = "", nil, now
		if _, err := tx.NewUpdate().Model(j).Column("status", "trashed_status", "trashed_at", "updated_at").WherePK().Exec(ctx); err != nil {
			return err
		}
		if err := s.deps.Audit(ctx, tx, modules.AuditEntry{Action: RecordJob + ".restore", Type: RecordJob, ID: j.ID,
			CompanyID: cid, Summary: "restored as " + string(j.Status)}); err != nil {
			return err
		}
		if j.Visible(now) {
			return s.deps.Notify(ctx, tx, jobNotification(j, "job.published"))
		}
		return nil
	})
	if err != nil {
		return nil, modules.As(err)
	}
	return s.Get(ctx, cid, id)
}

// DeleteForGood deletes a job in the trash for good, with its texts,
// links and image (the admin's "Delete permanently"). Callers: as Delete.
// Errors: CodeNotFound (missing or not in the trash), the access errors.
func (s *JobService) DeleteForGood(ctx context.Context, companyID, id int64) error {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return err
	}
	var keys []string
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := (jobStore{tx}).getTrashed(ctx, cid, id); err != nil {
			return err
		}
		if err := s.deps.Audit(ctx, tx, modules.AuditEntry{Action: RecordJob + ".purge", Type: RecordJob, ID: id,
			CompanyID: cid}); err != nil {
			return err
		}
		keys, err = purgeJobs(ctx, tx, []int64{id}, cid)
		return err
	})
	if err != nil {
		return modules.As(err)
	}
	s.deleteObjects(ctx, keys)
	return nil
}

// PurgeTrash deletes for good the jobs of every company that went to the
// trash before the given instant, with their texts, links and images, in
// one transaction; it returns their ids. Running it on several instances
// at once deletes each job once. Callers: the system (the periodic job).
// Errors: CodeForbidden for anyone else.
func (s *JobService) PurgeTrash(ctx context.Context, before time.Time) ([]int64, error) {
	if modules.PrincipalFrom(ctx) != modules.System {
		return nil, &modules.Error{Code: modules.CodeForbidden, Message: "the trash is purged by the system"}
	}
	var ids []int64
	var keys []string
	err := s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		ids = nil
		if err := tx.NewSelect().Table("careers_jobs").Column("id").Where("status = ?", JobTrashed).
			Where("trashed_at < ?", before.UTC()).Order("id").Scan(ctx, &ids); err != nil {
			return err
		}
		if len(ids) == 0 {
			return nil
		}
		var owners []struct {
			ID        int64 `bun:"id"`
			CompanyID int64 `bun:"company_id"`
		}
		if err := tx.NewSelect().Table("careers_jobs").Column("id", "company_id").Where("id IN (?)", bun.In(ids)).
			Scan(ctx, &owners); err != nil {
			return err
		}
		for _, o := range owners {
			if err := s.deps.Audit(ctx, tx, modules.AuditEntry{Action: RecordJob + ".purge", Type: RecordJob, ID: o.ID,
				CompanyID: o.CompanyID, Summary: "in the trash longer than the retention"}); err != nil {
				return err
			}
		}
		var err error
		keys, err = purgeJobs(ctx, tx, ids, 0)
		return err
	})
	if err != nil {
		return nil, modules.As(err)
	}
	s.deleteObjects(ctx, keys)
	return ids, nil
}

// purgeJobs deletes the trashed jobs ids (of company cid, 0: any) in tx
// (their texts and links go with them, ON DELETE CASCADE) and returns
// their image keys, to delete from the storage once committed.
func purgeJobs(ctx context.Context, tx bun.Tx, ids []int64, cid int64) ([]string, error) {
	var keys []string
	q := tx.NewDelete().Model((*Job)(nil)).Where("id IN (?)", bun.In(ids)).Where("status = ?", JobTrashed)
	if cid != 0 {
		q = q.Where("company_id = ?", cid)
	}
	var rows []struct {
		ImageKey *string `bun:"image_key"`
	}
	if err := q.Returning("image_key").Scan(ctx, &rows); err != nil {
		return nil, err
	}
	for _, r := range rows {
		if r.ImageKey != nil {
			keys = append(keys, *r.ImageKey)
		}
	}
	return keys, nil
}

// deleteObjects deletes stored files whose rows are gone (failures are
// logged; the upload sweep finds orphans).
func (s *JobService) deleteObjects(ctx context.Context, keys []string) {
	for _, k := range keys {
		s.deleteObject(ctx, k)
	}
}
