-- Application questions of a job (job_id set) or a company's defaults,
-- which new jobs copy (job_id NULL); ordered by position.
CREATE TABLE careers_questions (
    id {{.PK}},
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    job_id BIGINT REFERENCES careers_jobs (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    kind TEXT NOT NULL,
    required BOOLEAN NOT NULL,
    texts {{.JSON}} NOT NULL,
    options {{.JSON}} NOT NULL,
    limits {{.JSON}} NOT NULL,
    file_kinds {{.JSON}} NOT NULL,
    created_at {{.Timestamp}} NOT NULL,
    updated_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX careers_questions_company_job_idx ON careers_questions (company_id, job_id, position);
--bun:split
CREATE INDEX careers_questions_job_idx ON careers_questions (job_id, position);
--bun:split
-- An application's answers, with the question as it was when answered
-- (texts and options): the question may change or go later.
CREATE TABLE careers_application_answers (
    id {{.PK}},
    application_id BIGINT NOT NULL REFERENCES careers_applications (id) ON DELETE CASCADE,
    question_id BIGINT NOT NULL,
    position INTEGER NOT NULL,
    kind TEXT NOT NULL,
    language TEXT NOT NULL,
    texts {{.JSON}} NOT NULL,
    options {{.JSON}} NOT NULL,
    value {{.JSON}} NOT NULL
);
--bun:split
CREATE INDEX careers_application_answers_app_idx ON careers_application_answers (application_id, position);
--bun:split
-- Consents a company asks applicants for; each text change is a new
-- version, kept in careers_consent_versions.
CREATE TABLE careers_consents (
    id {{.PK}},
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    required BOOLEAN NOT NULL,
    active BOOLEAN NOT NULL,
    position INTEGER NOT NULL,
    version INTEGER NOT NULL,
    texts {{.JSON}} NOT NULL,
    created_at {{.Timestamp}} NOT NULL,
    updated_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX careers_consents_company_idx ON careers_consents (company_id, position);
--bun:split
CREATE TABLE careers_consent_versions (
    consent_id BIGINT NOT NULL REFERENCES careers_consents (id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    texts {{.JSON}} NOT NULL,
    created_at {{.Timestamp}} NOT NULL,
    PRIMARY KEY (consent_id, version)
);
--bun:split
-- The consents an application gave: which version, and when.
CREATE TABLE careers_application_consents (
    application_id BIGINT NOT NULL REFERENCES careers_applications (id) ON DELETE CASCADE,
    consent_id BIGINT NOT NULL REFERENCES careers_consents (id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    given_at {{.Timestamp}} NOT NULL,
    PRIMARY KEY (application_id, consent_id)
);
--bun:split
CREATE INDEX careers_application_consents_consent_idx ON careers_application_consents (consent_id);
