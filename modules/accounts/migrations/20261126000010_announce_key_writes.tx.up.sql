{{if eq .Dialect "pg"}}-- Announce at COMMIT the writes that cached API keys must see at once, to
-- every server on the database (internal/database.Announcer): a key
-- revoked, expiring, rescoped or deleted, a company (de)activated or
-- deleted. The payload names the schema written. A key's last-used time
-- is not announced.
CREATE FUNCTION corkboard_announce_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('corkboard_accounts', current_schema());
    RETURN NULL;
END
$$
--bun:split
CREATE TRIGGER api_keys_announce AFTER UPDATE OF revoked_at, expires_at, scopes, hash, company_id OR DELETE ON api_keys
    FOR EACH STATEMENT EXECUTE FUNCTION corkboard_announce_accounts()
--bun:split
CREATE TRIGGER companies_announce AFTER UPDATE OF active OR DELETE ON companies
    FOR EACH STATEMENT EXECUTE FUNCTION corkboard_announce_accounts()
{{else}}-- SQLite: one server process; nothing to announce.
SELECT 1
{{end}}
