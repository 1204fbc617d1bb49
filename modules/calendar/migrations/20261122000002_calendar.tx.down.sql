DROP TABLE calendar_term_translations;
--bun:split
DROP TABLE calendar_translations;
--bun:split
DROP TABLE calendar_event_terms;
--bun:split
DROP TABLE calendar_terms;
--bun:split
DROP TABLE calendar_event_organizers;
--bun:split
DROP TABLE calendar_events;
--bun:split
DROP TABLE calendar_organizers;
--bun:split
DROP TABLE calendar_venues;
--bun:split
DROP TABLE calendar_posts;
