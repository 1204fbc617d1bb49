-- The public job list filters on company, status, publication and
-- closing dates and orders by publication: with closes_at in the index,
-- the count and the filter are answered from the index alone, without
-- reading each job's row.
CREATE INDEX careers_jobs_listing_idx ON careers_jobs (company_id, status, published_at, closes_at);
--bun:split
DROP INDEX careers_jobs_company_status_published_idx;
