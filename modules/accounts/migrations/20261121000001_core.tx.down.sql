DROP TABLE sessions;
--bun:split
DROP TABLE app_passwords;
--bun:split
DROP TABLE admin_users;
--bun:split
DROP TABLE api_keys;
--bun:split
DROP TABLE companies;
