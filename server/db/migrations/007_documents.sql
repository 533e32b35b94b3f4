-- Documents a tenant publishes (user agreement, privacy policy, …), read by
-- key through /api-user/common/document/*. A key with no row is answered with
-- the built-in text (server/modules/document/defaults.ts).
CREATE TABLE documents (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  key        text NOT NULL CHECK (key ~ '^[a-z][a-z0-9-]{0,39}$'),
  title      text NOT NULL,
  -- HTML; scripts are removed when answered and the client sanitises again
  content    text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, key)
);
