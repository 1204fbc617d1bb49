CREATE INDEX careers_jobs_company_status_published_idx ON careers_jobs (company_id, status, published_at);
--bun:split
DROP INDEX careers_jobs_listing_idx;
