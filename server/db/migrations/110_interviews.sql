-- Interviews (issue 17): /api-user/interview/create schedules one for an
-- application (ujId) or a conversation; video interviews are held as a 1:1
-- call whose signalling room only the two parties may join.
CREATE TABLE interviews (
  tenant_id       integer NOT NULL REFERENCES agents (id),
  id              integer GENERATED ALWAYS AS IDENTITY,
  recruiter_id    integer NOT NULL,
  seeker_id       integer NOT NULL,
  -- the application it is for (ujId), or the conversation it was made from
  application_id  integer,
  conversation_id integer,
  job_id          integer,
  -- 1 video, 2 on-site
  type            smallint NOT NULL CHECK (type IN (1, 2)),
  -- spec's roomType: a room of another kind (0 none, the product's own room)
  room_type       smallint NOT NULL DEFAULT 0,
  start_at        timestamptz NOT NULL,
  -- booked minutes (videoMinute)
  video_minute    integer NOT NULL,
  address         text NOT NULL DEFAULT '',
  note            text NOT NULL DEFAULT '',
  -- 1 scheduled, 2 in call, 3 ended, 4 missed
  status          smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4)),
  call_started_at timestamptz,
  call_ended_at   timestamptz,
  -- real seconds both parties were in the call
  duration_sec    integer NOT NULL DEFAULT 0,
  reminded_at     timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, recruiter_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, seeker_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, application_id) REFERENCES job_applications (tenant_id, id) ON DELETE SET NULL (application_id),
  FOREIGN KEY (tenant_id, job_id) REFERENCES jobs (tenant_id, id) ON DELETE SET NULL (job_id)
);
-- One open (scheduled or in call) interview per pair: parallel creates cannot double-book.
CREATE UNIQUE INDEX interviews_one_open ON interviews (tenant_id, recruiter_id, seeker_id) WHERE status IN (1, 2);
CREATE INDEX interviews_recruiter ON interviews (tenant_id, recruiter_id, start_at DESC);
CREATE INDEX interviews_seeker ON interviews (tenant_id, seeker_id, start_at DESC);
CREATE INDEX interviews_unreminded ON interviews (tenant_id, start_at) WHERE status = 1 AND reminded_at IS NULL;
