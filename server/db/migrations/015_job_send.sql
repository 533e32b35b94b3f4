-- Applying to jobs (job sendGet / sendResume and the application calls) and
-- the notices each state change leaves for the other side. Row-level security
-- is applied to every tenant_id table by migrate.ts.

-- How a job takes applications (sendGet answers it as data.type):
-- 0 the resume-submission dialog, 1 a sign-up form (apply_form names its
-- design page), 2 not supported (the client says 暂不支持).
ALTER TABLE jobs ADD COLUMN apply_mode smallint NOT NULL DEFAULT 0 CHECK (apply_mode IN (0, 1, 2));
ALTER TABLE jobs ADD COLUMN apply_form text NOT NULL DEFAULT '';

-- What a sign-up form (apply_mode 1) was filled in with.
ALTER TABLE job_applications ADD COLUMN form_data jsonb;
-- When the recruiter first opened the application (status 2).
ALTER TABLE job_applications ADD COLUMN viewed_at timestamptz;
-- The recruiter's note to the seeker with an invitation, pass or rejection.
ALTER TABLE job_applications ADD COLUMN reply text NOT NULL DEFAULT '';
CREATE INDEX job_applications_job ON job_applications (tenant_id, job_id, created_at DESC);

-- Notices to a user (an application changed state). Chat system messages
-- later go out from the same notify() call.
CREATE TABLE user_notices (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  id         integer GENERATED ALWAYS AS IDENTITY,
  user_id    integer NOT NULL,
  -- what happened, e.g. 'job-send.submitted', 'job-send.invited'
  kind       text NOT NULL,
  title      text NOT NULL,
  content    text NOT NULL DEFAULT '',
  -- the record it is about: model 'job-send' and the application id
  model      text NOT NULL DEFAULT '',
  model_id   integer,
  -- an internal path the notice opens
  link       text NOT NULL DEFAULT '',
  read_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX user_notices_user ON user_notices (tenant_id, user_id, id DESC);
CREATE INDEX user_notices_unread ON user_notices (tenant_id, user_id) WHERE read_at IS NULL;
