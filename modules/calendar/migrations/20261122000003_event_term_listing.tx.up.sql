-- The archive filtered by a category or tag within dates: each link of
-- an event to a term carries a copy of what the archive filters events
-- on (status, hidden from listings, start and end in UTC), kept up to
-- date by every event write, so that one index range on (term, status,
-- hidden, start) finds and counts the events of a term in a window
-- without visiting every event of the window or every event of the term
-- (event_id last: the index alone answers which events).
ALTER TABLE calendar_event_terms ADD COLUMN status TEXT NOT NULL DEFAULT '';
--bun:split
ALTER TABLE calendar_event_terms ADD COLUMN hide_from_listings BOOLEAN NOT NULL DEFAULT FALSE;
--bun:split
ALTER TABLE calendar_event_terms ADD COLUMN start_utc {{.Timestamp}};
--bun:split
ALTER TABLE calendar_event_terms ADD COLUMN end_utc {{.Timestamp}};
--bun:split
UPDATE calendar_event_terms SET
    status = (SELECT e.status FROM calendar_events e WHERE e.id = calendar_event_terms.event_id),
    hide_from_listings = (SELECT e.hide_from_listings FROM calendar_events e WHERE e.id = calendar_event_terms.event_id),
    start_utc = (SELECT e.start_utc FROM calendar_events e WHERE e.id = calendar_event_terms.event_id),
    end_utc = (SELECT e.end_utc FROM calendar_events e WHERE e.id = calendar_event_terms.event_id);
--bun:split
CREATE INDEX calendar_event_terms_listing_idx ON calendar_event_terms (term_id, status, hide_from_listings, start_utc, end_utc, event_id);
