CREATE TABLE careers_locations (
    id {{.PK}},
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    street TEXT NOT NULL DEFAULT '',
    postal_code TEXT NOT NULL DEFAULT '',
    city TEXT NOT NULL,
    country TEXT NOT NULL,
    phone TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    lat {{.Float}} NOT NULL,
    lng {{.Float}} NOT NULL,
    created_at {{.Timestamp}} NOT NULL,
    updated_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX careers_locations_company_id_idx ON careers_locations (company_id);
--bun:split
CREATE TABLE careers_categories (
    id {{.PK}},
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    name {{.JSON}} NOT NULL DEFAULT '{}',
    created_at {{.Timestamp}} NOT NULL,
    updated_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX careers_categories_company_id_idx ON careers_categories (company_id);
--bun:split
CREATE TABLE careers_jobs (
    id {{.PK}},
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    reference TEXT,
    default_language TEXT NOT NULL,
    workplace_type TEXT NOT NULL,
    experience_level TEXT,
    salary {{.JSON}},
    hours_per_week {{.JSON}},
    application_form {{.JSON}} NOT NULL,
    image_key TEXT,
    published_at {{.Timestamp}},
    closes_at {{.Timestamp}},
    created_at {{.Timestamp}} NOT NULL,
    updated_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX careers_jobs_company_status_published_idx ON careers_jobs (company_id, status, published_at);
--bun:split
CREATE INDEX careers_jobs_company_updated_idx ON careers_jobs (company_id, updated_at);
--bun:split
CREATE TABLE careers_job_translations (
    job_id BIGINT NOT NULL REFERENCES careers_jobs (id) ON DELETE CASCADE,
    language TEXT NOT NULL,
    title TEXT NOT NULL,
    slug TEXT NOT NULL,
    summary TEXT,
    description TEXT,
    profile TEXT,
    offer TEXT,
    search_text TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (job_id, language)
);
--bun:split
CREATE TABLE careers_job_employment_types (
    job_id BIGINT NOT NULL REFERENCES careers_jobs (id) ON DELETE CASCADE,
    employment_type TEXT NOT NULL,
    PRIMARY KEY (job_id, employment_type)
);
--bun:split
CREATE INDEX careers_job_employment_types_type_idx ON careers_job_employment_types (employment_type, job_id);
--bun:split
CREATE TABLE careers_job_locations (
    job_id BIGINT NOT NULL REFERENCES careers_jobs (id) ON DELETE CASCADE,
    location_id BIGINT NOT NULL REFERENCES careers_locations (id) ON DELETE CASCADE,
    PRIMARY KEY (job_id, location_id)
);
--bun:split
CREATE INDEX careers_job_locations_location_idx ON careers_job_locations (location_id, job_id);
--bun:split
CREATE TABLE careers_job_categories (
    job_id BIGINT NOT NULL REFERENCES careers_jobs (id) ON DELETE CASCADE,
    category_id BIGINT NOT NULL REFERENCES careers_categories (id) ON DELETE CASCADE,
    PRIMARY KEY (job_id, category_id)
);
--bun:split
CREATE INDEX careers_job_categories_category_idx ON careers_job_categories (category_id, job_id);
--bun:split
CREATE TABLE careers_applications (
    id {{.PK}},
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    job_id BIGINT NOT NULL REFERENCES careers_jobs (id),
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL DEFAULT '',
    motivation TEXT NOT NULL DEFAULT '',
    disclaimer BOOLEAN NOT NULL,
    referrer TEXT NOT NULL DEFAULT '',
    created_at {{.Timestamp}} NOT NULL,
    updated_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX careers_applications_company_created_idx ON careers_applications (company_id, created_at);
--bun:split
CREATE INDEX careers_applications_job_id_idx ON careers_applications (job_id);
--bun:split
CREATE TABLE careers_application_education (
    id {{.PK}},
    application_id BIGINT NOT NULL REFERENCES careers_applications (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    institution TEXT NOT NULL DEFAULT '',
    short_description TEXT NOT NULL DEFAULT '',
    date_from TEXT NOT NULL DEFAULT '',
    date_to TEXT NOT NULL DEFAULT ''
);
--bun:split
CREATE INDEX careers_application_education_app_idx ON careers_application_education (application_id);
--bun:split
CREATE TABLE careers_application_experience (
    id {{.PK}},
    application_id BIGINT NOT NULL REFERENCES careers_applications (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    company TEXT NOT NULL,
    job_title TEXT NOT NULL DEFAULT '',
    job_description TEXT NOT NULL DEFAULT '',
    tasks TEXT NOT NULL DEFAULT '',
    date_from TEXT NOT NULL DEFAULT '',
    date_to TEXT NOT NULL DEFAULT ''
);
--bun:split
CREATE INDEX careers_application_experience_app_idx ON careers_application_experience (application_id);
--bun:split
CREATE TABLE careers_files (
    id {{.PK}},
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    media_type TEXT NOT NULL,
    name_original TEXT NOT NULL,
    size BIGINT NOT NULL,
    storage_key TEXT NOT NULL,
    status TEXT NOT NULL,
    purpose TEXT,
    application_id BIGINT REFERENCES careers_applications (id) ON DELETE CASCADE,
    expires_at {{.Timestamp}},
    created_at {{.Timestamp}} NOT NULL,
    updated_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE UNIQUE INDEX careers_files_storage_key_key ON careers_files (storage_key);
--bun:split
CREATE INDEX careers_files_status_expires_idx ON careers_files (status, expires_at);
--bun:split
CREATE INDEX careers_files_application_id_idx ON careers_files (application_id);
--bun:split
CREATE INDEX careers_files_company_id_idx ON careers_files (company_id);
--bun:split
CREATE TABLE careers_idempotency_keys (
    id {{.PK}},
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    idempotency_key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    application_id BIGINT NOT NULL REFERENCES careers_applications (id) ON DELETE CASCADE,
    created_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE UNIQUE INDEX careers_idempotency_keys_company_key ON careers_idempotency_keys (company_id, idempotency_key);
--bun:split
CREATE INDEX careers_idempotency_keys_created_idx ON careers_idempotency_keys (created_at);
