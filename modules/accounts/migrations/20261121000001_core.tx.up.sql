CREATE TABLE companies (
    id {{.PK}},
    name TEXT NOT NULL,
    email TEXT NOT NULL DEFAULT '',
    active BOOLEAN NOT NULL DEFAULT TRUE,
    subdomain TEXT NOT NULL,
    domainalias TEXT,
    domainalias_verified BOOLEAN,
    website TEXT NOT NULL DEFAULT '',
    jobsite_url TEXT NOT NULL DEFAULT '',
    logo_key TEXT,
    logo_original_name TEXT,
    social {{.JSON}} NOT NULL DEFAULT '{}',
    description {{.JSON}} NOT NULL DEFAULT '{}',
    cors_origins {{.JSON}} NOT NULL DEFAULT '[]',
    created_at {{.Timestamp}} NOT NULL,
    updated_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE UNIQUE INDEX companies_subdomain_key ON companies (subdomain);
--bun:split
CREATE TABLE api_keys (
    id {{.PK}},
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    name TEXT NOT NULL DEFAULT '',
    prefix TEXT NOT NULL,
    hash TEXT NOT NULL,
    scopes {{.JSON}} NOT NULL DEFAULT '[]',
    created_at {{.Timestamp}} NOT NULL,
    expires_at {{.Timestamp}},
    revoked_at {{.Timestamp}},
    last_used_at {{.Timestamp}}
);
--bun:split
CREATE UNIQUE INDEX api_keys_hash_key ON api_keys (hash);
--bun:split
CREATE INDEX api_keys_company_id_idx ON api_keys (company_id);
--bun:split
CREATE TABLE admin_users (
    id {{.PK}},
    email TEXT NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL,
    active BOOLEAN NOT NULL DEFAULT TRUE,
    created_at {{.Timestamp}} NOT NULL,
    updated_at {{.Timestamp}} NOT NULL,
    last_login_at {{.Timestamp}}
);
--bun:split
CREATE UNIQUE INDEX admin_users_email_key ON admin_users (email);
--bun:split
CREATE TABLE app_passwords (
    id {{.PK}},
    user_id BIGINT NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
    name TEXT NOT NULL DEFAULT '',
    hash TEXT NOT NULL,
    created_at {{.Timestamp}} NOT NULL,
    revoked_at {{.Timestamp}},
    last_used_at {{.Timestamp}}
);
--bun:split
CREATE UNIQUE INDEX app_passwords_hash_key ON app_passwords (hash);
--bun:split
CREATE INDEX app_passwords_user_id_idx ON app_passwords (user_id);
--bun:split
CREATE TABLE sessions (
    id {{.PK}},
    token_hash TEXT NOT NULL,
    csrf_token TEXT NOT NULL,
    user_id BIGINT NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
    created_at {{.Timestamp}} NOT NULL,
    expires_at {{.Timestamp}} NOT NULL,
    last_seen_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE UNIQUE INDEX sessions_token_hash_key ON sessions (token_hash);
--bun:split
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
