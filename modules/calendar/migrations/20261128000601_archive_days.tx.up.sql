-- Exact archive totals without counting events one by one (archive_days.go).
-- calendar_archive_days holds, per UTC day (days since 1970-01-01), the
-- number of events of each status starting that day that last at most a
-- day and are listed, for all events (kind 'a', ref 0) and per category
-- or tag ('t', term id), venue ('v') and organizer ('o'). A total is then
-- a sum over the days the window covers whole, plus a count of the few
-- events at its edges and of the long ones (calendar_archive_long).
-- calendar_archive_ledger says what each event adds, so that a write
-- takes back exactly what the event added before.
CREATE TABLE calendar_archive_days (
    kind TEXT NOT NULL,
    ref BIGINT NOT NULL,
    status TEXT NOT NULL,
    day BIGINT NOT NULL,
    n BIGINT NOT NULL,
    PRIMARY KEY (kind, ref, status, day)
);
--bun:split
CREATE TABLE calendar_archive_ledger (
    event_id BIGINT NOT NULL,
    kind TEXT NOT NULL,
    ref BIGINT NOT NULL,
    status TEXT NOT NULL,
    day BIGINT NOT NULL,
    PRIMARY KEY (event_id, kind, ref)
);
--bun:split
CREATE INDEX calendar_archive_ledger_ref_idx ON calendar_archive_ledger (kind, ref);
--bun:split
-- Listed events lasting more than a day, counted one by one.
CREATE TABLE calendar_archive_long (
    event_id BIGINT NOT NULL PRIMARY KEY,
    status TEXT NOT NULL,
    start_utc {{if eq .Dialect "sqlite"}}TEXT{{else}}TIMESTAMPTZ{{end}} NOT NULL,
    end_utc {{if eq .Dialect "sqlite"}}TEXT{{else}}TIMESTAMPTZ{{end}} NOT NULL
);
--bun:split
CREATE INDEX calendar_archive_long_idx ON calendar_archive_long (status, start_utc, end_utc, event_id);
--bun:split
INSERT INTO calendar_archive_long (event_id, status, start_utc, end_utc)
SELECT id, status, start_utc, end_utc FROM calendar_events
WHERE NOT hide_from_listings AND
{{if eq .Dialect "sqlite"}}strftime('%s', end_utc) - strftime('%s', start_utc) > 86400{{else}}end_utc - start_utc > interval '1 day'{{end}};
--bun:split
INSERT INTO calendar_archive_ledger (event_id, kind, ref, status, day)
SELECT e.id, 'a', 0, e.status, {{if eq .Dialect "sqlite"}}CAST((strftime('%s', e.start_utc) - ((strftime('%s', e.start_utc) % 86400) + 86400) % 86400) / 86400 AS INTEGER){{else}}floor(extract(epoch FROM e.start_utc) / 86400)::bigint{{end}}
FROM calendar_events e WHERE NOT e.hide_from_listings AND e.id NOT IN (SELECT event_id FROM calendar_archive_long);
--bun:split
INSERT INTO calendar_archive_ledger (event_id, kind, ref, status, day)
SELECT e.id, 'v', e.venue_id, l.status, l.day FROM calendar_events e JOIN calendar_archive_ledger l ON l.event_id = e.id AND l.kind = 'a'
WHERE e.venue_id IS NOT NULL;
--bun:split
INSERT INTO calendar_archive_ledger (event_id, kind, ref, status, day)
SELECT et.event_id, 't', et.term_id, l.status, l.day FROM calendar_event_terms et JOIN calendar_archive_ledger l ON l.event_id = et.event_id AND l.kind = 'a';
--bun:split
INSERT INTO calendar_archive_ledger (event_id, kind, ref, status, day)
SELECT eo.event_id, 'o', eo.organizer_id, l.status, l.day FROM calendar_event_organizers eo JOIN calendar_archive_ledger l ON l.event_id = eo.event_id AND l.kind = 'a';
--bun:split
INSERT INTO calendar_archive_days (kind, ref, status, day, n)
SELECT kind, ref, status, day, count(*) FROM calendar_archive_ledger GROUP BY kind, ref, status, day;
