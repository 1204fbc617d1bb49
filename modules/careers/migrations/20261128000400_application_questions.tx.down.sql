DROP TABLE careers_application_consents;
--bun:split
DROP TABLE careers_consent_versions;
--bun:split
DROP TABLE careers_consents;
--bun:split
DROP TABLE careers_application_answers;
--bun:split
DROP TABLE careers_questions;
