-- Recruiter job management, favorites, private groups and drafts.
-- Row-level security is applied to every tenant_id table by migrate.ts.

-- When the recruiter last refreshed a job by hand (saveMany refresh); refreshes
-- are rate-limited on this, not on refreshed_at, which creation also sets.
ALTER TABLE jobs ADD COLUMN manual_refreshed_at timestamptz;
ALTER TABLE jobs ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX recruit_jobs_company_status ON jobs (tenant_id, company_id, status, refreshed_at DESC);

-- Groups a user files favorites of one type into (privateGroup/*).
CREATE TABLE private_groups (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  id         integer GENERATED ALWAYS AS IDENTITY,
  user_id    integer NOT NULL,
  -- resume, job, brand, user
  type       text NOT NULL CHECK (type IN ('resume', 'job', 'brand', 'user')),
  name       text NOT NULL,
  sort       integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, user_id, type, name),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);

-- A favorite of a job, company (brand), seeker's resume (target = the seeker's
-- user id) or user. At most one group; deleting the group leaves it ungrouped
-- (the service clears group_id before deleting the group).
CREATE TABLE user_favorites (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  id         integer GENERATED ALWAYS AS IDENTITY,
  user_id    integer NOT NULL,
  type       text NOT NULL CHECK (type IN ('resume', 'job', 'brand', 'user')),
  target_id  integer NOT NULL,
  group_id   integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, user_id, type, target_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX user_favorites_list ON user_favorites (tenant_id, user_id, type, created_at DESC);
-- "Who favorited me": by the favorited item.
CREATE INDEX user_favorites_target ON user_favorites (tenant_id, type, target_id);

-- Drafts a user keeps by key (privateDrafts/*), e.g. an unfinished job posting.
CREATE TABLE private_drafts (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  user_id    integer NOT NULL,
  key        text NOT NULL,
  data       jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, key),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
