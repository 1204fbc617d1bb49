DROP INDEX calendar_event_terms_listing_idx;
--bun:split
ALTER TABLE calendar_event_terms DROP COLUMN end_utc;
--bun:split
ALTER TABLE calendar_event_terms DROP COLUMN start_utc;
--bun:split
ALTER TABLE calendar_event_terms DROP COLUMN hide_from_listings;
--bun:split
ALTER TABLE calendar_event_terms DROP COLUMN status;
