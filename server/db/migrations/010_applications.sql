-- Job applications (job sendResume). Shared by the job-hunting loop, the
-- resume pages (contact details unmask for a recruiter once a seeker applied
-- to the recruiter's company) and chat (system messages on state changes).
CREATE TABLE job_applications (
  tenant_id     integer NOT NULL REFERENCES agents (id),
  id            integer GENERATED ALWAYS AS IDENTITY,
  job_id        integer NOT NULL,
  -- the company of the job at the time of applying
  company_id    integer NOT NULL,
  -- the job seeker (users.id)
  seeker_id     integer NOT NULL,
  -- 0 the online resume, 1 an attachment (attachment_id)
  resume_kind   smallint NOT NULL DEFAULT 0,
  attachment_id integer,
  note          text NOT NULL DEFAULT '',
  -- 'job' or 'live' (sendResume with a liveId) and the id of that model
  model         text NOT NULL DEFAULT 'job',
  model_id      integer,
  -- 1 submitted, 2 viewed, 3 invited to interview, 4 passed, 5 rejected, 6 cancelled by the seeker
  status        smallint NOT NULL DEFAULT 1,
  -- marked improper by the recruiter (sendImproper)
  improper      boolean NOT NULL DEFAULT false,
  urged_at      timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, job_id) REFERENCES jobs (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, company_id) REFERENCES companies (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, seeker_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
-- One live application per seeker and job; a cancelled one may be followed by a new one.
CREATE UNIQUE INDEX job_applications_one_open ON job_applications (tenant_id, job_id, seeker_id) WHERE status <> 6;
CREATE INDEX job_applications_seeker ON job_applications (tenant_id, seeker_id, created_at DESC);
CREATE INDEX job_applications_company ON job_applications (tenant_id, company_id, status, created_at DESC);
