-- Career fairs (on-site and online), teach-ins and online talks (issue 18):
-- the events, the companies taking part (booth applications) and the seekers'
-- tickets. Shaped after 74cms's qs_jobfair_online and its participants.
-- Row-level security is applied to every tenant_id table by migrate.ts.

CREATE TABLE events (
  tenant_id       integer NOT NULL REFERENCES agents (id),
  id              integer GENERATED ALWAYS AS IDENTITY,
  -- 'fair', 'teach-in' or 'talk' (schemas/events.ts EVENT_KINDS)
  kind            text NOT NULL CHECK (kind IN ('fair', 'teach-in', 'talk')),
  online          boolean NOT NULL DEFAULT false,
  -- A stable name design pages link to (/event/spring-2026), optional.
  slug            text,
  title           text NOT NULL,
  summary         text NOT NULL DEFAULT '',
  intro           text NOT NULL DEFAULT '',
  cover           text NOT NULL DEFAULT '',
  city_code       text NOT NULL DEFAULT '',
  place           text NOT NULL DEFAULT '',
  lat             double precision,
  lng             double precision,
  online_url      text NOT NULL DEFAULT '',
  live_id         integer,
  school          text NOT NULL DEFAULT '',
  -- The company holding a teach-in or talk.
  host_company_id integer,
  organiser       text NOT NULL DEFAULT '',
  -- [{time, title}]
  schedule        jsonb NOT NULL DEFAULT '[]',
  starts_at       timestamptz NOT NULL,
  ends_at         timestamptz NOT NULL,
  -- Seats; 0 has no limit. Booths likewise.
  capacity        integer NOT NULL DEFAULT 0 CHECK (capacity >= 0),
  booth_capacity  integer NOT NULL DEFAULT 0 CHECK (booth_capacity >= 0),
  -- 0 draft (or a recruiter's teach-in awaiting review), 1 published, 2 cancelled
  status          smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  cancel_reason   text NOT NULL DEFAULT '',
  -- Kept with each sign-up change under the event's row lock, so capacity is
  -- decided on one row however many sign up at once.
  signed_count    integer NOT NULL DEFAULT 0 CHECK (signed_count >= 0),
  waiting_count   integer NOT NULL DEFAULT 0 CHECK (waiting_count >= 0),
  -- The recruiter who asked for a teach-in or talk (null: an organiser's event).
  created_by_user integer,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CHECK (ends_at > starts_at),
  FOREIGN KEY (tenant_id, host_company_id) REFERENCES companies (tenant_id, id)
);
CREATE UNIQUE INDEX events_slug ON events (tenant_id, slug) WHERE slug IS NOT NULL;
CREATE INDEX events_list ON events (tenant_id, status, ends_at, starts_at);

-- A company's booth (fair) or slot application and the organiser's answer.
CREATE TABLE event_companies (
  tenant_id      integer NOT NULL REFERENCES agents (id),
  id             integer GENERATED ALWAYS AS IDENTITY,
  event_id       integer NOT NULL,
  company_id     integer NOT NULL,
  -- The recruiter who applied (null: a company the organiser added).
  applicant_id   integer,
  contact_name   text NOT NULL,
  contact_mobile text NOT NULL,
  job_ids        integer[] NOT NULL DEFAULT '{}',
  note           text NOT NULL DEFAULT '',
  -- 0 pending, 1 approved, 2 refused, 3 withdrawn
  status         smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  reply          text NOT NULL DEFAULT '',
  booth          text NOT NULL DEFAULT '',
  decided_by     integer,
  decided_at     timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, event_id, company_id),
  FOREIGN KEY (tenant_id, event_id) REFERENCES events (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, company_id) REFERENCES companies (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX event_companies_company ON event_companies (tenant_id, company_id);

-- A seeker's ticket: a seat (1), a place on the waiting list (2) or given back (3).
CREATE TABLE event_signups (
  tenant_id     integer NOT NULL REFERENCES agents (id),
  id            integer GENERATED ALWAYS AS IDENTITY,
  event_id      integer NOT NULL,
  user_id       integer NOT NULL,
  status        smallint NOT NULL CHECK (status IN (1, 2, 3)),
  -- The short code typed at the door (the QR code holds it too).
  code          text NOT NULL,
  -- Orders the waiting list: set when the ticket (re)joins it.
  queued_at     timestamptz NOT NULL DEFAULT now(),
  checked_in_at timestamptz,
  checked_in_by integer,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, event_id, user_id),
  UNIQUE (tenant_id, code),
  FOREIGN KEY (tenant_id, event_id) REFERENCES events (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX event_signups_user ON event_signups (tenant_id, user_id, id DESC);
CREATE INDEX event_signups_waiting ON event_signups (tenant_id, event_id, queued_at, id) WHERE status = 2;
