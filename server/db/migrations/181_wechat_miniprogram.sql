-- Mini-programs (issue 19): a tenant's mini-program app (kind 'wxa') beside its
-- official account and WeChat Work app; the sessions codeSession opens (the
-- session_key WeChat gives stays here, the client holds only the session id);
-- and the share codes a mini-program share link carries (generateUrlLink →
-- shareCodeUse). Row-level security is applied to every tenant_id table by migrate.ts.
ALTER TABLE wechat_apps DROP CONSTRAINT IF EXISTS wechat_apps_kind_check;
ALTER TABLE wechat_apps ADD CONSTRAINT wechat_apps_kind_check CHECK (kind IN ('mp', 'work', 'wxa'));

CREATE TABLE wxa_sessions (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  id          text NOT NULL,
  openid      text NOT NULL,
  unionid     text,
  session_key text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE share_codes (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  code       text NOT NULL,
  path       text NOT NULL,
  query      text NOT NULL DEFAULT '',
  action     text NOT NULL DEFAULT '',
  data       jsonb,
  uses       integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, code)
);
