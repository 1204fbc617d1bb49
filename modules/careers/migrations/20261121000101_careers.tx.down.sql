DROP TABLE careers_idempotency_keys;
--bun:split
DROP TABLE careers_files;
--bun:split
DROP TABLE careers_application_experience;
--bun:split
DROP TABLE careers_application_education;
--bun:split
DROP TABLE careers_applications;
--bun:split
DROP TABLE careers_job_categories;
--bun:split
DROP TABLE careers_job_locations;
--bun:split
DROP TABLE careers_job_employment_types;
--bun:split
DROP TABLE careers_job_translations;
--bun:split
DROP TABLE careers_jobs;
--bun:split
DROP TABLE careers_categories;
--bun:split
DROP TABLE careers_locations;
