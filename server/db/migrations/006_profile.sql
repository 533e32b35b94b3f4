-- Profile and settings: extra mobile numbers, shielded companies, contact
-- card, real-name verification and single-use QR keys (contact card, device
-- authorisation). Row-level security is applied by migrate.ts.

-- Numbers an account holds beside its login number (users.mobile).
CREATE TABLE user_mobiles (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  user_id    integer NOT NULL,
  mobile     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, mobile),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);

-- Companies a job seeker hides from: their recruiters never see the resume.
CREATE TABLE user_shields (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  user_id    integer NOT NULL,
  company_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, company_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, company_id) REFERENCES companies (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX user_shields_company ON user_shields (tenant_id, company_id);

-- The contact card, revealed to others only when they may see it.
CREATE TABLE user_contacts (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  user_id    integer NOT NULL,
  wechat     text NOT NULL DEFAULT '',
  mobile     text NOT NULL DEFAULT '',
  email      text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);

-- Real-name verification. The number itself is kept only as a keyed hash and a masked form.
CREATE TABLE user_real_names (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  user_id     integer NOT NULL,
  name        text NOT NULL,
  id_hash     text NOT NULL,
  id_masked   text NOT NULL,
  verified_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, user_id),
  -- one identity verifies one account per tenant
  UNIQUE (tenant_id, id_hash),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);

-- Single-use keys shown as QR codes: kind 'contact' (add a contact card),
-- 'authorize' (a logged-in phone lets another device log in) or 'wechat'
-- (WeChat scan login: the phone's WeChat OAuth return confirms the key).
CREATE TABLE qr_keys (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  -- sha-256 of the key; the key itself is never stored
  key_hash   text NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('contact', 'authorize', 'wechat')),
  -- contact: the card's owner; authorize: the user who confirmed (null until then)
  user_id    integer,
  -- 0 waiting, 1 scanned, 2 confirmed, 3 consumed, 4 refused
  status     smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, key_hash)
);

-- The job contact number a recruiter syncs from the account (mobileSyncJob).
ALTER TABLE jobs ADD COLUMN contact_mobile text NOT NULL DEFAULT '';
