-- A company's careers settings: whether it takes open applications
-- (without a job).
CREATE TABLE careers_settings (
    company_id BIGINT PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
    open_applications BOOLEAN NOT NULL DEFAULT FALSE,
    updated_at {{.Timestamp}} NOT NULL
);
