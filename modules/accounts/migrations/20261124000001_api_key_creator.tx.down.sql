ALTER TABLE api_keys DROP COLUMN created_by;
