CREATE TABLE revisions (
    id {{.PK}},
    record_type TEXT NOT NULL,
    record_id BIGINT NOT NULL,
    company_id BIGINT NOT NULL DEFAULT 0,
    number INTEGER NOT NULL,
    action TEXT NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    actor_kind TEXT NOT NULL,
    actor_id BIGINT NOT NULL DEFAULT 0,
    actor TEXT NOT NULL DEFAULT '',
    snapshot TEXT NOT NULL,
    changes TEXT NOT NULL,
    created_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE UNIQUE INDEX revisions_record_idx ON revisions (record_type, record_id, number);
--bun:split
CREATE TABLE audit_log (
    id {{.PK}},
    created_at {{.Timestamp}} NOT NULL,
    action TEXT NOT NULL,
    actor_kind TEXT NOT NULL,
    actor_id BIGINT NOT NULL DEFAULT 0,
    actor TEXT NOT NULL DEFAULT '',
    company_id BIGINT NOT NULL DEFAULT 0,
    record_type TEXT NOT NULL DEFAULT '',
    record_id BIGINT NOT NULL DEFAULT 0,
    summary TEXT NOT NULL DEFAULT '',
    ip TEXT NOT NULL DEFAULT '',
    user_agent TEXT NOT NULL DEFAULT ''
);
--bun:split
CREATE INDEX audit_log_created_idx ON audit_log (created_at);
--bun:split
CREATE INDEX audit_log_record_idx ON audit_log (record_type, record_id);
--bun:split
CREATE INDEX audit_log_actor_idx ON audit_log (actor_kind, actor_id);
