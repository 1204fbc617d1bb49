DROP TABLE audit_log;
--bun:split
DROP TABLE revisions;
