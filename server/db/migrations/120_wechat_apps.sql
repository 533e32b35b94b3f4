-- WeChat apps of a tenant (issue 19): the official account (mp) and WeChat Work
-- app (work) whose credentials sign the JS-SDK config of that tenant's pages.
-- A tenant without a row uses the server's WECHAT_APP_ID / WEWORK_CORP_ID.
-- Row-level security is applied to every tenant_id table by migrate.ts.
CREATE TABLE wechat_apps (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  kind       text NOT NULL CHECK (kind IN ('mp', 'work')),
  app_id     text NOT NULL,
  app_secret text NOT NULL,
  PRIMARY KEY (tenant_id, kind)
);
