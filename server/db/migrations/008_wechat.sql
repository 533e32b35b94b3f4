-- WeChat login: an openid bound to an account of the tenant, the codes already
-- used (each OAuth code logs in once) and the bind keys handed to a WeChat user
-- whose openid is not bound yet (they log in once more to bind it).
CREATE TABLE wechat_bindings (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  openid     text NOT NULL,
  user_id    integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, openid),
  UNIQUE (tenant_id, user_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE wechat_codes_used (
  tenant_id integer NOT NULL REFERENCES agents (id),
  -- sha-256 of the OAuth code
  code_hash text NOT NULL,
  used_at   timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, code_hash)
);

CREATE TABLE wechat_bind_keys (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  -- sha-256 of the key; the key itself is never stored
  key_hash   text NOT NULL,
  openid     text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  PRIMARY KEY (tenant_id, key_hash)
);

-- Access-key login (a server-init step opens the app with ?accessKey=…): single-use keys an operator or partner issues.
CREATE TABLE access_keys (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  key_hash   text NOT NULL,
  user_id    integer NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  PRIMARY KEY (tenant_id, key_hash),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
