-- The admin user who created each API key (NULL for keys made at the
-- command line, and for keys made before this column existed): what a
-- key writes in the calendar is authored by that user.
ALTER TABLE api_keys ADD COLUMN created_by BIGINT REFERENCES admin_users (id) ON DELETE SET NULL;
