-- Design runtime: operator sessions, the global design, design pages with
-- immutable revisions, and lives. Row-level security is applied to every
-- table with a tenant_id column by server/db/migrate.ts.

CREATE TABLE operator_sessions (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  -- sha-256 of the access token; the token itself is never stored
  token_hash  text NOT NULL,
  operator_id integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, token_hash),
  FOREIGN KEY (tenant_id, operator_id) REFERENCES operators (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX operator_sessions_operator ON operator_sessions (tenant_id, operator_id);

-- The global design of a tenant (footer, theme tokens, float tooltip); one row per tenant.
CREATE TABLE design (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  data       jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id)
);

-- One row per page key; updated_at is the time of the last publish (or rollback),
-- which is what clients cache the page by. Saving a draft does not touch it.
CREATE TABLE design_pages (
  tenant_id             integer NOT NULL REFERENCES agents (id),
  page                  text NOT NULL,
  title                 text NOT NULL DEFAULT '',
  published_revision_id integer,
  updated_at            timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, page)
);

-- Revisions are immutable: publishing points design_pages.published_revision_id
-- at one and changes statuses; the body, page and author never change (trigger below).
CREATE TABLE design_page_revisions (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  id         integer GENERATED ALWAYS AS IDENTITY,
  page       text NOT NULL,
  status     text NOT NULL CHECK (status IN ('draft', 'published', 'archived')),
  body       jsonb NOT NULL,
  note       text NOT NULL DEFAULT '',
  -- the operator who saved it; NULL for the seeded defaults
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, page) REFERENCES design_pages (tenant_id, page)
);
CREATE INDEX design_page_revisions_page ON design_page_revisions (tenant_id, page, id DESC);

ALTER TABLE design_pages
  ADD FOREIGN KEY (tenant_id, published_revision_id) REFERENCES design_page_revisions (tenant_id, id);

CREATE FUNCTION design_page_revisions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.body IS DISTINCT FROM OLD.body OR NEW.page IS DISTINCT FROM OLD.page
     OR NEW.created_by IS DISTINCT FROM OLD.created_by OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'design page revisions are immutable (only status may change)';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER design_page_revisions_immutable BEFORE UPDATE ON design_page_revisions
  FOR EACH ROW EXECUTE FUNCTION design_page_revisions_immutable();

CREATE TABLE lives (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  id         integer GENERATED ALWAYS AS IDENTITY,
  company_id integer NOT NULL,
  title      text NOT NULL,
  cover      text NOT NULL DEFAULT '',
  -- 0 upcoming, 1 live now, 2 ended
  status     smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  start_at   timestamptz NOT NULL,
  viewers    integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, company_id) REFERENCES companies (tenant_id, id)
);
CREATE INDEX lives_list ON lives (tenant_id, status, start_at);
