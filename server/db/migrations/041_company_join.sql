-- Company membership by approval (issue 13). company_members holds approved
-- members only, so every existing membership check counts approved members and
-- nothing else; a request to join lives in company_join_requests until an owner
-- or admin approves it. Row-level security is applied by migrate.ts.

-- owner, admin or member. companies.owner_user_id stays one of the owners.
ALTER TABLE company_members ADD COLUMN role text NOT NULL DEFAULT 'member' CHECK (role IN ('owner', 'admin', 'member'));
INSERT INTO company_members (tenant_id, company_id, user_id, role)
  SELECT tenant_id, id, owner_user_id, 'owner' FROM companies WHERE owner_user_id IS NOT NULL
  ON CONFLICT (tenant_id, company_id, user_id) DO UPDATE SET role = 'owner';
CREATE INDEX company_members_role ON company_members (tenant_id, company_id, role);

CREATE TABLE company_join_requests (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  id          integer GENERATED ALWAYS AS IDENTITY,
  company_id  integer NOT NULL,
  user_id     integer NOT NULL,
  -- position the requester gave, copied to the membership on approval
  position    text NOT NULL DEFAULT '',
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused', 'cancelled')),
  created_at  timestamptz NOT NULL,
  resolved_at timestamptz,
  -- the owner or admin who approved or refused (the requester when cancelled)
  resolved_by integer,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, company_id) REFERENCES companies (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
-- One pending request per user and company, whatever the concurrency.
CREATE UNIQUE INDEX company_join_requests_pending ON company_join_requests (tenant_id, company_id, user_id) WHERE status = 'pending';
CREATE INDEX company_join_requests_company ON company_join_requests (tenant_id, company_id, status, id);
CREATE INDEX company_join_requests_user ON company_join_requests (tenant_id, user_id, id DESC);
