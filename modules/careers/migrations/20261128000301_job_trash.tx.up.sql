-- Deleted jobs go to the trash (status trashed) instead of being removed:
-- when, and the status they had, which a restore gives back. The purge
-- deletes for good those trashed longer than the retention.
ALTER TABLE careers_jobs ADD COLUMN trashed_at {{.Timestamp}};
--bun:split
ALTER TABLE careers_jobs ADD COLUMN trashed_status TEXT NOT NULL DEFAULT '';
