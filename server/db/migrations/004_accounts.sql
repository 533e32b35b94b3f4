-- Accounts: verification codes, password-reset tickets, company membership,
-- registration profile, role-switch QR keys. Row-level security is applied
-- to every tenant_id table by migrate.ts.

-- One row per code sent. Only the sha-256 of tenant, purpose, target and code
-- is stored; the latest row of a (purpose, target) is the one that counts.
CREATE TABLE verification_codes (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  id         integer GENERATED ALWAYS AS IDENTITY,
  -- login, reset, mobile, email
  purpose    text NOT NULL CHECK (purpose ~ '^[a-z]{1,20}$'),
  -- a mobile number or an e-mail address
  target     text NOT NULL,
  code_hash  text NOT NULL,
  attempts   smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX verification_codes_target ON verification_codes (tenant_id, purpose, target, id DESC);

-- A proof that a reset code was right, traded for the new password.
CREATE TABLE reset_tickets (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  -- sha-256 of the ticket; the ticket itself is never stored
  ticket_hash text NOT NULL,
  user_id     integer NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  PRIMARY KEY (tenant_id, ticket_hash),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);

-- Recruiters of a company. The owner (companies.owner_user_id) has a row too.
CREATE TABLE company_members (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  company_id integer NOT NULL,
  user_id    integer NOT NULL,
  -- position title of the recruiter, e.g. 人事经理
  position   text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, company_id, user_id),
  FOREIGN KEY (tenant_id, company_id) REFERENCES companies (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX company_members_user ON company_members (tenant_id, user_id);
INSERT INTO company_members (tenant_id, company_id, user_id)
  SELECT tenant_id, id, owner_user_id FROM companies WHERE owner_user_id IS NOT NULL
  ON CONFLICT DO NOTHING;
CREATE INDEX companies_name ON companies (tenant_id, name);

-- What registration asks (infoSave / hrInfoSave).
CREATE TABLE user_profiles (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  user_id    integer NOT NULL,
  -- 1 male, 2 female
  gender     smallint,
  birthday   date,
  degree     text,
  job_status smallint,
  -- month the user started working, YYYY-MM
  working_date text,
  hr_position text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);

-- Role switch on another device (switch/codeurl → scan → confirm → status).
CREATE TABLE switch_keys (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  -- sha-256 of the key shown in the QR code
  key_hash    text NOT NULL,
  user_id     integer NOT NULL,
  -- 0 waiting, 1 scanned, 2 confirmed, 3 consumed (status read once after confirm)
  status      smallint NOT NULL DEFAULT 0,
  role        smallint,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, key_hash),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
