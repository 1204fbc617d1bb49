-- Instants as text SQLite compares without conversion. start_utc and
-- end_utc were declared TIMESTAMP, which SQLite gives NUMERIC affinity,
-- while the values are text ('2026-01-01 18:00:00+00:00', UTC): every
-- comparison with them tried to read each index entry as a number first.
-- Declared TEXT, they compare as the text they are (the same order: UTC,
-- one fixed format). PostgreSQL's TIMESTAMPTZ compares natively: nothing
-- changes there. SQLite cannot change a column's type, so each column is
-- copied into a new TEXT one that takes its name (the indexes on them
-- are dropped and made again).
{{if eq .Dialect "sqlite"}}DROP INDEX calendar_events_listing_idx{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}DROP INDEX calendar_event_terms_listing_idx{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_events ADD COLUMN start_utc_text TEXT NOT NULL DEFAULT ''{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}UPDATE calendar_events SET start_utc_text = start_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_events DROP COLUMN start_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_events RENAME COLUMN start_utc_text TO start_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_events ADD COLUMN end_utc_text TEXT NOT NULL DEFAULT ''{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}UPDATE calendar_events SET end_utc_text = end_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_events DROP COLUMN end_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_events RENAME COLUMN end_utc_text TO end_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_event_terms ADD COLUMN start_utc_text TEXT{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}UPDATE calendar_event_terms SET start_utc_text = start_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_event_terms DROP COLUMN start_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_event_terms RENAME COLUMN start_utc_text TO start_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_event_terms ADD COLUMN end_utc_text TEXT{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}UPDATE calendar_event_terms SET end_utc_text = end_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_event_terms DROP COLUMN end_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_event_terms RENAME COLUMN end_utc_text TO end_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}CREATE INDEX calendar_events_listing_idx ON calendar_events (status, hide_from_listings, start_utc, end_utc){{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}CREATE INDEX calendar_event_terms_listing_idx ON calendar_event_terms (term_id, status, hide_from_listings, start_utc, end_utc, event_id){{else}}SELECT 1{{end}};
