-- The API key that created an application: only that key reads it back
-- (GET /content/v1/applications/{id}, the links.self of its creation).
-- NULL for applications created otherwise (the admin, the system) and
-- for those created before this migration.
ALTER TABLE careers_applications ADD COLUMN api_key_id BIGINT;
