-- System calls of spec §7 (issue 19): client error reports, the user's own log and
-- companies' work addresses. Row-level security is applied to every tenant_id table by migrate.ts.

-- Errors browsers reported through /api-user/system/webError. Reports of the same kind,
-- message and first stack line are counted on one row (fingerprint), so a loop of one
-- error is one row with a large count, not thousands of rows.
CREATE TABLE client_errors (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  id          integer GENERATED ALWAYS AS IDENTITY,
  fingerprint text NOT NULL,
  -- error, rejection or chunk
  kind        text NOT NULL,
  message     text NOT NULL,
  stack       text NOT NULL DEFAULT '',
  url         text NOT NULL DEFAULT '',
  version     text NOT NULL DEFAULT '',
  user_agent  text NOT NULL DEFAULT '',
  -- the last reporter that was logged in, if any
  user_id     integer,
  count       integer NOT NULL DEFAULT 1,
  first_at    timestamptz NOT NULL DEFAULT now(),
  last_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, fingerprint)
);
CREATE INDEX client_errors_last ON client_errors (tenant_id, last_at DESC);

-- The user's own log: where they were (the t0 location log) and when they were active.
CREATE TABLE user_logs (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  id         integer GENERATED ALWAYS AS IDENTITY,
  user_id    integer NOT NULL,
  -- location or active
  kind       text NOT NULL,
  data       jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX user_logs_user ON user_logs (tenant_id, user_id, created_at DESC);

-- Work addresses of a company (/v1/t0/userBrandAddress*); at most one default per company.
CREATE TABLE company_addresses (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  id         integer GENERATED ALWAYS AS IDENTITY,
  company_id integer NOT NULL,
  name       text NOT NULL DEFAULT '',
  address    text NOT NULL,
  lat        double precision,
  lng        double precision,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, company_id) REFERENCES companies (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX company_addresses_company ON company_addresses (tenant_id, company_id);
CREATE UNIQUE INDEX company_addresses_one_default ON company_addresses (tenant_id, company_id) WHERE is_default;
