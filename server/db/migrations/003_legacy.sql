-- Legacy (74cms) address redirects: old record ids mapped to new ones, per
-- tenant and kind. key is the old id with an optional marker (a = news,
-- n = notice, for kind article). Row-level security is applied by migrate.ts.

CREATE TABLE legacy_mappings (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  kind       text NOT NULL CHECK (kind IN ('job', 'brand', 'article', 'resume')),
  key        text NOT NULL CHECK (key ~ '^[an]?[0-9]{1,12}$'),
  new_id     integer NOT NULL CHECK (new_id > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, kind, key)
);
