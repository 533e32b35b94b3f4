-- Nearby search picks its page from (tenant_id, lat, lng) alone: with the id
-- included that is an index-only scan, and the full rows are read for the 20
-- jobs of the page only (bench:jobs).
CREATE INDEX jobs_geo_ids ON jobs (tenant_id, lat, lng) INCLUDE (id) WHERE status = 1;
DROP INDEX jobs_geo;
