DELETE FROM careers_jobs WHERE status = 'trashed';
--bun:split
ALTER TABLE careers_jobs DROP COLUMN trashed_status;
--bun:split
ALTER TABLE careers_jobs DROP COLUMN trashed_at;
