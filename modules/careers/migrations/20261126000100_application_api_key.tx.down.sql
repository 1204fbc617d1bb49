ALTER TABLE careers_applications DROP COLUMN api_key_id;
