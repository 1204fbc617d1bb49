-- The revision of an event: 0 when created, one more on every update. The
-- iCalendar feed gives it as SEQUENCE, which calendar apps compare to
-- know that a copy they hold is out of date.
ALTER TABLE calendar_events ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
