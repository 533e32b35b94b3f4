-- The operator studio's audit log: every publish, rollback and page delete, written
-- in the same transaction as the change it records. Rows are never updated.
-- Row-level security is applied by server/db/migrate.ts like every tenant table.
CREATE TABLE design_audit (
  tenant_id            integer NOT NULL REFERENCES agents (id),
  id                   integer GENERATED ALWAYS AS IDENTITY,
  action               text NOT NULL CHECK (action IN ('publish', 'rollback', 'delete')),
  page                 text NOT NULL,
  -- the revision published or rolled back to; NULL for a delete
  revision_id          integer,
  -- the revision users saw before; NULL when the built-in default was served
  previous_revision_id integer,
  -- no foreign key: the log outlives operators and pages
  operator_id          integer,
  operator_name        text NOT NULL DEFAULT '',
  created_at           timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX design_audit_page ON design_audit (tenant_id, page, id DESC);
