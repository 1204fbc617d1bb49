{{if eq .Dialect "sqlite"}}DROP INDEX calendar_events_listing_idx{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}DROP INDEX calendar_event_terms_listing_idx{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_events ADD COLUMN start_utc_ts TIMESTAMP NOT NULL DEFAULT ''{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}UPDATE calendar_events SET start_utc_ts = start_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_events DROP COLUMN start_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_events RENAME COLUMN start_utc_ts TO start_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_events ADD COLUMN end_utc_ts TIMESTAMP NOT NULL DEFAULT ''{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}UPDATE calendar_events SET end_utc_ts = end_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_events DROP COLUMN end_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_events RENAME COLUMN end_utc_ts TO end_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_event_terms ADD COLUMN start_utc_ts TIMESTAMP{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}UPDATE calendar_event_terms SET start_utc_ts = start_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_event_terms DROP COLUMN start_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_event_terms RENAME COLUMN start_utc_ts TO start_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_event_terms ADD COLUMN end_utc_ts TIMESTAMP{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}UPDATE calendar_event_terms SET end_utc_ts = end_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_event_terms DROP COLUMN end_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}ALTER TABLE calendar_event_terms RENAME COLUMN end_utc_ts TO end_utc{{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}CREATE INDEX calendar_events_listing_idx ON calendar_events (status, hide_from_listings, start_utc, end_utc){{else}}SELECT 1{{end}};
--bun:split
{{if eq .Dialect "sqlite"}}CREATE INDEX calendar_event_terms_listing_idx ON calendar_event_terms (term_id, status, hide_from_listings, start_utc, end_utc, event_id){{else}}SELECT 1{{end}};
