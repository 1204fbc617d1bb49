-- Trash with restore: when a post went to the trash and the status it had
-- before (a restore gives it back; the purge deletes for good what has
-- been in the trash longer than the retention). Posts trashed before this
-- migration count from their last modification (the trashing set it) and
-- come back as drafts.
ALTER TABLE calendar_events ADD COLUMN trashed_at {{.Timestamp}};
--bun:split
ALTER TABLE calendar_events ADD COLUMN trashed_status TEXT NOT NULL DEFAULT '';
--bun:split
ALTER TABLE calendar_venues ADD COLUMN trashed_at {{.Timestamp}};
--bun:split
ALTER TABLE calendar_venues ADD COLUMN trashed_status TEXT NOT NULL DEFAULT '';
--bun:split
ALTER TABLE calendar_organizers ADD COLUMN trashed_at {{.Timestamp}};
--bun:split
ALTER TABLE calendar_organizers ADD COLUMN trashed_status TEXT NOT NULL DEFAULT '';
--bun:split
UPDATE calendar_events SET trashed_at = modified_at, trashed_status = 'draft' WHERE status = 'trash';
--bun:split
UPDATE calendar_venues SET trashed_at = modified_at, trashed_status = 'draft' WHERE status = 'trash';
--bun:split
UPDATE calendar_organizers SET trashed_at = modified_at, trashed_status = 'draft' WHERE status = 'trash';
--bun:split
-- Scheduled unpublish: a published event goes back to draft at this
-- instant (the scheduler finds the next one through the index).
ALTER TABLE calendar_events ADD COLUMN unpublish_at {{.Timestamp}};
--bun:split
CREATE INDEX calendar_events_unpublish_idx ON calendar_events (unpublish_at);
