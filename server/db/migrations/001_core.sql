-- Core tables. Tenant-owned tables carry tenant_id leading their primary key
-- (distributable by tenant on Citus); row-level security is applied to every
-- table with a tenant_id column by server/db/migrate.ts, not here, so a new
-- table cannot forget it.

-- Agents are the tenants themselves: global, not tenant-owned.
CREATE TABLE agents (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agent_key       text NOT NULL UNIQUE,
  aaid            text NOT NULL,
  acid            text NOT NULL,
  name            text NOT NULL,
  site_url        text NOT NULL,
  api_url         text NOT NULL DEFAULT '',
  saas_url        text NOT NULL DEFAULT '',
  -- 1 active, 0 disabled
  status          smallint NOT NULL DEFAULT 1,
  rsa_key_id      text NOT NULL,
  rsa_public_key  text NOT NULL,
  rsa_private_key text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);

-- Reference data shared by every tenant (Citus reference tables).
CREATE TABLE areas (
  code        text PRIMARY KEY,
  parent_code text,
  -- 1 province, 2 city, 3 district
  level       smallint NOT NULL,
  name        text NOT NULL
);
CREATE INDEX areas_parent ON areas (parent_code);
CREATE INDEX areas_level ON areas (level);

CREATE TABLE industries (
  id   integer PRIMARY KEY,
  pid  integer NOT NULL DEFAULT 0,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE positions (
  id    integer PRIMARY KEY,
  pid   integer NOT NULL DEFAULT 0,
  level smallint NOT NULL,
  name  text NOT NULL
);

CREATE TABLE app_settings (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  data       jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id)
);

CREATE TABLE users (
  tenant_id     integer NOT NULL REFERENCES agents (id),
  id            integer GENERATED ALWAYS AS IDENTITY,
  mobile        text NOT NULL,
  account       text,
  email         text,
  password_hash text NOT NULL,
  name          text NOT NULL DEFAULT '',
  avatar        text NOT NULL DEFAULT '',
  -- 0 job seeker, 1 recruiter, 3 company
  role          smallint NOT NULL DEFAULT 0,
  -- 1 active, 2 blocked
  status        smallint NOT NULL DEFAULT 1,
  blocked_reason text,
  login_num     integer NOT NULL DEFAULT 0,
  setting       jsonb NOT NULL DEFAULT '{"salaryUnit":1}',
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, mobile),
  UNIQUE (tenant_id, account)
);

CREATE TABLE sessions (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  -- sha-256 of the access token; the token itself is never stored
  token_hash  text NOT NULL,
  user_id     integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  -- set when the token was rotated; the old token stays valid for a short grace
  replaced_at timestamptz,
  PRIMARY KEY (tenant_id, token_hash),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX sessions_user ON sessions (tenant_id, user_id);

CREATE TABLE operators (
  tenant_id     integer NOT NULL REFERENCES agents (id),
  id            integer GENERATED ALWAYS AS IDENTITY,
  account       text NOT NULL,
  password_hash text NOT NULL,
  name          text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, account)
);

CREATE TABLE companies (
  tenant_id     integer NOT NULL REFERENCES agents (id),
  id            integer GENERATED ALWAYS AS IDENTITY,
  name          text NOT NULL,
  short_name    text NOT NULL,
  logo          text NOT NULL DEFAULT '',
  industry_id   integer NOT NULL,
  -- e.g. 100-499人
  scale         text NOT NULL,
  -- e.g. 民营, 国企, 外资
  nature        text NOT NULL,
  city_code     text NOT NULL,
  district_code text NOT NULL,
  address       text NOT NULL,
  lat           double precision NOT NULL,
  lng           double precision NOT NULL,
  intro         text NOT NULL DEFAULT '',
  verified      boolean NOT NULL DEFAULT false,
  owner_user_id integer,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE jobs (
  tenant_id     integer NOT NULL REFERENCES agents (id),
  id            integer GENERATED ALWAYS AS IDENTITY,
  company_id    integer NOT NULL,
  recruiter_id  integer,
  title         text NOT NULL,
  -- salary in yuan per salary_unit (1 month, 2 day, 3 hour)
  salary_min    integer NOT NULL,
  salary_max    integer NOT NULL,
  salary_unit   smallint NOT NULL DEFAULT 1,
  province_code text NOT NULL,
  city_code     text NOT NULL,
  district_code text NOT NULL,
  address       text NOT NULL,
  lat           double precision NOT NULL,
  lng           double precision NOT NULL,
  industry_id   integer NOT NULL,
  position_id   integer NOT NULL,
  experience    text NOT NULL,
  degree        text NOT NULL,
  -- 1 full-time, 2 part-time, 3 internship
  job_type      smallint NOT NULL DEFAULT 1,
  tags          text[] NOT NULL DEFAULT '{}',
  description   text NOT NULL,
  -- 1 open, 0 closed
  status        smallint NOT NULL DEFAULT 1,
  is_urgent     boolean NOT NULL DEFAULT false,
  views         integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  refreshed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, company_id) REFERENCES companies (tenant_id, id)
);
CREATE INDEX jobs_list ON jobs (tenant_id, status, refreshed_at DESC);
CREATE INDEX jobs_city ON jobs (tenant_id, city_code, status);
CREATE INDEX jobs_company ON jobs (tenant_id, company_id);

CREATE TABLE articles (
  tenant_id    integer NOT NULL REFERENCES agents (id),
  id           integer GENERATED ALWAYS AS IDENTITY,
  -- 1 news, 2 notice
  kind         smallint NOT NULL,
  category     text NOT NULL,
  title        text NOT NULL,
  summary      text NOT NULL,
  content      text NOT NULL,
  cover        text NOT NULL DEFAULT '',
  views        integer NOT NULL DEFAULT 0,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX articles_list ON articles (tenant_id, kind, published_at DESC);

-- Counters for rate limits when no Redis is configured (fixed windows).
CREATE TABLE rate_limits (
  key        text NOT NULL,
  window_end timestamptz NOT NULL,
  hits       integer NOT NULL,
  PRIMARY KEY (key)
);
