DROP INDEX calendar_events_unpublish_idx;
--bun:split
ALTER TABLE calendar_events DROP COLUMN unpublish_at;
--bun:split
ALTER TABLE calendar_organizers DROP COLUMN trashed_status;
--bun:split
ALTER TABLE calendar_organizers DROP COLUMN trashed_at;
--bun:split
ALTER TABLE calendar_venues DROP COLUMN trashed_status;
--bun:split
ALTER TABLE calendar_venues DROP COLUMN trashed_at;
--bun:split
ALTER TABLE calendar_events DROP COLUMN trashed_status;
--bun:split
ALTER TABLE calendar_events DROP COLUMN trashed_at;
