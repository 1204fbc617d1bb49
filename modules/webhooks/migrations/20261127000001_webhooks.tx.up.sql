CREATE TABLE webhook_endpoints (
    id {{.PK}},
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    events {{.JSON}} NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    active BOOLEAN NOT NULL DEFAULT TRUE,
    include_pii BOOLEAN NOT NULL DEFAULT FALSE,
    secret TEXT NOT NULL,
    disabled_reason TEXT NOT NULL DEFAULT '',
    failing_since {{.Timestamp}},
    created_at {{.Timestamp}} NOT NULL,
    updated_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX webhook_endpoints_company_idx ON webhook_endpoints (company_id, active);
--bun:split
CREATE TABLE webhook_deliveries (
    id {{.PK}},
    endpoint_id BIGINT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    company_id BIGINT NOT NULL,
    message_id TEXT NOT NULL,
    event_type TEXT NOT NULL,
    payload TEXT NOT NULL,
    attempt INTEGER NOT NULL,
    succeeded BOOLEAN NOT NULL,
    status_code INTEGER NOT NULL DEFAULT 0,
    response TEXT NOT NULL DEFAULT '',
    error TEXT NOT NULL DEFAULT '',
    duration_ms BIGINT NOT NULL DEFAULT 0,
    created_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id);
--bun:split
CREATE INDEX webhook_deliveries_created_idx ON webhook_deliveries (created_at);
