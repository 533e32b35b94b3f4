-- Common data of the job-hunting loop: area coordinates (getLocation answers
-- the nearest area without a third party), landmarks, company photos and the
-- seekers' search history.

-- Approximate centre of an area; null where the seed has none (getLocation skips those).
ALTER TABLE areas ADD COLUMN lat double precision;
ALTER TABLE areas ADD COLUMN lng double precision;

-- Places people search by (business districts, stations, roads). Reference data shared by every tenant.
CREATE TABLE landmarks (
  id          integer PRIMARY KEY,
  city_code   text NOT NULL,
  district_code text,
  name        text NOT NULL,
  -- 1 business district, 2 station, 3 road
  kind        smallint NOT NULL,
  lat         double precision NOT NULL,
  lng         double precision NOT NULL
);
CREATE INDEX landmarks_city ON landmarks (city_code, kind);

-- Photos of a company's office (files/ paths or absolute URLs), shown on /company/:id.
ALTER TABLE companies ADD COLUMN photos text[] NOT NULL DEFAULT '{}';
-- Benefits the company offers (五险一金, 双休, …).
ALTER TABLE companies ADD COLUMN welfare text[] NOT NULL DEFAULT '{}';

-- Words a user searched (search/historyFind, historyClear); one row per word, the latest time kept.
CREATE TABLE user_search_history (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  user_id     integer NOT NULL,
  keyword     text NOT NULL,
  searched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, keyword),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX user_search_history_recent ON user_search_history (tenant_id, user_id, searched_at DESC);
