ALTER TABLE calendar_events DROP COLUMN sequence;
