-- The public job list orders by publication, newest first, then id
-- (ORDER BY published_at DESC, id DESC): with id right after published_at
-- the index gives the rows in that order, so a page reads its rows and
-- stops, without sorting the company's jobs; closes_at and workplace_type
-- last keep the count, the closing-date filter and the workplace filter
-- answered from the index alone.
CREATE INDEX careers_jobs_listing_order_idx ON careers_jobs (company_id, status, published_at, id, closes_at, workplace_type);
--bun:split
DROP INDEX careers_jobs_listing_idx;
