CREATE INDEX careers_jobs_listing_idx ON careers_jobs (company_id, status, published_at, closes_at);
--bun:split
DROP INDEX careers_jobs_listing_order_idx;
