-- Search at 100k jobs per tenant (bench:jobs measures it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- What a keyword is matched against: title, tags and the company's names. Kept
-- by a trigger so every writer of jobs (seed, recruiters' saveMany) fills it.
ALTER TABLE jobs ADD COLUMN search_text text NOT NULL DEFAULT '';

CREATE FUNCTION jobs_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(NEW.title || ' ' || array_to_string(NEW.tags, ' ') || ' ' ||
    coalesce((SELECT c.name || ' ' || c.short_name FROM companies c WHERE c.tenant_id = NEW.tenant_id AND c.id = NEW.company_id), ''));
  RETURN NEW;
END $$;
CREATE TRIGGER jobs_search_text BEFORE INSERT OR UPDATE OF title, tags, company_id ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_search_text();
UPDATE jobs SET title = title;

-- Trigram index: ILIKE '%词%' in any language (CJK characters make trigrams too).
CREATE INDEX jobs_search_trgm ON jobs USING gin (search_text gin_trgm_ops);
-- Nearby search: a bounding box on lat/lng narrows the rows before the exact distance.
CREATE INDEX jobs_geo ON jobs (tenant_id, lat, lng) WHERE status = 1;
-- Filters, each led by the tenant.
CREATE INDEX jobs_open_salary ON jobs (tenant_id, salary_unit, salary_max) WHERE status = 1;
CREATE INDEX jobs_open_district ON jobs (tenant_id, district_code, refreshed_at DESC) WHERE status = 1;
CREATE INDEX jobs_open_province ON jobs (tenant_id, province_code, refreshed_at DESC) WHERE status = 1;
CREATE INDEX jobs_open_city ON jobs (tenant_id, city_code, refreshed_at DESC) WHERE status = 1;
CREATE INDEX jobs_open_industry ON jobs (tenant_id, industry_id, refreshed_at DESC) WHERE status = 1;
CREATE INDEX jobs_open_position ON jobs (tenant_id, position_id, refreshed_at DESC) WHERE status = 1;
CREATE INDEX jobs_open_urgent ON jobs (tenant_id, refreshed_at DESC) WHERE status = 1 AND is_urgent;
CREATE INDEX jobs_open_new ON jobs (tenant_id, created_at DESC) WHERE status = 1;
CREATE INDEX companies_name_trgm ON companies USING gin ((name || ' ' || short_name) gin_trgm_ops);
