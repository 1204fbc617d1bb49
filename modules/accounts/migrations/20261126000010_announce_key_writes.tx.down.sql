{{if eq .Dialect "pg"}}DROP TRIGGER companies_announce ON companies
--bun:split
DROP TRIGGER api_keys_announce ON api_keys
--bun:split
DROP FUNCTION corkboard_announce_accounts()
{{else}}SELECT 1
{{end}}
