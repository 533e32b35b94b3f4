-- A city search usually comes with a pay band: with the band in the index the
-- heap is read only for jobs in the city and band (bench:jobs showed the city
-- index alone reading every job of a big city to check the pay).
CREATE INDEX jobs_open_city_salary ON jobs (tenant_id, city_code, salary_unit, salary_max, salary_min) WHERE status = 1;
CREATE INDEX jobs_open_province_salary ON jobs (tenant_id, province_code, salary_unit, salary_max, salary_min) WHERE status = 1;
